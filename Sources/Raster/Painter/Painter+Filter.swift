// MARK: - ColorMatrix

/// A 4 × 5 colour matrix, as SVG's `feColorMatrix` and SwiftUI's `ColorMatrix`: each output
/// component (red, green, blue, alpha) is a weighted sum of the input's unpremultiplied 0…1
/// components plus an offset, clamped to 0…1.
///
/// It works on the stored (gamma-encoded sRGB) values, not on linear light, and a fully
/// transparent pixel stays transparent whatever the offsets.
public struct ColorMatrix: Hashable, Sendable {
  /// The 20 entries row by row: `r' = m[0]·r + m[1]·g + m[2]·b + m[3]·a + m[4]`, then the
  /// green, blue and alpha rows.
  public let entries: [Double]

  /// The matrix that changes nothing.
  public static let identity = ColorMatrix(
    unchecked: [1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])

  /// A matrix from its 20 entries row by row; `nil` unless there are 20, all finite.
  public init?(_ entries: [Double]) {
    guard entries.count == 20, entries.allSatisfy(\.isFinite) else { return nil }
    self.entries = entries
  }

  private init(unchecked entries: [Double]) { self.entries = entries }

  /// This matrix, then `next`: one matrix doing both, without the clamp between them.
  public func concatenating(_ next: ColorMatrix) -> ColorMatrix {
    var out = [Double](repeating: 0, count: 20)
    for row in 0..<4 {
      for column in 0..<5 {
        var sum = column == 4 ? next.entries[row * 5 + 4] : 0
        for k in 0..<4 { sum += next.entries[row * 5 + k] * entries[k * 5 + column] }
        out[row * 5 + column] = sum
      }
    }
    return ColorMatrix(unchecked: out)
  }

  /// The matrix applied to one premultiplied pixel.
  func apply(r: UInt8, g: UInt8, b: UInt8, a: UInt8) -> (UInt8, UInt8, UInt8, UInt8) {
    guard a > 0 else { return (0, 0, 0, 0) }
    let alpha = Double(a) / 255
    let red = min(Double(r) / 255 / alpha, 1)
    let green = min(Double(g) / 255 / alpha, 1)
    let blue = min(Double(b) / 255 / alpha, 1)
    let m = entries
    func row(_ k: Int) -> Double {
      let sum = m[k] * red + m[k + 1] * green + m[k + 2] * blue + m[k + 3] * alpha + m[k + 4]
      return min(max(sum, 0), 1)
    }
    let output = (row(0), row(5), row(10), row(15))
    let outAlpha = output.3
    func byte(_ v: Double) -> UInt8 { UInt8(v * 255, rounding: .toNearestOrAwayFromZero) }
    return (
      byte(output.0 * outAlpha), byte(output.1 * outAlpha), byte(output.2 * outAlpha),
      byte(outAlpha)
    )
  }
}

// MARK: - Projection

/// A projective transform of the plane (a 3 × 3 matrix), as a 3D rotation seen in perspective
/// maps a flat layer: `x' = (m[0]·x + m[1]·y + m[2]) / w`, `y' = (m[3]·x + m[4]·y + m[5]) / w`,
/// `w = m[6]·x + m[7]·y + m[8]`; points with `w ≤ 0` are behind the eye and not drawn.
public struct Projection: Hashable, Sendable {
  /// The nine entries row by row.
  public let entries: [Double]

  /// A projection from its nine entries row by row; `nil` unless there are nine, all finite.
  public init?(_ entries: [Double]) {
    guard entries.count == 9, entries.allSatisfy(\.isFinite) else { return nil }
    self.entries = entries
  }

  /// The projection doing what an affine transform does.
  public init(_ t: Transform) {
    entries = [t.a, t.c, t.e, t.b, t.d, t.f, 0, 0, 1]
  }

  /// This projection, then `next`.
  public func concatenating(_ next: Projection) -> Projection {
    var out = [Double](repeating: 0, count: 9)
    for row in 0..<3 {
      for column in 0..<3 {
        var sum = 0.0
        for k in 0..<3 { sum += next.entries[row * 3 + k] * entries[k * 3 + column] }
        out[row * 3 + column] = sum
      }
    }
    return Projection(unchecked: out)
  }

  private init(unchecked entries: [Double]) { self.entries = entries }

  /// The inverse (as the adjugate over the determinant); `nil` when the plane collapses to a
  /// line or a point.
  public func inverted() -> Projection? {
    let m = entries
    let c0 = m[4] * m[8] - m[5] * m[7]
    let c1 = m[5] * m[6] - m[3] * m[8]
    let c2 = m[3] * m[7] - m[4] * m[6]
    let det = m[0] * c0 + m[1] * c1 + m[2] * c2
    guard det.isFinite, abs(det) > 1e-12 else { return nil }
    let adjugate = [
      c0, m[2] * m[7] - m[1] * m[8], m[1] * m[5] - m[2] * m[4],
      c1, m[0] * m[8] - m[2] * m[6], m[2] * m[3] - m[0] * m[5],
      c2, m[1] * m[6] - m[0] * m[7], m[0] * m[4] - m[1] * m[3],
    ]
    let inverse = adjugate.map { $0 / det }
    guard inverse.allSatisfy(\.isFinite) else { return nil }
    return Projection(unchecked: inverse)
  }

  /// Where `p` lands; `nil` when it is behind the eye (`w ≤ 0`).
  public func apply(_ p: Point) -> Point? {
    let m = entries
    let w = m[6] * p.x + m[7] * p.y + m[8]
    guard w > 0 else { return nil }
    return Point(x: (m[0] * p.x + m[1] * p.y + m[2]) / w, y: (m[3] * p.x + m[4] * p.y + m[5]) / w)
  }
}

// MARK: - LayerFilter

/// What a filter layer (`pushFilter`) does to its pixels at `popLayer`, before compositing.
public enum LayerFilter: Hashable, Sendable {
  /// Every pixel through a colour matrix.
  case colorMatrix(ColorMatrix)
  /// The layer resampled (bilinear, premultiplied) through a projection in device pixels.
  case projection(Projection)
}

// MARK: - Painter filters

extension Painter {
  /// Starts an isolated group whose pixels `popLayer` passes through `filter` before
  /// compositing them normally.
  public mutating func pushFilterLayer(_ filter: LayerFilter) {
    pushLayer()
    guard let last = layers.indices.last else { return }
    layers[last].filter = filter
  }

  /// Applies a layer's filter to its pixels, updating the drawn box.
  mutating func applyFilter(_ filter: LayerFilter, to source: inout Pixmap, layer: inout Layer) {
    guard layer.x1 > layer.x0, layer.y1 > layer.y0 else { return }
    switch filter {
    case .colorMatrix(let matrix):
      applyColorMatrix(matrix, to: &source, layer: layer)
    case .projection(let projection):
      project(&source, through: projection, layer: &layer)
    }
    layer.valid = true
  }

  private func applyColorMatrix(_ matrix: ColorMatrix, to source: inout Pixmap, layer: Layer) {
    let w = width
    source.data.withUnsafeMutableBufferPointer { data in
      for y in layer.y0..<layer.y1 {
        for x in layer.x0..<layer.x1 {
          let i = (y * w + x) * 4
          let a = data[i + 3]
          guard a > 0 else { continue }
          // Unpremultiplying an invalid pixel (a colour above its alpha) clamps it to 1.
          let out = matrix.apply(r: data[i], g: data[i + 1], b: data[i + 2], a: a)
          data[i] = out.0
          data[i + 1] = out.1
          data[i + 2] = out.2
          data[i + 3] = out.3
        }
      }
    }
  }

  /// Resamples the layer's drawn box through `projection`: each device pixel's centre is
  /// mapped back into the layer and read bilinearly, transparent outside it.
  private mutating func project(
    _ source: inout Pixmap, through projection: Projection, layer: inout Layer
  ) {
    let empty = { (layer: inout Layer) in
      layer.x0 = Int.max
      layer.x1 = Int.min
    }
    guard let inverse = projection.inverted(),
      let projected = Pixmap(width: width, height: height)
    else { return empty(&layer) }
    // Where the drawn box lands; the whole canvas when part of it is behind the eye.
    let corners = [
      Point(x: Double(layer.x0), y: Double(layer.y0)),
      Point(x: Double(layer.x1), y: Double(layer.y0)),
      Point(x: Double(layer.x0), y: Double(layer.y1)),
      Point(x: Double(layer.x1), y: Double(layer.y1)),
    ].map(projection.apply)
    var box = PixelBox(x0: 0, y0: 0, x1: width, y1: height)
    let landed = corners.compactMap { $0 }
    if landed.count == 4 {
      let xs = landed.map(\.x)
      let ys = landed.map(\.y)
      func edge(_ v: Double, _ up: Bool) -> Int {
        let limit = Double(up ? width : height) + 1
        let clamped = min(max(v, -1), max(limit, 0))
        return Int(up ? clamped.rounded(.up) : clamped.rounded(.down))
      }
      box = PixelBox(
        x0: max(edge(xs.min() ?? 0, false) - 1, 0), y0: max(edge(ys.min() ?? 0, false) - 1, 0),
        x1: min(edge(xs.max() ?? 0, true) + 1, width),
        y1: min(edge(ys.max() ?? 0, true) + 1, height))
    }
    guard box.x1 > box.x0, box.y1 > box.y0 else {
      source = projected
      return empty(&layer)
    }
    var output = projected
    let m = inverse.entries
    let forward = projection.entries
    let (sx0, sy0, sx1, sy1) = (layer.x0, layer.y0, layer.x1, layer.y1)
    let w = width
    source.data.withUnsafeBufferPointer { src in
      output.data.withUnsafeMutableBufferPointer { dst in
        for y in box.y0..<box.y1 {
          for x in box.x0..<box.x1 {
            let px = Double(x) + 0.5
            let py = Double(y) + 0.5
            let iw = m[6] * px + m[7] * py + m[8]
            guard iw != 0 else { continue }
            let u = (m[0] * px + m[1] * py + m[2]) / iw
            let v = (m[3] * px + m[4] * py + m[5]) / iw
            // Only points in front of the eye were drawn there.
            guard u.isFinite, v.isFinite, forward[6] * u + forward[7] * v + forward[8] > 0
            else { continue }
            let fx = u - 0.5
            let fy = v - 0.5
            guard fx > Double(sx0 - 1), fx < Double(sx1), fy > Double(sy0 - 1), fy < Double(sy1)
            else { continue }
            let ix = Int(fx.rounded(.down))
            let iy = Int(fy.rounded(.down))
            let tx = fx - Double(ix)
            let ty = fy - Double(iy)
            var sums = (0.0, 0.0, 0.0, 0.0)
            for (dx, dy, weight) in [
              (0, 0, (1 - tx) * (1 - ty)), (1, 0, tx * (1 - ty)), (0, 1, (1 - tx) * ty),
              (1, 1, tx * ty),
            ] {
              let cx = ix + dx
              let cy = iy + dy
              guard weight > 0, cx >= sx0, cx < sx1, cy >= sy0, cy < sy1 else { continue }
              let i = (cy * w + cx) * 4
              sums.0 += weight * Double(src[i])
              sums.1 += weight * Double(src[i + 1])
              sums.2 += weight * Double(src[i + 2])
              sums.3 += weight * Double(src[i + 3])
            }
            func byte(_ v: Double) -> UInt8 {
              UInt8(min(max(v, 0), 255), rounding: .toNearestOrAwayFromZero)
            }
            let o = (y * w + x) * 4
            dst[o] = byte(sums.0)
            dst[o + 1] = byte(sums.1)
            dst[o + 2] = byte(sums.2)
            dst[o + 3] = byte(sums.3)
          }
        }
      }
    }
    source = output
    layer.x0 = box.x0
    layer.y0 = box.y0
    layer.x1 = box.x1
    layer.y1 = box.y1
  }
}
