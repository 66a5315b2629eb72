// MARK: - DiffOptions

/// How strictly two images must match.
public struct DiffOptions: Hashable, Sendable {
  /// How pixels are compared.
  public enum Mode: Hashable, Sendable {
    /// Any difference in any channel counts.
    case exact
    /// pixelmatch's YIQ colour distance with a threshold from 0 (strict) to 1 (lenient).
    case perceptual(threshold: Double, includeAA: Bool)
  }

  public var mode: Mode
  /// Differing pixels allowed before the images count as different.
  public var maxDiffPixels: Int
  /// Share of differing pixels (0…1) allowed before the images count as different.
  public var maxDiffPixelRatio: Double

  public init(mode: Mode = .exact, maxDiffPixels: Int = 0, maxDiffPixelRatio: Double = 0) {
    self.mode = mode
    self.maxDiffPixels = max(0, maxDiffPixels)
    self.maxDiffPixelRatio = maxDiffPixelRatio.isFinite ? min(max(maxDiffPixelRatio, 0), 1) : 0
  }

  /// Exact comparison with no tolerance.
  public static let exact = DiffOptions()
}

// MARK: - DiffResult

/// The outcome of comparing two images.
public struct DiffResult: Hashable, Sendable {
  /// Whether the images match within the tolerances.
  public var isEqual: Bool
  /// Pixels that differ (anti-aliasing pixels excluded unless `includeAA`).
  public var mismatchedPixels: Int
  /// `mismatchedPixels` over the pixel count.
  public var mismatchedRatio: Double
  /// The largest difference of any channel, in 8-bit levels (straight colours).
  public var maxChannelDelta: Int
  /// The smallest rectangle holding every differing pixel: x, y, width, height.
  public var bounds: (x: Int, y: Int, width: Int, height: Int)? {
    get { boundsStorage.map { ($0[0], $0[1], $0[2], $0[3]) } }
    set { boundsStorage = newValue.map { [$0.x, $0.y, $0.width, $0.height] } }
  }
  var boundsStorage: [Int]?
  /// Set when the sizes differ: both sizes; the images are then different by definition.
  public var sizeMismatch: (expected: (Int, Int), actual: (Int, Int))? {
    get { sizeStorage.map { (($0[0], $0[1]), ($0[2], $0[3])) } }
    set { sizeStorage = newValue.map { [$0.expected.0, $0.expected.1, $0.actual.0, $0.actual.1] } }
  }
  var sizeStorage: [Int]?

  public init(isEqual: Bool, mismatchedPixels: Int, mismatchedRatio: Double, maxChannelDelta: Int) {
    self.isEqual = isEqual
    self.mismatchedPixels = mismatchedPixels
    self.mismatchedRatio = mismatchedRatio
    self.maxChannelDelta = maxChannelDelta
  }
}
