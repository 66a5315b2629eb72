// MARK: - OverlapTracker

/// Finds the rows where signed-area accumulation may get a pixel wrong.
///
/// Accumulation gives each pixel the integral of the winding number over its square; clamping
/// (nonzero) or folding (even-odd) that integral is the covered area only while the winding
/// inside the pixel takes two neighbouring values, such as 0 and 1, or 1 and 2 (both inside).
/// Where a path overlaps itself (a star's points crossing, two dashes meeting at a corner, the
/// inner side of a stroke's join) a pixel can hold 0 and 2, or −1 and 1, and the sum is wrong.
///
/// Such a pixel always has two boundaries through it that are not one curve: each contour is
/// split into y-monotone chains (a new chain where the edges turn from going down to going up
/// or back), and every pixel an edge crosses records its chain. A pixel reached by two chains
/// marks its row, unless the two are neighbours on one contour and the row is the one where
/// they meet (at the top of every circle, where the winding takes only two values); neighbours
/// crossing anywhere else, as a star's legs do, mark it. A horizontal edge at a fractional
/// height belongs to the chain before it and records every pixel it spans, since a chain
/// crossing it changes the winding below and above it.
///
/// Marked rows are then resolved exactly by `OverlapResolver`. Chains are numbered by a counter
/// that runs across paths, so the ownership cells never need clearing: a cell holding a number
/// from before the current path counts as empty.
struct OverlapTracker: CellClaims {
  /// Set on a cell holding two neighbouring chains: the stored number and the one after it.
  static let pairFlag: UInt32 = 0x8000_0000
  /// Chain numbers stay below this; the counter restarts (and the cells are cleared) beyond.
  static let counterLimit: UInt32 = 0x7000_0000

  let owner: UnsafeMutablePointer<UInt32>
  let rowMarks: UnsafeMutablePointer<UInt8>
  /// Per chain of the current contour: the row where it meets the chain before it.
  let turnRows: UnsafeMutablePointer<Int32>
  /// The first chain number of the current path and of the current contour.
  let pathBase: UInt32
  /// The height of the box's top row, subtracted from point coordinates.
  let originY: Double
  private(set) var contourBase: UInt32 = 0
  /// How many chains the current contour has, counted around the closed contour.
  private(set) var chainCount: UInt32 = 1
  /// The chain the current edge belongs to.
  private(set) var chain: UInt32 = 0
  /// Whether any row was marked.
  private(set) var marked = false

  private var direction: Int8 = 0
  /// When false, claims do nothing: the path does not overlap itself.
  private(set) var enabled: Bool

  /// A tracker for one path; `turnRows` must have room for as many entries as the largest
  /// contour has points.
  init(
    owner: UnsafeMutablePointer<UInt32>, rowMarks: UnsafeMutablePointer<UInt8>,
    turnRows: UnsafeMutablePointer<Int32>, pathBase: UInt32, originY: Double,
    enabled: Bool = true
  ) {
    self.enabled = enabled
    self.owner = owner
    self.rowMarks = rowMarks
    self.turnRows = turnRows
    self.pathBase = pathBase
    self.originY = originY
  }

  /// Starts a contour whose chains are numbered from `base`; returns the number after its last
  /// chain, or `nil` when every edge is horizontal (the contour covers nothing).
  ///
  /// Chain k starts at the contour's k-th turn; the edges before the first turn continue the
  /// last chain, which the contour's closing edge leads into.
  mutating func beginContour(
    _ points: UnsafeBufferPointer<Point>, base: UInt32,
    onlyContour: Bool = false
  ) -> UInt32? {
    // Edges run from the last point to the first, then along the points.
    let n = points.count
    var last: Int8 = 0
    var k = n - 1
    while k >= 0 && last == 0 {
      last = Self.direction(points[k == 0 ? n - 1 : k - 1], points[k])
      k -= 1
    }
    guard last != 0 else { return nil }
    var turns = 0
    var previous = last
    var a = points[n - 1]
    // Convexity: every turn between consecutive non-empty edges has the same sense.
    var edge = (x: 0.0, y: 0.0)
    var firstEdge = (x: 0.0, y: 0.0)
    var sense = 0.0
    var convex = true
    for i in 0..<n {
      let b = points[i]
      let e = (x: b.x - a.x, y: b.y - a.y)
      if e.x != 0 || e.y != 0 {
        if edge.x != 0 || edge.y != 0 {
          convex = convex && Self.sameSense(edge.x * e.y - edge.y * e.x, &sense)
        } else {
          firstEdge = e
        }
        edge = e
      }
      let d = Self.direction(a, b)
      if d != 0 && d != previous {
        // Where a chain turns from going up to going down the two share the row below the
        // turning point; turning back up, the row above it.
        let y = a.y - originY
        let row = d > 0 ? y.rounded(.down) : y.rounded(.up) - 1
        turnRows[turns] = Int32(
          row, rounding: .towardZero,
          clampedTo: -1_000_000_000...1_000_000_000)
        turns += 1
        previous = d
      }
      a = b
    }
    convex = convex && Self.sameSense(edge.x * firstEdge.y - edge.y * firstEdge.x, &sense)
    chainCount = UInt32(turns)
    // A path of one convex contour going down once and up once cannot overlap itself.
    if onlyContour && convex && turns == 2 { enabled = false }
    contourBase = base
    chain = base + chainCount - 1
    direction = last
    return base + chainCount
  }

  /// Whether a turn with cross product `cross` has the sense of the turns before it (stored in
  /// `sense` once known); a straight continuation has any sense.
  @inline(__always)
  private static func sameSense(_ cross: Double, _ sense: inout Double) -> Bool {
    guard cross != 0 else { return true }
    if sense == 0 {
      sense = cross
      return true
    }
    return (cross > 0) == (sense > 0)
  }

  /// Moves to the chain of the edge from `a` to `b`.
  @inline(__always)
  mutating func advance(from a: Point, to b: Point) {
    let d = Self.direction(a, b)
    if d != 0 && d != direction {
      direction = d
      chain = chain + 1 == contourBase + chainCount ? contourBase : chain + 1
    }
  }

  @inline(__always)
  private static func direction(_ a: Point, _ b: Point) -> Int8 {
    a.y < b.y ? 1 : (a.y > b.y ? -1 : 0)
  }

  /// Records the current chain in cells `first...last` of `row` (cells start at `cells`).
  @inline(__always)
  mutating func claim(row: Int, cells: Int, from first: Int, through last: Int) {
    guard enabled else { return }
    var i = first
    while i <= last {
      let o = owner[cells &+ i]
      if o != chain {
        // A number from before this path (never flagged, so below it) is an empty cell.
        if o < pathBase {
          owner[cells &+ i] = chain
        } else {
          claim(cell: cells &+ i, holding: o, row: row)
        }
      }
      i &+= 1
    }
  }

  private mutating func claim(cell: Int, holding o: UInt32, row: Int) {
    if o & Self.pairFlag != 0 {
      let low = o & ~Self.pairFlag
      guard low >= pathBase else {
        owner[cell] = chain
        return
      }
      let high = low + 1 == contourBase + chainCount ? contourBase : low + 1
      if low < contourBase || (chain != low && chain != high) { mark(row) }
      return
    }
    guard o >= pathBase else {
      owner[cell] = chain
      return
    }
    guard o >= contourBase else {
      mark(row)
      owner[cell] = chain
      return
    }
    if let low = meetingPair(o, chain, row: row) {
      owner[cell] = Self.pairFlag | low
    } else {
      mark(row)
    }
  }

  /// The first of chains `p` and `q` (of the current contour) when `q` follows `p` or `p`
  /// follows `q` at a turn in `row`; `nil` otherwise.
  @inline(__always)
  private func meetingPair(_ p: UInt32, _ q: UInt32, row: Int) -> UInt32? {
    let i = p - contourBase
    let j = q - contourBase
    if (i + 1) % chainCount == j && Int(turnRows[Int(j)]) == row { return p }
    if (j + 1) % chainCount == i && Int(turnRows[Int(i)]) == row { return q }
    return nil
  }

  @inline(__always)
  private mutating func mark(_ row: Int) {
    rowMarks[row] = 1
    marked = true
  }
}
