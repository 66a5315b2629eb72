import Foundation
import TestSupport
import Testing

// MARK: - OptionBoundsTests

/// Every count and size option of `catalog` and `catalog-bench` has a range: a value outside
/// it, NaN included, is a usage error (exit 64) that names the option, the value and the
/// range, followed by the subcommand's own usage, before any work starts.
@Suite struct OptionBoundsTests {
  /// Expects `run` to be the usage error `message` of `command` (`catalog render-text`).
  private func expectUsageError(
    _ run: CatalogRun, _ message: String, command: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(run.status == 64, sourceLocation: sourceLocation)
    #expect(run.output == "", sourceLocation: sourceLocation)
    let lines = run.error.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 4, "\(run.error)", sourceLocation: sourceLocation)
    guard lines.count == 4 else { return }
    #expect(lines[0] == "Error: \(message)", sourceLocation: sourceLocation)
    #expect(lines[1].hasPrefix("Usage: \(command) "), "\(lines[1])", sourceLocation: sourceLocation)
    #expect(
      lines[2] == "  See '\(command) --help' for more information.",
      sourceLocation: sourceLocation)
    #expect(lines[3] == "", sourceLocation: sourceLocation)
  }

  @Test(arguments: [
    (["--size", "0"], "--size must be in (0, 10000], found 0"),
    (["--size", "nan"], "--size must be in (0, 10000], found nan"),
    (["--size", "1e308"], "--size must be in (0, 10000], found 1e+308"),
    (["--size", "-3"], "--size must be in (0, 10000], found -3"),
    (["--scale", "0"], "--scale must be in (0, 8], found 0"),
    (["--scale", "inf"], "--scale must be in (0, 8], found inf"),
    (["--width", "nan"], "--width must be in (0, 10000], found nan"),
    (["--width", "-1"], "--width must be in (0, 10000], found -1"),
    (["--line-limit", "0"], "--line-limit must be in 1...100000, found 0"),
    (
      ["--weight", "loud"],
      "unknown weight 'loud'; use one of black, bold, heavy, light, "
        + "medium, regular, semibold, thin, ultralight"
    ),
  ])
  func renderTextRefusesAbsurdValuesWithItsOwnUsage(arguments: [String], message: String)
    throws
  {
    let output = try TestSupport.makeTemporaryDirectory("bounds").appendingPathComponent("t.png")
    let run = try catalog(["render-text", "Hi"] + arguments + ["-o", output.path])
    expectUsageError(run, message, command: "catalog render-text")
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }

  @Test(arguments: [
    (["--repeat", "1000000000000"], "--repeat must be in 0...10000, found 1000000000000"),
    (["--repeat", "-1"], "--repeat must be in 0...10000, found -1"),
    (["--threshold", "nan"], "--threshold must be in 0...1, found nan"),
    (["--max-diff-ratio", "2"], "--max-diff-ratio must be in 0...1, found 2"),
    (["--max-diff-pixels", "-4"], "--max-diff-pixels must be 0 or more, found -4"),
  ])
  func diffRefusesAbsurdValuesBeforeReadingAnImage(arguments: [String], message: String)
    throws
  {
    // The images do not exist: the options are refused before either is opened.
    let run = try catalog(["diff", "/nonexistent/a.png", "/nonexistent/b.png"] + arguments)
    expectUsageError(run, message, command: "catalog diff")
  }

  @Test func jobsAndShardsOfARunAreCheckedBeforeAnyFolder() throws {
    let missing = "/nonexistent/Snapshots"
    expectUsageError(
      try catalog(["verify", "--snapshots", missing, "--jobs", "5000"]),
      "--jobs must be in 1...1024, found 5000", command: "catalog verify")
    for shard in [["--shard", "-1/3"], ["--shard=-1/3"]] {
      expectUsageError(
        try catalog(["verify", "--snapshots", missing] + shard),
        "invalid shard '-1/3': expected K/N with 1 ≤ K ≤ N, for example --shard 2/4",
        command: "catalog verify")
    }
    expectUsageError(
      try catalog(["record", "--snapshots", missing, "--shard", "5/3"]),
      "invalid shard '5/3': expected K/N with 1 ≤ K ≤ N, for example --shard 2/4",
      command: "catalog record")
    expectUsageError(
      try catalog(["list", "--snapshots", missing, "--shard", "--quiet"]),
      "invalid shard '--quiet': expected K/N with 1 ≤ K ≤ N, for example --shard 2/4",
      command: "catalog list")
    let filter = try catalog(["prune", "--snapshots", missing, "--filter", "("])
    #expect(filter.status == 64)
    #expect(filter.error.hasPrefix("Error: invalid --filter '(': not a regular expression ("))
    #expect(filter.error.contains("\nUsage: catalog prune "))
    #expect(!FileManager.default.fileExists(atPath: missing))
  }

  @Test(arguments: [
    (["bench-verify", "--variants", "0"], "--variants must be in 1...1000000, found 0"),
    (["bench-verify", "--jobs", "100000"], "--jobs must be in 1...1024, found 100000"),
    (
      ["bench-accessibility", "--rounds", "1000000"], "--rounds must be in 1...1000, found 1000000"
    ),
    (["bench-accessibility", "--top", "-1"], "--top must be in 0...100000, found -1"),
    (
      ["bench-layout", "--iterations", "1000000000"],
      "--iterations must be in 0...100000, found 1000000000"
    ),
    (["bench-layout", "--width", "nan"], "--width must be in (0, 4096], found nan"),
    (["bench-png", "a.png", "--iterations", "-1"], "--iterations must be in 0...100000, found -1"),
    (["bench-png", "a.png", "--threshold", "1.5"], "--threshold must be in 0...1, found 1.5"),
    (["bench-tap", "--cycles", "0"], "--cycles must be in 1...1000000, found 0"),
    (["bench-text", "--iterations", "100001"], "--iterations must be in 0...100000, found 100001"),
    (["bench-text", "--size", "1e308"], "--size must be in (0, 1000], found 1e+308"),
    (["bench-text", "--width", "0"], "--width must be in (0, 4096], found 0"),
    (["bench-text", "--scale", "9"], "--scale must be in (0, 8], found 9"),
    (["bench-transition", "--frames", "0"], "--frames must be in 1...10000, found 0"),
    (["bench-transition", "--rounds", "5000"], "--rounds must be in 1...1000, found 5000"),
    (
      ["render-scene", "s.json", "-o", "x.png", "--repeat", "1000000000000"],
      "--repeat must be in 0...10000, found 1000000000000"
    ),
  ])
  func benchmarkCountsAreBounded(arguments: [String], message: String) throws {
    let run = try catalogBench(arguments)
    expectUsageError(run, message, command: "catalog-bench \(arguments[0])")
  }

  @Test func theHelpStatesEachRange() throws {
    let help = try catalog(["diff", "--help"])
    #expect(help.status == 0)
    #expect(
      help.output.contains(
        """
          --repeat <repeat>       Compare this many more times and print the median
                                  (0...10000). (default: 0)
        """))
    let text = try catalog(["render-text", "--help"])
    #expect(text.output.contains("Size in points, (0, 10000]."))
    #expect(text.output.contains("Device pixels per point, (0, 8]."))
  }
}
