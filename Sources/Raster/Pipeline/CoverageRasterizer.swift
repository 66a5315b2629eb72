import Synchronization

// MARK: - CoverageRasterizer

/// Exact-area scan conversion by signed-area accumulation (the font-rs / stb_truetype method).
///
/// Every edge adds, to each pixel it crosses, the signed area between the edge and the pixel's
/// right side; a running sum along the row then gives each pixel the integral of the winding
/// number over its square. Nonzero coverage is that integral's magnitude clamped to 1, even-odd
/// folds it, so a pixel-aligned rectangle covers exactly 0 or 255 and an edge through a pixel
/// centre covers exactly half. That is the covered area only while the winding inside a pixel
/// takes two neighbouring values; the rows where a path overlaps itself are found while
/// accumulating (`OverlapTracker`) and recomputed strip by strip (`OverlapResolver`).
///
/// Cost: edges touch only the cells they cross, and each row remembers the columns it touched.
/// Resolving a row walks only that range, and a stretch of untouched cells is a run of constant
/// coverage, handed out as one span (skipped when empty), so the interior of a large shape costs
/// a fill, not per-pixel coverage work. The sums are the same, in the same order, as resolving
/// every pixel, so the output does not depend on how rows are split into spans.
public final class CoverageRasterizer {
  private var accumulation: [Float] = []
  /// Per row of the current box: the first and last accumulation column an edge touched.
  private var touchedMin: [Int32] = []
  private var touchedMax: [Int32] = []
  private var polygons = PolygonSet()
  /// The storage `load(contours:)` took the place of, for the next stroke's outline.
  private var spareContours = PolygonSet()
  /// Per accumulation cell: the chain of the path that last crossed it; see `OverlapTracker`.
  private var chainOwner: [UInt32] = []
  /// Per row of the current box: whether `OverlapTracker` marked it.
  private var rowMarks: [UInt8] = []
  /// The number the next contour's first chain gets.
  private var nextChain: UInt32 = 1
  /// Per chain of the contour being accumulated: the row of the turn it starts at.
  private var turnRows: [Int32] = []
  private var overlaps = OverlapResolver()
  private var coverageRow: [UInt8] = []

  /// Untouched cells shorter than this stay inside the surrounding per-pixel span: a span per
  /// tiny run would cost more than it saves.
  private static let minimumConstantRun = 8

  /// Creates a rasterizer, with the scratch storage a finished rasterizer left behind when
  /// there is one: each render makes a canvas, and growing and zeroing fresh buffers path by
  /// path cost up to a tenth of a render.
  public init() {
    guard let spare = Self.spares.withLock({ $0.popLast() }) else { return }
    accumulation = spare.accumulation
    touchedMin = spare.touchedMin
    touchedMax = spare.touchedMax
    polygons = spare.polygons
    spareContours = spare.spareContours
    chainOwner = spare.chainOwner
    rowMarks = spare.rowMarks
    nextChain = spare.nextChain
    turnRows = spare.turnRows
    overlaps = spare.overlaps
    coverageRow = spare.coverageRow
  }

  deinit {
    let spare = Scratch(
      accumulation: accumulation, touchedMin: touchedMin, touchedMax: touchedMax,
      polygons: polygons, spareContours: spareContours, chainOwner: chainOwner,
      rowMarks: rowMarks, nextChain: nextChain,
      turnRows: turnRows, overlaps: overlaps, coverageRow: coverageRow)
    Self.spares.withLock { if $0.count < Self.sparesLimit { $0.append(spare) } }
  }

  /// A finished rasterizer's storage, in the state every rasterization leaves it in: the
  /// accumulation cells zero, the touched ranges empty, no row marked, and the chain counter
  /// with it, since the ownership cells keep numbers from before it.
  private struct Scratch {
    var accumulation: [Float]
    var touchedMin: [Int32], touchedMax: [Int32]
    var polygons: PolygonSet, spareContours: PolygonSet
    var chainOwner: [UInt32]
    var rowMarks: [UInt8]
    var nextChain: UInt32
    var turnRows: [Int32]
    var overlaps: OverlapResolver
    var coverageRow: [UInt8]
  }

  /// Storage left by finished rasterizers, at most `sparesLimit` (one per worker thread is
  /// enough; the rest is freed).
  private static let spares = Mutex<[Scratch]>([])
  private static let sparesLimit = 16

  /// The box of coverage rows a rasterization covers.
  public struct Span {
    /// The first column and row covered (inclusive), in target pixels.
    public var x: Int, y: Int
    /// The region's width and height.
    public var width: Int, height: Int
  }

  /// A horizontal run of non-zero coverage in one row.
  public struct CoverageRun {
    /// The row and first column, in target pixels.
    public var y: Int, x: Int
    /// How many pixels the run covers; at least 1.
    public var count: Int
    /// Per-pixel coverage (`count` bytes, some may be 0), or `nil` when every pixel of the run
    /// has coverage `alpha`.
    public var coverage: UnsafePointer<UInt8>?
    /// The coverage of every pixel when `coverage` is `nil`; never 0 then.
    public var alpha: UInt8
  }

  /// Rasterizes `path` under `transform`, limited to `clip`, and calls `run` for every run of
  /// non-zero coverage, rows top to bottom and runs left to right. Returns the box, or `nil`
  /// when nothing is covered. `mayOverlap: false` skips looking for pixels where the path
  /// overlaps itself, for a caller that knows it does not (a stroke's simple ring).
  @discardableResult
  public func rasterizeRuns(
    _ path: Path, transform: Transform, rule: FillRule,
    clip: (x: Int, y: Int, width: Int, height: Int),
    mayOverlap: Bool = true,
    run: (CoverageRun) -> Void
  ) -> Span? {
    load(path, transform: transform)
    return rasterizeLoaded(rule: rule, clip: clip, mayOverlap: mayOverlap, run: run)
  }

  /// Flattens `path` under `transform` into the contours `rasterizeLoaded` fills next.
  func load(_ path: Path, transform: Transform) {
    Flattener.flatten(path, transform: transform, into: &polygons)
  }

  /// Takes contours already in device space, such as a stroke's outline, as the ones
  /// `rasterizeLoaded` fills next; the storage they replace is kept for `takeSpareContours`.
  func load(contours: PolygonSet) {
    spareContours = polygons
    polygons = contours
  }

  /// Storage for contours to be loaded next (a stroke's outline), with the capacity of earlier
  /// ones: each stroke grew its outline from nothing, about eight reallocations a stroke.
  func takeSpareContours() -> PolygonSet {
    defer { spareContours = PolygonSet() }
    return spareContours
  }

  /// `rasterizeRuns` for the contours loaded last. Always inlined, with `accumulateFlattened`,
  /// so a caller's run handler written as a closure literal is specialised into the loop: no
  /// call per run, and no context thunk around the handler.
  @discardableResult @inline(__always)
  func rasterizeLoaded(
    rule: FillRule, clip: (x: Int, y: Int, width: Int, height: Int),
    mayOverlap: Bool, run: (CoverageRun) -> Void
  ) -> Span? {
    accumulateFlattened(rule: rule, clip: clip, mayOverlap: mayOverlap) { box, rows in
      let width = box.width
      if coverageRow.count < width { coverageRow = [UInt8](repeating: 0, count: width) }
      var coverage = coverageRow
      coverageRow = []
      defer { coverageRow = coverage }
      coverage.withUnsafeMutableBufferPointer { cov in
        guard let covBase = cov.baseAddress else { return }
        // One loop per rule, so the per-pixel fold is known inside it.
        @inline(__always)
        func resolveAll<Fold: CoverageFold>(_ fold: Fold.Type) {
          rows.forEach { j, acc, lo, hi in
            resolveRow(acc, from: lo, through: hi, width: width, fold: fold, coverage: covBase) {
              x, count, pointer, alpha in
              run(
                CoverageRun(
                  y: box.y + j, x: box.x + x, count: count, coverage: pointer,
                  alpha: alpha))
            }
          }
        }
        switch rule {
        case .nonZero: resolveAll(NonZeroFold.self)
        case .evenOdd: resolveAll(EvenOddFold.self)
        }
      }
    }
  }

  /// The accumulated areas of the current path, row by row; see `accumulateAreas`.
  struct AccumulatedRows {
    let acc: UnsafeMutablePointer<Float>
    let tMin: UnsafeMutablePointer<Int32>, tMax: UnsafeMutablePointer<Int32>
    let stride: Int, height: Int

    /// Calls `body(row, cells, lo, hi)` for every row an edge touched, with the row's cells and
    /// the first and last column touched; `body` must leave `cells` cleared (zero).
    @inline(__always)
    func forEach(
      _ body: (
        _ row: Int, _ cells: UnsafeMutablePointer<Float>, _ lo: Int,
        _ hi: Int
      ) -> Void
    ) {
      for j in 0..<height {
        let lo = Int(tMin[j])
        let hi = Int(tMax[j])
        tMin[j] = .max
        tMax[j] = -1
        // No edge crossed the row: its winding is zero everywhere.
        if lo <= hi { body(j, acc + j * stride, lo, hi) }
      }
    }
  }

  /// Flattens `path` under `transform`, accumulates every edge's signed area over the box the
  /// path covers inside `clip`, recomputes the rows where the path overlaps itself (see
  /// `OverlapTracker`), and hands the box and its rows to `resolve`, which must clear every row
  /// it is given. Returns the box, or `nil` when nothing is covered.
  func accumulateAreas(
    _ path: Path, transform: Transform, rule: FillRule,
    clip: (x: Int, y: Int, width: Int, height: Int),
    mayOverlap: Bool = true,
    resolve: (Span, AccumulatedRows) -> Void
  ) -> Span? {
    load(path, transform: transform)
    return accumulateFlattened(rule: rule, clip: clip, mayOverlap: mayOverlap, resolve: resolve)
  }

  /// `accumulateAreas` once `polygons` holds the contours.
  @inline(__always)
  private func accumulateFlattened(
    rule: FillRule, clip: (x: Int, y: Int, width: Int, height: Int),
    mayOverlap: Bool,
    resolve: (Span, AccumulatedRows) -> Void
  ) -> Span? {
    guard let b = polygons.bounds, clip.width > 0, clip.height > 0 else { return nil }
    let columns = clip.x...clip.x + clip.width
    let rows = clip.y...clip.y + clip.height
    let x0 = Int(b.minX, rounding: .down, clampedTo: columns)
    let y0 = Int(b.minY, rounding: .down, clampedTo: rows)
    let x1 = Int(b.maxX, rounding: .up, clampedTo: columns)
    let y1 = Int(b.maxY, rounding: .up, clampedTo: rows)
    let width = x1 - x0
    let height = y1 - y0
    // The scratch below takes 8 bytes a pixel of the box: a box no pixmap could hold (a mask
    // whose bounds reach far past the canvas) is refused rather than allocated.
    guard width > 0, height > 0, Pixmap.allowsSize(width: width, height: height) else {
      return nil
    }
    let box = Span(x: x0, y: y0, width: width, height: height)
    let stride = width + 2
    let needed = stride * height
    if accumulation.count < needed {
      // Growing by at least half again keeps a scene of ever larger shapes from clearing a
      // new buffer for each one.
      let size = max(needed, accumulation.count + accumulation.count / 2)
      accumulation = [Float](repeating: 0, count: size)
      chainOwner = [UInt32](repeating: 0, count: size)
    }
    if touchedMin.count < height {
      touchedMin = [Int32](repeating: .max, count: height)
      touchedMax = [Int32](repeating: -1, count: height)
      rowMarks = [UInt8](repeating: 0, count: height)
    }
    if nextChain >= OverlapTracker.counterLimit {
      chainOwner.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
      nextChain = 1
    }
    let ox = Double(x0)
    let oy = Double(y0)
    if turnRows.count < polygons.points.count {
      turnRows = [Int32](repeating: 0, count: polygons.points.count)
    }
    var overlapping = false
    accumulation.withUnsafeMutableBufferPointer { acc in
      touchedMin.withUnsafeMutableBufferPointer { tMin in
        touchedMax.withUnsafeMutableBufferPointer { tMax in
          chainOwner.withUnsafeMutableBufferPointer { owner in
            rowMarks.withUnsafeMutableBufferPointer { marks in
              turnRows.withUnsafeMutableBufferPointer { turns in
                guard let ownerBase = owner.baseAddress, let marksBase = marks.baseAddress,
                  let turnsBase = turns.baseAddress
                else { return }
                var tracker = OverlapTracker(
                  owner: ownerBase, rowMarks: marksBase,
                  turnRows: turnsBase, pathBase: nextChain,
                  originY: oy, enabled: mayOverlap)
                polygons.forEachContour { points in
                  if mayOverlap {
                    guard
                      let next = tracker.beginContour(
                        points, base: nextChain, onlyContour: polygons.ends.count == 1)
                    else { return }
                    nextChain = next
                  }
                  // A contour that cannot overlap has a loop of its own, with nothing to
                  // record per cell.
                  if tracker.enabled {
                    accumulateContour(
                      points, acc, tMin, tMax, origin: (ox, oy), stride: stride,
                      width: width, height: height, tracker: &tracker)
                  } else {
                    var none = NoClaims()
                    accumulateContour(
                      points, acc, tMin, tMax, origin: (ox, oy), stride: stride,
                      width: width, height: height, tracker: &none)
                  }
                }
                overlapping = tracker.marked
              }
            }
          }
          guard let accBase = acc.baseAddress, let minBase = tMin.baseAddress,
            let maxBase = tMax.baseAddress
          else { return }
          if overlapping {
            rowMarks.withUnsafeMutableBufferPointer { marks in
              guard let marksBase = marks.baseAddress else { return }
              overlaps.resolve(
                polygons, originX: ox, originY: oy, marks: marksBase,
                acc: accBase, tMin: minBase, tMax: maxBase, stride: stride,
                width: width, height: height, rule: rule)
            }
          }
          resolve(
            box,
            AccumulatedRows(
              acc: accBase, tMin: minBase, tMax: maxBase,
              stride: stride, height: height))
        }
      }
    }
    return box
  }

  /// Resolves one row's cells `lo...hi` into `out` (the row's `width` coverage bytes, zero
  /// before the first touched column), clearing the cells: the same sums as `resolveRow`.
  @inline(__always)
  func resolveRow<Fold: CoverageFold>(
    _ acc: UnsafeMutablePointer<Float>, from lo: Int,
    through hi: Int, width: Int, fold: Fold.Type,
    into out: UnsafeMutablePointer<UInt8>
  ) {
    let end = min(hi, width - 1) + 1
    var sum: Float = 0
    for i in lo..<end {
      sum += acc[i]
      acc[i] = 0
      out[i] = Fold.byte(sum)
    }
    if hi >= end { (acc + end).update(repeating: 0, count: hi - end + 1) }
    if end < width {
      (out + end).update(
        repeating: Fold.byte(sum),
        count: width - end)
    }
  }

  /// Turns one row's accumulated areas in columns `lo...hi` into runs, clearing them.
  @inline(__always)
  private func resolveRow<Fold: CoverageFold>(
    _ acc: UnsafeMutablePointer<Float>, from lo: Int,
    through hi: Int, width: Int, fold: Fold.Type,
    coverage cov: UnsafeMutablePointer<UInt8>,
    emit: (
      _ x: Int, _ count: Int, _ coverage: UnsafePointer<UInt8>?,
      _ alpha: UInt8
    ) -> Void
  ) {
    let end = min(hi, width - 1) + 1
    var sum: Float = 0
    // The first column of the per-pixel segment being gathered, or -1.
    var segmentStart = -1
    var i = lo
    while i < end {
      if acc[i] == 0 {
        let k = nextNonZero(acc, from: i + 1, end: end)
        let a = Fold.byte(sum)
        if k - i >= Self.minimumConstantRun {
          if segmentStart >= 0 {
            emit(segmentStart, i - segmentStart, UnsafePointer(cov + segmentStart), 0)
            segmentStart = -1
          }
          if a != 0 { emit(i, k - i, nil, a) }
        } else {
          if segmentStart < 0 { segmentStart = i }
          (cov + i).update(repeating: a, count: k - i)
        }
        i = k
        continue
      }
      if segmentStart < 0 { segmentStart = i }
      (i, sum) = Self.resolveStretch(acc, cov, from: i, end: end, sum: sum, fold: fold)
    }
    if segmentStart >= 0 {
      emit(segmentStart, end - segmentStart, UnsafePointer(cov + segmentStart), 0)
    }
    // Cells past the box's right edge belong to no pixel; only clear them.
    if hi >= end { (acc + end).update(repeating: 0, count: hi - end + 1) }
    if end < width {
      let a = Fold.byte(sum)
      if a != 0 { emit(end, width - end, nil, a) }
    }
  }

  /// Resolves a stretch of touched cells from `i` (not zero) up to the next zero cell or `end`,
  /// clearing them; returns where it stopped and the running sum. A function of its own so the
  /// running sum stays in a register: inlined into the row loop, whose `emit` calls it lives
  /// across, the compiler kept it on the stack, a store and a load per cell on the sum's chain.
  @inline(never)
  private static func resolveStretch<Fold: CoverageFold>(
    _ acc: UnsafeMutablePointer<Float>, _ cov: UnsafeMutablePointer<UInt8>, from i: Int,
    end: Int, sum: Float, fold: Fold.Type
  ) -> (Int, Float) {
    var s = sum
    var j = i
    repeat {
      s += acc[j]
      acc[j] = 0
      cov[j] = Fold.byte(s)
      j += 1
    } while j < end && acc[j] != 0
    return (j, s)
  }

  /// The first index in `from..<end` whose cell is not zero, or `end`.
  ///
  /// Eight cells at a time; in the first block holding a non-zero cell, that cell is found on
  /// the bits of four pairs of cells, without a loop. A cell is never −0 (it starts at +0, and
  /// adding −0 or a value's negation gives +0), so a zero cell is one whose bits are zero.
  @inline(__always)
  private func nextNonZero(_ acc: UnsafeMutablePointer<Float>, from: Int, end: Int) -> Int {
    var k = from
    let zero = SIMD8<Float>()
    while k + 8 <= end {
      let block = UnsafeRawPointer(acc + k)
      let v = block.loadUnaligned(as: SIMD8<Float>.self)
      if any(v .!= zero) {
        // Little-endian: in a pair, the first cell is the low half.
        let w0 = block.loadUnaligned(as: UInt64.self)
        let w1 = block.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        let w2 = block.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
        let w3 = block.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
        let inPair = { (w: UInt64) in w.trailingZeroBitCount >> 5 }
        let lane =
          w0 != 0
          ? inPair(w0)
          : w1 != 0
            ? 2 + inPair(w1)
            : w2 != 0 ? 4 + inPair(w2) : 6 + inPair(w3)
        return k + lane
      }
      k += 8
    }
    while k < end && acc[k] == 0 { k += 1 }
    return k
  }

  /// `x.rounded(.up)` as an integer for a finite `x` in `0...Int32.max`.
  @inline(__always)
  private static func ceil(_ x: Double) -> Int {
    let t = Int(x)
    return Double(t) < x ? t &+ 1 : t
  }

  /// Adds every edge of one closed contour (from its last point round to each in turn), in
  /// device space, to the buffer whose column and row 0 lie at `origin`.
  @inline(__always)
  private func accumulateContour<Claims: CellClaims>(
    _ points: UnsafeBufferPointer<Point>, _ acc: UnsafeMutableBufferPointer<Float>,
    _ tMin: UnsafeMutableBufferPointer<Int32>, _ tMax: UnsafeMutableBufferPointer<Int32>,
    origin: (x: Double, y: Double), stride: Int, width: Int, height: Int,
    tracker: inout Claims
  ) {
    let ox = origin.x
    let oy = origin.y
    var a = points[points.count - 1]
    for p in points {
      tracker.advance(from: a, to: p)
      if a.y == p.y {
        claimHorizontal(
          y: a.y - oy, ax: a.x - ox, bx: p.x - ox, stride: stride,
          width: width, height: height, tracker: &tracker)
      } else {
        accumulate(
          acc, tMin, tMax, stride: stride, width: width, height: height,
          ax: a.x - ox, ay: a.y - oy, bx: p.x - ox, by: p.y - oy,
          tracker: &tracker)
      }
      a = p
    }
  }

  /// Adds one edge's signed area to the buffer; coordinates are relative to the box.
  @inline(__always)
  private func accumulate<Claims: CellClaims>(
    _ acc: UnsafeMutableBufferPointer<Float>,
    _ tMin: UnsafeMutableBufferPointer<Int32>,
    _ tMax: UnsafeMutableBufferPointer<Int32>, stride: Int, width: Int,
    height: Int, ax: Double, ay: Double, bx: Double, by: Double,
    tracker: inout Claims
  ) {
    guard ay != by, let cells = acc.baseAddress else { return }
    let (dir, p0x, p0y, p1x, p1y): (Float, Double, Double, Double, Double) =
      ay < by ? (1, ax, ay, bx, by) : (-1, bx, by, ax, ay)
    // Clip vertically to the box; columns outside are clamped, which keeps the winding of
    // every visible pixel exact (area left of the box lands in column 0, right of it is dropped).
    let top = max(p0y, 0)
    let bottom = min(p1y, Double(height))
    guard bottom > top else { return }
    let limit = Double(width)
    // Edges are finite, so `top` lies in 0..<height and converts without a clamp.
    var y = Int(top)
    let yEnd = Self.ceil(bottom)
    if p0x == p1x && p0x >= 0 && p0x <= limit {
      // A vertical edge inside the box (a rectangle's sides, the straight parts of a rounded
      // one): its column and mean x are worked out once, and every row goes straight to the
      // `addInColumn` that `addRowArea` ends in for such a piece.
      let ia = Int(p0x)
      let xm = Float(p0x - Double(ia))
      while y < yEnd {
        let d = Float(min(Double(y &+ 1), bottom) - max(Double(y), top)) * dir
        let base = y &* stride
        Self.addInColumn(cells + base, ia, xm: xm, d: d)
        Self.touch(row: y, cells: base, from: ia, through: ia, tMin, tMax, &tracker)
        y &+= 1
      }
      return
    }
    let dxdy = (p1x - p0x) / (p1y - p0y)
    var x = p0x + (top - p0y) * dxdy
    while y < yEnd {
      let rowTop = max(Double(y), top)
      let rowBottom = min(Double(y &+ 1), bottom)
      let dy = rowBottom - rowTop
      let xNext = x + dxdy * dy
      let base = y &* stride
      let touched = Self.addRowArea(
        cells + base, x: x, xNext: xNext, d: Float(dy) * dir,
        limit: limit)
      Self.touch(
        row: y, cells: base, from: touched.first, through: touched.last, tMin, tMax,
        &tracker)
      x = xNext
      y &+= 1
    }
  }

  /// Adds area `d` of a piece that stays within column `ia`, `xm` its mean x within the
  /// column: the part right of it to the next cell, the rest to this one.
  @inline(__always)
  static func addInColumn(_ cells: UnsafeMutablePointer<Float>, _ ia: Int, xm: Float, d: Float) {
    cells[ia] += d - d * xm
    cells[ia &+ 1] += d * xm
  }

  /// Widens `row`'s touched range to columns `first...last` (plus the cell after, which
  /// the area reached) and records them with the overlap tracker.
  @inline(__always)
  private static func touch<Claims: CellClaims>(
    row: Int, cells: Int, from first: Int,
    through last: Int,
    _ tMin: UnsafeMutableBufferPointer<Int32>,
    _ tMax: UnsafeMutableBufferPointer<Int32>,
    _ tracker: inout Claims
  ) {
    tMin[row] = min(tMin[row], Int32(truncatingIfNeeded: first))
    tMax[row] = max(tMax[row], Int32(truncatingIfNeeded: last &+ 1))
    tracker.claim(row: row, cells: cells, from: first, through: last)
  }

  /// Records a horizontal edge at a fractional height in the cells it spans (it adds no area).
  @inline(__always)
  private func claimHorizontal<Claims: CellClaims>(
    y: Double, ax: Double, bx: Double,
    stride: Int, width: Int, height: Int,
    tracker: inout Claims
  ) {
    guard y > 0, y < Double(height), ax != bx else { return }
    let row = Int(y)
    guard Double(row) != y else { return }
    let limit = Double(width)
    let first = Int(min(max(min(ax, bx), 0), limit))
    let last = min(Self.ceil(min(max(max(ax, bx), 0), limit)), width) - 1
    guard last >= first else { return }
    tracker.claim(row: row, cells: row &* stride, from: first, through: last)
  }

  /// Adds the signed area of an edge piece inside one row (from `x` at the row's top to
  /// `xNext` at its bottom, `d` its height times its direction) to the row's `cells`, with x
  /// clamped to `0...limit`. Returns the first and last column the piece passes through.
  ///
  /// Every coordinate is in 0...limit after clamping, so truncation is floor and `ceil` is
  /// truncation plus one when there is a fraction: the same values as libm, without a call.
  @inline(__always)
  static func addRowArea(
    _ cells: UnsafeMutablePointer<Float>, x: Double, xNext: Double,
    d: Float, limit: Double
  ) -> (first: Int, last: Int) {
    let xa = min(max(min(x, xNext), 0), limit)
    let xb = min(max(max(x, xNext), 0), limit)
    let ia = Int(xa)
    let xaFloor = Double(ia)
    // ceil(xb) ≤ ia + 1 exactly when xb ≤ ia + 1: the piece stays within one pixel column.
    // Deciding on the compare, not on `ceil`'s conversions, keeps them off the path to this
    // often mispredicted branch.
    if xb <= xaFloor + 1 {
      addInColumn(cells, ia, xm: Float(0.5 * (xa + xb) - xaFloor), d: d)
      return (ia, ia)
    }
    let ib = ceil(xb)
    let s = Float(1 / (xb - xa))
    let xaf = Float(xa - xaFloor)
    let a0 = 0.5 * s * (1 - xaf) * (1 - xaf)
    let xbf = Float(xb - Double(ib) + 1)
    let am = 0.5 * s * xbf * xbf
    cells[ia] += d * a0
    if ib == ia &+ 2 {
      cells[ia &+ 1] += d * (1 - a0 - am)
    } else {
      let a1 = s * (1.5 - xaf)
      cells[ia &+ 1] += d * (a1 - a0)
      var i = ia &+ 2
      while i < ib &- 1 {
        cells[i] += d * s
        i &+= 1
      }
      let a2 = a1 + Float(ib &- ia &- 3) * s
      cells[ib &- 1] += d * (1 - a2 - am)
    }
    cells[ib] += d * am
    return (ia, ib &- 1)
  }
}

/// How a fill rule turns a pixel's winding integral into 8-bit coverage; a type per rule, so
/// the loops that resolve rows are compiled once per rule with no branch or call per pixel.
///
/// The integral is always finite (every point is finite and within ±1e6 before its edges are
/// accumulated), so the folds convert it to a byte directly rather than through
/// `init(_:rounding:clampedTo:)`, which would add compares per pixel.
protocol CoverageFold {
  /// The coverage of a pixel whose winding integral is `sum`.
  static func byte(_ sum: Float) -> UInt8
}

/// Nonzero: the integral's magnitude, clamped to 1.
enum NonZeroFold: CoverageFold {
  @inline(__always)
  static func byte(_ sum: Float) -> UInt8 { UInt8(min(abs(sum), 1) * 255 + 0.5) }
}

/// Even-odd: the integral's magnitude folded into 0...1 with period 2.
enum EvenOddFold: CoverageFold {
  @inline(__always)
  static func byte(_ sum: Float) -> UInt8 {
    var a = abs(sum).truncatingRemainder(dividingBy: 2)
    if a > 1 { a = 2 - a }
    return UInt8(a * 255 + 0.5)
  }
}
