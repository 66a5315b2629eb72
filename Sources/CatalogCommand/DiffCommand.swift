import ArgumentParser
import Foundation
import PNG
import PixelDiff
import Raster

// MARK: - DiffCommand

/// `catalog diff`: compares two PNG files exactly, or perceptually with `--threshold`.
struct DiffCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Compare two PNG images.",
    discussion: """
      Exact unless --threshold is given, then perceptual (pixelmatch's YIQ distance). Exits 0 \
      when equal within the tolerances, 1 when different, 2 when a file cannot be read.
      """)

  @Argument(help: ArgumentHelp("The expected image.", valueName: "A.png")) var expected: String
  @Argument(help: ArgumentHelp("The actual image.", valueName: "B.png")) var actual: String
  @Option(parsing: .unconditional, help: "Perceptual colour threshold from 0 (strict) to 1.")
  var threshold: Double?
  @Flag(name: .customLong("include-aa"), help: "Count anti-aliasing differences too.")
  var includeAA = false
  @Option(parsing: .unconditional, help: "Differing pixels allowed.") var maxDiffPixels: Int = 0
  @Option(
    name: .customLong("max-diff-ratio"), parsing: .unconditional,
    help: "Share of differing pixels allowed (0…1).")
  var maxDiffRatio: Double = 0
  @Option(
    name: .shortAndLong, help: ArgumentHelp("Write the diff image here.", valueName: "DIFF.png"))
  var output: String?
  @Flag(help: "Print a JSON object instead of a line.") var json = false
  @Option(
    name: .customLong("repeat"), parsing: .unconditional,
    help: "Compare this many more times and print the median (\(Self.repeats.text)).")
  var repetitions: Int = 0

  /// Each repetition compares the whole images again: a bound keeps a typo from running for
  /// days.
  static let repeats = OptionRange("--repeat", 0...10_000)

  func validate() throws {
    try OptionRange("--threshold", 0.0...1.0).check(threshold)
    if maxDiffPixels < 0 {
      throw CommandError.negativeMaxDiffPixels(maxDiffPixels).validation
    }
    try OptionRange("--max-diff-ratio", 0.0...1.0).check(maxDiffRatio)
    try Self.repeats.check(repetitions)
  }

  func run() throws {
    let a: Pixmap
    let b: Pixmap
    do {
      // Read by the path as typed, so errors quote the user's input, not an absolute path.
      a = try PNGDecoder.decode(try PNGDecoder.contents(atPath: expected), name: expected)
      b = try PNGDecoder.decode(try PNGDecoder.contents(atPath: actual), name: actual)
    } catch {
      throw reported(.failure("\(error)"))
    }
    let options = DiffOptions(
      mode: threshold.map { .perceptual(threshold: $0, includeAA: includeAA) } ?? .exact,
      maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffRatio)
    let (result, image) =
      output == nil
      ? (PixelComparator.compare(a, b, options: options), nil)
      : PixelComparator.diff(a, b, options: options)
    var times: [Double] = []
    for _ in 0..<repetitions {
      let start = ContinuousClock.now
      _ = PixelComparator.compare(a, b, options: options)
      let (s, atto) = start.duration(to: .now).components
      times.append(Double(s) * 1000 + Double(atto) / 1e15)
    }
    if let output, let image {
      try writePNG(image, to: output)
    }
    print(json ? jsonText(result, a) : verdict(result, a, b))
    if !times.isEmpty {
      times.sort()
      print("median_ms=\(String(format: "%.3f", times[times.count / 2]))")
    }
    if !result.isEqual { throw ExitCode(1) }
  }

  private func verdict(_ r: DiffResult, _ a: Pixmap, _ b: Pixmap) -> String {
    if let size = r.sizeMismatch {
      return "different: sizes differ ('\(expected)' is \(size.expected.0)x\(size.expected.1), "
        + "'\(actual)' is \(size.actual.0)x\(size.actual.1))"
    }
    let percent = String(format: "%.3f", r.mismatchedRatio * 100)
    let head =
      r.isEqual ? (r.mismatchedPixels == 0 ? "equal" : "equal within tolerance") : "different"
    return "\(head): \(r.mismatchedPixels) of \(a.width * a.height) pixels differ (\(percent) %), "
      + "largest channel difference \(r.maxChannelDelta)"
  }

  private func jsonText(_ r: DiffResult, _ a: Pixmap) -> String {
    var fields = [
      "\"equal\": \(r.isEqual)", "\"mismatchedPixels\": \(r.mismatchedPixels)",
      "\"mismatchedRatio\": \(r.mismatchedRatio)", "\"maxChannelDelta\": \(r.maxChannelDelta)",
      "\"width\": \(a.width)", "\"height\": \(a.height)",
    ]
    if let b = r.bounds { fields.append("\"bounds\": [\(b.x), \(b.y), \(b.width), \(b.height)]") }
    if let s = r.sizeMismatch {
      fields.append(
        "\"sizeMismatch\": {\"expected\": [\(s.expected.0), \(s.expected.1)], "
          + "\"actual\": [\(s.actual.0), \(s.actual.1)]}")
    }
    return "{" + fields.joined(separator: ", ") + "}"
  }
}
