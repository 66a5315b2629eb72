import Raster

// MARK: - Line caps and joins

/// How an open line ends, named as Core Graphics' `CGLineCap` is.
public typealias CGLineCap = Raster.StrokeStyle.LineCap

/// How two segments of a stroke meet, named as Core Graphics' `CGLineJoin` is.
public typealias CGLineJoin = Raster.StrokeStyle.LineJoin

// MARK: - StrokeStyle

/// The width, caps, joins and dashes of a stroke, as SwiftUI's `StrokeStyle`, with SwiftUI's
/// defaults (a miter limit of 10, where the rasterizer's SVG default is 4).
public struct StrokeStyle: Hashable, Sendable {
  /// The width of the line, in points.
  public var lineWidth: CGFloat
  /// How open subpaths end.
  public var lineCap: CGLineCap
  /// How segments meet.
  public var lineJoin: CGLineJoin
  /// How far a miter join may reach, in half line widths, before it is beveled.
  public var miterLimit: CGFloat
  /// Alternating dash and gap lengths, in points; empty for a solid line.
  public var dash: [CGFloat]
  /// How far into the dash pattern the line starts, in points.
  public var dashPhase: CGFloat

  /// A stroke style; every argument defaults to SwiftUI's value.
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }

  /// The rasterizer's stroke style with the same values.
  var raster: Raster.StrokeStyle {
    Raster.StrokeStyle(
      lineWidth: Double(lineWidth), lineCap: lineCap, lineJoin: lineJoin,
      miterLimit: Double(miterLimit), dash: dash.map { Double($0) },
      dashPhase: Double(dashPhase))
  }
}
