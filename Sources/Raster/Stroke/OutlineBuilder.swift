import Foundation

// MARK: - OutlineBuilder

/// Builds stroke outline contours for polylines and collects them, transformed to device space,
/// as the contours the rasterizer fills.
struct OutlineBuilder {
  let halfWidth: Double
  let style: Stroke
  let tolerance: Double
  let transform: Transform
  /// The outline so far, in device space; a contour with a non-finite point is dropped whole
  /// and coordinates are clamped as `Flattener` clamps a path's. Points go straight in as the
  /// sides, joins and caps make them (`emit`).
  private(set) var contours: PolygonSet
  /// Whether every point of the contour being built is finite.
  private var contourIsFinite = true
  /// Whether the outline may overlap itself. It stays `false` while the outline is one simple
  /// band around an open polyline or ring around a closed one (see `isSimpleOutline`): winding
  /// 0 or 1 everywhere.
  private(set) var mayOverlap = false
  private var polylines = 0
  /// The segment table of the polyline being stroked; its storage serves every polyline.
  private var table = Segments()
  /// The unit circle's points for the last dot and the last arc built (`cos`, `sin` of their
  /// angles), reused while they come back the same: the dots and caps of a dashed line.
  private var dotCircle = UnitArc(), arcCircle = UnitArc()
  /// The angle of the longest arc of radius `halfWidth` whose chord stays within the
  /// tolerance.
  private let arcStep: Double
  /// Whether `transform` is the identity, so points need no transforming.
  private let isIdentity: Bool
  /// Whether the outline reached `PolygonSet.pointLimit`: points past it are not kept, and
  /// the stroke draws nothing.
  private(set) var isOverLimit = false

  /// A builder collecting the outline into `storage`, emptied first (its capacity is kept).
  init(
    halfWidth: Double, style: Stroke, tolerance: Double, transform: Transform,
    storage: consuming PolygonSet = PolygonSet()
  ) {
    self.halfWidth = halfWidth
    self.style = style
    self.tolerance = tolerance
    self.transform = transform
    arcStep = 2 * Math.acos(1 - tolerance / halfWidth)
    isIdentity = transform.isIdentity
    contours = consume storage
    contours.removeAll()
  }

  /// Adds the outline of one polyline.
  mutating func stroke(_ line: Polyline) {
    let pts = line.points
    guard let first = pts.first, !isOverLimit else { return }
    polylines += 1
    table.reset(pts, closed: line.isClosed)
    // A copy for the duration of this polyline; the storage is unique again for the next.
    let segments = table
    if polylines > 1 || !isSimpleOutline(pts, segments, closed: line.isClosed) {
      mayOverlap = true
    }
    if pts.count == 1 {
      addDot(at: first)
      return
    }
    if line.isClosed {
      side(of: pts, backwards: false, segments, closed: true)
      endContour()
      side(of: pts, backwards: true, segments, closed: true)
      endContour()
      return
    }
    side(of: pts, backwards: false, segments, closed: false)
    addCap(at: pts[pts.count - 1], direction: segments.direction(pts.count - 2))
    side(of: pts, backwards: true, segments, closed: false)
    addCap(at: pts[0], direction: segments.reversedDirection(0))
    endContour()
  }

  /// The unit direction and length of every segment of a polyline, worked out once and shared
  /// by the overlap test and both sides; segment `i` runs from point `i` to the next. A
  /// zero-length segment points along +x.
  struct Segments {
    var dirs: [Point] = []
    var lengths: [Double] = []

    /// Fills the table for `points`, keeping the storage it had.
    mutating func reset(_ points: [Point], closed: Bool) {
      let n = points.count
      let count = closed ? n : max(n - 1, 0)
      dirs.removeAll(keepingCapacity: true)
      lengths.removeAll(keepingCapacity: true)
      dirs.reserveCapacity(count)
      lengths.reserveCapacity(count)
      for s in 0..<count {
        let a = points[s]
        let b = points[s + 1 == n ? 0 : s + 1]
        let length = distance(a, b)
        lengths.append(length)
        dirs.append(
          length > 0
            ? Point(x: (b.x - a.x) / length, y: (b.y - a.y) / length)
            : Point(x: 1, y: 0))
      }
    }

    /// The direction of segment `s`.
    @inline(__always)
    func direction(_ s: Int) -> Point { dirs[s] }

    /// The direction of segment `s` walked backwards: negated (exactly what working it out
    /// from the swapped points gives), or +x for a zero-length one.
    @inline(__always)
    func reversedDirection(_ s: Int) -> Point {
      let d = dirs[s]
      return lengths[s] > 0 ? Point(x: -d.x, y: -d.y) : d
    }

    /// The segment that is segment `s` of the polyline walked backwards, where segment s runs
    /// from point n − 1 − s to point n − 2 − s: the original segment n − 2 − s (for a closed
    /// line, the closing segment n − 1 last).
    @inline(__always)
    func reversedIndex(_ s: Int, closed: Bool) -> Int {
      let count = dirs.count
      return closed ? (s == count - 1 ? s : count - 2 - s) : count - 1 - s
    }
  }

  // MARK: - Sides and joins

  /// The left offset of a polyline with joins at every interior vertex (and at every vertex of
  /// a closed one).
  ///
  /// A vertex where the line barely turns, as between the pieces of a flattened curve, gets one
  /// point where the two offset lines meet instead of a join: when that point lies within the
  /// tolerance of the bevel (so miter, round and bevel joins are all within it) and not beyond
  /// either segment's end (so the inner side does not fold back), it is the offset curve, and it
  /// spares the inner side a detour through the centre that overlapped the stroke with itself.
  /// On the inside of a sharper turn the side takes the same meeting point whenever it lies
  /// within both segments; only beyond that does it detour through the centre.
  ///
  /// `backwards` walks the points from last to first, and `table`'s segments backwards with
  /// them; the side goes to the contour being built.
  private mutating func side(
    of points: [Point], backwards: Bool, _ table: Segments,
    closed: Bool
  ) {
    let n = points.count
    let segments = closed ? n : n - 1
    @inline(__always) func point(_ k: Int) -> Point { points[backwards ? n - 1 - k : k] }
    @inline(__always) func direction(_ s: Int) -> Point {
      backwards
        ? table.reversedDirection(table.reversedIndex(s, closed: closed))
        : table.direction(s)
    }
    @inline(__always) func length(_ s: Int) -> Double {
      table.lengths[backwards ? table.reversedIndex(s, closed: closed) : s]
    }
    var d = direction(0)
    for s in 0..<segments where !isOverLimit {
      let normal = Point(x: -d.y * halfWidth, y: d.x * halfWidth)
      let a = point(s)
      let b = point(s + 1 == n ? 0 : s + 1)
      if s == 0 { emit(a + normal) }
      let isLastOpen = !closed && s == segments - 1
      if isLastOpen {
        emit(b + normal)
        continue
      }
      let next = s + 1 == segments ? 0 : s + 1
      let e = direction(next)
      defer { d = e }
      let reach = min(length(s), length(next))
      if let miter = smoothOffset(at: b, from: d, to: e, reach: reach) {
        emit(miter)
        continue
      }
      // On the inside of a turn every join is the same: the meeting point of the offset lines,
      // when it lies within both segments.
      let turn = d.x * e.y - d.y * e.x
      if turn > 0, let inner = innerOffset(at: b, from: d, to: e, reach: reach) {
        emit(inner)
        continue
      }
      emit(b + normal)
      addJoin(at: b, from: d, to: e)
    }
  }

  /// Whether the outline of a polyline is one simple ring (closed) or band (open): the line
  /// turns one way only (and, closed, goes down and up once; open, turns through half a turn
  /// at most, so its ends face away from each other), the inner side of every vertex gets the
  /// offset lines' meeting point (no inner join through the centre), and on the inner side
  /// every segment keeps a positive length after both of its ends are moved back by
  /// `halfWidth · tan(θ/2)`.
  private func isSimpleOutline(_ points: [Point], _ table: Segments, closed: Bool) -> Bool {
    let n = points.count
    guard n >= 2 else { return false }
    if !closed && n == 2 { return true }
    let segments = closed ? n : n - 1
    let dirs = table.dirs
    let lengths = table.lengths
    for length in lengths where !(length > 0) { return false }
    var turnSign = 0.0
    var reversals = 0
    var previousY = 0.0
    // How far the inner side moves back from the vertex at the start of the current segment.
    var consumedBefore = 0.0
    var consumedFirst = 0.0
    for i in 0..<segments {
      let d0 = dirs[i]
      if d0.y != 0 {
        if previousY != 0 && (d0.y > 0) != (previousY > 0) { reversals += 1 }
        previousY = d0.y
      }
      if !closed {
        // Past half a turn the direction crosses back over the first one.
        let fromFirst = dirs[0].x * d0.y - dirs[0].y * d0.x
        if fromFirst != 0 && turnSign != 0 && (fromFirst > 0) != (turnSign > 0) { return false }
      }
      // The vertex at the end of segment i, where segment j starts; an open line's last
      // vertex has no join.
      guard closed || i + 1 < segments else {
        return consumedBefore < lengths[i]
      }
      let j = i + 1 == segments ? 0 : i + 1
      let d1 = dirs[j]
      let cross = d0.x * d1.y - d0.y * d1.x
      let dot = d0.x * d1.x + d0.y * d1.y
      if cross != 0 {
        if turnSign == 0 {
          turnSign = cross
        } else if (cross > 0) != (turnSign > 0) {
          return false
        }
      }
      // The inner side takes the meeting point whenever it lies within both segments (the outer
      // side's join, whatever it is, stays outside).
      guard cross == 0 && dot > 0 || innerMeets(dot: dot, reach: min(lengths[i], lengths[j]))
      else { return false }
      let consumed = halfWidth * abs(cross) / (1 + dot)
      if closed && i == 0 {
        consumedFirst = consumed
      } else if consumedBefore + consumed >= lengths[i] {
        return false
      }
      consumedBefore = consumed
    }
    // Closed: segment 0 lies between the last vertex and the first. Counted from segment 0
    // on, a convex loop reverses twice, or once more when segment 0's direction comes back.
    return consumedBefore + consumedFirst < lengths[0] && reversals <= 2
  }

  /// The point where the left offsets of two segments meeting at `p` cross, when it lies within
  /// `reach` of `p` along both (`halfWidth · tan(θ/2) ≤ reach`); for the inside of a turn.
  @inline(__always)
  private func innerOffset(at p: Point, from d0: Point, to d1: Point, reach: Double) -> Point? {
    let dot = d0.x * d1.x + d0.y * d1.y
    guard innerMeets(dot: dot, reach: reach) else { return nil }
    let scale = halfWidth / (1 + dot)
    return Point(x: p.x + (-d0.y - d1.y) * scale, y: p.y + (d0.x + d1.x) * scale)
  }

  /// Whether the inner offsets of two segments turning by θ (`cos θ = dot`) meet within `reach`.
  @inline(__always)
  private func innerMeets(dot: Double, reach: Double) -> Bool {
    // tan²(θ/2) = (1 − cos θ)/(1 + cos θ).
    1 + dot > 1e-9 && halfWidth * halfWidth * (1 - dot) <= reach * reach * (1 + dot)
  }

  /// The point where the left offsets of two segments meeting at `p` cross, when the turn is
  /// small enough to stand for any join (see `side(of:closed:)`); `reach` is the shorter
  /// segment's length.
  @inline(__always)
  private func smoothOffset(at p: Point, from d0: Point, to d1: Point, reach: Double) -> Point? {
    let dot = d0.x * d1.x + d0.y * d1.y
    guard dot > 0.5 else { return nil }
    // With θ the turn: sin²(θ/2) = (1 − cos θ)/2, cos²(θ/2) = (1 + cos θ)/2.
    let sin2 = (1 - dot) / 2
    let cos2 = (1 + dot) / 2
    // How far the miter point lies beyond the bevel chord: halfWidth · sin²(θ/2) / cos(θ/2).
    guard halfWidth * halfWidth * sin2 * sin2 <= tolerance * tolerance * cos2 else { return nil }
    return innerOffset(at: p, from: d0, to: d1, reach: reach)
  }

  private mutating func addJoin(at p: Point, from d0: Point, to d1: Point) {
    let n0 = Point(x: -d0.y, y: d0.x)
    let n1 = Point(x: -d1.y, y: d1.x)
    let cross = d0.x * d1.y - d0.y * d1.x
    let dot = d0.x * d1.x + d0.y * d1.y
    let end = p + n1 * halfWidth
    if abs(cross) < 1e-12 && dot > 0 {
      emit(end)
      return
    }
    if cross > 0 {
      // With y pointing down, a positive cross product turns towards the left normal, so the
      // left side is the inside of this turn: go through the centre so the overlapping
      // parts of the two segments both stay filled.
      emit(p)
      emit(end)
      return
    }
    switch style.lineJoin {
    case .bevel:
      emit(end)
    case .miter:
      // SVG: miter length / stroke width = 1 / sin(θ/2); over the limit becomes a bevel.
      let cosTheta = -dot
      let sinHalf = sqrt(max(0, (1 - cosTheta) / 2))
      if sinHalf > 0, 1 / sinHalf <= style.miterLimit {
        let bisector = n0 + n1
        let length = Math.hypot(bisector.x, bisector.y)
        if length > 1e-12 {
          let miterDistance = halfWidth / (length / 2)
          emit(p + bisector * (miterDistance / length))
        }
      }
      emit(end)
    case .round:
      addArc(center: p, from: n0, to: n1, clockwiseFromCross: cross)
      emit(end)
    }
  }

  // MARK: - Caps

  private mutating func addCap(at p: Point, direction d: Point) {
    let n = Point(x: -d.y * halfWidth, y: d.x * halfWidth)
    switch style.lineCap {
    case .butt:
      break
    case .square:
      let e = d * halfWidth
      emit(p + n + e)
      emit(p - n + e)
    case .round:
      addArc(
        center: p, from: Point(x: -d.y, y: d.x), to: Point(x: d.y, y: -d.x),
        clockwiseFromCross: 1, halfTurn: d)
    }
  }

  private mutating func addDot(at p: Point) {
    switch style.lineCap {
    case .butt:
      return
    case .square:
      let h = halfWidth
      emit(Point(x: p.x - h, y: p.y - h))
      emit(Point(x: p.x + h, y: p.y - h))
      emit(Point(x: p.x + h, y: p.y + h))
      emit(Point(x: p.x - h, y: p.y + h))
      endContour()
    case .round:
      let steps = arcSteps(angle: 2 * .pi)
      let unit = dotCircle.points(start: 0, sweep: 2 * .pi, steps: steps, from: 0)
      for u in unit { emit(Point(x: p.x + u.x * halfWidth, y: p.y + u.y * halfWidth)) }
      endContour()
    }
  }

  /// Points on the circle of radius `halfWidth` around `center`, from unit normal `a` to `b`
  /// turning towards the outside (the side `cross` points to); endpoints excluded.
  private mutating func addArc(
    center: Point, from a: Point, to b: Point,
    clockwiseFromCross cross: Double, halfTurn: Point? = nil
  ) {
    let start = Math.atan2(a.y, a.x)
    var sweep: Double
    if halfTurn != nil {
      // From the left normal through the forward direction to the right normal.
      sweep = -.pi
    } else {
      // An outer join always turns from the incoming normal towards the travel direction,
      // which is the negative sense here; fixing the sense (rather than taking the shorter
      // way) keeps a 180° turn going round the end instead of cutting through the line.
      sweep = Math.atan2(b.y, b.x) - start
      while sweep > 0 { sweep -= 2 * .pi }
      while sweep <= -2 * Double.pi { sweep += 2 * .pi }
    }
    let steps = arcSteps(angle: abs(sweep))
    guard steps > 1 else { return }
    let unit = arcCircle.points(start: start, sweep: sweep, steps: steps, from: 1)
    for u in unit {
      emit(Point(x: center.x + u.x * halfWidth, y: center.y + u.y * halfWidth))
    }
    _ = cross
  }

  /// Points on the unit circle at the angles of one arc, kept with the arc they were made for.
  struct UnitArc {
    private var key = (start: Double.nan, sweep: Double.nan, steps: 0, first: 0)
    private var unit: [Point] = []

    /// `(cos, sin)` of the angles `start + sweep · i / steps` for `i` in `first..<steps`: the
    /// points kept from the last call when it was for the same arc (the same values, without
    /// working them out again).
    mutating func points(start: Double, sweep: Double, steps: Int, from first: Int) -> [Point] {
      guard key != (start, sweep, steps, first) else { return unit }
      key = (start, sweep, steps, first)
      unit.removeAll(keepingCapacity: true)
      for i in first..<steps {
        let a = start + sweep * Double(i) / Double(steps)
        unit.append(Point(x: Math.cos(a), y: Math.sin(a)))
      }
      return unit
    }
  }

  /// Enough segments that the chord error stays under the tolerance.
  private func arcSteps(angle: Double) -> Int {
    guard halfWidth > tolerance else {
      return Int(angle / (.pi / 2), rounding: .up, clampedTo: 2...10_000)
    }
    let step = arcStep
    guard step > 0, step.isFinite else { return 4 }
    return Int(angle / step, rounding: .up, clampedTo: 2...10_000)
  }

  /// Adds a user-space point to the contour being built, in device space.
  @inline(__always)
  private mutating func emit(_ p: Point) {
    guard contours.points.count < PolygonSet.pointLimit else {
      isOverLimit = true
      return
    }
    // Under the identity the point is its own image (up to the sign of a zero coordinate).
    let q = isIdentity ? p : transform.apply(p)
    if !q.isFinite { contourIsFinite = false }
    contours.append(Flattener.clamped(q))
  }

  /// Ends the contour being built: dropped when it has a non-finite point or covers nothing
  /// (two points or fewer).
  private mutating func endContour() {
    contours.endContour(keeping: contourIsFinite && contours.pendingCount > 2)
    contourIsFinite = true
  }
}
