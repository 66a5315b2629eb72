import ArgumentParser
import CatalogCommand
import CatalogUI
import DesignSystem
import Foundation
import Synchronization

// MARK: - BenchTapCommand

/// `catalog-bench bench-tap`: times the behavioural-test cycle on a hosted screen (a tap that
/// changes state, the re-render it causes, and a query of the new screen) and samples the
/// resident memory as cycles accumulate, for `Benchmarks/bench_interaction.py`.
struct BenchTapCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench-tap",
    abstract: "Time tap → state change → re-render → query cycles on a screen; print JSON.")

  @Option(parsing: .unconditional, help: "How many cycles to run, \(Self.cyclesRange.text).")
  var cycles = 1_000
  @Flag(help: "Also draw the display list and rasterize it in every cycle.")
  var pixels = false
  @Flag(help: "Run the cycles on a large-stack thread, as the catalog's workers do.")
  var onWorker = false

  /// Cycles to run; the resident memory is sampled as they accumulate.
  static let cyclesRange = OptionRange("--cycles", 1...1_000_000)

  func validate() throws {
    try Self.cyclesRange.check(cycles)
  }

  func run() throws {
    try MainActor.assumeIsolated { try runOnMainActor() }
  }

  /// `run` on the main actor, where views are built (`catalog-bench` runs on the main thread).
  @MainActor
  private func runOnMainActor() throws {
    guard onWorker else { return try measure() }
    let failure = Mutex<String?>(nil)
    MainActor.assumeIsolated {
      do { try measure() } catch { failure.withLock { $0 = "\(error)" } }
    }
    if let message = failure.withLock({ $0 }) { throw ValidationError(message) }
  }

  @MainActor
  private func measure() throws {
    let screen = TapBenchScreen.make()
    let clock = ContinuousClock()
    var samples: [Double] = []
    samples.reserveCapacity(cycles)
    var memory: [(Int, Int)] = [(0, residentKiB())]
    for cycle in 1...cycles {
      let start = clock.now
      try screen.cycle()
      if pixels { _ = screen.host.render() }
      let elapsed = clock.now - start
      samples.append(
        Double(elapsed.components.seconds) * 1000
          + Double(elapsed.components.attoseconds) / 1e15)
      if cycle == 1 || cycle % max(cycles / 10, 1) == 0 { memory.append((cycle, residentKiB())) }
    }
    let sorted = samples.sorted()
    func quantile(_ q: Double) -> String {
      String(format: "%.4f", sorted[min(Int(Double(sorted.count) * q), sorted.count - 1)])
    }
    let rss = memory.map { #"[\#($0.0), \#($0.1)]"# }.joined(separator: ", ")
    print(
      #"{"screen": "\#(screen.name)", "cycles": \#(cycles), "pixels": \#(pixels), "#
        + #""on_worker": \#(onWorker), "#
        + #""median_ms": \#(quantile(0.5)), "p90_ms": \#(quantile(0.9)), "#
        + #""rss_kib": [\#(rss)]}"#)
  }

  /// The resident set size of this process in KiB, from /proc/self/statm.
  private func residentKiB() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return -1
    }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return -1 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
  }
}

/// The screen the benchmark drives and the cycle it repeats.
@MainActor
struct TapBenchScreen {
  let name: String
  let host: ViewHost
  let cycle: () throws -> Void

  /// The reservation screen on an iPhone 15: each cycle taps the guests stepper's plus or
  /// minus (alternately, so the count stays in range), which dispatches an action to the
  /// store, and reads the stepper's accessibility value back from the re-rendered screen.
  static func make() -> TapBenchScreen {
    let store = ReservationScreen.makeStore()
    let host = ViewHost(
      ReservationScreen(store: store),
      proposal: ProposedViewSize(width: 393, height: 852))
    var raise = true
    return TapBenchScreen(name: "reservation", host: host) {
      try host.find(id: raise ? "increment" : "decrement").tap()
      let expected = "\(store.state.guests)"
      let value = try host.find(label: "Guests").value
      guard value == expected else {
        throw ViewQueryError("the stepper shows \(value ?? "nothing"), expected \(expected)")
      }
      raise.toggle()
    }
  }
}
