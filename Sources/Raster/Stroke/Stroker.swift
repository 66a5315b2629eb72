import Foundation

// MARK: - Stroker

/// Widens a path into the outline of its stroke, with SVG's joins, caps, miter limit and dashes.
///
/// The stroke is built in user space and the outline transformed afterwards, so a non-uniform
/// scale gives an elliptical pen, as in SVG and CoreGraphics. Curves are flattened finely
/// enough that the error after the transform stays within `Flattener.tolerance`. The outline is
/// meant to be filled with the nonzero rule: the inside of a turn takes the point where the
/// offset lines meet, or, when that lies beyond a segment, passes through the centre point so
/// overlapping pieces never cancel out.
public enum Stroker {
  /// The outline of `path` stroked with `style`, in device space (already transformed).
  public static func outline(of path: Path, style: Stroke, transform: Transform) -> Path {
    outlineAndOverlap(of: path, style: style, transform: transform).outline.path
  }

  /// The outline as device-space contours, ready to fill, and whether it may overlap itself:
  /// `false` only for outlines known to be a simple ring or band (see
  /// `OutlineBuilder.mayOverlap`), which the rasterizer can fill without looking for overlaps.
  /// The contours are written into `storage` (emptied first), so a caller stroking many paths
  /// can hand the same buffers round instead of growing new ones each time.
  static func outlineAndOverlap(
    of path: Path, style: Stroke, transform: Transform,
    storage: consuming PolygonSet = PolygonSet()
  )
    -> (outline: PolygonSet, mayOverlap: Bool)
  {
    let halfWidth = style.lineWidth / 2
    guard halfWidth > 0, halfWidth.isFinite else { return (PolygonSet(), false) }
    let scale = max(Math.hypot(transform.a, transform.b), Math.hypot(transform.c, transform.d))
    guard scale > 0, scale.isFinite else { return (PolygonSet(), false) }
    let tolerance = Flattener.tolerance / scale
    var builder = OutlineBuilder(
      halfWidth: halfWidth, style: style, tolerance: tolerance, transform: transform,
      storage: consume storage)
    var pattern = style.dash.isEmpty ? nil : DashPattern(style.dash, phase: style.dashPhase)
    for polyline in Polyline.split(path, tolerance: tolerance) {
      if pattern != nil {
        pattern?.apply(to: polyline) { builder.stroke($0) }
      } else {
        builder.stroke(polyline)
      }
      guard !builder.isOverLimit else { return (PolygonSet(), false) }
    }
    return (builder.contours, builder.mayOverlap)
  }
}

// MARK: - Polyline

/// A flattened subpath in user space.
struct Polyline {
  var points: [Point]
  var isClosed: Bool

  /// Flattens every subpath; consecutive duplicate points are dropped, non-finite subpaths
  /// skipped. A subpath of one point (a zero-length segment) is kept for round and square caps.
  /// None at all when they would have more than `PolygonSet.pointLimit` points together.
  static func split(_ path: Path, tolerance: Double) -> [Polyline] {
    var result: [Polyline] = []
    // Room for a few points per path point (curves flatten into several) from the start, so
    // a polyline does not grow its storage step by step.
    var current: [Point] = []
    current.reserveCapacity(4 * path.points.count)
    var valid = true
    var hasSegment = false
    var last = Point.zero
    var start = Point.zero
    // Points in `result`.
    var kept = 0

    // Checked before a curve adds its points and at every subpath's end, as `Flattener` does.
    func fits(adding count: Int) -> Bool {
      kept + current.count + count <= PolygonSet.pointLimit
    }
    func add(_ p: Point) {
      guard p.isFinite else {
        valid = false
        return
      }
      if let end = current.last, end == p { return }
      current.append(p)
    }
    func finish(closed: Bool) {
      if valid, hasSegment, !current.isEmpty {
        if closed, current.count > 1, current.first == current.last { current.removeLast() }
        result.append(Polyline(points: current, isClosed: closed && current.count > 2))
        kept += current.count
      }
      // The polyline keeps the points; the next one starts in new storage of the same size,
      // so it does not grow step by step again.
      current.removeAll(keepingCapacity: true)
      valid = true
      hasSegment = false
    }

    // Walked with an iterator, not `Path.forEach`: captured by its closure, every access to
    // the state above paid a runtime exclusivity check.
    var elements = path.elementIterator
    while let element = elements.next() {
      switch element {
      case .move(let p):
        finish(closed: false)
        guard fits(adding: 1) else { return [] }
        start = p
        last = p
        add(p)
      case .line(let p):
        hasSegment = true
        add(p)
        last = p
      case .quadCurve(let p, let c):
        hasSegment = true
        let n = Flattener.interiorPoints(last, c, p, tolerance: tolerance)
        let p0 = last
        guard fits(adding: n + 1) else { return [] }
        // One call site keeps `add` inlined.
        for k in 0...n { add(k < n ? Flattener.point(k, of: n, p0, c, p) : p) }
        last = p
      case .curve(let p, let c1, let c2):
        hasSegment = true
        let n = Flattener.interiorPoints(last, c1, c2, p, tolerance: tolerance)
        let p0 = last
        guard fits(adding: n + 1) else { return [] }
        for k in 0...n { add(k < n ? Flattener.point(k, of: n, p0, c1, c2, p) : p) }
        last = p
      case .closeSubpath:
        hasSegment = true
        finish(closed: true)
        guard fits(adding: 1) else { return [] }
        last = start
        current.append(start)
      }
    }
    finish(closed: false)
    return fits(adding: 0) ? result : []
  }

  /// The total length.
  var length: Double {
    var total = 0.0
    for i in 1..<max(points.count, 1) { total += distance(points[i - 1], points[i]) }
    if isClosed, let first = points.first, let last = points.last { total += distance(last, first) }
    return total
  }
}
