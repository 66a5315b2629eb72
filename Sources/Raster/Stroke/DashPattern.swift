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

  /// At most this many repetitions of the pattern along one polyline; a longer line (huge
  /// coordinates, or a tiny pattern on a long path) is stroked solid instead, as Skia does
  /// past its own limit, rather than building dashes without bound.
  static let maximumRepetitions = 100_000.0

  /// The "on" pieces of a polyline, as open polylines (a closed one is walked once around);
  /// the whole line when the pattern would repeat more than `maximumRepetitions` times.
  func apply(to line: Polyline) -> [Polyline] {
    guard line.length / total <= Self.maximumRepetitions else { return [line] }
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
    let startsOn = index % 2 == 0
    var current: [Point] = startsOn ? [points[0]] : []
    var isCutAnywhere = false
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
          isCutAnywhere = true
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
    if index % 2 == 0, !current.isEmpty {
      if line.isClosed, startsOn, !isCutAnywhere {
        // One dash covers the whole loop: it stays closed, with joins and no caps.
        return [line]
      }
      if line.isClosed, startsOn, let first = pieces.first {
        // On a closed subpath a dash running through the start is one dash, joined at the
        // start vertex rather than capped twice, as SVG draws it.
        pieces[0] = Polyline(points: current + first.points.dropFirst(), isClosed: false)
      } else {
        pieces.append(Polyline(points: current, isClosed: false))
      }
    }
    return pieces.map { piece in
      var unique: [Point] = []
      for p in piece.points where unique.last != p { unique.append(p) }
      return Polyline(points: unique, isClosed: false)
    }
  }
}
