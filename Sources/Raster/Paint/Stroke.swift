// MARK: - Stroke

/// How a path is widened into an outline: width, joins, caps and dashes, with SVG semantics.
public struct Stroke: Hashable, Sendable {
  /// How two segments meet.
  public enum LineJoin: String, Hashable, Sendable { case miter, round, bevel }
  /// How an open subpath ends.
  public enum LineCap: String, Hashable, Sendable { case butt, round, square }

  public var lineWidth: Double
  public var lineCap: LineCap
  public var lineJoin: LineJoin
  /// A miter longer than `miterLimit * lineWidth / 2`… becomes a bevel, as in SVG.
  public var miterLimit: Double
  /// Alternating dash and gap lengths; an odd count is repeated once, as in SVG.
  public var dash: [Double]
  /// Where in the dash pattern the stroke starts, as SVG `stroke-dashoffset`.
  public var dashPhase: Double

  /// Creates a stroke style; the defaults are SVG's (miter join, butt cap, limit 4).
  public init(
    lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
    miterLimit: Double = 4, dash: [Double] = [], dashPhase: Double = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}
