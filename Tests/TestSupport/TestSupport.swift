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
}
