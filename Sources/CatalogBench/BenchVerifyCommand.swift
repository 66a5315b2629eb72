import ArgumentParser
import Catalog
import CatalogCommand
import Foundation

// MARK: - BenchVerifyCommand

/// `catalog bench-verify`: records or verifies a generated catalog of typical variants, for
/// `Benchmarks/bench_catalog.py`.
struct BenchVerifyCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench-verify",
    abstract: "Record or verify a generated catalog of typical variants, for benchmarks.",
    discussion: """
      Generates --variants snapshots (pages of four design-system variants, light and dark) and \
      runs them as `catalog verify` does, or as `catalog record` with --record, against \
      --snapshots, never the shipped Snapshots/. Prints the run's summary, then one JSON line: \
      snapshots, jobs, seconds (planning to report written), snapshots_per_second and \
      peak_rss_kb (this process) and worker_peak_rss_kb (the largest worker). Exit codes as for \
      verify and record.
      """)

  @Option(
    parsing: .unconditional,
    help: """
      How many snapshots to generate (half as many variants, each light and dark), rounded up \
      to a page of 8, \(Self.variantsRange.text).
      """)
  var variants = 5000

  @Flag(help: "Write the references instead of verifying them.")
  var record = false

  @Flag(help: "Keep no accessibility snapshots and run no audits, to measure what they cost.")
  var noAccessibility = false

  @Flag(
    help: "Render in this process, one snapshot after another, instead of in worker processes.")
  var inProcess = false

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Parallel render jobs, \(OptionRange<Int>.jobs.text) (default: all cores).", valueName: "n"))
  var jobs: Int?

  @Option(help: ArgumentHelp("Where the generated references go.", valueName: "dir"))
  var snapshots = ".build/bench-catalog/Snapshots"

  @Option(help: ArgumentHelp("Where the report and gallery go.", valueName: "dir"))
  var report = ".build/bench-catalog/report"

  /// Snapshots generated.
  static let variantsRange = OptionRange("--variants", 1...1_000_000)

  func validate() throws {
    try Self.variantsRange.check(variants)
    try OptionRange<Int>.jobs.check(jobs)
  }

  func run() throws {
    try MainActor.assumeIsolated { try runOnMainActor() }
  }

  /// `run` on the main actor, where views are built (`catalog-bench` runs on the main thread).
  @MainActor
  private func runOnMainActor() throws {
    let jobCount = jobs ?? ProcessInfo.processInfo.activeProcessorCount
    let arguments = [
      record ? "record" : "verify", "--snapshots", snapshots, "--report", report,
      "--jobs", String(jobCount), "--quiet",
    ]
    let started = ContinuousClock.now
    let code = CatalogCommand.run(
      arguments, definitions: BenchmarkCatalog.definitions(snapshots: variants),
      accessibility: noAccessibility ? nil : .default, rendersInWorkers: !inProcess)
    let (whole, fraction) = started.duration(to: .now).components
    let seconds = Double(whole) + Double(fraction) / 1e18
    guard code == 0 || code == 1,
      let result = try? ReportWriter.read(from: URL(fileURLWithPath: report))
    else { throw ExitCode(code) }
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    // The largest worker process, once they have ended.
    var children = rusage()
    getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &children)
    let count = result.summary.snapshotCount
    print(
      #"{"mode": "\#(record ? "record" : "verify")", "snapshots": \#(count), "#
        + #""jobs": \#(jobCount), "workers": \#(inProcess ? "\"in-process\"" : "\"processes\""), "#
        + #""seconds": \#(String(format: "%.3f", seconds)), "#
        + #""snapshots_per_second": \#(String(format: "%.1f", Double(count) / seconds)), "#
        + #""peak_rss_kb": \#(usage.ru_maxrss), "#
        + #""worker_peak_rss_kb": \#(children.ru_maxrss)}"#)
    if code != 0 { throw ExitCode(code) }
  }
}
