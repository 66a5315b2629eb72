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

  /// The cap of the same shape as the rasterizer's `cap`.
  init(_ cap: Raster.Stroke.LineCap) {
    switch cap {
    case .butt: self = .butt
    case .round: self = .round
    case .square: self = .square
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

  /// The join of the same shape as the rasterizer's `join`.
  init(_ join: Raster.Stroke.LineJoin) {
    switch join {
    case .miter: self = .miter
    case .round: self = .round
    case .bevel: self = .bevel
    }
  }
}

// MARK: - StrokeStyle

/// The width, caps, joins and dashes of a stroke, as SwiftUI's `StrokeStyle`, with SwiftUI's
/// defaults (a miter limit of 10, where the rasterizer's `Stroke` keeps SVG's 4).
///
/// It holds the rasterizer's `Stroke` itself, so the two can never disagree; the properties
/// read and write it in SwiftUI's types.
public struct StrokeStyle: Hashable, Sendable {
  /// The rasterizer's stroke with the same values.
  private(set) var raster: Raster.Stroke

  /// A stroke style; every argument defaults to SwiftUI's value.
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    raster = Raster.Stroke(
      lineWidth: Double(lineWidth), lineCap: lineCap.raster, lineJoin: lineJoin.raster,
      miterLimit: Double(miterLimit), dash: dash.map { Double($0) },
      dashPhase: Double(dashPhase))
  }

  /// The width of the line, in points.
  public var lineWidth: CGFloat {
    get { CGFloat(raster.lineWidth) }
    set { raster.lineWidth = Double(newValue) }
  }

  /// How open subpaths end.
  public var lineCap: CGLineCap {
    get { CGLineCap(raster.lineCap) }
    set { raster.lineCap = newValue.raster }
  }

  /// How segments meet.
  public var lineJoin: CGLineJoin {
    get { CGLineJoin(raster.lineJoin) }
    set { raster.lineJoin = newValue.raster }
  }

  /// How far a miter join may reach, in half line widths, before it is beveled.
  public var miterLimit: CGFloat {
    get { CGFloat(raster.miterLimit) }
    set { raster.miterLimit = Double(newValue) }
  }

  /// Alternating dash and gap lengths, in points; empty for a solid line.
  public var dash: [CGFloat] {
    get { raster.dash.map { CGFloat($0) } }
    set { raster.dash = newValue.map { Double($0) } }
  }

  /// How far into the dash pattern the line starts, in points.
  public var dashPhase: CGFloat {
    get { CGFloat(raster.dashPhase) }
    set { raster.dashPhase = Double(newValue) }
  }
}
