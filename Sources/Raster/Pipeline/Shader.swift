import Foundation

// MARK: - Shader

/// A paint prepared for one draw: it fills a row of premultiplied RGBA colours evaluated at
/// pixel centres, mapped back to user space through the inverse of the draw's transform.
struct Shader {
  enum Kind {
    case solid(PremultipliedColorU8)
    case linear(x0: Double, y0: Double, dx: Double, dy: Double, invLength2: Double, GradientTable)
    case radial(cx: Double, cy: Double, invRadius: Double, GradientTable)
    case angular(cx: Double, cy: Double, start: Double, GradientTable)
    case pattern(ImagePattern, Transform)
    /// Nothing is drawn: a singular transform or an empty gradient.
    case none
  }

  let kind: Kind
  /// Device → user space.
  let inverse: Transform
  /// Multiplies every colour's alpha (and premultiplied components).
  let opacity: UInt8
  /// For a linear gradient whose parameter depends on the column only, the colours of the
  /// columns worked out so far; see `ColumnColors`.
  private var columns: ColumnColors?

  init(paint: Paint, transform: Transform, opacity: Double) {
    let o = opacity.isFinite ? min(max(opacity, 0), 1) : 0
    self.opacity = UInt8(o * 255, rounding: .toNearestOrAwayFromZero)
    guard let inverse = transform.inverted() else {
      self.inverse = .identity
      self.kind = .none
      return
    }
    self.inverse = inverse
    switch paint {
    case .solid(let color):
      kind = .solid(color.withOpacity(o).premultiplied)
    case .linearGradient(let start, let end, let gradient):
      let dx = end.x - start.x
      let dy = end.y - start.y
      let length2 = dx * dx + dy * dy
      let table = GradientTable(gradient)
      kind =
        length2 > 0
        ? .linear(x0: start.x, y0: start.y, dx: dx, dy: dy, invLength2: 1 / length2, table)
        : .solid(table.color(at: 1))
      // A horizontal gradient under a transform that keeps device rows' x apart from y: the
      // parameter of a pixel is the same in every row (the row's term is a zero, which can
      // only flip the sign of a zero parameter, and ±0 give the same colour).
      if length2 > 0, dy == 0, inverse.c == 0 { columns = ColumnColors() }
    case .radialGradient(let center, let radius, let gradient):
      let table = GradientTable(gradient)
      kind =
        radius > 0 && radius.isFinite
        ? .radial(cx: center.x, cy: center.y, invRadius: 1 / radius, table)
        : .solid(table.color(at: 1))
    case .angularGradient(let center, let startAngle, let gradient):
      kind = .angular(cx: center.x, cy: center.y, start: startAngle, GradientTable(gradient))
    case .pattern(let pattern):
      guard let patternInverse = pattern.transform.inverted() else {
        kind = .none
        return
      }
      kind = .pattern(pattern, inverse.concatenating(patternInverse))
    }
  }

  /// The single colour when the paint is solid, for fast paths.
  var solidColor: PremultipliedColorU8? {
    if case .solid(let c) = kind { return c }
    return nil
  }

  var isNone: Bool {
    if case .none = kind { return true }
    return false
  }

  /// Fills `out` (4 bytes a pixel) with the paint's colours for pixels `x..<x+count` of row `y`.
  func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt8>) {
    let py = Double(y) + 0.5
    switch kind {
    case .none:
      out.update(repeating: 0, count: count * 4)
    case .solid(let c):
      for i in 0..<count { store(c, out + i * 4) }
    case .linear(let x0, let y0, let dx, let dy, let inv, let table):
      // Along a row of a vertical gradient every pixel has the same parameter, and the table
      // looks a repeated one up once; a horizontal one has the same colours in every row.
      let parameter = { (px: Double) -> Double in
        let p = inverse.apply(Point(x: px, y: py))
        return ((p.x - x0) * dx + (p.y - y0) * dy) * inv
      }
      if let columns {
        columns.colors(x: x, count: count, into: out) { start, n, bytes in
          gradient(table, x: start, count: n, into: bytes, parameter: parameter)
        }
      } else {
        gradient(table, x: x, count: count, into: out, parameter: parameter)
      }
    case .radial(let cx, let cy, let invRadius, let table):
      gradient(table, x: x, count: count, into: out) { px in
        let p = inverse.apply(Point(x: px, y: py))
        return Math.hypot(p.x - cx, p.y - cy) * invRadius
      }
    case .angular(let cx, let cy, let start, let table):
      gradient(table, x: x, count: count, into: out) { px in
        let p = inverse.apply(Point(x: px, y: py))
        var angle = Math.atan2(p.y - cy, p.x - cx) - start
        angle = angle.truncatingRemainder(dividingBy: 2 * .pi)
        if angle < 0 { angle += 2 * .pi }
        return angle / (2 * .pi)
      }
    case .pattern(let pattern, let toImage):
      for i in 0..<count {
        let p = toImage.apply(Point(x: Double(x + i) + 0.5, y: py))
        store(PatternSampler.sample(pattern, x: p.x, y: p.y), out + i * 4)
      }
    }
    if opacity != 255, solidColor == nil {
      for i in 0..<(count * 4) { out[i] = mul255(out[i], opacity) }
    }
  }

  /// Fills `out` with `table`'s colours at the parameters `parameter` gives for the centres of
  /// pixels `x..<x+count` (their x coordinates), a stack chunk at a time.
  @inline(__always)
  private func gradient(
    _ table: GradientTable, x: Int, count: Int,
    into out: UnsafeMutablePointer<UInt8>, parameter: (Double) -> Double
  ) {
    let chunk = 64
    withUnsafeTemporaryAllocation(of: Double.self, capacity: chunk) { ts in
      guard let t = ts.baseAddress else { return }
      var done = 0
      while done < count {
        let n = min(chunk, count - done)
        for i in 0..<n { t[i] = parameter(Double(x + done + i) + 0.5) }
        table.colors(at: t, count: n, into: out + done * 4)
        done += n
      }
    }
  }

  @inline(__always)
  private func store(_ c: PremultipliedColorU8, _ p: UnsafeMutablePointer<UInt8>) {
    p[0] = c.r
    p[1] = c.g
    p[2] = c.b
    p[3] = c.a
  }
}

/// The colours of a paint that depends on the column only, each column worked out once and
/// copied for every later row.
final class ColumnColors {
  /// Four premultiplied bytes per column, valid where `known` is set.
  private var bytes: [UInt8] = []
  private var known: [Bool] = []

  /// Copies the colours of columns `x..<x+count` to `out`, calling `work(start, n, into)` to
  /// fill each stretch of columns not seen before.
  func colors(
    x: Int, count: Int, into out: UnsafeMutablePointer<UInt8>,
    work: (Int, Int, UnsafeMutablePointer<UInt8>) -> Void
  ) {
    let end = x + count
    if known.count < end {
      bytes += [UInt8](repeating: 0, count: (end - known.count) * 4)
      known += [Bool](repeating: false, count: end - known.count)
    }
    bytes.withUnsafeMutableBufferPointer { cache in
      guard let base = cache.baseAddress else { return }
      var i = x
      while i < end {
        if known[i] {
          i += 1
          continue
        }
        var j = i + 1
        while j < end && !known[j] { j += 1 }
        work(i, j - i, base + i * 4)
        for k in i..<j { known[k] = true }
        i = j
      }
      out.update(from: base + x * 4, count: count * 4)
    }
  }
}
