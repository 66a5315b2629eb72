// MARK: - Size

/// A width and a height.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// A size of zero by zero.
  public static let zero = Size(width: 0, height: 0)

  /// Creates a size from its two extents.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// A compact description such as `375×80`.
  public var description: String { "\(formatNumber(width))×\(formatNumber(height))" }
}
