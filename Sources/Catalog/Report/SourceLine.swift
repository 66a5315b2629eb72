// MARK: - SourceLine

/// A line of Swift source: where a variant is declared, so a failure can point a reviewer at
/// it (GitHub annotations).
public struct SourceLine: Codable, Hashable, Sendable {
  /// The file's path as the compiler gave it (`#filePath`: absolute on the machine that built).
  public var file: String
  /// The line, from 1.
  public var line: Int

  /// Creates a location.
  public init(file: String, line: Int) {
    self.file = file
    self.line = line
  }
}
