// MARK: - OverlapResolver

/// Recomputes the rows `OverlapTracker` marked, exactly.
///
/// Inside a marked row the path's edges form y-monotone chains. The row is cut into horizontal
/// strips where a chain starts or ends and where two chains cross, so that inside a strip every
/// chain spans the strip and their left-to-right order is fixed. In that order the chains bound
/// runs where the fill rule says "inside"; accumulating only the two boundaries of each run, one
/// with +1 and one with −1, leaves a winding of 0 or 1 everywhere in the strip, where
/// accumulation is exact. The row's cells are cleared and refilled that way, so the rest of the
/// pipeline resolves them as before.
///
/// Rows with more than `segmentLimit` edge pieces keep their accumulated areas: pairs of chains
/// are tested for crossings, and such rows come only from pathological paths.
struct OverlapResolver {
  static let segmentLimit = 4096

  /// One edge's piece inside one marked row (`row` is the row's index among the marked ones),
  /// top to bottom, with the edge's direction (+1 down) and its chain.
  struct Segment {
    var row: Int32
    var chain: Int32
    var dir: Float
    var x0: Double, y0: Double, x1: Double, y1: Double
  }

  /// A chain's pieces inside one row, `sorted[start..<end]` top to bottom, and their extent.
  struct Chain {
    var start: Int, end: Int
    var dir: Float
    var top: Double, bottom: Double
    var minX: Double, maxX: Double
  }

  private var rows: [Int32] = []
  /// Per row of the box, and one past the last: how many marked rows come before it.
  private var markedBefore: [Int32] = []
  private var segments: [Segment] = []
  private var sorted: [Segment] = []
  private var rowStarts: [Int] = []
  private var chains: [Chain] = []
  private var cuts: [Double] = []
  private var order: [(x: Double, chain: Int32)] = []

  /// Collects the marked rows of `marks` (clearing them) and the pieces of every edge in them,
  /// then refills those rows of `acc`.
  mutating func resolve(_ polygons: PolygonSet, originX: Double, originY: Double,
                        marks: UnsafeMutablePointer<UInt8>, acc: UnsafeMutablePointer<Float>,
                        tMin: UnsafeMutablePointer<Int32>, tMax: UnsafeMutablePointer<Int32>,
                        stride: Int, width: Int, height: Int, rule: FillRule) {
    rows.removeAll(keepingCapacity: true)
    markedBefore.removeAll(keepingCapacity: true)
    for j in 0..<height {
      markedBefore.append(Int32(rows.count))
      if marks[j] != 0 {
        marks[j] = 0
        rows.append(Int32(j))
      }
    }
    markedBefore.append(Int32(rows.count))
    guard !rows.isEmpty else { return }
    collectSegments(polygons, originX: originX, originY: originY, height: height)
    bucketByRow()
    for (k, row) in rows.enumerated() {
      let range = rowStarts[k]..<rowStarts[k + 1]
      guard !range.isEmpty, range.count <= Self.segmentLimit else { continue }
      let r = Int(row)
      let lo = Int(tMin[r]), hi = Int(tMax[r])
      let cells = acc + r * stride
      if lo <= hi { (cells + lo).update(repeating: 0, count: hi - lo + 1) }
      refill(row: r, segments: range, cells: cells, width: width, rule: rule)
    }
  }

  /// The piece of every non-horizontal edge inside every marked row, in edge order, with its
  /// chain: a new chain wherever the edges turn between going down and going up.
  private mutating func collectSegments(_ polygons: PolygonSet, originX: Double,
                                        originY: Double, height: Int) {
    var out = segments
    segments = []
    out.removeAll(keepingCapacity: true)
    let limit = Double(height)
    var chain: Int32 = 0
    var direction: Float = 0
    markedBefore.withUnsafeBufferPointer { before in
      rows.withUnsafeBufferPointer { marked in
        polygons.forEachContour { points in
          chain &+= 1
          direction = 0
          var a = points[points.count - 1]
          for b in points {
            defer { a = b }
            guard a.y != b.y else { continue }
            let (dir, p, q): (Float, Point, Point) = a.y < b.y ? (1, a, b) : (-1, b, a)
            if dir != direction {
              if direction != 0 { chain &+= 1 }
              direction = dir
            }
            let top = max(p.y - originY, 0), bottom = min(q.y - originY, limit)
            guard bottom > top else { continue }
            // Both lie in 0...height here (edges are finite), so they convert without a clamp.
            let last = Int(bottom)
            let endRow = Double(last) < bottom ? last + 1 : last
            var k = Int(before[Int(top)])
            let endK = Int(before[endRow])
            guard k < endK else { continue }
            let px = p.x - originX, py = p.y - originY
            let slope = (q.x - p.x) / (q.y - p.y)
            while k < endK {
              let r = Double(marked[k])
              let y0 = max(top, r), y1 = min(bottom, r + 1)
              if y1 > y0 {
                out.append(Segment(row: Int32(k), chain: chain, dir: dir,
                                   x0: px + (y0 - py) * slope, y0: y0,
                                   x1: px + (y1 - py) * slope, y1: y1))
              }
              k += 1
            }
          }
        }
      }
    }
    segments = out
  }

  /// `segments` grouped by row into `sorted`, keeping edge order inside a row; `rowStarts[k]`
  /// is where the k-th marked row's pieces start.
  private mutating func bucketByRow() {
    rowStarts.removeAll(keepingCapacity: true)
    rowStarts.append(contentsOf: repeatElement(0, count: rows.count + 1))
    for s in segments { rowStarts[Int(s.row) + 1] += 1 }
    for k in 0..<rows.count { rowStarts[k + 1] += rowStarts[k] }
    sorted.removeAll(keepingCapacity: true)
    guard let placeholder = segments.first else { return }
    sorted.append(contentsOf: repeatElement(placeholder, count: segments.count))
    var next = rowStarts
    for s in segments {
      let k = Int(s.row)
      sorted[next[k]] = s
      next[k] += 1
    }
  }

  /// Accumulates the boundaries of the inside runs of every strip of one row.
  private mutating func refill(row: Int, segments range: Range<Int>,
                               cells: UnsafeMutablePointer<Float>, width: Int, rule: FillRule) {
    let top = Double(row), bottom = top + 1
    buildChains(range)
    cuts.removeAll(keepingCapacity: true)
    cuts.append(top)
    cuts.append(bottom)
    for (i, c) in chains.enumerated() {
      if c.top > top { cuts.append(c.top) }
      if c.bottom < bottom { cuts.append(c.bottom) }
      for j in (i + 1)..<chains.count {
        let d = chains[j]
        guard c.minX <= d.maxX, d.minX <= c.maxX else { continue }
        addCrossings(c, d)
      }
    }
    cuts.sort()
    let limit = Double(width)
    var k = 0
    while k + 1 < cuts.count {
      let s0 = cuts[k], s1 = cuts[k + 1]
      k += 1
      guard s1 > s0 else { continue }
      let mid = 0.5 * (s0 + s1)
      order.removeAll(keepingCapacity: true)
      for (i, c) in chains.enumerated() where c.top <= s0 && c.bottom >= s1 {
        order.append((x(of: c, at: mid), Int32(i)))
      }
      sortOrder()
      var winding: Float = 0
      var entry = -1
      for (_, index) in order {
        let c = chains[Int(index)]
        let wasInside = Self.inside(winding, rule)
        winding += c.dir
        let isInside = Self.inside(winding, rule)
        if !wasInside && isInside {
          entry = Int(index)
        } else if wasInside && !isInside, entry >= 0 {
          addBoundary(chains[entry], from: s0, to: s1, sign: 1, cells: cells, limit: limit)
          addBoundary(c, from: s0, to: s1, sign: -1, cells: cells, limit: limit)
        }
      }
    }
  }

  /// Splits the row's pieces (in edge order) into chains, each sorted top to bottom.
  private mutating func buildChains(_ range: Range<Int>) {
    chains.removeAll(keepingCapacity: true)
    var i = range.lowerBound
    while i < range.upperBound {
      let key = sorted[i].chain
      var j = i + 1
      while j < range.upperBound && sorted[j].chain == key { j += 1 }
      // A chain going up was walked bottom to top.
      if sorted[i].dir < 0 { sorted[i..<j].reverse() }
      var c = Chain(start: i, end: j, dir: sorted[i].dir, top: sorted[i].y0,
                    bottom: sorted[j - 1].y1, minX: .infinity, maxX: -.infinity)
      for s in sorted[i..<j] {
        c.minX = min(c.minX, s.x0, s.x1)
        c.maxX = max(c.maxX, s.x0, s.x1)
      }
      chains.append(c)
      i = j
    }
  }

  /// The chain's x at height `y` inside its span.
  @inline(__always)
  private func x(of c: Chain, at y: Double) -> Double {
    var i = c.start
    while i + 1 < c.end && sorted[i].y1 < y { i += 1 }
    let s = sorted[i]
    guard s.y1 > s.y0 else { return s.x0 }
    let t = min(max((y - s.y0) / (s.y1 - s.y0), 0), 1)
    return s.x0 + (s.x1 - s.x0) * t
  }

  /// Adds to `cuts` every height where chains `a` and `b` cross, walking both at once over
  /// their common span: between consecutive piece ends both are straight, so the sign of
  /// their difference changes only at a crossing.
  private mutating func addCrossings(_ a: Chain, _ b: Chain) {
    let lo = max(a.top, b.top), hi = min(a.bottom, b.bottom)
    guard hi > lo else { return }
    var ia = a.start, ib = b.start
    var y = lo
    var d = x(of: a, at: lo) - x(of: b, at: lo)
    var lastSign: Double = d == 0 ? 0 : (d < 0 ? -1 : 1)
    var zeroAt = d == 0 ? lo : -1
    while y < hi {
      while ia < a.end && sorted[ia].y1 <= y { ia += 1 }
      while ib < b.end && sorted[ib].y1 <= y { ib += 1 }
      var next = hi
      if ia < a.end { next = min(next, sorted[ia].y1) }
      if ib < b.end { next = min(next, sorted[ib].y1) }
      let dNext = x(of: a, at: next) - x(of: b, at: next)
      if dNext == 0 {
        if zeroAt < 0 { zeroAt = next }
      } else {
        let sign: Double = dNext < 0 ? -1 : 1
        if lastSign != 0 && sign != lastSign {
          // Crossed at the point where they touched, or inside the last stretch.
          let cross = zeroAt >= 0 ? zeroAt : y + (next - y) * (d / (d - dNext))
          if cross > lo && cross < hi { cuts.append(cross) }
        }
        lastSign = sign
        zeroAt = -1
      }
      d = dNext
      y = next
    }
  }

  /// Accumulates chain `c` between heights `s0` and `s1` with `sign` times its height.
  @inline(__always)
  private func addBoundary(_ c: Chain, from s0: Double, to s1: Double, sign: Float,
                           cells: UnsafeMutablePointer<Float>, limit: Double) {
    for i in c.start..<c.end {
      let s = sorted[i]
      let ya = max(s.y0, s0), yb = min(s.y1, s1)
      guard yb > ya else { continue }
      let slope = (s.x1 - s.x0) / (s.y1 - s.y0)
      _ = CoverageRasterizer.addRowArea(
        cells, x: s.x0 + (ya - s.y0) * slope, xNext: s.x0 + (yb - s.y0) * slope,
        d: Float(yb - ya) * sign, limit: limit)
    }
  }

  /// `order` sorted by x (then chain), by insertion: a strip's order is nearly the last one's.
  private mutating func sortOrder() {
    var i = 1
    while i < order.count {
      let item = order[i]
      var j = i - 1
      while j >= 0
        && (order[j].x > item.x || (order[j].x == item.x && order[j].chain > item.chain))
      {
        order[j + 1] = order[j]
        j -= 1
      }
      order[j + 1] = item
      i += 1
    }
  }

  @inline(__always)
  private static func inside(_ winding: Float, _ rule: FillRule) -> Bool {
    switch rule {
    case .nonZero: return winding != 0
    case .evenOdd: return Int(winding) & 1 != 0
    }
  }
}

