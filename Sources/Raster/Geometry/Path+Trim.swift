// MARK: - Trimming a path by length

extension Path {
  /// The part of the path between two fractions of its length, as SwiftUI's
  /// `Path.trimmedPath(from:to:)`.
  ///
  /// Fractions are clamped to 0…1; an empty range, a NaN bound or a path of no (or infinite)
  /// length gives an empty path; 0…1 gives the path unchanged. Curves keep their shape: the
  /// cut pieces are the exact sub-curves, split at the parameter where the length (measured on
  /// 32 chords a curve) reaches the bound. A trimmed closed subpath is open.
  public func trimmedPath(from start: Double, to end: Double) -> Path {
    guard !start.isNaN, !end.isNaN else { return Path() }
    let from = min(max(start, 0), 1)
    let to = min(max(end, 0), 1)
    guard from < to else { return Path() }
    if from == 0, to == 1 { return self }
    let segments = TrimSegment.segments(of: self)
    let total = segments.reduce(0) { $0 + $1.length }
    guard total > 0, total.isFinite else { return Path() }
    let startLength = from * total
    let endLength = to * total
    var result = Path()
    var walked = 0.0
    var lastSubpath = -1
    var lastEnd: Point?
    for segment in segments {
      let s0 = walked
      let s1 = walked + segment.length
      walked = s1
      guard s1 > startLength, s0 < endLength, segment.length > 0 else { continue }
      let t0 = s0 >= startLength ? 0 : segment.parameter(atLength: startLength - s0)
      let t1 = s1 <= endLength ? 1 : segment.parameter(atLength: endLength - s0)
      let piece = segment.piece(from: t0, to: t1)
      if piece.subpath != lastSubpath || lastEnd != piece.start {
        result.move(to: piece.start)
      }
      piece.append(to: &result)
      lastSubpath = piece.subpath
      lastEnd = piece.end
    }
    return result
  }
}

// MARK: - TrimSegment

/// One drawing segment of a path with its own start point and the subpath it belongs to.
private struct TrimSegment {
  enum Kind {
    case line(Point, Point)
    case quad(Point, Point, Point)
    case cubic(Point, Point, Point, Point)
  }

  static let chords = 32

  var kind: Kind
  var subpath: Int
  /// The length at each of `chords + 1` evenly spaced parameters, from 0.
  var lengths: [Double]

  init(_ kind: Kind, subpath: Int) {
    self.kind = kind
    self.subpath = subpath
    if case .line(let a, let b) = kind {
      lengths = [0, chordLength(a, b)]
    } else {
      var running = 0.0
      var previous = TrimSegment.point(of: kind, at: 0)
      var table = [0.0]
      for i in 1...TrimSegment.chords {
        let next = TrimSegment.point(of: kind, at: Double(i) / Double(TrimSegment.chords))
        running += chordLength(previous, next)
        table.append(running)
        previous = next
      }
      lengths = table
    }
  }

  var length: Double { lengths[lengths.count - 1] }
  var start: Point { TrimSegment.point(of: kind, at: 0) }
  var end: Point { TrimSegment.point(of: kind, at: 1) }

  /// Every drawing segment of `path`, closing lines included, in order.
  static func segments(of path: Path) -> [TrimSegment] {
    var result: [TrimSegment] = []
    var current = Point.zero
    var subpathStart = Point.zero
    var subpath = -1
    var hasSubpath = false
    path.forEach { element in
      switch element {
      case .move(let p):
        current = p
        subpathStart = p
        subpath += 1
        hasSubpath = true
        return
      case .closeSubpath:
        if current != subpathStart {
          result.append(TrimSegment(.line(current, subpathStart), subpath: subpath))
        }
        current = subpathStart
        hasSubpath = false
        return
      default:
        break
      }
      // `Path` starts a subpath before any drawing command, so this only renumbers.
      if !hasSubpath {
        subpath += 1
        hasSubpath = true
      }
      switch element {
      case .line(let p):
        result.append(TrimSegment(.line(current, p), subpath: subpath))
        current = p
      case .quadCurve(let p, let c):
        result.append(TrimSegment(.quad(current, c, p), subpath: subpath))
        current = p
      case .curve(let p, let c1, let c2):
        result.append(TrimSegment(.cubic(current, c1, c2, p), subpath: subpath))
        current = p
      case .move, .closeSubpath:
        break
      }
    }
    return result
  }

  /// The parameter where the length from the start reaches `target`, interpolated between
  /// the chords' lengths.
  func parameter(atLength target: Double) -> Double {
    let n = lengths.count - 1
    for i in 1...n where lengths[i] >= target {
      let span = lengths[i] - lengths[i - 1]
      let f = span > 0 ? (target - lengths[i - 1]) / span : 0
      return (Double(i - 1) + min(max(f, 0), 1)) / Double(n)
    }
    return 1
  }

  /// The exact piece of the segment between parameters `t0` and `t1`.
  func piece(from t0: Double, to t1: Double) -> TrimSegment {
    var copy = self
    switch kind {
    case .line(let a, let b):
      copy.kind = .line(lerp(a, b, t0), lerp(a, b, t1))
    case .quad(let p0, let p1, let p2):
      // Keep the part before t1, then the part of that after t0 / t1.
      let (l0, l1, l2) = splitQuad(p0, p1, p2, at: t1).left
      let u = t1 > 0 ? t0 / t1 : 0
      let (r0, r1, r2) = splitQuad(l0, l1, l2, at: u).right
      copy.kind = .quad(r0, r1, r2)
    case .cubic(let p0, let p1, let p2, let p3):
      let left = splitCubic(p0, p1, p2, p3, at: t1).left
      let u = t1 > 0 ? t0 / t1 : 0
      let right = splitCubic(left.0, left.1, left.2, left.3, at: u).right
      copy.kind = .cubic(right.0, right.1, right.2, right.3)
    }
    return copy
  }

  /// Appends the segment, from its start point (already current), to `path`.
  func append(to path: inout Path) {
    switch kind {
    case .line(_, let b): path.addLine(to: b)
    case .quad(_, let c, let p): path.addQuadCurve(to: p, control: c)
    case .cubic(_, let c1, let c2, let p): path.addCurve(to: p, control1: c1, control2: c2)
    }
  }

  static func point(of kind: Kind, at t: Double) -> Point {
    switch kind {
    case .line(let a, let b): return lerp(a, b, t)
    case .quad(let p0, let p1, let p2): return splitQuad(p0, p1, p2, at: t).left.2
    case .cubic(let p0, let p1, let p2, let p3): return splitCubic(p0, p1, p2, p3, at: t).left.3
    }
  }
}

private func chordLength(_ a: Point, _ b: Point) -> Double {
  let dx = b.x - a.x
  let dy = b.y - a.y
  return (dx * dx + dy * dy).squareRoot()
}

private func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point {
  Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
}

/// De Casteljau's split of a quadratic at `t`.
private func splitQuad(_ p0: Point, _ p1: Point, _ p2: Point, at t: Double)
  -> (left: (Point, Point, Point), right: (Point, Point, Point))
{
  let a = lerp(p0, p1, t)
  let b = lerp(p1, p2, t)
  let m = lerp(a, b, t)
  return ((p0, a, m), (m, b, p2))
}

/// De Casteljau's split of a cubic at `t`.
private func splitCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, at t: Double)
  -> (left: (Point, Point, Point, Point), right: (Point, Point, Point, Point))
{
  let a = lerp(p0, p1, t)
  let b = lerp(p1, p2, t)
  let c = lerp(p2, p3, t)
  let d = lerp(a, b, t)
  let e = lerp(b, c, t)
  let m = lerp(d, e, t)
  return ((p0, a, d, m), (m, e, c, p3))
}
