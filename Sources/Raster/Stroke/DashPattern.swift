// MARK: - DashPattern

/// SVG dashing: alternating on and off lengths, an odd list repeated once, shifted by a phase;
/// the pattern restarts at every subpath.
struct DashPattern {
  private let lengths: [Double]
  private let total: Double
  private let phase: Double

  /// `nil` when the pattern cannot dash (negative, non-finite or all-zero lengths): the stroke
  /// is then drawn solid, as SVG renders an invalid `stroke-dasharray`.
  init?(_ dash: [Double], phase: Double) {
    guard !dash.isEmpty, dash.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return nil }
    let lengths = dash.count % 2 == 1 ? dash + dash : dash
    let total = lengths.reduce(0, +)
    guard total > 0 else { return nil }
    self.lengths = lengths
    self.total = total
    var p = phase.isFinite ? phase.truncatingRemainder(dividingBy: total) : 0
    if p < 0 { p += total }
    self.phase = p
  }

  /// The "on" pieces of a polyline, as open polylines (a closed one is walked once around).
  func apply(to line: Polyline) -> [Polyline] {
    var points = line.points
    if line.isClosed, let first = points.first { points.append(first) }
    guard points.count > 1 else { return [] }
    // Find where the phase falls in the pattern.
    var index = 0
    var remaining = lengths[0]
    var skip = phase
    while skip > 0 {
      if skip >= remaining {
        skip -= remaining
        index = (index + 1) % lengths.count
        remaining = lengths[index]
      } else {
        remaining -= skip
        skip = 0
      }
    }
    var pieces: [Polyline] = []
    var current: [Point] = index % 2 == 0 ? [points[0]] : []
    for i in 1..<points.count {
      var a = points[i - 1]
      let b = points[i]
      var segment = distance(a, b)
      while segment > 0 {
        if remaining >= segment {
          remaining -= segment
          if index % 2 == 0 { current.append(b) }
          segment = 0
        } else {
          let t = remaining / segment
          let split = Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
          if index % 2 == 0 {
            current.append(split)
            pieces.append(Polyline(points: current, isClosed: false))
            current = []
          } else {
            current = [split]
          }
          segment -= remaining
          a = split
          index = (index + 1) % lengths.count
          remaining = lengths[index]
        }
      }
    }
    if index % 2 == 0, !current.isEmpty { pieces.append(Polyline(points: current, isClosed: false)) }
    return pieces.map { piece in
      var unique: [Point] = []
      for p in piece.points where unique.last != p { unique.append(p) }
      return Polyline(points: unique, isClosed: false)
    }
  }
}
