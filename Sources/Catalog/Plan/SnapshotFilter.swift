// MARK: - SnapshotFilter

/// Selects snapshots by a regular expression searched in their id (`Definition/variant.traits`),
/// as `swift test --filter` does; `^Button/` anchors to one definition.
public struct SnapshotFilter: @unchecked Sendable, CustomStringConvertible {
  // Regex is immutable once compiled; it is not marked Sendable by the standard library.
  private let regex: Regex<AnyRegexOutput>
  /// The pattern as the user typed it.
  public let pattern: String

  /// Compiles `pattern`; a malformed pattern is a usage error that quotes it.
  public init(_ pattern: String) throws(CatalogError) {
    do {
      regex = try Regex(pattern)
    } catch {
      throw .plan(.invalidFilter(pattern, reason: "\(error)"))
    }
    self.pattern = pattern
  }

  /// Whether the snapshot id matches.
  public func matches(_ id: String) -> Bool {
    (try? regex.firstMatch(in: id)) != nil
  }

  /// The pattern that matches exactly one id, for accept commands.
  public static func exactPattern(for id: String) -> String {
    let special = Set("\\^$.|?*+()[]{}")
    return "^" + id.map { special.contains($0) ? "\\\($0)" : String($0) }.joined() + "$"
  }

  public var description: String { pattern }
}
