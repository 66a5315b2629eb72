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
/// Rows with more than `segmentLimit` edge pieces, or whose chains would take more than
/// `workLimit` steps to order (chains squared, or strips times pieces), keep their accumulated
/// areas: such rows come only from pathological paths (thousands of dots of a dashed line
/// across one row, a star of crossing edges), and resolving them exactly could take minutes.
///
/// The pieces of all marked rows are gathered at once while they number at most `pieceBudget`
/// (the memory they take grows with edges times rows, 48 bytes a piece: a million edges across
/// a thousand rows would need 48 GB). Past it the pieces are counted row by row first, rows
/// over `segmentLimit` left out, and the rest gathered and refilled a run of rows at a time.
/// Each row is refilled from the same pieces in the same order either way.
struct OverlapResolver {
  static let segmentLimit = 4096

  /// The most steps one row may take: pairs of chains tested for crossings, or strips times
  /// the pieces whose x each strip looks up. The shipped catalog's busiest row takes about 400.
  static let workLimit = 1 << 20

  /// The most pieces held at once: 2^20, 48 MiB (and as much again sorted by row).
  static let pieceBudget = 1 << 20

  /// One edge's piece inside one marked row (`row` is the row's index among the marked ones),
  /// top to bottom, with the edge's direction (+1 down) and its chain.
  struct Segment {
    var row: Int32
    var chain: Int32
    var dir: Float
    var x0: Double, y0: Double, x1: Double, y1: Double
  }

  /// A chain's pieces inside one row, `sorted[start..<end]` top to bottom, and their extent;
  /// `cursor` is the piece the sweep down the row last looked at.
  struct Chain {
    var start: Int, end: Int
    var cursor: Int
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
  /// The row's chains by their top, as the sweep down the row meets them.
  private var byTop: [Int32] = []

  /// Collects the marked rows of `marks` (clearing them) and the pieces of every edge in them,
  /// then refills those rows of `acc`.
  mutating func resolve(
    _ polygons: PolygonSet, originX: Double, originY: Double,
    marks: UnsafeMutablePointer<UInt8>, acc: UnsafeMutablePointer<Float>,
    tMin: UnsafeMutablePointer<Int32>, tMax: UnsafeMutablePointer<Int32>,
    stride: Int, width: Int, height: Int, rule: FillRule
  ) {
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
    let all = 0..<rows.count
    if collectSegments(
      polygons, originX: originX, originY: originY, height: height, in: all,
      budget: Self.pieceBudget)
    {
      refill(all, acc: acc, tMin: tMin, tMax: tMax, stride: stride, width: width, rule: rule)
      return
    }
    // Too many pieces to hold: count them per row, then gather runs of rows that fit.
    let counts = pieceCounts(polygons, originX: originX, originY: originY, height: height)
    var start = 0
    while start < rows.count {
      var end = start
      var held = 0
      while end < rows.count {
        let count = counts[end] <= Self.segmentLimit ? counts[end] : 0
        guard end == start || held + count <= Self.pieceBudget else { break }
        held += count
        end += 1
      }
      _ = collectSegments(
        polygons, originX: originX, originY: originY, height: height,
        in: start..<end, budget: .max
      ) { counts[$0] <= Self.segmentLimit }
      refill(
        start..<end, acc: acc, tMin: tMin, tMax: tMax, stride: stride, width: width,
        rule: rule)
      start = end
    }
  }

  /// Refills the marked rows `ks` (indices into `rows`) from the pieces gathered for them.
  private mutating func refill(
    _ ks: Range<Int>, acc: UnsafeMutablePointer<Float>,
    tMin: UnsafeMutablePointer<Int32>,
    tMax: UnsafeMutablePointer<Int32>, stride: Int, width: Int,
    rule: FillRule
  ) {
    bucketByRow()
    for k in ks {
      let range = rowStarts[k]..<rowStarts[k + 1]
      guard !range.isEmpty, range.count <= Self.segmentLimit else { continue }
      let r = Int(rows[k])
      guard cutStrips(row: r, segments: range, width: width) else { continue }
      let lo = Int(tMin[r])
      let hi = Int(tMax[r])
      let cells = acc + r * stride
      if lo <= hi { (cells + lo).update(repeating: 0, count: hi - lo + 1) }
      refill(row: r, cells: cells, width: width, rule: rule)
    }
  }

  /// How many pieces each marked row has.
  private mutating func pieceCounts(
    _ polygons: PolygonSet, originX: Double, originY: Double,
    height: Int
  ) -> [Int] {
    var counts = [Int](repeating: 0, count: rows.count)
    forEachPiece(
      polygons, originX: originX, originY: originY, height: height,
      in: 0..<rows.count
    ) { k, _, _, _, _, _ in counts[k] += 1 }
    return counts
  }

  /// Gathers into `segments` the piece of every non-horizontal edge inside the marked rows
  /// `ks` that `includes` keeps, in edge order, with its chain (see `forEachPiece`); `false`,
  /// with `segments` emptied, as soon as there would be more than `budget`.
  private mutating func collectSegments(
    _ polygons: PolygonSet, originX: Double,
    originY: Double, height: Int, in ks: Range<Int>,
    budget: Int,
    includes: (Int) -> Bool = { _ in true }
  ) -> Bool {
    var out = segments
    segments = []
    out.removeAll(keepingCapacity: true)
    var fits = true
    forEachPiece(polygons, originX: originX, originY: originY, height: height, in: ks) {
      k, chain, dir, p, slope, span in
      guard fits, includes(k) else { return }
      guard out.count < budget else {
        fits = false
        return
      }
      out.append(
        Segment(
          row: Int32(k), chain: chain, dir: dir,
          x0: p.x + (span.y0 - p.y) * slope, y0: span.y0,
          x1: p.x + (span.y1 - p.y) * slope, y1: span.y1))
    }
    if !fits { out.removeAll(keepingCapacity: false) }
    segments = out
    return fits
  }

  /// Calls `body` for the piece of every non-horizontal edge inside the marked rows `ks`, in
  /// edge order: the row's index among the marked ones, the edge's chain (a new one wherever
  /// the edges turn between going down and going up), its direction (+1 down), its top point
  /// and slope relative to the box, and the piece's extent in the row.
  @inline(__always)
  private func forEachPiece(
    _ polygons: PolygonSet, originX: Double, originY: Double, height: Int, in ks: Range<Int>,
    _ body: (
      _ k: Int, _ chain: Int32, _ dir: Float, _ top: Point, _ slope: Double,
      _ span: (y0: Double, y1: Double)
    ) -> Void
  ) {
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
            let top = max(p.y - originY, 0)
            let bottom = min(q.y - originY, limit)
            guard bottom > top else { continue }
            // Both lie in 0...height here (edges are finite), so they convert without a clamp.
            let last = Int(bottom)
            let endRow = Double(last) < bottom ? last + 1 : last
            var k = max(Int(before[Int(top)]), ks.lowerBound)
            let endK = min(Int(before[endRow]), ks.upperBound)
            guard k < endK else { continue }
            let start = Point(x: p.x - originX, y: p.y - originY)
            let slope = (q.x - p.x) / (q.y - p.y)
            while k < endK {
              let r = Double(marked[k])
              let y0 = max(top, r)
              let y1 = min(bottom, r + 1)
              if y1 > y0 { body(k, chain, dir, start, slope, (y0, y1)) }
              k += 1
            }
          }
        }
      }
    }
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

  /// Splits one row's pieces into chains and the row into strips (`cuts`); `false` when
  /// ordering them would take more than `workLimit` steps.
  private mutating func cutStrips(row: Int, segments range: Range<Int>, width: Int) -> Bool {
    let top = Double(row)
    let bottom = top + 1
    buildChains(range, limit: Double(width))
    guard chains.count * chains.count <= Self.workLimit else { return false }
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
    return cuts.count * range.count <= Self.workLimit
  }

  /// Accumulates the boundaries of the inside runs of every strip of the row `cutStrips` cut,
  /// sweeping down it: each strip's order starts from the last one's, without the chains that
  /// ended, with the ones that start inserted, so a strip costs about its chains, not their
  /// square (the order is the same total order by x, then chain, either way).
  private mutating func refill(
    row: Int, cells: UnsafeMutablePointer<Float>, width: Int,
    rule: FillRule
  ) {
    let limit = Double(width)
    byTop.removeAll(keepingCapacity: true)
    byTop.append(contentsOf: chains.indices.lazy.map { Int32($0) })
    let chains = self.chains
    byTop.sort { chains[Int($0)].top < chains[Int($1)].top }
    order.removeAll(keepingCapacity: true)
    var met = 0
    var k = 0
    while k + 1 < cuts.count {
      let s0 = cuts[k]
      let s1 = cuts[k + 1]
      k += 1
      guard s1 > s0 else { continue }
      let mid = 0.5 * (s0 + s1)
      // A chain spans whole strips (its ends are cuts): once past its bottom it never returns.
      var kept = 0
      for i in order.indices {
        let chain = order[i].chain
        guard chains[Int(chain)].bottom >= s1 else { continue }
        order[kept] = (sweepX(Int(chain), at: mid), chain)
        kept += 1
      }
      order.removeLast(order.count - kept)
      sortOrder()
      while met < byTop.count, chains[Int(byTop[met])].top <= s0 {
        let chain = byTop[met]
        met += 1
        if chains[Int(chain)].bottom >= s1 { insertOrder((sweepX(Int(chain), at: mid), chain)) }
      }
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
      if Self.inside(winding, rule), entry >= 0 {
        // The run ends right of the box, where the chains closing it were left out.
        addBoundary(chains[entry], from: s0, to: s1, sign: 1, cells: cells, limit: limit)
      }
    }
  }

  /// Splits the row's pieces (in edge order) into chains, each sorted top to bottom, and
  /// keeps those that reach left of `limit`, the box's right edge.
  ///
  /// A chain wholly right of the box adds nothing inside it, and the winding at any point
  /// inside it counts only chains to its left, so a run's inside part is bounded the same
  /// without it (see `refill`). The dots of a dashed line running far off the canvas are then
  /// not ordered in every strip of every row they cross.
  private mutating func buildChains(_ range: Range<Int>, limit: Double) {
    chains.removeAll(keepingCapacity: true)
    var i = range.lowerBound
    while i < range.upperBound {
      let key = sorted[i].chain
      var j = i + 1
      while j < range.upperBound && sorted[j].chain == key { j += 1 }
      // A chain going up was walked bottom to top.
      if sorted[i].dir < 0 { sorted[i..<j].reverse() }
      var c = Chain(
        start: i, end: j, cursor: i, dir: sorted[i].dir, top: sorted[i].y0,
        bottom: sorted[j - 1].y1, minX: .infinity, maxX: -.infinity)
      for s in sorted[i..<j] {
        c.minX = min(c.minX, s.x0, s.x1)
        c.maxX = max(c.maxX, s.x0, s.x1)
      }
      if c.minX < limit { chains.append(c) }
      i = j
    }
  }

  /// The chain's x at height `y` inside its span.
  @inline(__always)
  private func x(of c: Chain, at y: Double) -> Double {
    var i = c.start
    while i + 1 < c.end && sorted[i].y1 < y { i += 1 }
    return Self.x(of: sorted[i], at: y)
  }

  /// Chain `i`'s x at height `y`, for heights that only grow, as the sweep asks: the search
  /// for the piece goes on from the one the last call found, which lies above `y`.
  @inline(__always)
  private mutating func sweepX(_ i: Int, at y: Double) -> Double {
    var p = chains[i].cursor
    let end = chains[i].end
    while p + 1 < end && sorted[p].y1 < y { p += 1 }
    chains[i].cursor = p
    return Self.x(of: sorted[p], at: y)
  }

  /// A piece's x at height `y`, clamped to the piece.
  @inline(__always)
  private static func x(of s: Segment, at y: Double) -> Double {
    guard s.y1 > s.y0 else { return s.x0 }
    let t = min(max((y - s.y0) / (s.y1 - s.y0), 0), 1)
    return s.x0 + (s.x1 - s.x0) * t
  }

  /// Adds to `cuts` every height where chains `a` and `b` cross, walking both at once over
  /// their common span: between consecutive piece ends both are straight, so the sign of
  /// their difference changes only at a crossing.
  private mutating func addCrossings(_ a: Chain, _ b: Chain) {
    let lo = max(a.top, b.top)
    let hi = min(a.bottom, b.bottom)
    guard hi > lo else { return }
    var ia = a.start
    var ib = b.start
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
  private func addBoundary(
    _ c: Chain, from s0: Double, to s1: Double, sign: Float,
    cells: UnsafeMutablePointer<Float>, limit: Double
  ) {
    for i in c.start..<c.end {
      let s = sorted[i]
      let ya = max(s.y0, s0)
      let yb = min(s.y1, s1)
      guard yb > ya else { continue }
      let slope = (s.x1 - s.x0) / (s.y1 - s.y0)
      _ = CoverageRasterizer.addRowArea(
        cells, x: s.x0 + (ya - s.y0) * slope, xNext: s.x0 + (yb - s.y0) * slope,
        d: Float(yb - ya) * sign, limit: limit)
    }
  }

  /// Whether `a` comes before `b` in a strip's order: by x, then by chain.
  @inline(__always)
  private static func precedes(_ a: (x: Double, chain: Int32), _ b: (x: Double, chain: Int32))
    -> Bool
  {
    a.x < b.x || (a.x == b.x && a.chain < b.chain)
  }

  /// Puts `item` into the sorted `order` where it belongs, found by bisection.
  private mutating func insertOrder(_ item: (x: Double, chain: Int32)) {
    var lo = 0
    var hi = order.count
    while lo < hi {
      let m = (lo + hi) / 2
      if Self.precedes(order[m], item) { lo = m + 1 } else { hi = m }
    }
    order.insert(item, at: lo)
  }

  /// `order` sorted by x (then chain), by insertion: a strip's order is nearly the last one's.
  private mutating func sortOrder() {
    var i = 1
    while i < order.count {
      let item = order[i]
      var j = i - 1
      while j >= 0 && Self.precedes(item, order[j]) {
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
