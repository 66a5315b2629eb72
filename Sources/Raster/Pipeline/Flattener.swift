import Foundation

// MARK: - Flattener

/// Turns a path into device-space polygons: curves become line segments whose distance from
/// the true curve stays within `tolerance` device pixels.
///
/// The chords straddle the curve. A chord between two points of a curve lies wholly on its
/// inner side, so every curved edge loses area the same way (a circle's coverage comes out
/// short); here each point between a curve's ends is moved outwards by half the chords'
/// sagitta, so a chord's middle lies inside the curve by as much as its ends lie outside. At
/// the same distance from the curve that allows chords √2 times as long and loses half the
/// area per unit of length; at 1/32 px, twice the distance of chords through the curve at
/// 1/64 px, a curve takes half as many chords and loses the same area (a third of a sixteenth
/// of a pixel per pixel of length at most).
///
/// Subpaths with a non-finite point are skipped whole, so NaN or infinite input draws nothing
/// instead of crashing; every subpath is closed, as filling requires. A path that flattens to
/// more than `PolygonSet.pointLimit` points draws nothing.
struct Flattener {
  /// Largest allowed distance between a curve and its segments, in device pixels.
  static let tolerance = 1.0 / 32

  /// Coordinates beyond this are clamped; far outside any canvas, and safe for Float math.
  static let coordinateLimit = 1.0e6

  /// Flattens `path` under `transform` into `polygons` (cleared first), reusing its storage.
  static func flatten(_ path: Path, transform: Transform, into polygons: inout PolygonSet) {
    polygons.removeAll()
    var valid = true
    var start = Point.zero
    var last = Point.zero

    func finish() {
      polygons.endContour(keeping: valid)
      valid = true
    }
    // Checked at every contour's end and before a curve adds its points: a curve can add a
    // thousand, so a path of curves reaches the limit long before its own size does.
    func fits(adding count: Int) -> Bool {
      polygons.points.count + count <= PolygonSet.pointLimit
    }
    func add(_ p: Point) {
      guard p.isFinite else {
        valid = false
        return
      }
      polygons.append(clamped(p))
    }

    // An iterator rather than `Path.forEach`, whose closure would pay a runtime exclusivity
    // check per access to the state above.
    var elements = path.elementIterator
    while let element = elements.next() {
      switch element {
      case .move(let p):
        finish()
        guard fits(adding: 1) else {
          polygons.removeAll()
          return
        }
        start = transform.apply(p)
        last = start
        add(start)
      case .line(let p):
        last = transform.apply(p)
        add(last)
      case .quadCurve(let p, let c):
        let p0 = last
        let p1 = transform.apply(c)
        let p2 = transform.apply(p)
        guard p1.isFinite, p2.isFinite else {
          valid = false
          last = p2
          continue
        }
        let n = interiorPoints(p0, p1, p2, tolerance: tolerance)
        guard fits(adding: n + 1) else {
          polygons.removeAll()
          return
        }
        for k in 0..<n { add(point(k, of: n, p0, p1, p2)) }
        add(p2)
        last = p2
      case .curve(let p, let c1, let c2):
        let p0 = last
        let p1 = transform.apply(c1)
        let p2 = transform.apply(c2)
        let p3 = transform.apply(p)
        guard p1.isFinite, p2.isFinite, p3.isFinite else {
          valid = false
          last = p3
          continue
        }
        let n = interiorPoints(p0, p1, p2, p3, tolerance: tolerance)
        guard fits(adding: n + 1) else {
          polygons.removeAll()
          return
        }
        for k in 0..<n { add(point(k, of: n, p0, p1, p2, p3)) }
        add(p3)
        last = p3
      case .closeSubpath:
        finish()
        guard fits(adding: 1) else {
          polygons.removeAll()
          return
        }
        last = start
        polygons.append(start)
      // A drawing command after a close continues from the start point; a bare close
      // leaves a one-point contour that `finish` drops.
      }
    }
    finish()
    if !fits(adding: 0) { polygons.removeAll() }
  }

  // A curve is cut into chords that straddle it: a chord between two points of the curve over
  // a parameter step h lies (h²/8)·B'' from the curve at its middle, on the side B'' points
  // to, so every point between the ends moves by −(h²/16)·B'' and the chords lie within
  // (h²/16)·|B''| of the curve on both sides. The points sit at the middles of n even steps,
  // (k + ½)/n for k in 0..<n, so the chords from the unmoved ends span half a step and stay
  // within the same distance. `interiorPoints(…)` gives n (0 when one chord through the ends
  // is close enough); the flattener and the stroker add points 0..<n from `point(…)`, then the
  // end point, each looping itself (a closure over their state would cost a runtime
  // exclusivity check per point).

  /// How many points between the ends keep the quadratic from `p0` through control `p1` to
  /// `p2` within `tolerance`: |B''| = 2·|p0 − 2·p1 + p2|.
  @inline(__always)
  static func interiorPoints(_ p0: Point, _ p1: Point, _ p2: Point, tolerance: Double) -> Int {
    let dd = vectorLength(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y)
    return pointCount(dd / (4 * tolerance))
  }

  /// Point `k` of `n` between the ends of the quadratic from `p0` through control `p1` to
  /// `p2`, moved outwards so the chords straddle the curve.
  @inline(__always)
  static func point(_ k: Int, of n: Int, _ p0: Point, _ p1: Point, _ p2: Point) -> Point {
    let t = (Double(k) + 0.5) / Double(n)
    let u = 1 - t
    let shift = 1 / (8 * Double(n) * Double(n))
    return Point(
      x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x
        - shift * (p0.x - 2 * p1.x + p2.x),
      y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y
        - shift * (p0.y - 2 * p1.y + p2.y))
  }

  /// How many points between the ends keep the cubic from `p0` through controls `p1`, `p2` to
  /// `p3` within `tolerance`: |B''| ≤ 6·max(|p0 − 2·p1 + p2|, |p1 − 2·p2 + p3|).
  @inline(__always)
  static func interiorPoints(
    _ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point,
    tolerance: Double
  ) -> Int {
    let dd = max(
      vectorLength(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y),
      vectorLength(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y))
    return pointCount(0.75 * dd / tolerance)
  }

  /// Point `k` of `n` between the ends of the cubic from `p0` through controls `p1`, `p2` to
  /// `p3`, moved outwards so the chords straddle the curve.
  @inline(__always)
  static func point(
    _ k: Int, of n: Int, _ p0: Point, _ p1: Point, _ p2: Point,
    _ p3: Point
  ) -> Point {
    let t = (Double(k) + 0.5) / Double(n)
    let u = 1 - t
    let a = u * u * u
    let b = 3 * u * u * t
    let c = 3 * u * t * t
    let d = t * t * t
    // B''(t) = 6·(u·(p0 − 2·p1 + p2) + t·(p1 − 2·p2 + p3)).
    let shift = 3 / (8 * Double(n) * Double(n))
    let ex = u * (p0.x - 2 * p1.x + p2.x) + t * (p1.x - 2 * p2.x + p3.x)
    let ey = u * (p0.y - 2 * p1.y + p2.y) + t * (p1.y - 2 * p2.y + p3.y)
    return Point(
      x: a * p0.x + b * p1.x + c * p2.x + d * p3.x - shift * ex,
      y: a * p0.y + b * p1.y + c * p2.y + d * p3.y - shift * ey)
  }

  /// The points between a curve's ends for `bound` = (largest chord sagitta over the whole
  /// curve) / tolerance: none when one chord is close enough, else n with n² ≥ bound / 2 (the
  /// sagitta shrinks with the step squared, and straddling halves it), at most 1,000 so huge
  /// curves stay affordable; none when the bound is not finite (control points so far apart
  /// that their distances overflow).
  @inline(__always)
  private static func pointCount(_ bound: Double) -> Int {
    guard bound > 1, bound.isFinite else { return 0 }
    return Int(sqrt(bound / 2), rounding: .up, clampedTo: 0...1000)
  }

  /// `p` (finite) with both coordinates clamped to `coordinateLimit`.
  @inline(__always)
  static func clamped(_ p: Point) -> Point {
    Point(
      x: min(max(p.x, -coordinateLimit), coordinateLimit),
      y: min(max(p.y, -coordinateLimit), coordinateLimit))
  }
}

// MARK: - PolygonSet

/// Closed device-space contours stored flat: all points in one array, contour ends in another.
struct PolygonSet {
  /// The most points the contours of one path or stroke may have: 2^24, 256 MiB of them,
  /// hundreds of times what the most detailed drawing needs. Memory for more is not asked for:
  /// the path draws nothing.
  static let pointLimit = 1 << 24

  private(set) var points: [Point] = []
  private(set) var ends: [Int] = []

  /// Where the contour being built starts in `points`.
  private var contourStart = 0

  mutating func removeAll() {
    points.removeAll(keepingCapacity: true)
    ends.removeAll(keepingCapacity: true)
    contourStart = 0
  }

  /// Adds a point to the contour being built.
  @inline(__always)
  mutating func append(_ point: Point) {
    points.append(point)
  }

  /// Ends the contour being built: kept when `keeping` and it has two points or more, dropped
  /// otherwise.
  mutating func endContour(keeping: Bool) {
    if keeping, points.count - contourStart >= 2 {
      ends.append(points.count)
    } else {
      points.removeSubrange(contourStart...)
    }
    contourStart = points.count
  }

  var isEmpty: Bool { ends.isEmpty }

  /// How many points the contour being built has so far.
  var pendingCount: Int { points.count - contourStart }

  /// The bounding box of every point, or `nil` when empty.
  var bounds: (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
    guard let first = points.first else { return nil }
    var b = (minX: first.x, minY: first.y, maxX: first.x, maxY: first.y)
    for p in points {
      b.minX = min(b.minX, p.x)
      b.maxX = max(b.maxX, p.x)
      b.minY = min(b.minY, p.y)
      b.maxY = max(b.maxY, p.y)
    }
    return b
  }

  /// Calls `body` with every contour's points; its edges run from the last point to the first,
  /// then from each point to the next, the order `forEachEdge` visits them in.
  func forEachContour(_ body: (UnsafeBufferPointer<Point>) -> Void) {
    points.withUnsafeBufferPointer { all in
      guard let base = all.baseAddress else { return }
      var start = 0
      for end in ends {
        body(UnsafeBufferPointer(start: base + start, count: end - start))
        start = end
      }
    }
  }

  /// The contours as a path of closed polygons.
  var path: Path {
    var path = Path()
    forEachContour { points in
      guard let first = points.first else { return }
      path.move(to: first)
      for p in points.dropFirst() { path.addLine(to: p) }
      path.closeSubpath()
    }
    return path
  }

  /// Calls `body` for every edge, closing each contour back to its first point.
  func forEachEdge(_ body: (Point, Point) -> Void) {
    var start = 0
    for end in ends {
      var previous = points[end - 1]
      for i in start..<end {
        let p = points[i]
        body(previous, p)
        previous = p
      }
      start = end
    }
  }
}
