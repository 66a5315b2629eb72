import Foundation
import Raster
import Testing
import TextEngine

// MARK: - GlyphMaskCacheTests

@Suite struct GlyphMaskCacheTests {
  static let paragraph = """
    Reserve · 4.91 ★ Hamburg. The quick brown fox jumps over the lazy dog; fiffle ffl AVATAR \
    Wave, 1234567890 (tnum) — office. Ünïcödé façade, naïve café.
    """

  /// The paragraph at 17 pt in 300 pt, drawn at 2× from a fractional origin so glyphs land on
  /// many subpixel offsets.
  static func draw(
    cache: GlyphMaskCache?, paint: Paint = .solid(.black),
    transform: Transform = Transform(scaleX: 2, y: 2)
      .concatenating(Transform(translationX: 3.3, y: 2.7)),
    clip: Path? = nil
  ) throws -> Pixmap {
    let layout = try layoutText(paragraph, font: FontDescriptor(size: 17), width: 300)
    let pixmap = try #require(Pixmap(width: 620, height: Int(layout.size.height * 2) + 8))
    var canvas = Painter(pixmap: pixmap)
    canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 620, height: 1000)), paint: .solid(.white))
    if let clip { canvas.pushClip(clip) }
    for run in layout.glyphRuns {
      canvas.drawGlyphs(run, paint: paint, transform: transform, cache: cache)
    }
    canvas.finish()
    return canvas.pixmap
  }

  @Test func cachedDrawingEqualsUncachedByteForByte() throws {
    let uncached = try Self.draw(cache: nil)
    let cache = GlyphMaskCache(byteBudget: 8 << 20)
    let cold = try Self.draw(cache: cache)
    let warm = try Self.draw(cache: cache)
    #expect(cold.data == uncached.data)
    #expect(warm.data == uncached.data)
    let stats = cache.statistics
    #expect(stats.misses == stats.entries)
    #expect(stats.hits > stats.misses)
    #expect(stats.evictions == 0)
    expectMatchesReference(uncached, named: "paragraph-17pt-2x")
  }

  @Test func aTinyBudgetEvictsButNeverChangesPixels() throws {
    let uncached = try Self.draw(cache: nil)
    let cache = GlyphMaskCache(byteBudget: 4096)
    #expect(try Self.draw(cache: cache).data == uncached.data)
    #expect(try Self.draw(cache: cache).data == uncached.data)
    let stats = cache.statistics
    #expect(stats.evictions > 0)
    #expect(stats.bytes <= 4096)
  }

  @Test func threadsSharingOneCacheDrawTheSameBytes() async throws {
    let uncached = try Self.draw(cache: nil)
    let cache = GlyphMaskCache(byteBudget: 64 << 10)
    let results = try await withThrowingTaskGroup(of: [UInt8].self) { group in
      for _ in 0..<8 { group.addTask { try Self.draw(cache: cache).data } }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.count == 8)
    for data in results { #expect(data == uncached.data) }
  }

  @Test func keysSeparateSizesAndSubpixelOffsets() throws {
    let font = try FontRegistry.shared.font(FontDescriptor())
    let cache = GlyphMaskCache(byteBudget: 1 << 20)
    let glyph: UInt32 = 36
    var masks: [Mask] = []
    for (scale, x) in [(34.0, 0), (34.0, 1), (34.0, 2), (34.0, 3), (22.0, 0)] {
      let subpixel = GlyphMask.Subpixel(x: UInt8(x), y: 0)
      let mask = try #require(
        cache.mask(
          font: font, glyph: glyph, scaleX: scale, scaleY: scale,
          subpixel: subpixel))
      #expect(
        mask
          == GlyphMask.render(
            font: font, glyph: glyph, scaleX: scale, scaleY: scale,
            subpixel: subpixel))
      masks.append(mask)
    }
    #expect(Set(masks).count == 5)
    #expect(cache.statistics.entries == 5)
  }

  @Test func positionsRoundToSixteenthsOfAPixel() throws {
    let a = try #require(GlyphMask.Position(Point(x: 10.13, y: -0.2)))
    #expect(a.pixelX == 10 && a.pixelY == -1)
    #expect(a.subpixel == GlyphMask.Subpixel(x: 2, y: 13))
    let b = try #require(GlyphMask.Position(Point(x: -0.6, y: 5.97)))
    #expect(b.pixelX == -1 && b.pixelY == 6)
    #expect(b.subpixel == GlyphMask.Subpixel(x: 6, y: 0))
    #expect(GlyphMask.Subpixel(x: 17, y: 31) == GlyphMask.Subpixel(x: 1, y: 15))
    #expect(GlyphMask.Position(Point(x: .nan, y: 0)) == nil)
    #expect(GlyphMask.Position(Point(x: 1e300, y: 0)) == nil)
  }

  @Test func clipsApplyToMaskedGlyphs() throws {
    let clip = Path(rect: Rect(x: 0, y: 0, width: 200, height: 30))
    let clipped = try Self.draw(cache: GlyphMaskCache(byteBudget: 1 << 20), clip: clip)
    let uncached = try Self.draw(cache: nil, clip: clip)
    #expect(clipped.data == uncached.data)
    var inked = 0
    for y in 0..<clipped.height {
      for x in 0..<clipped.width {
        let p = try #require(clipped.pixel(x: x, y: y))
        if x >= 200 || y >= 30 {
          #expect(p == PremultipliedColorU8(r: 255, g: 255, b: 255, a: 255))
        }
        if p.r < 128 { inked += 1 }
      }
    }
    #expect(inked > 200)
  }

  @Test func rotatedRunsAndGradientsBypassTheCache() throws {
    let cache = GlyphMaskCache(byteBudget: 1 << 20)
    let rotated = Transform(rotation: 0.3).concatenating(Transform(translationX: 40, y: 0))
    let turned = try Self.draw(cache: cache, transform: rotated)
    let stops = try #require(
      Gradient(stops: [
        Gradient.Stop(offset: 0, color: .black),
        Gradient.Stop(offset: 1, color: ColorU8(r: 200, g: 0, b: 0, a: 255)),
      ]))
    let gradient = Paint.linearGradient(
      start: Point(x: 0, y: 0), end: Point(x: 300, y: 0), gradient: stops)
    let shaded = try Self.draw(cache: cache, paint: gradient)
    #expect(
      cache.statistics
        == GlyphMaskCache.Statistics(
          entries: 0, bytes: 0, hits: 0, misses: 0, evictions: 0))
    #expect(turned.data.contains { $0 < 128 })
    #expect(shaded.data.contains { $0 < 128 })
  }
}
