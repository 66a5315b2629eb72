import Raster

// MARK: - CGLineCap

/// How an open line ends, as Core Graphics' `CGLineCap` (which Foundation on Linux lacks).
public enum CGLineCap: Hashable, Sendable {
  /// The line stops square at its end point.
  case butt
  /// A half circle past the end point.
  case round
  /// A half square past the end point.
  case square

  /// The rasterizer's cap of the same shape.
  var raster: Raster.Stroke.LineCap {
    switch self {
    case .butt: .butt
    case .round: .round
    case .square: .square
    }
  }
}

// MARK: - CGLineJoin

/// How two segments of a stroke meet, as Core Graphics' `CGLineJoin`.
public enum CGLineJoin: Hashable, Sendable {
  /// A sharp corner, beveled past the miter limit.
  case miter
  /// A circular corner.
  case round
  /// The corner cut off flat.
  case bevel

  /// The rasterizer's join of the same shape.
  var raster: Raster.Stroke.LineJoin {
    switch self {
    case .miter: .miter
    case .round: .round
    case .bevel: .bevel
    }
  }
}

// MARK: - StrokeStyle

/// The width, caps, joins and dashes of a stroke, as SwiftUI's `StrokeStyle`, with SwiftUI's
/// defaults (a miter limit of 10, where the rasterizer's `Stroke` keeps SVG's 4).
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

  /// The rasterizer's stroke with the same values.
  var raster: Raster.Stroke {
    Raster.Stroke(
      lineWidth: Double(lineWidth), lineCap: lineCap.raster, lineJoin: lineJoin.raster,
      miterLimit: Double(miterLimit), dash: dash.map { Double($0) },
      dashPhase: Double(dashPhase))
  }
}
