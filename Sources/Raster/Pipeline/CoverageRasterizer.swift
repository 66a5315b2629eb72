// MARK: - CoverageRasterizer

/// Exact-area scan conversion by signed-area accumulation (the font-rs / stb_truetype method).
///
/// Every edge adds, to each pixel it crosses, the signed area between the edge and the pixel's
/// right side; a running sum along the row then gives each pixel the integral of the winding
/// number over its square. Nonzero coverage is that integral's magnitude clamped to 1, even-odd
/// folds it, so a pixel-aligned rectangle covers exactly 0 or 255 and an edge through a pixel
/// centre covers exactly half. Work is limited to the path's bounding box, clipped to the
/// target; the accumulation buffer is reused between paths.
public final class CoverageRasterizer {
  private var accumulation: [Float] = []
  private var polygons = PolygonSet()
  private var coverageRow: [UInt8] = []

  /// Creates a rasterizer with empty scratch storage.
  public init() {}

  /// A region of coverage rows produced by `rasterize`.
  public struct Span {
    /// The first column and row covered (inclusive), in target pixels.
    public var x: Int, y: Int
    /// The region's width and height.
    public var width: Int, height: Int
  }

  /// Rasterizes `path` under `transform`, limited to `clip` (in device pixels), and calls
  /// `row(y, x, coverage)` for every row of the path's box with 8-bit coverage per pixel.
  /// Returns the box, or `nil` when nothing is covered.
  @discardableResult
  public func rasterize(_ path: Path, transform: Transform, rule: FillRule,
                        clip: (x: Int, y: Int, width: Int, height: Int),
                        row: (_ y: Int, _ x: Int, _ coverage: UnsafeBufferPointer<UInt8>) -> Void)
    -> Span?
  {
    Flattener.flatten(path, transform: transform, into: &polygons)
    guard let b = polygons.bounds else { return nil }
    let x0 = max(clip.x, Int(b.minX.rounded(.down)))
    let y0 = max(clip.y, Int(b.minY.rounded(.down)))
    let x1 = min(clip.x + clip.width, Int(b.maxX.rounded(.up)))
    let y1 = min(clip.y + clip.height, Int(b.maxY.rounded(.up)))
    guard x1 > x0, y1 > y0 else { return nil }
    let width = x1 - x0, height = y1 - y0
    let stride = width + 2
    let needed = stride * height
    if accumulation.count < needed {
      accumulation = [Float](repeating: 0, count: needed)
    }
    if coverageRow.count < width { coverageRow = [UInt8](repeating: 0, count: width) }
    var coverage = coverageRow
    coverageRow = []
    defer { coverageRow = coverage }
    accumulation.withUnsafeMutableBufferPointer { acc in
      polygons.forEachEdge { a, b in
        accumulate(
          acc, stride: stride, width: width, height: height,
          ax: a.x - Double(x0), ay: a.y - Double(y0), bx: b.x - Double(x0), by: b.y - Double(y0))
      }
      coverage.withUnsafeMutableBufferPointer { cov in
        for j in 0..<height {
          let base = j * stride
          var sum: Float = 0
          switch rule {
          case .nonZero:
            for i in 0..<width {
              sum += acc[base + i]
              acc[base + i] = 0
              let a = min(abs(sum), 1)
              cov[i] = UInt8(a * 255 + 0.5)
            }
          case .evenOdd:
            for i in 0..<width {
              sum += acc[base + i]
              acc[base + i] = 0
              var a = abs(sum).truncatingRemainder(dividingBy: 2)
              if a > 1 { a = 2 - a }
              cov[i] = UInt8(a * 255 + 0.5)
            }
          }
          acc[base + width] = 0
          acc[base + width + 1] = 0
          row(y0 + j, x0, UnsafeBufferPointer(rebasing: cov[0..<width]))
        }
      }
    }
    return Span(x: x0, y: y0, width: width, height: height)
  }

  /// Adds one edge's signed area to the buffer; coordinates are relative to the box.
  @inline(__always)
  private func accumulate(_ acc: UnsafeMutableBufferPointer<Float>, stride: Int, width: Int,
                          height: Int, ax: Double, ay: Double, bx: Double, by: Double) {
    guard ay != by else { return }
    let (dir, p0x, p0y, p1x, p1y): (Float, Double, Double, Double, Double) =
      ay < by ? (1, ax, ay, bx, by) : (-1, bx, by, ax, ay)
    // Clip vertically to the box; columns outside are clamped, which keeps the winding of
    // every visible pixel exact (area left of the box lands in column 0, right of it is dropped).
    let top = max(p0y, 0), bottom = min(p1y, Double(height))
    guard bottom > top else { return }
    let dxdy = (p1x - p0x) / (p1y - p0y)
    var x = p0x + (top - p0y) * dxdy
    let limit = Double(width)
    var y = Int(top)
    let yEnd = Int(bottom.rounded(.up))
    while y < yEnd {
      let rowTop = max(Double(y), top)
      let rowBottom = min(Double(y + 1), bottom)
      let dy = rowBottom - rowTop
      let xNext = x + dxdy * dy
      let d = Float(dy) * dir
      let base = y * stride
      let xa = min(max(min(x, xNext), 0), limit)
      let xb = min(max(max(x, xNext), 0), limit)
      let xaFloor = xa.rounded(.down)
      let ia = Int(xaFloor)
      let ib = Int(xb.rounded(.up))
      if ib <= ia + 1 {
        // The edge stays within one pixel column in this row.
        let xm = Float(0.5 * (xa + xb) - xaFloor)
        acc[base + ia] += d - d * xm
        acc[base + ia + 1] += d * xm
      } else {
        let s = Float(1 / (xb - xa))
        let xaf = Float(xa - xaFloor)
        let a0 = 0.5 * s * (1 - xaf) * (1 - xaf)
        let xbf = Float(xb - Double(ib) + 1)
        let am = 0.5 * s * xbf * xbf
        acc[base + ia] += d * a0
        if ib == ia + 2 {
          acc[base + ia + 1] += d * (1 - a0 - am)
        } else {
          let a1 = s * (1.5 - xaf)
          acc[base + ia + 1] += d * (a1 - a0)
          var i = ia + 2
          while i < ib - 1 {
            acc[base + i] += d * s
            i += 1
          }
          let a2 = a1 + Float(ib - ia - 3) * s
          acc[base + ib - 1] += d * (1 - a2 - am)
        }
        acc[base + ib] += d * am
      }
      x = xNext
      y += 1
    }
  }
}
