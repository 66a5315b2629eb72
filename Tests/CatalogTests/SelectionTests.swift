import Catalog
import Testing

@MainActor @Suite struct SelectionTests {
  @Test func shardParsesAndRejectsWithAnExactMessage() throws {
    let shard = try Shard(parsing: "2/3")
    #expect(shard.index == 2 && shard.count == 3)
    #expect(
      throws: CatalogError.usage(
        "invalid shard '4/3': expected K/N with 1 ≤ K ≤ N, for example --shard 2/4")
    ) {
      try Shard(parsing: "4/3")
    }
    #expect(throws: CatalogError.self) { try Shard(parsing: "0/2") }
    #expect(throws: CatalogError.self) { try Shard(parsing: "two") }
  }

  @Test func shardsPartitionIdsExactlyAndStably() throws {
    let ids = (0..<500).map { "Definition\($0 % 7)/variant-\($0)" }
    let shards = try (1...4).map { try Shard(parsing: "\($0)/4") }
    for id in ids {
      #expect(shards.filter { $0.contains(id: id) }.count == 1)
    }
    // Adding ids never moves existing ones: membership depends on the id alone.
    let before = ids.filter { shards[1].contains(id: $0) }
    let after = (ids + ["New/one", "New/two"]).filter { shards[1].contains(id: $0) }
    #expect(Array(after.prefix(before.count)) == before)
  }

  @Test func filterIsARegularExpressionSearchedInTheId() throws {
    let filter = try SnapshotFilter("Button")
    #expect(filter.matches("PrimaryButton/short-text"))
    #expect(!filter.matches("Toggle/on"))
    let exact = try SnapshotFilter(SnapshotFilter.exactPattern(for: "A/b.dark"))
    #expect(exact.matches("A/b.dark"))
    #expect(!exact.matches("XA/b.dark"))
    #expect(!exact.matches("A/bxdark"))
  }

  @Test func malformedFilterIsAUsageError() {
    #expect(throws: CatalogError.self) { try SnapshotFilter("Button(") }
  }
}
