import Raster

// MARK: - ProposedViewSize

/// A size a parent offers a child; `nil` in a dimension means "unspecified: use your ideal".
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
  public var width: Double?
  public var height: Double?

  /// Both dimensions unspecified.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// Zero by zero: the child's minimum size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// Infinite in both dimensions: the child's maximum size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// Creates a proposal; negative or NaN values become 0 so layout stays finite.
  public init(width: Double?, height: Double?) {
    self.width = width.map(Self.sanitize)
    self.height = height.map(Self.sanitize)
  }

  /// A proposal of exactly `size`.
  public init(_ size: CGSize) {
    self.init(width: Double(size.width), height: Double(size.height))
  }

  /// A proposal of exactly `size`, in the rasterizer's geometry.
  @_disfavoredOverload
  package init(_ size: Size) {
    self.init(width: size.width, height: size.height)
  }

  static func sanitize(_ value: Double) -> Double {
    value.isNaN ? 0 : max(value, 0)
  }

  /// The proposal with unspecified dimensions replaced by `fallback`.
  public func replacingUnspecifiedDimensions(by fallback: CGSize = CGSize(width: 10, height: 10))
    -> CGSize
  {
    CGSize(width: width ?? Double(fallback.width), height: height ?? Double(fallback.height))
  }

  /// `replacingUnspecifiedDimensions(by:)` in the rasterizer's geometry.
  @_disfavoredOverload
  package func replacingUnspecifiedDimensions(by fallback: Size = Size(width: 10, height: 10))
    -> Size
  {
    Size(width: width ?? fallback.width, height: height ?? fallback.height)
  }

  public var description: String {
    "\(width.map { formatPoints($0) } ?? "nil")×\(height.map { formatPoints($0) } ?? "nil")"
  }
}

/// A number in points without a trailing `.0`.
func formatPoints(_ value: Double) -> String {
  if value == .infinity { return "∞" }
  if value == value.rounded(), abs(value) < 1e12 {
    return String(Int(value, rounding: .towardZero))
  }
  return String((value * 100).rounded() / 100)
}
