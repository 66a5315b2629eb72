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

  /// Hands `body` the "on" pieces of a polyline, in order, as open polylines without repeated
  /// points (a closed line is walked once around); the whole line when the pattern would repeat
  /// more than `maximumRepetitions` times. The pieces are built in storage the pattern keeps
  /// for its next line, so dashing allocates nothing once it has grown.
  mutating func apply(to line: Polyline, _ body: (Polyline) -> Void) {
    guard line.length / total <= Self.maximumRepetitions else { return body(line) }
    let points = line.points
    let count = points.count + (line.isClosed ? 1 : 0)
    guard count > 1 else { return }
    @inline(__always) func point(_ i: Int) -> Point { points[i == points.count ? 0 : i] }
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
    flat.removeAll(keepingCapacity: true)
    ends.removeAll(keepingCapacity: true)
    // The pieces go one after another into `flat`, each ending where `ends` says.
    var pieceStart = 0
    @inline(__always) func add(_ p: Point) {
      if flat.count > pieceStart, flat[flat.count - 1] == p { return }
      flat.append(p)
    }
    let startsOn = index % 2 == 0
    if startsOn { add(points[0]) }
    var isCutAnywhere = false
    for i in 1..<count {
      var a = point(i - 1)
      let b = point(i)
      var segment = distance(a, b)
      while segment > 0 {
        if remaining >= segment {
          remaining -= segment
          if index % 2 == 0 { add(b) }
          segment = 0
        } else {
          isCutAnywhere = true
          let t = remaining / segment
          let split = Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
          if index % 2 == 0 {
            add(split)
            ends.append(flat.count)
          }
          pieceStart = flat.count
          if index % 2 != 0 { add(split) }
          segment -= remaining
          a = split
          index = (index + 1) % lengths.count
          remaining = lengths[index]
        }
      }
    }
    let hasTail = index % 2 == 0 && flat.count > pieceStart
    if hasTail && line.isClosed && startsOn && !isCutAnywhere {
      // One dash covers the whole loop: it stays closed, with joins and no caps.
      return body(line)
    }
    var first = 0
    if hasTail && line.isClosed && startsOn && !ends.isEmpty {
      // On a closed subpath a dash running through the start is one dash, joined at the
      // start vertex rather than capped twice, as SVG draws it; it comes first.
      piece.removeAll(keepingCapacity: true)
      piece.append(contentsOf: flat[pieceStart...])
      for p in flat[1..<ends[0]] where piece[piece.count - 1] != p { piece.append(p) }
      body(Polyline(points: piece, isClosed: false))
      first = 1
    } else if hasTail {
      ends.append(flat.count)
    }
    var start = first == 0 ? 0 : ends[0]
    for end in ends[first...] {
      piece.removeAll(keepingCapacity: true)
      piece.append(contentsOf: flat[start..<end])
      body(Polyline(points: piece, isClosed: false))
      start = end
    }
  }

  /// The pieces of the line being dashed, end to end.
  private var flat: [Point] = []
  /// Where each piece in `flat` ends.
  private var ends: [Int] = []
  /// The piece handed out.
  private var piece: [Point] = []
}
