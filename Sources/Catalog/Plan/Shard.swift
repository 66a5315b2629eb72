// MARK: - Shard

/// One of `count` disjoint parts of a run, written `K/N` with `1 ≤ K ≤ N`.
///
/// A snapshot belongs to a shard by a stable hash of its id, so adding or removing one variant
/// never moves the others between shards, and every orphaned file lands in exactly one shard.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
  /// The 1-based index of this shard.
  public let index: Int
  /// How many shards the run is split into.
  public let count: Int

  /// The whole run as one shard.
  public static let all = Shard(validIndex: 1, count: 1)

  private init(validIndex: Int, count: Int) {
    self.index = validIndex
    self.count = count
  }

  /// Parses `K/N`; the error quotes the input and says what is expected.
  public init(parsing text: String) throws(CatalogError) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1,
      (1...n).contains(k)
    else {
      throw CatalogError.plan(.invalidShard(text))
    }
    self.init(validIndex: k, count: n)
  }

  /// Whether the snapshot with this id belongs to the shard.
  public func contains(id: String) -> Bool {
    count == 1 || Int(fnv1a64(id) % UInt64(count)) == index - 1
  }

  public var description: String { "\(index)/\(count)" }
}
