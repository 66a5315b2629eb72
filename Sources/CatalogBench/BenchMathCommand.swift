import ArgumentParser
import CatalogCommand
import Foundation
import Raster

// MARK: - BenchMathCommand

/// `catalog-bench bench-math`: nanoseconds per call of each `Math` transcendental and of the C
/// library's function it replaces, over the arguments the renderer gives them.
struct BenchMathCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench-math",
    abstract: "Time Raster's deterministic transcendentals against the C library's.",
    discussion: """
      Calls each function on 65,536 arguments in the range the renderer uses (angles of a few \
      turns, spring exponents, sRGB channels, vector components, blur kernel positions), \
      --iterations times, and prints one JSON object: for each function the median CPU \
      nanoseconds per call of `Math` ("ours") and of the C library ("libm").
      """)

  @Option(
    parsing: .unconditional,
    help: "How many times to time each function, \(Self.iterationsRange.text).")
  var iterations = 15

  /// Repetitions of each timing.
  static let iterationsRange = OptionRange("--iterations", 1...10_000)

  func validate() throws {
    try Self.iterationsRange.check(iterations)
  }

  /// One timed function: its name, its argument range, and both implementations.
  struct Case: Sendable {
    var name: String
    var range: ClosedRange<Double>
    var second: ClosedRange<Double>?
    var ours: @Sendable (Double, Double) -> Double
    var libm: @Sendable (Double, Double) -> Double
  }

  static let cases: [Case] = [
    Case(
      name: "sin", range: -8 * .pi...8 * .pi, ours: { x, _ in Math.sin(x) },
      libm: { x, _ in Foundation.sin(x) }),
    Case(
      name: "cos", range: -8 * .pi...8 * .pi, ours: { x, _ in Math.cos(x) },
      libm: { x, _ in Foundation.cos(x) }),
    Case(
      name: "tan", range: -.pi / 16 ... .pi / 16, ours: { x, _ in Math.tan(x) },
      libm: { x, _ in Foundation.tan(x) }),
    Case(
      name: "acos", range: -1...1, ours: { x, _ in Math.acos(x) },
      libm: { x, _ in Foundation.acos(x) }),
    Case(
      name: "atan2", range: -100...100, second: -100...100, ours: Math.atan2,
      libm: Foundation.atan2),
    Case(
      name: "exp", range: -50...0, ours: { x, _ in Math.exp(x) },
      libm: { x, _ in Foundation.exp(x) }),
    Case(name: "pow", range: 0.04...1, second: 2.4...2.4, ours: Math.pow, libm: Foundation.pow),
    Case(
      name: "hypot", range: -100...100, second: -100...100, ours: Math.hypot,
      libm: Foundation.hypot),
    Case(
      name: "erf", range: -3...3, ours: { x, _ in Math.erf(x) },
      libm: { x, _ in Foundation.erf(x) }),
  ]

  func run() throws {
    var state: UInt64 = 1
    func next(_ range: ClosedRange<Double>) -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return range.lowerBound + (range.upperBound - range.lowerBound)
        * Double(state >> 11) * 0x1p-53
    }
    var fields: [String] = []
    var sink = 0.0
    for c in Self.cases {
      let xs = (0..<65_536).map { _ in next(c.range) }
      let ys = (0..<65_536).map { _ in c.second.map(next) ?? 0 }
      func time(_ f: (Double, Double) -> Double) -> Double {
        Self.medianNanoseconds(iterations, calls: xs.count) {
          var sum = 0.0
          for i in xs.indices { sum += f(xs[i], ys[i]) }
          sink += sum
        }
      }
      let ours = time(c.ours)
      let libm = time(c.libm)
      fields.append(
        "\"\(c.name)\":{\"ours\":\(Self.rounded(ours)),\"libm\":\(Self.rounded(libm))}")
    }
    // The sums keep the calls from being optimised away; NaN never occurs in these ranges.
    guard sink.isFinite else { throw ExitCode(2) }
    print("{" + fields.joined(separator: ",") + "}")
  }

  /// `value` to one decimal.
  private static func rounded(_ value: Double) -> Double {
    (value * 10).rounded() / 10
  }

  /// The median over `count` runs of `body`'s CPU time, in nanoseconds per call.
  private static func medianNanoseconds(_ count: Int, calls: Int, _ body: () -> Void) -> Double {
    func now() -> Double {
      var time = timespec()
      clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
      return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
    }
    var times: [Double] = []
    for _ in 0..<count {
      let start = now()
      body()
      times.append((now() - start) / Double(calls))
    }
    times.sort()
    return times[times.count / 2]
  }
}
