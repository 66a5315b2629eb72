import Hashing

// MARK: - ContentKeyWriter

/// The bytes a rendering key is the hash of: every input of a rendering, written exactly
/// (doubles by their bits, strings and arrays length-prefixed, every case by its own tag), so
/// two different inputs never write the same bytes.
///
/// The key of a rendering is `XXH3-128` of what its display list (and whatever else draws it)
/// writes here, after the digests of the renderer's own files (`rasterSourceDigest`, and the
/// text engine's and view layer's where they take part). Equal keys then mean equal pixels:
/// the renderer is a pure function of its input, with no dependence on the host (pixels use
/// no libm, no system fonts and no thread timing).
public struct ContentKeyWriter: Sendable {
  private var bytes: [UInt8] = []

  /// An empty writer.
  public init() { bytes.reserveCapacity(4096) }

  /// The hash of everything written.
  public var key: XXH3.Hash128 { XXH3.hash128(bytes) }

  /// Writes one byte, such as a case tag.
  public mutating func write(tag: UInt8) { bytes.append(tag) }

  /// Writes an integer, 8 bytes little-endian.
  public mutating func write(_ value: Int) {
    withUnsafeBytes(of: Int64(value).littleEndian) { bytes.append(contentsOf: $0) }
  }

  /// Writes an unsigned 32-bit integer, 4 bytes little-endian.
  public mutating func write(_ value: UInt32) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }

  /// Writes a double by its bits: `0.0` and `-0.0` differ, as every NaN payload does.
  public mutating func write(_ value: Double) {
    withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
  }

  /// Writes a Boolean as one byte.
  public mutating func write(_ value: Bool) { bytes.append(value ? 1 : 0) }

  /// Writes a string's UTF-8 bytes after their count.
  public mutating func write(_ value: String) {
    let utf8 = Array(value.utf8)
    write(utf8.count)
    bytes.append(contentsOf: utf8)
  }

  /// Writes a 128-bit hash.
  public mutating func write(_ value: XXH3.Hash128) {
    withUnsafeBytes(of: value.high.littleEndian) { bytes.append(contentsOf: $0) }
    withUnsafeBytes(of: value.low.littleEndian) { bytes.append(contentsOf: $0) }
  }

  /// Writes a point.
  public mutating func write(_ p: Point) {
    write(p.x)
    write(p.y)
  }

  /// Writes a rectangle.
  public mutating func write(_ r: Rect) {
    write(r.origin)
    write(r.size.width)
    write(r.size.height)
  }

  /// Writes a colour.
  public mutating func write(_ c: ColorU8) { bytes.append(contentsOf: [c.r, c.g, c.b, c.a]) }

  /// Writes a transform's six entries.
  public mutating func write(_ t: Transform) {
    for v in [t.a, t.b, t.c, t.d, t.e, t.f] { write(v) }
  }

  /// Writes an image: its size and the hash of its premultiplied bytes.
  public mutating func write(_ image: Pixmap) {
    write(image.width)
    write(image.height)
    write(image.data.withUnsafeBytes { XXH3.hash128($0) })
  }
}

// MARK: - Writing display lists

extension DisplayList {
  /// Writes every input of this list's rendering into `writer`; `false` when an item cannot
  /// be written (a glyph run in a font without a content digest), and the list then has no
  /// key: it is always rasterized.
  public func writeContent(into writer: inout ContentKeyWriter) -> Bool {
    writer.write(width)
    writer.write(height)
    writer.write(background)
    writer.write(items.count)
    for item in items {
      guard item.writeContent(into: &writer) else { return false }
    }
    return true
  }
}

extension DisplayItem {
  /// Writes this item, every field with a tag of its case; `false` when a glyph run's font
  /// has no content digest.
  public func writeContent(into w: inout ContentKeyWriter) -> Bool {
    switch self {
    case .fill(let path, let paint, let rule, let transform, let opacity):
      w.write(tag: 1)
      path.writeContent(into: &w)
      paint.writeContent(into: &w)
      w.write(rule.rawValue)
      w.write(transform)
      w.write(opacity)
    case .stroke(let path, let style, let paint, let transform, let opacity):
      w.write(tag: 2)
      path.writeContent(into: &w)
      w.write(style.lineWidth)
      w.write(style.lineCap.rawValue)
      w.write(style.lineJoin.rawValue)
      w.write(style.miterLimit)
      w.write(style.dash.count)
      style.dash.forEach { w.write($0) }
      w.write(style.dashPhase)
      paint.writeContent(into: &w)
      w.write(transform)
      w.write(opacity)
    case .glyphs(let run, let paint, let transform, let opacity):
      guard let digest = run.font.contentDigest else { return false }
      w.write(tag: 3)
      w.write(run.font.name)
      w.write(digest)
      w.write(run.size)
      w.write(run.glyphs.count)
      for glyph in run.glyphs {
        w.write(glyph.id)
        w.write(glyph.origin)
      }
      // The text is sampled by accessibility audits, and named in dumps.
      w.write(run.text)
      paint.writeContent(into: &w)
      w.write(transform)
      w.write(opacity)
    case .shadow(let path, let color, let sigma, let offset, let rule, let transform):
      w.write(tag: 4)
      path.writeContent(into: &w)
      w.write(color)
      w.write(sigma)
      w.write(offset)
      w.write(rule.rawValue)
      w.write(transform)
    case .pushClip(let path, let rule, let transform):
      w.write(tag: 5)
      path.writeContent(into: &w)
      w.write(rule.rawValue)
      w.write(transform)
    case .popClip:
      w.write(tag: 6)
    case .pushLayer(let opacity, let blendMode):
      w.write(tag: 7)
      w.write(opacity)
      w.write(blendMode.rawValue)
    case .pushBlur(let sigma):
      w.write(tag: 8)
      w.write(sigma)
    case .pushMask:
      w.write(tag: 9)
    case .pushFilter(let filter):
      w.write(tag: 10)
      switch filter {
      case .colorMatrix(let matrix):
        w.write(tag: 1)
        w.write(matrix.entries.count)
        matrix.entries.forEach { w.write($0) }
      case .projection(let projection):
        w.write(tag: 2)
        w.write(projection.entries.count)
        projection.entries.forEach { w.write($0) }
      }
    case .popLayer:
      w.write(tag: 11)
    case .backdropBlur(let path, let sigma, let rule, let transform):
      w.write(tag: 12)
      path.writeContent(into: &w)
      w.write(sigma)
      w.write(rule.rawValue)
      w.write(transform)
    case .image(let image, let rect, let sampling, let transform, let opacity):
      w.write(tag: 13)
      w.write(image)
      w.write(rect)
      w.write(sampling.rawValue)
      w.write(transform)
      w.write(opacity)
    }
    return true
  }
}

extension Path {
  /// Writes the path's verbs and points.
  func writeContent(into w: inout ContentKeyWriter) {
    w.write(verbs.count)
    for verb in verbs { w.write(tag: verb.rawValue) }
    w.write(points.count)
    for point in points { w.write(point) }
  }
}

extension Paint {
  /// Writes the paint, with a tag per kind.
  func writeContent(into w: inout ContentKeyWriter) {
    switch self {
    case .solid(let color):
      w.write(tag: 1)
      w.write(color)
    case .linearGradient(let start, let end, let gradient):
      w.write(tag: 2)
      w.write(start)
      w.write(end)
      gradient.writeContent(into: &w)
    case .radialGradient(let center, let radius, let gradient):
      w.write(tag: 3)
      w.write(center)
      w.write(radius)
      gradient.writeContent(into: &w)
    case .angularGradient(let center, let startAngle, let gradient):
      w.write(tag: 4)
      w.write(center)
      w.write(startAngle)
      gradient.writeContent(into: &w)
    case .pattern(let pattern):
      w.write(tag: 5)
      w.write(pattern.image)
      w.write(pattern.transform)
      w.write(pattern.sampling.rawValue)
      w.write(pattern.spread.rawValue)
    }
  }
}

extension Gradient {
  /// Writes the stops, spread and interpolation.
  func writeContent(into w: inout ContentKeyWriter) {
    w.write(stops.count)
    for stop in stops {
      w.write(stop.offset)
      w.write(stop.color)
    }
    w.write(spread.rawValue)
    w.write(interpolation.rawValue)
  }
}

// MARK: - GlyphOutlineSource + contentDigest

extension GlyphOutlineSource {
  /// No digest: runs in this font are never keyed, so their lists are always rasterized.
  public var contentDigest: String? { nil }
}
