import Foundation

/// Helpers shared by every test target: fixtures, reference files, temporary directories.
public enum TestSupport {
  /// The package root, found from this source file's location.
  public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// A fresh, empty temporary directory, unique to the caller.
  public static func makeTemporaryDirectory(_ label: String = "test") throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("catalog-\(label)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Makes a directory read-only for this process: no new files, renames or deletions in it.
  /// Root ignores permission bits, so as root the directory is also made immutable.
  public static func makeReadOnly(_ directory: URL) throws {
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.path)
    if geteuid() == 0 { try runTool("/usr/bin/chattr", ["+i", directory.path]) }
  }

  /// Undoes `makeReadOnly(_:)`, so the directory can be cleaned up.
  public static func makeWritable(_ directory: URL) {
    if geteuid() == 0 { try? runTool("/usr/bin/chattr", ["-i", directory.path]) }
    try? FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: directory.path)
  }

  private static func runTool(_ path: String, _ arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw CocoaError(
        .fileWriteNoPermission,
        userInfo: [
          NSLocalizedDescriptionKey: "\(path) \(arguments.joined(separator: " ")) failed"
        ])
    }
  }
}
