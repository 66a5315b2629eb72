import Foundation
import Raster
import Testing

// MARK: - Math accuracy

/// `Math`'s transcendentals against the C library's over the ranges the renderer uses: within
/// one ulp (two for `asin`, which nothing draws with yet), the special values exactly as C
/// defines them, and the same bits as when they were written (the digests), so a platform or
/// compiler that rounds differently fails here before any reference does.
///
/// The C library only measures here; glibc's results are within an ulp of the exact ones.
@Suite struct MathAccuracyTests {
  /// A deterministic stream of Doubles in [0, 1).
  struct Samples {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) * 0x1p-53
    }

    /// A value spread evenly over `range`.
    mutating func uniform(_ range: ClosedRange<Double>) -> Double {
      range.lowerBound + (range.upperBound - range.lowerBound) * next()
    }

    /// A value spread evenly over the exponents of `range` (both bounds positive).
    mutating func logUniform(_ range: ClosedRange<Double>) -> Double {
      let lo = Foundation.log2(range.lowerBound)
      let hi = Foundation.log2(range.upperBound)
      return Foundation.exp2(lo + (hi - lo) * next())
    }
  }

  /// How many representable Doubles lie between `a` and `b` (0 when both are NaN).
  static func ulps(_ a: Double, _ b: Double) -> UInt64 {
    if a.isNaN && b.isNaN { return 0 }
    if a.isNaN || b.isNaN { return .max }
    func ordered(_ x: Double) -> Int64 {
      let bits = Int64(bitPattern: x.bitPattern)
      return bits < 0 ? Int64.min &- bits : bits
    }
    return UInt64(ordered(a).distance(to: ordered(b)).magnitude)
  }

  /// The largest distance between `ours` and `reference` over 100,000 inputs from `input`,
  /// with the input where it occurs.
  static func worst(
    inputs input: (inout Samples) -> (Double, Double),
    _ ours: (Double, Double) -> Double,
    _ reference: (Double, Double) -> Double
  ) -> (ulps: UInt64, at: String) {
    var samples = Samples(seed: 1)
    var result: (ulps: UInt64, at: String) = (0, "")
    for _ in 0..<100_000 {
      let (x, y) = input(&samples)
      let distance = ulps(ours(x, y), reference(x, y))
      if distance > result.ulps { result = (distance, "(\(x), \(y))") }
    }
    return result
  }

  /// `worst` for a function of one argument drawn from `range`, evenly or by exponent.
  static func worst(
    _ range: ClosedRange<Double>, logarithmic: Bool = false,
    _ ours: (Double) -> Double,
    _ reference: (Double) -> Double
  ) -> (ulps: UInt64, at: String) {
    worst(
      inputs: { samples in
        (logarithmic ? samples.logUniform(range) : samples.uniform(range), 0)
      }, { x, _ in ours(x) }, { x, _ in reference(x) })
  }

  @Test func sineAndCosineAreWithinOneUlp() {
    for range: ClosedRange<Double> in [-8 * .pi...8 * .pi, -2_000...2_000, -1.6e6...1.6e6] {
      let sine = Self.worst(range, Math.sin, Foundation.sin)
      #expect(sine.ulps <= 1, "sin over \(range): \(sine.ulps) ulp at \(sine.at)")
      let cosine = Self.worst(range, Math.cos, Foundation.cos)
      #expect(cosine.ulps <= 1, "cos over \(range): \(cosine.ulps) ulp at \(cosine.at)")
    }
    let tiny = Self.worst(0x1p-60...0.5, logarithmic: true, Math.sin, Foundation.sin)
    #expect(tiny.ulps <= 1, "sin of small angles: \(tiny.ulps) ulp at \(tiny.at)")
  }

  @Test func tangentIsWithinOneUlp() {
    for range: ClosedRange<Double> in [-.pi / 16 ... .pi / 16, -10...10] {
      let tangent = Self.worst(range, Math.tan, Foundation.tan)
      #expect(tangent.ulps <= 1, "tan over \(range): \(tangent.ulps) ulp at \(tangent.at)")
    }
  }

  @Test func inverseTrigonometryIsWithinOneUlp() {
    let atan = Self.worst(-100...100, Math.atan, Foundation.atan)
    #expect(atan.ulps <= 1, "atan: \(atan.ulps) ulp at \(atan.at)")
    let atanSmall = Self.worst(-1...1, Math.atan, Foundation.atan)
    #expect(atanSmall.ulps <= 1, "atan over -1...1: \(atanSmall.ulps) ulp at \(atanSmall.at)")
    let acos = Self.worst(-1...1, Math.acos, Foundation.acos)
    #expect(acos.ulps <= 1, "acos: \(acos.ulps) ulp at \(acos.at)")
    let asin = Self.worst(-1...1, Math.asin, Foundation.asin)
    #expect(asin.ulps <= 2, "asin: \(asin.ulps) ulp at \(asin.at)")
    let atan2 = Self.worst(
      inputs: { ($0.uniform(-2_000...2_000), $0.uniform(-2_000...2_000)) },
      Math.atan2, Foundation.atan2)
    #expect(atan2.ulps <= 1, "atan2: \(atan2.ulps) ulp at \(atan2.at)")
    let scales = Self.worst(
      inputs: { samples in
        let y = samples.logUniform(1e-300...1e300)
        let x = samples.logUniform(1e-300...1e300)
        return (samples.next() < 0.5 ? -y : y, samples.next() < 0.5 ? -x : x)
      }, Math.atan2, Foundation.atan2)
    #expect(scales.ulps <= 1, "atan2 at every scale: \(scales.ulps) ulp at \(scales.at)")
  }

  @Test func exponentialAndLogarithmAreWithinOneUlp() {
    for range: ClosedRange<Double> in [-50...0, -745...709] {
      let exp = Self.worst(range, Math.exp, Foundation.exp)
      #expect(exp.ulps <= 1, "exp over \(range): \(exp.ulps) ulp at \(exp.at)")
    }
    let log = Self.worst(0x1p-1074...0x1p1023, logarithmic: true, Math.log, Foundation.log)
    #expect(log.ulps <= 1, "log: \(log.ulps) ulp at \(log.at)")
    let nearOne = Self.worst(0.5...2, Math.log, Foundation.log)
    #expect(nearOne.ulps <= 1, "log near 1: \(nearOne.ulps) ulp at \(nearOne.at)")
  }

  @Test func powerIsWithinOneUlp() {
    // The sRGB transfer function of the contrast audit, then a general spread.
    let gamma = Self.worst(
      inputs: { ($0.uniform(0.04...1), 2.4) }, Math.pow, Foundation.pow)
    #expect(gamma.ulps <= 1, "pow(x, 2.4): \(gamma.ulps) ulp at \(gamma.at)")
    let general = Self.worst(
      inputs: { ($0.logUniform(1e-3...1e3), $0.uniform(-50...50)) },
      Math.pow, Foundation.pow)
    #expect(general.ulps <= 1, "pow: \(general.ulps) ulp at \(general.at)")
    let integers = Self.worst(
      inputs: { (-$0.uniform(0.5...2), $0.uniform(-300...300).rounded()) },
      Math.pow, Foundation.pow)
    #expect(integers.ulps <= 1, "pow of negatives: \(integers.ulps) ulp at \(integers.at)")
  }

  @Test func hypotenuseIsWithinOneUlp() {
    let lengths = Self.worst(
      inputs: { ($0.uniform(-2_000...2_000), $0.uniform(-2_000...2_000)) },
      Math.hypot, Foundation.hypot)
    #expect(lengths.ulps <= 1, "hypot: \(lengths.ulps) ulp at \(lengths.at)")
    let scales = Self.worst(
      inputs: { ($0.logUniform(0x1p-1030...1e308), $0.logUniform(0x1p-1030...1e308)) },
      Math.hypot, Foundation.hypot)
    #expect(scales.ulps <= 1, "hypot at every scale: \(scales.ulps) ulp at \(scales.at)")
  }

  @Test func errorFunctionIsWithinOneUlp() {
    for range: ClosedRange<Double> in [-1...1, -7...7] {
      let erf = Self.worst(range, Math.erf, Foundation.erf)
      #expect(erf.ulps <= 1, "erf over \(range): \(erf.ulps) ulp at \(erf.at)")
    }
    let tiny = Self.worst(0x1p-1074...1, logarithmic: true, Math.erf, Foundation.erf)
    #expect(tiny.ulps <= 1, "erf of small values: \(tiny.ulps) ulp at \(tiny.at)")
  }

  // MARK: - Special values

  @Test func specialValuesAreTheCLibrarys() {
    let values: [Double] = [
      0, -0.0, 1, -1, 0.5, -0.5, 2, -2, 3, -3, 6, -6, 710, -746, 709.78, -745.1, 1e300, -1e300,
      0x1p-1074, -0x1p-1074, 0x1p-1022, .infinity, -.infinity, .nan,
    ]
    var differences: [String] = []
    // Exactly C's result when an argument or the result is a zero, an infinity or NaN, and
    // within an ulp of it otherwise.
    func same(_ name: String, _ args: [Double], _ ours: Double, _ reference: Double) {
      let ordinary = (args + [ours, reference]).allSatisfy { $0.isFinite && $0 != 0 }
      let equal = ours.isNaN ? reference.isNaN : ours.bitPattern == reference.bitPattern
      if !(equal || ordinary && Self.ulps(ours, reference) <= 1) {
        differences.append("\(name)\(args): \(ours), C library \(reference)")
      }
    }
    for x in values {
      same("exp", [x], Math.exp(x), Foundation.exp(x))
      same("log", [x], Math.log(x), Foundation.log(x))
      same("atan", [x], Math.atan(x), Foundation.atan(x))
      same("erf", [x], Math.erf(x), Foundation.erf(x))
      if abs(x) <= 1 || !x.isFinite {
        same("acos", [x], Math.acos(x), Foundation.acos(x))
        same("asin", [x], Math.asin(x), Foundation.asin(x))
      }
      if abs(x) < 1e6 || !x.isFinite {
        same("sin", [x], Math.sin(x), Foundation.sin(x))
        same("cos", [x], Math.cos(x), Foundation.cos(x))
        same("tan", [x], Math.tan(x), Foundation.tan(x))
      }
      for y in values {
        same("atan2", [y, x], Math.atan2(y, x), Foundation.atan2(y, x))
        same("pow", [x, y], Math.pow(x, y), Foundation.pow(x, y))
        same("hypot", [x, y], Math.hypot(x, y), Foundation.hypot(x, y))
      }
    }
    #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
  }

  @Test func anglesBeyondTheReducibleRangeAreNaN() {
    for x in [0x1p50, -0x1p50, 1e300, .infinity, -.infinity, .nan] {
      #expect(Math.sin(x).isNaN && Math.cos(x).isNaN && Math.tan(x).isNaN, "\(x)")
    }
    #expect(Math.sin(0x1p49).isFinite && Math.cos(-0x1p49).isFinite)
    // So a rotation by such an angle is not invertible, and draws nothing, as a NaN angle.
    #expect(!Transform(rotation: 1e300).isInvertible)
    #expect(Transform(rotation: 1e6).isInvertible)
  }

  // MARK: - The same bits everywhere

  /// FNV-1a over the bits of `f` at 4,096 inputs spread over `range`.
  static func digest(_ range: ClosedRange<Double>, _ f: (Double) -> Double) -> UInt64 {
    var samples = Samples(seed: 7)
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for _ in 0..<4_096 {
      var bits = f(samples.uniform(range)).bitPattern
      for _ in 0..<8 {
        hash = (hash ^ (bits & 0xFF)) &* 0x0000_0100_0000_01B3
        bits >>= 8
      }
    }
    return hash
  }

  @Test func resultsHaveTheBitsTheyWereWrittenWith() {
    let digests: [(String, UInt64, UInt64)] = [
      ("sin", Self.digest(-100...100, Math.sin), 0x04DE_4428_98A9_1923),
      ("cos", Self.digest(-100...100, Math.cos), 0xB6C9_1AE8_C639_53A7),
      ("tan", Self.digest(-2...2, Math.tan), 0x79FC_B8A3_1137_C02B),
      ("atan", Self.digest(-20...20, Math.atan), 0x5469_DC6E_1F86_D652),
      ("atan2", Self.digest(-20...20) { Math.atan2($0, 0.75 - $0 * 0.5) }, 0x72B0_DE4F_6044_1D5F),
      ("acos", Self.digest(-1...1, Math.acos), 0x7EC7_0B23_8488_3047),
      ("asin", Self.digest(-1...1, Math.asin), 0x0B64_53DD_7128_64C6),
      ("exp", Self.digest(-745...709, Math.exp), 0xC1A9_EAFE_5BA0_32E0),
      ("log", Self.digest(0...1e6, Math.log), 0x3B57_96C3_F00B_06A4),
      ("pow", Self.digest(0...4) { Math.pow($0, 2.4) }, 0xC511_19AD_2A98_D530),
      ("pow", Self.digest(0...4) { Math.pow(1.5, $0 * 100 - 200) }, 0x5206_ABCB_93F7_D9E2),
      ("hypot", Self.digest(-100...100) { Math.hypot($0, 1 - $0 * 0.3) }, 0x4BFD_012F_B23E_2E04),
      ("erf", Self.digest(-6...6, Math.erf), 0x00F1_820B_26AD_209B),
    ]
    for (name, actual, expected) in digests {
      #expect(
        actual == expected,
        """
        Math.\(name) returns other bits than it did (digest \(String(actual, radix: 16)), \
        expected \(String(expected, radix: 16))): a compiler or CPU rounds differently, or the \
        function changed; if it changed on purpose, update this digest and re-record references
        """)
    }
  }
}
