// MARK: - Painter

/// Draws paths, glyphs, images and shadows onto a pixmap, with a clip stack and isolated layers.
///
/// Drawing never throws: degenerate or non-finite geometry draws nothing, a singular transform
/// draws nothing, and unbalanced pops are ignored. Open layers and clips hold a buffer over the
/// whole canvas each, within `layerAndClipByteLimit` together: a layer or clip past it is
/// still pushed and popped, but everything drawn inside it is dropped.
public struct Painter {
  var targets: [Pixmap]
  var layers: [Layer] = []
  private var clips: [Clip] = [.none]
  /// The bytes the open layers' pixmaps and the clips' coverage hold.
  var heldBytes = 0
  let rasterizer = CoverageRasterizer()
  private var shadeBuffer: [UInt8] = []
  private var coverageBuffer: [UInt8] = []

  public let width: Int
  public let height: Int

  /// A canvas over `pixmap`.
  public init(pixmap: Pixmap) {
    targets = [pixmap]
    width = pixmap.width
    height = pixmap.height
  }

  /// The pixels drawn so far; open layers are not included until popped.
  public var pixmap: Pixmap { targets[0] }

  /// The innermost clip's coverage over the whole canvas; `nil` when there is none or when
  /// it hides everything.
  var clipMask: [UInt8]? {
    guard case .coverage(let mask) = clips[clips.count - 1] else { return nil }
    return mask
  }

  /// Whether the innermost clip hides everything, so drawing can stop before it starts.
  var hidesEverything: Bool {
    guard case .hidesEverything = clips[clips.count - 1] else { return false }
    return true
  }

  // MARK: - Fill

  /// Fills `path` with `paint`.
  public mutating func fill(
    _ path: Path, paint: Paint, rule: FillRule = .nonZero,
    transform: Transform = .identity, opacity: Double = 1,
    blendMode: BlendMode = .normal
  ) {
    fill(
      path, paint: paint, rule: rule, transform: transform, opacity: opacity,
      blendMode: blendMode, paintTransform: transform)
  }

  /// Fills with the path under `transform` and the paint under `paintTransform`; strokes and
  /// glyphs build their outlines in device space but keep their paint in user space.
  /// `mayOverlap: false` promises the path never overlaps itself (see `CoverageRasterizer`).
  mutating func fill(
    _ path: Path, paint: Paint, rule: FillRule, transform: Transform,
    opacity: Double, blendMode: BlendMode = .normal, paintTransform: Transform,
    mayOverlap: Bool = true
  ) {
    fill(
      .path(path, transform), paint: paint, rule: rule, opacity: opacity,
      blendMode: blendMode, paintTransform: paintTransform, mayOverlap: mayOverlap)
  }

  /// What a fill covers: a path to flatten under a transform, or contours already in device
  /// space (a stroke's outline).
  enum FillGeometry {
    case path(Path, Transform)
    case contours(PolygonSet)
  }

  /// Fills `geometry` with the paint under `paintTransform`.
  mutating func fill(
    _ geometry: FillGeometry, paint: Paint, rule: FillRule, opacity: Double,
    blendMode: BlendMode, paintTransform: Transform, mayOverlap: Bool
  ) {
    guard !hidesEverything else { return }
    let shader = Shader(paint: paint, transform: paintTransform, opacity: opacity)
    guard !shader.isNone else { return }
    let clip = clipMask
    let solidColor = shader.solidColor
    let w = width
    if shadeBuffer.count < w * 4 { shadeBuffer = [UInt8](repeating: 0, count: w * 4) }
    if coverageBuffer.count < w { coverageBuffer = [UInt8](repeating: 0, count: w) }
    var target = targets.removeLast()
    // Moving the scratch rows out (rather than copying) keeps them uniquely referenced, so
    // writing to them never copies.
    var shade = shadeBuffer
    var clipped = coverageBuffer
    shadeBuffer = []
    coverageBuffer = []
    switch geometry {
    case .path(let path, let transform): rasterizer.load(path, transform: transform)
    case .contours(let contours): rasterizer.load(contours: contours)
    }
    var box: CoverageRasterizer.Span?
    target.data.withUnsafeMutableBufferPointer { dst in
      if let solid = solidColor, clip == nil, blendMode == .normal, let dstBase = dst.baseAddress {
        // The most common fill, compiled on its own: per run only the blend itself, with no
        // clip, shader or blend mode to look at.
        box = rasterizer.rasterizeLoaded(
          rule: rule, clip: (0, 0, w, height), mayOverlap: mayOverlap
        ) { run in
          Blender.blendSolid(
            solid, coverage: run.coverage, alpha: run.alpha, count: run.count,
            into: dstBase + (run.y * w + run.x) * 4, mode: .normal)
        }
        return
      }
      shade.withUnsafeMutableBufferPointer { shadeRow in
        clipped.withUnsafeMutableBufferPointer { clippedRow in
          box = rasterizer.rasterizeLoaded(
            rule: rule, clip: (0, 0, w, height), mayOverlap: mayOverlap
          ) { run in
            guard let dstBase = dst.baseAddress, let shadeBase = shadeRow.baseAddress,
              let clippedBase = clippedRow.baseAddress
            else { return }
            let n = run.count
            var coverage = run.coverage
            if let clip {
              let base = run.y * w + run.x
              if let c = run.coverage {
                for i in 0..<n { clippedRow[i] = mul255(c[i], clip[base + i]) }
              } else {
                for i in 0..<n { clippedRow[i] = mul255(run.alpha, clip[base + i]) }
              }
              coverage = UnsafePointer(clippedBase)
            }
            let row = dstBase + (run.y * w + run.x) * 4
            if let solid = solidColor {
              Blender.blendSolid(
                solid, coverage: coverage, alpha: run.alpha, count: n,
                into: row, mode: blendMode)
            } else {
              shader.shade(y: run.y, x: run.x, count: n, into: shadeBase)
              if coverage == nil {
                clippedBase.update(repeating: run.alpha, count: n)
              }
              Blender.blendShaded(
                shadeBase, coverage: coverage ?? UnsafePointer(clippedBase),
                count: n, into: row, mode: blendMode)
            }
          }
        }
      }
    }
    shadeBuffer = shade
    coverageBuffer = clipped
    targets.append(target)
    if let box {
      markDrawn(
        x0: box.x, y0: box.y, x1: box.x + box.width, y1: box.y + box.height,
        keepsValid: blendMode == .normal)
    }
  }

  // MARK: - Mask drawing

  /// Composites `color` through an 8-bit mask placed at the mask's origin.
  public mutating func fill(mask: Mask, color: ColorU8, blendMode: BlendMode = .normal) {
    guard !hidesEverything else { return }
    let c = color.premultiplied
    let clip = clipMask
    let w = width
    let x0 = max(mask.originX, 0)
    let x1 = min(mask.originX + mask.width, w)
    let y0 = max(mask.originY, 0)
    let y1 = min(mask.originY + mask.height, height)
    guard x1 > x0, y1 > y0 else { return }
    var target = targets.removeLast()
    // The clip's scratch row is the canvas's, moved out so it stays uniquely referenced: glyphs
    // come through here one by one, and a row allocated per call cost more than the blend.
    if clip != nil, coverageBuffer.count < w { coverageBuffer = [UInt8](repeating: 0, count: w) }
    var row = coverageBuffer
    coverageBuffer = []
    defer { coverageBuffer = row }
    target.data.withUnsafeMutableBufferPointer { dst in
      mask.data.withUnsafeBufferPointer { m in
        row.withUnsafeMutableBufferPointer { r in
          guard let dstBase = dst.baseAddress, let maskBase = m.baseAddress else { return }
          for y in y0..<y1 {
            let source = maskBase + (y - mask.originY) * mask.width + (x0 - mask.originX)
            var coverage = source
            if let clip, let rowBase = r.baseAddress {
              for x in x0..<x1 { r[x - x0] = mul255(source[x - x0], clip[y * w + x]) }
              coverage = UnsafePointer(rowBase)
            }
            Blender.blendSolid(
              c, coverage: coverage, count: x1 - x0, into: dstBase + (y * w + x0) * 4,
              mode: blendMode)
          }
        }
      }
    }
    targets.append(target)
    markDrawn(x0: x0, y0: y0, x1: x1, y1: y1, keepsValid: blendMode == .normal)
  }

  /// The anti-aliased coverage of `path`, clipped to the canvas, as a mask over the path's
  /// box; `nil` when nothing is covered.
  public func coverageMask(
    of path: Path, rule: FillRule = .nonZero,
    transform: Transform = .identity
  ) -> Mask? {
    rasterizer.mask(
      of: path, transform: transform, rule: rule,
      bounds: (0, 0, width, height))
  }

  // MARK: - Clips

  /// One entry of the clip stack.
  private enum Clip {
    /// Nothing is clipped.
    case none
    /// Coverage over the whole canvas, a byte a pixel, row by row.
    case coverage([UInt8])
    /// Nothing shows: a clip or layer refused for its memory, or pushed inside one.
    case hidesEverything

    /// The bytes the entry holds.
    var bytes: Int {
      guard case .coverage(let mask) = self else { return 0 }
      return mask.count
    }
  }

  /// Intersects the clip with `path`'s anti-aliased coverage until the matching `popClip`.
  public mutating func pushClip(
    _ path: Path, rule: FillRule = .nonZero,
    transform: Transform = .identity
  ) {
    let cost = Painter.clipBytes(width: width, height: height)
    guard !hidesEverything, heldBytes + cost <= Painter.layerAndClipByteLimit else {
      clips.append(.hidesEverything)
      return
    }
    var next = [UInt8](repeating: 0, count: width * height)
    let previous = clipMask
    let w = width
    next.withUnsafeMutableBufferPointer { out in
      guard let outBase = out.baseAddress else { return }
      rasterizer.rasterizeRuns(path, transform: transform, rule: rule, clip: (0, 0, w, height)) {
        run in
        let offset = run.y * w + run.x
        let n = run.count
        let row = outBase + offset
        if let coverage = run.coverage {
          row.update(from: coverage, count: n)
        } else {
          row.update(repeating: run.alpha, count: n)
        }
        // Inside an outer clip, the new coverage scales the one before.
        guard let previous else { return }
        for i in 0..<n { row[i] = mul255(row[i], previous[offset + i]) }
      }
    }
    clips.append(.coverage(next))
    heldBytes += cost
  }

  /// Restores the clip active before the matching `pushClip`.
  public mutating func popClip() {
    // A layer refused for its memory holds a clip of its own that only its pop removes.
    let floor = layers.last.map { $0.clipDepth + ($0.hasPixmap ? 0 : 1) } ?? 1
    guard clips.count > max(floor, 1) else { return }
    removeClip()
  }

  /// Removes the innermost clip and gives back what it held.
  private mutating func removeClip() {
    heldBytes -= clips.removeLast().bytes
  }

  // MARK: - Memory held by layers and clips

  /// The most bytes the open layers and clips of one canvas may hold together: 1 GiB, four
  /// layers over the largest pixmap, 256 over a 1024 × 1024 one.
  public static let layerAndClipByteLimit = 1 << 30

  /// The bytes one open layer holds over a `width` × `height` canvas.
  public static func layerBytes(width: Int, height: Int) -> Int { width * height * 4 }

  /// The bytes one clip holds over a `width` × `height` canvas.
  public static func clipBytes(width: Int, height: Int) -> Int { width * height }

  // MARK: - Layers

  /// An open isolated group: how it composites, the clip depth at its push, the box of
  /// pixels drawn into it so far (half-open; empty while `x0 >= x1`), and whether every pixel
  /// is still valid premultiplied (no colour channel above alpha).
  struct Layer {
    var opacity: UInt8
    var blendMode: BlendMode
    var clipDepth: Int
    /// Whether the layer has a pixmap of its own: one refused for its memory has none, and a
    /// clip that hides everything until it is popped instead.
    var hasPixmap = true
    var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
    /// Source-over of valid colours keeps every pixel valid; the multiply and screen
    /// formulas round three products each and are not known to.
    var valid = true
    /// Whether the layer is a mask (`pushMask`): its alpha scales the layer below at the pop.
    var isMask = false
    /// The Gaussian blur applied to the layer's pixels at the pop, in device pixels.
    var blurSigma = 0.0
    /// The colour matrix or projection applied to the layer's pixels at the pop.
    var filter: LayerFilter?
  }

  /// Grows the innermost layer's drawn box by a box just drawn into it, with a blend that
  /// keeps its pixels valid premultiplied or not.
  mutating func markDrawn(x0: Int, y0: Int, x1: Int, y1: Int, keepsValid: Bool) {
    guard !layers.isEmpty, x1 > x0, y1 > y0 else { return }
    let k = layers.count - 1
    layers[k].valid = layers[k].valid && keepsValid
    layers[k].x0 = min(layers[k].x0, x0)
    layers[k].y0 = min(layers[k].y0, y0)
    layers[k].x1 = max(layers[k].x1, x1)
    layers[k].y1 = max(layers[k].y1, y1)
  }

  /// Starts an isolated group that `popLayer` composites with `opacity` and `blendMode`.
  public mutating func pushLayer(opacity: Double = 1, blendMode: BlendMode = .normal) {
    let o = opacity.isFinite ? min(max(opacity, 0), 1) : 0
    var layer = Layer(
      opacity: UInt8(o * 255, rounding: .toNearestOrAwayFromZero),
      blendMode: blendMode, clipDepth: clips.count)
    let cost = Painter.layerBytes(width: width, height: height)
    guard !hidesEverything, heldBytes + cost <= Painter.layerAndClipByteLimit,
      let pixels = Pixmap(width: width, height: height)
    else {
      layer.hasPixmap = false
      layers.append(layer)
      clips.append(.hidesEverything)
      return
    }
    layers.append(layer)
    targets.append(pixels)
    heldBytes += cost
  }

  /// Starts an isolated group whose pixels `popLayer` blurs with a Gaussian of `sigma` device
  /// pixels before compositing them, as SwiftUI's `blur(radius:)` does.
  public mutating func pushBlurLayer(sigma: Double) {
    pushLayer()
    guard let last = layers.indices.last, sigma.isFinite, sigma > 0 else { return }
    layers[last].blurSigma = sigma
  }

  /// Starts a mask: what is drawn until the matching `popLayer` is not shown; its alpha
  /// multiplies the pixels below it instead (Porter-Duff destination-in), as SwiftUI's
  /// `mask(_:)` does to the content drawn in the enclosing layer.
  ///
  /// Pushed outside any layer, the mask applies to the whole canvas drawn so far.
  public mutating func pushMask() {
    pushLayer()
    guard let last = layers.indices.last else { return }
    layers[last].isMask = true
  }

  /// Multiplies the pixels below a popped mask layer by its alpha, inside the clip active at
  /// its push: over the box drawn into the layer below (the whole canvas when there is no
  /// layer below), since pixels the mask leaves transparent are cleared.
  private mutating func applyMask(_ mask: Pixmap, to target: inout Pixmap) {
    let w = width
    var x0 = 0
    var y0 = 0
    var x1 = width
    var y1 = height
    if let below = layers.last {
      x0 = below.x0
      y0 = below.y0
      x1 = below.x1
      y1 = below.y1
    }
    guard x1 > x0, y1 > y0 else { return }
    let clip = clipMask
    target.data.withUnsafeMutableBufferPointer { dst in
      mask.data.withUnsafeBufferPointer { src in
        guard let d = dst.baseAddress, let s = src.baseAddress else { return }
        for y in y0..<y1 {
          for x in x0..<x1 {
            let i = y * w + x
            let coverage = clip.map { $0[i] } ?? 255
            // d·(1 − c) + d·αs·c: outside the clip the pixel keeps its value.
            let factor = 255 - coverage + mul255(s[i * 4 + 3], coverage)
            guard factor != 255 else { continue }
            let p = d + i * 4
            p[0] = mul255(p[0], factor)
            p[1] = mul255(p[1], factor)
            p[2] = mul255(p[2], factor)
            p[3] = mul255(p[3], factor)
          }
        }
      }
    }
  }

  /// Composites the innermost layer onto what is below it, inside the clip active at its push.
  ///
  /// Only the box drawn into the layer is composited: everywhere else the layer is
  /// transparent, which leaves the pixels below unchanged in every blend mode.
  public mutating func popLayer() {
    guard var layer = layers.popLast() else { return }
    while clips.count > layer.clipDepth { removeClip() }
    guard layer.hasPixmap, targets.count > 1 else { return }
    heldBytes -= Painter.layerBytes(width: width, height: height)
    var source = targets.removeLast()
    var target = targets.removeLast()
    defer { targets.append(target) }
    if layer.isMask {
      applyMask(source, to: &target)
      return
    }
    if layer.blurSigma > 0, layer.x1 > layer.x0, layer.y1 > layer.y0 {
      let box = source.blur(
        sigma: layer.blurSigma,
        in: PixelBox(
          x0: layer.x0, y0: layer.y0, x1: layer.x1, y1: layer.y1))
      layer.x0 = box.x0
      layer.y0 = box.y0
      layer.x1 = box.x1
      layer.y1 = box.y1
    }
    if let filter = layer.filter { applyFilter(filter, to: &source, layer: &layer) }
    guard layer.x1 > layer.x0, layer.y1 > layer.y0 else { return }
    let clip = clipMask
    let w = width
    let x0 = layer.x0
    let count = layer.x1 - layer.x0
    var coverage = [UInt8](repeating: layer.opacity, count: count)
    target.data.withUnsafeMutableBufferPointer { dst in
      source.data.withUnsafeBufferPointer { src in
        coverage.withUnsafeMutableBufferPointer { cov in
          for y in layer.y0..<layer.y1 {
            if let clip {
              for i in 0..<count { cov[i] = mul255(layer.opacity, clip[y * w + x0 + i]) }
            }
            guard let s = src.baseAddress, let c = cov.baseAddress, let d = dst.baseAddress
            else { return }
            let offset = (y * w + x0) * 4
            if layer.valid {
              Blender.blendShaded(
                s + offset, coverage: c, count: count, into: d + offset,
                mode: layer.blendMode)
            } else {
              Blender.blendRow(
                s + offset, coverage: c, count: count, into: d + offset,
                mode: layer.blendMode)
            }
          }
        }
      }
    }
    markDrawn(
      x0: layer.x0, y0: layer.y0, x1: layer.x1, y1: layer.y1,
      keepsValid: layer.valid && layer.blendMode == .normal)
  }

  /// Closes every open layer and clip, as a display list's end does.
  public mutating func finish() {
    while !layers.isEmpty { popLayer() }
    clips = [.none]
    heldBytes = 0
  }
}
