// MARK: - EdgeInsets

/// Distances from each edge, leading and trailing following the layout direction.
public struct EdgeInsets: Hashable, Sendable {
  /// The distance from the top edge.
  public var top: Double
  /// The distance from the leading edge.
  public var leading: Double
  /// The distance from the bottom edge.
  public var bottom: Double
  /// The distance from the trailing edge.
  public var trailing: Double

  /// Insets of the given distances, zero by default.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}

// MARK: - Edge

/// Edges a modifier applies to.
public struct Edge: OptionSet, Hashable, Sendable {
  /// The edges as bits: top 1, leading 2, bottom 4, trailing 8.
  public let rawValue: Int
  /// The edges whose bits are set in `rawValue`.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The top edge.
  public static let top = Edge(rawValue: 1)
  /// The leading edge: left in left-to-right layouts.
  public static let leading = Edge(rawValue: 2)
  /// The bottom edge.
  public static let bottom = Edge(rawValue: 4)
  /// The trailing edge: right in left-to-right layouts.
  public static let trailing = Edge(rawValue: 8)
  /// The leading and trailing edges.
  public static let horizontal: Edge = [.leading, .trailing]
  /// The top and bottom edges.
  public static let vertical: Edge = [.top, .bottom]
  /// Every edge.
  public static let all: Edge = [.top, .leading, .bottom, .trailing]
}
