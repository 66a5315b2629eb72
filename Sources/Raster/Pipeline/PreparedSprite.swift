import Foundation

// MARK: - PreparedSprite

/// A sprite prepared once to be composited many times (the frames of a transition): each row
/// is split into runs of opaque, transparent and translucent pixels, so a pixel-aligned
/// composite copies what covers, skips what is empty and blends only the rest; a sprite of
/// one colour is blended as that colour. The bytes are those `Pixmap.composite` gives.
public struct PreparedSprite: Sendable {
  /// The pixels, premultiplied.
  public let pixmap: Pixmap
  /// Every row's runs, row after row: `runs[rowStart[y]..<rowStart[y + 1]]` cover row `y`
  /// from left to right, each holding pixels of one kind; transparent runs are left out.
  private let runs: [Run]
  private let rowStart: [Int]
  /// The word of every pixel, when all are the same.
  private let solid: UInt32?
  /// Each row's widest run of opaque pixels (`start == end` when it has none).
  fileprivate let widestOpaque: [(start: Int32, end: Int32)]

  /// A run of pixels `start..<end` of one row, all opaque or all translucent.
  private struct Run: Sendable {
    var start: Int32, end: Int32
    var opaque: Bool
  }

  /// Prepares `pixmap`: one pass over its alpha.
  public init(_ pixmap: Pixmap) {
    self.pixmap = pixmap
    var runs: [Run] = []
    var rowStart = [0]
    rowStart.reserveCapacity(pixmap.height + 1)
    let width = pixmap.width
    var solid: UInt32? = nil
    var uniform = true
    var widest: [(start: Int32, end: Int32)] = []
    widest.reserveCapacity(pixmap.height)
    pixmap.data.withUnsafeBytes { bytes in
      guard let base = bytes.baseAddress else { return }
      let first = width > 0 && pixmap.height > 0 ? base.loadUnaligned(as: UInt32.self) : 0
      for y in 0..<pixmap.height {
        let row = base + y * width * 4
        var x = 0
        while x < width {
          let word = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
          if uniform, word != first { uniform = false }
          let alpha = UInt8(truncatingIfNeeded: UInt32(littleEndian: word) >> 24)
          let start = x
          x += 1
          guard alpha != 0 else {
            while x < width, row.load(fromByteOffset: x * 4 + 3, as: UInt8.self) == 0 {
              if uniform { uniform = false }
              x += 1
            }
            continue
          }
          let opaque = alpha == 255
          while x < width {
            let next = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
            let a = UInt8(truncatingIfNeeded: UInt32(littleEndian: next) >> 24)
            guard a != 0, (a == 255) == opaque else { break }
            if uniform, next != first { uniform = false }
            x += 1
          }
          runs.append(Run(start: Int32(start), end: Int32(x), opaque: opaque))
        }
        var best: (start: Int32, end: Int32) = (0, 0)
        for run in runs[rowStart[rowStart.count - 1]...]
        where run.opaque
          && run.end - run.start > best.end - best.start
        {
          best = (run.start, run.end)
        }
        widest.append(best)
        rowStart.append(runs.count)
      }
      if uniform, width > 0, pixmap.height > 0 { solid = first }
    }
    self.runs = runs
    self.rowStart = rowStart
    self.solid = solid
    widestOpaque = widest
  }

  /// Blends the rows `box` covers, the sprite's top-left pixel at canvas `(ox, oy)`, with
  /// `alpha` onto `canvas` (rows of `stride` bytes), leaving out the `covered` spans.
  fileprivate func blend(
    into canvas: UnsafeMutablePointer<UInt8>, stride: Int, box: PixelBox,
    ox: Int, oy: Int, alpha: UInt8, covered: CoveredSpans?
  ) {
    let spriteStride = pixmap.rowStride
    let coverage = [UInt8](repeating: alpha, count: max(box.x1 - box.x0, 0))
    let color = solid.map { word -> PremultipliedColorU8 in
      let w = UInt32(littleEndian: word)
      return PremultipliedColorU8(
        r: UInt8(truncatingIfNeeded: w), g: UInt8(truncatingIfNeeded: w >> 8),
        b: UInt8(truncatingIfNeeded: w >> 16), a: UInt8(truncatingIfNeeded: w >> 24))
    }
    let x0 = Int32(box.x0 - ox)
    let x1 = Int32(box.x1 - ox)
    let (starts, ends) = covered.map { ($0.start, $0.end) } ?? ([], [])
    pixmap.data.withUnsafeBufferPointer { src in
      coverage.withUnsafeBufferPointer { cov in
        runs.withUnsafeBufferPointer { runs in
          rowStart.withUnsafeBufferPointer { rowStart in
            starts.withUnsafeBufferPointer { starts in
              ends.withUnsafeBufferPointer { ends in
                guard let s = src.baseAddress, let c = cov.baseAddress else { return }
                for y in box.y0..<box.y1 {
                  let row = y - oy
                  let sourceRow = s + row * spriteStride
                  let canvasRow = canvas + y * stride
                  // The covered span of this row, in sprite columns.
                  let skip =
                    starts.isEmpty
                    ? (start: Int32(0), end: Int32(0))
                    : (start: starts[y] - Int32(ox), end: ends[y] - Int32(ox))
                  for run in runs[rowStart[row]..<rowStart[row + 1]] {
                    let first = max(run.start, x0)
                    let last = min(run.end, x1)
                    guard first < last else { continue }
                    func draw(_ start: Int, _ end: Int) {
                      let count = end - start
                      let target = canvasRow + (ox + start) * 4
                      if run.opaque, alpha == 255 {
                        target.update(from: sourceRow + start * 4, count: count * 4)
                      } else if let color {
                        Blender.blendSolid(
                          color, alpha: alpha, count: count, into: target,
                          mode: .normal)
                      } else {
                        Blender.blendShaded(
                          sourceRow + start * 4, coverage: c, count: count,
                          into: target, mode: .normal)
                      }
                    }
                    if skip.start >= skip.end || skip.end <= first || skip.start >= last {
                      draw(Int(first), Int(last))
                    } else {
                      if first < skip.start { draw(Int(first), Int(skip.start)) }
                      if skip.end < last { draw(Int(skip.end), Int(last)) }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
}

// MARK: - Pixmap + PreparedSprite

extension Pixmap {
  /// Composites a prepared sprite source-over at `placement` with `opacity`: the same bytes
  /// as compositing its pixmap, faster where the placement is pixel-aligned. Where it is,
  /// the `covered` spans (which drawing after it covers with opaque pixels) are left as
  /// they are.
  public mutating func composite(
    _ sprite: PreparedSprite, at placement: SpritePlacement,
    opacity: Double = 1, covered: CoveredSpans? = nil
  ) {
    guard placement.isPixelAligned, placement.isDrawable else {
      composite(sprite.pixmap, at: placement, opacity: opacity)
      return
    }
    let opacity = opacity.isFinite ? min(max(opacity, 0), 1) : 0
    let alpha = UInt8(opacity * 255, rounding: .toNearestOrAwayFromZero)
    let box = placement.box(
      width: sprite.pixmap.width, height: sprite.pixmap.height,
      canvasWidth: width, canvasHeight: height)
    guard alpha > 0, !box.isEmpty else { return }
    let ox = Int(placement.x, rounding: .towardZero, clampedTo: Int(Int32.min)...Int(Int32.max))
    let oy = Int(placement.y, rounding: .towardZero, clampedTo: Int(Int32.min)...Int(Int32.max))
    let stride = rowStride
    data.withUnsafeMutableBufferPointer { dst in
      guard let d = dst.baseAddress else { return }
      sprite.blend(
        into: d, stride: stride, box: box, ox: ox, oy: oy, alpha: alpha,
        covered: covered.flatMap { $0.height == height ? $0 : nil })
    }
  }

  /// A copy of `base` in which the `covered` spans are left for the drawing that covers them
  /// to write: their bytes are unspecified until it does. `nil` when `covered` is for a canvas
  /// of another height.
  public init?(copying base: Pixmap, except covered: CoveredSpans) {
    guard covered.height == base.height else { return nil }
    width = base.width
    height = base.height
    let stride = base.rowStride
    data = [UInt8](unsafeUninitializedCapacity: base.data.count) { buffer, count in
      base.data.withUnsafeBufferPointer { src in
        guard let d = buffer.baseAddress, let s = src.baseAddress else { return }
        for y in 0..<base.height {
          let row = y * stride
          let start = Int(covered.start[y]) * 4
          let end = Int(covered.end[y]) * 4
          if start >= end {
            (d + row).initialize(from: s + row, count: stride)
          } else {
            (d + row).initialize(from: s + row, count: start)
            (d + row + end).initialize(from: s + row + end, count: stride - end)
          }
        }
      }
      count = base.data.count
    }
  }
}

// MARK: - CoveredSpans

/// For each row of a canvas, one span of columns that drawing still to come covers with
/// opaque pixels, so what is drawn before it may leave those pixels alone (occlusion).
public struct CoveredSpans: Sendable {
  /// The canvas height in rows.
  public let height: Int
  let width: Int
  /// Per row, the covered columns `start[y]..<end[y]` (empty when equal).
  fileprivate(set) var start: [Int32], end: [Int32]

  /// Nothing covered on a canvas of `width` × `height` pixels.
  public init(width: Int, height: Int) {
    self.width = max(width, 0)
    self.height = max(height, 0)
    start = Array(repeating: 0, count: self.height)
    end = Array(repeating: 0, count: self.height)
  }

  /// Adds the opaque pixels `sprite` draws at `placement` with `opacity`: only when that
  /// draws them unchanged (pixel-aligned and fully opaque). A row keeps one span: the union
  /// when the two touch, else the wider.
  public mutating func add(
    _ sprite: PreparedSprite, at placement: SpritePlacement,
    opacity: Double
  ) {
    guard placement.isPixelAligned, placement.isDrawable, opacity.isFinite,
      UInt8(min(max(opacity, 0), 1) * 255, rounding: .toNearestOrAwayFromZero) == 255
    else { return }
    let limit = Double(Int32.max / 2)
    guard abs(placement.x) < limit, abs(placement.y) < limit else { return }
    let ox = Int(placement.x)
    let oy = Int(placement.y)
    for row in 0..<sprite.pixmap.height {
      let y = row + oy
      guard y >= 0, y < height else { continue }
      let span = sprite.widestOpaque[row]
      let s = Int32(clamping: min(max(Int(span.start) + ox, 0), width))
      let e = Int32(clamping: min(max(Int(span.end) + ox, 0), width))
      guard s < e else { continue }
      if start[y] >= end[y] {
        (start[y], end[y]) = (s, e)
      } else if s <= end[y], e >= start[y] {
        (start[y], end[y]) = (min(s, start[y]), max(e, end[y]))
      } else if e - s > end[y] - start[y] {
        (start[y], end[y]) = (s, e)
      }
    }
  }
}
