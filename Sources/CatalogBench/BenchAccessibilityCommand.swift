import ArgumentParser
import Catalog
import CatalogCommand
import CatalogUI
import Definitions
import Foundation
import Synchronization

// MARK: - BenchAccessibilityCommand

/// `catalog-bench bench-accessibility`: what the accessibility snapshot and the audits cost per
/// variant of the shipped catalog, as a share of rendering it without them.
struct BenchAccessibilityCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench-accessibility",
    abstract: "Time every shipped variant with and without its accessibility snapshot and audits.",
    discussion: """
      Plans the shipped catalog twice, with the default accessibility policy and with none, \
      and renders every snapshot --rounds times each way on one thread, alternating, so both \
      see the same machine. Prints one JSON line: snapshots, the summed median milliseconds \
      without and with, the share the accessibility work adds (with / without − 1), and the \
      median and 90th percentile of that share per snapshot.
      """)

  @Option(
    parsing: .unconditional,
    help: "Renders of each snapshot each way, \(Self.roundsRange.text); the median counts.")
  var rounds = 9

  @Option(
    parsing: .unconditional,
    help: """
      Also print the N snapshots whose share is largest, to standard error \
      (\(Self.topRange.text)).
      """)
  var top = 0

  /// Rounds of every shipped snapshot, each way.
  static let roundsRange = OptionRange("--rounds", 1...1_000)
  /// How many of the costliest snapshots to name.
  static let topRange = OptionRange("--top", 0...100_000)

  func validate() throws {
    try Self.roundsRange.check(rounds)
    try Self.topRange.check(top)
  }

  func run() throws {
    try MainActor.assumeIsolated { try runOnMainActor() }
  }

  /// `run` on the main actor, where views are built (`catalog-bench` runs on the main thread).
  @MainActor
  private func runOnMainActor() throws {
    let plain = CatalogPlanner.plan(DiscoveredDefinitions.all, accessibility: nil).snapshots
    let audited = CatalogPlanner.plan(DiscoveredDefinitions.all).snapshots
    guard plain.map(\.id) == audited.map(\.id) else { throw ExitCode(2) }
    @Sendable func milliseconds(_ body: () throws -> Void) rethrows -> Double {
      let started = ContinuousClock.now
      try body()
      let (whole, fraction) = started.duration(to: .now).components
      return Double(whole) * 1000 + Double(fraction) / 1e15
    }
    @Sendable func median(_ values: [Double]) -> Double {
      let sorted = values.sorted()
      return sorted[sorted.count / 2]
    }
    let rounds = self.rounds
    let result = Mutex<Result<[(Double, Double)], any Error>>(.success([]))
    // On a large-stack worker, as the runner renders: layout passes run in place, not on a
    // thread started for each.
    MainActor.assumeIsolated {
      let measured = Result { () throws -> [(Double, Double)] in
        try zip(plain, audited).map { a, b in
          var times = ([Double](), [Double]())
          for round in 0..<rounds {
            // Alternating which goes first, so neither always finds the caches warmed.
            if round % 2 == 0 {
              times.0.append(try milliseconds { _ = try a.render() })
              times.1.append(try milliseconds { _ = try b.render() })
            } else {
              times.1.append(try milliseconds { _ = try b.render() })
              times.0.append(try milliseconds { _ = try a.render() })
            }
          }
          return (median(times.0), median(times.1))
        }
      }
      result.withLock { $0 = measured }
    }
    let pairs = try result.withLock { $0 }.get()
    let without = pairs.map(\.0)
    let with = pairs.map(\.1)
    let shares = pairs.map { $0.1 / $0.0 - 1 }
    let total = (without.reduce(0, +), with.reduce(0, +))
    for index in shares.indices.sorted(by: { shares[$0] > shares[$1] }).prefix(top) {
      FileHandle.standardError.write(
        Data(
          String(
            format: "%@ %.3f ms → %.3f ms (+%.0f %%)\n", plain[index].id, without[index],
            with[index], shares[index] * 100
          ).utf8))
    }
    let sortedShares = shares.sorted()
    func format(_ value: Double) -> String { String(format: "%.4f", value) }
    print(
      #"{"snapshots": \#(plain.count), "without_ms": \#(format(total.0)), "#
        + #""with_ms": \#(format(total.1)), "share": \#(format(total.1 / total.0 - 1)), "#
        + #""median_share": \#(format(median(shares))), "#
        + #""p90_share": \#(format(sortedShares[sortedShares.count * 9 / 10]))}"#)
  }
}
