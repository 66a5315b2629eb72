// MARK: - PlanError

/// Why the snapshots a run should take cannot be chosen: a `--filter` or `--shard` that does
/// not parse. Every message is written here, in `description`; each is a usage error.
public enum PlanError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `--shard` is not `K/N` with 1 ≤ K ≤ N.
  case invalidShard(String)
  /// `--filter` is not a regular expression (`reason`: the parser's words).
  case invalidFilter(String, reason: String)

  /// The message shown to the user.
  public var description: String {
    switch self {
    case .invalidShard(let text):
      "invalid shard '\(text)': expected K/N with 1 ≤ K ≤ N, for example --shard 2/4"
    case .invalidFilter(let pattern, let reason):
      "invalid --filter '\(pattern)': not a regular expression (\(reason)); "
        + "use a plain name such as 'Button' or escape special characters"
    }
  }
}
