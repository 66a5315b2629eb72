// MARK: - Point

/// A location or offset in a two-dimensional space, in points or device pixels as the caller says.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal coordinate; grows to the right.
  public var x: Double
  /// The vertical coordinate; grows downwards.
  public var y: Double

  /// The origin.
  public static let zero = Point(x: 0, y: 0)

  /// Creates a point from its two coordinates.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// Whether both coordinates are finite numbers.
  public var isFinite: Bool { x.isFinite && y.isFinite }

  /// A compact description such as `(1.5, 2)`.
  public var description: String { "(\(formatNumber(x)), \(formatNumber(y)))" }

  /// Component-wise sum.
  public static func + (lhs: Point, rhs: Point) -> Point {
    Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
  }
  /// Component-wise difference.
  public static func - (lhs: Point, rhs: Point) -> Point {
    Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }
  /// Scales both coordinates.
  public static func * (lhs: Point, rhs: Double) -> Point { Point(x: lhs.x * rhs, y: lhs.y * rhs) }
}

/// The distance between two points.
@inline(__always)
func distance(_ a: Point, _ b: Point) -> Double { vectorLength(b.x - a.x, b.y - a.y) }

/// The length of the vector (x, y): one correctly rounded square root, deterministic
/// everywhere, without `hypot`'s rescaling (a libm call); it overflows to infinity only for
/// components beyond about 1e154, which callers treat as non-finite input.
@inline(__always)
func vectorLength(_ x: Double, _ y: Double) -> Double { (x * x + y * y).squareRoot() }

/// Formats a number without a trailing `.0`, for readable dumps.
func formatNumber(_ value: Double) -> String {
  if value == value.rounded(), abs(value) < 1e15 {
    return String(Int(value, rounding: .towardZero))
  }
  return String(value)
}
