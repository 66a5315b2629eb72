import ArgumentParser
import CatalogCommand
import Foundation
import PNG
import PixelDiff
import Raster

// MARK: - BenchPNGCommand

/// `catalog bench-png`: times PNG decoding, encoding and exact and perceptual comparison in
/// one process, so `Benchmarks/bench_png.py` measures the work and not process start-up.
struct BenchPNGCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench-png",
    abstract: "Time PNG decode, encode, exact and perceptual diff of one or two images.",
    discussion: """
      Decodes A.png from memory, encodes it, and compares it with B.png (or with a second, \
      separately decoded copy of A.png) exactly and with pixelmatch's perceptual mode. Prints \
      one JSON object with the median CPU milliseconds of each phase and, as the memory-speed \
      reference, of one memcmp of A's pixels with a private copy of them.
      """)

  @Argument(help: ArgumentHelp("The image to decode, encode and compare.", valueName: "A.png"))
  var first: String
  @Argument(
    help: ArgumentHelp(
      "The image to compare with; a copy of A.png when absent.",
      valueName: "B.png"))
  var second: String?
  @Option(
    parsing: .unconditional,
    help: "How many times to repeat each phase, \(Self.iterationsRange.text).")
  var iterations = 10
  @Option(parsing: .unconditional, help: "Perceptual colour threshold from 0 (strict) to 1.")
  var threshold = 0.1
  @Flag(help: "Skip the encoding phase (the slowest).") var skipEncode = false
  @Option(
    name: .shortAndLong,
    help: ArgumentHelp(
      "Write A.png as this encoder writes it here.",
      valueName: "OUT.png"))
  var output: String?

  /// Repetitions of each phase.
  static let iterationsRange = OptionRange("--iterations", 0...100_000)

  func validate() throws {
    try Self.iterationsRange.check(iterations)
    try OptionRange("--threshold", 0.0...1.0).check(threshold)
  }

  func run() throws {
    let firstData: Data
    let secondData: Data
    let a: Pixmap
    let b: Pixmap
    do {
      firstData = try PNGDecoder.contents(atPath: first)
      secondData =
        try second.map { path throws(PNGError) in
          try PNGDecoder.contents(atPath: path)
        } ?? firstData
      a = try PNGDecoder.decode(firstData, name: first)
      b = try PNGDecoder.decode(secondData, name: second ?? first)
    } catch {
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      throw ExitCode(2)
    }
    var encoded = Data()
    if let output {
      do {
        encoded = try PNGEncoder.encode(a)
        try encoded.write(to: URL(fileURLWithPath: output))
      } catch {
        FileHandle.standardError.write(Data("error: cannot write '\(output)': \(error)\n".utf8))
        throw ExitCode(2)
      }
    }
    let perceptual = DiffOptions(mode: .perceptual(threshold: threshold, includeAA: false))
    var exact = PixelComparator.compare(a, b)
    var similar = PixelComparator.compare(a, b, options: perceptual)
    let decodeMS = Self.median(iterations) {
      _ = try? PNGDecoder.decode(firstData, name: first)
    }
    let encodeMS =
      skipEncode
      ? nil
      : Self.median(iterations) {
        encoded = (try? PNGEncoder.encode(a)) ?? Data()
      }
    let exactMS = Self.median(iterations) { exact = PixelComparator.compare(a, b) }
    let perceptualMS = Self.median(iterations) {
      similar = PixelComparator.compare(a, b, options: perceptual)
    }
    // A private copy of A's bytes, so the memcmp reads both buffers to the end.
    let copy = [UInt8](unsafeUninitializedCapacity: a.data.count) { buffer, count in
      count = buffer.initialize(from: a.data).1
    }
    var same: Int32 = 0
    let memcmpMS = Self.median(iterations) {
      same = a.data.withUnsafeBytes { pa in
        copy.withUnsafeBytes { pb in
          guard let x = pa.baseAddress, let y = pb.baseAddress else { return 0 }
          return memcmp(x, y, min(pa.count, pb.count))
        }
      }
    }
    func number(_ value: Double?) -> String {
      value.map { String(format: "%.3f", $0) } ?? "null"
    }
    print(
      #"{"width": \#(a.width), "height": \#(a.height), "iterations": \#(iterations), "#
        + #""decode_ms": \#(number(decodeMS)), "encode_ms": \#(number(encodeMS)), "#
        + #""encoded_bytes": \#(encoded.isEmpty ? "null" : String(encoded.count)), "#
        + #""exact_diff_ms": \#(number(exactMS)), "perceptual_diff_ms": \#(number(perceptualMS)), "#
        + #""memcmp_ms": \#(number(memcmpMS)), "memcmp_equal": \#(same == 0), "#
        + #""exact_mismatched": \#(exact.mismatchedPixels), "#
        + #""perceptual_mismatched": \#(similar.mismatchedPixels), "threshold": \#(threshold)}"#)
  }

  /// The median time of `count` runs of `body`, in milliseconds of this process's CPU time
  /// (robust to other work on a shared machine; this code is single-threaded); `nil` for none.
  private static func median(_ count: Int, _ body: () -> Void) -> Double? {
    func now() -> Double {
      var time = timespec()
      clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
      return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
    }
    var times: [Double] = []
    for _ in 0..<count {
      let start = now()
      body()
      times.append(now() - start)
    }
    guard !times.isEmpty else { return nil }
    times.sort()
    return times[times.count / 2]
  }
}
