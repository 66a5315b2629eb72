import Synchronization

// MARK: - GlyphMaskCache

/// Coverage masks of glyphs, keyed by font, glyph, pixel size and a subpixel offset, shared
/// by every thread that draws text and bounded by a byte budget.
///
/// A mask is a pure function of its key (`GlyphMask.render`), so what the cache holds, which
/// thread filled it and in which order never changes a pixel: drawing through the cache gives
/// the same bytes as rendering every mask afresh. Entries keep their font alive, so a font's
/// `ObjectIdentifier` in a key can never be reused by another font while the entry exists.
///
/// It lives in `Raster` rather than the text engine because `Painter.drawGlyphs` consults it and
/// `Raster` sees fonts only as `GlyphOutlineSource`.
///
/// Costs: one lock round trip per glyph drawn; when the masks exceed the budget the least
/// recently used half is dropped (a sort of the entries, amortised over the insertions that
/// filled it).
public final class GlyphMaskCache: Sendable {
  /// What identifies a mask: the font object, the glyph, the pixel scale on each axis and the
  /// subpixel offset of the glyph's origin.
  public struct Key: Hashable, Sendable {
    let font: ObjectIdentifier
    let glyph: UInt32
    let scaleX: UInt64
    let scaleY: UInt64
    let subpixel: GlyphMask.Subpixel

    /// A key for `glyph` of `font` at `scaleX`×`scaleY` pixels per em, offset by `subpixel`.
    public init(
      font: any GlyphOutlineSource, glyph: UInt32, scaleX: Double, scaleY: Double,
      subpixel: GlyphMask.Subpixel
    ) {
      self.font = ObjectIdentifier(font)
      self.glyph = glyph
      self.scaleX = scaleX.bitPattern
      self.scaleY = scaleY.bitPattern
      self.subpixel = subpixel
    }
  }

  /// How full the cache is and how it has been used since it was created or emptied.
  public struct Statistics: Hashable, Sendable {
    /// Masks held (blank glyphs included, at no byte cost).
    public var entries: Int
    /// Coverage bytes held plus a fixed per-entry overhead.
    public var bytes: Int
    /// Lookups answered from the cache.
    public var hits: Int
    /// Lookups that rendered a mask.
    public var misses: Int
    /// Masks dropped to stay within the budget.
    public var evictions: Int

    /// Counts as given.
    public init(entries: Int, bytes: Int, hits: Int, misses: Int, evictions: Int) {
      (self.entries, self.bytes, self.hits) = (entries, bytes, hits)
      (self.misses, self.evictions) = (misses, evictions)
    }
  }

  private struct Entry {
    let font: any GlyphOutlineSource
    let mask: Mask?
    let bytes: Int
    var lastUse: UInt64
  }

  private struct State {
    var entries: [Key: Entry] = [:]
    var bytes = 0
    var clock: UInt64 = 0
    var hits = 0
    var misses = 0
    var evictions = 0
  }

  /// Bytes counted for an entry beyond its coverage: key, dictionary slot and array header.
  static let entryOverhead = 96

  /// The cache every canvas draws text through unless told otherwise: 32 MiB.
  public static let shared = GlyphMaskCache(byteBudget: 32 << 20)

  /// The most bytes the cache holds after any insertion.
  public let byteBudget: Int
  private let state = Mutex(State())

  /// An empty cache that holds at most `byteBudget` bytes (at least one entry's overhead).
  public init(byteBudget: Int) {
    self.byteBudget = max(byteBudget, Self.entryOverhead)
  }

  /// The mask of `glyph` at `scaleX`×`scaleY` pixels per em, offset by `subpixel`, with its
  /// origin relative to the glyph's whole-pixel position; `nil` for a blank or unknown glyph.
  public func mask(
    font: any GlyphOutlineSource, glyph: UInt32, scaleX: Double, scaleY: Double,
    subpixel: GlyphMask.Subpixel
  ) -> Mask? {
    mask(
      font: font, glyph: glyph, scaleX: scaleX, scaleY: scaleY, subpixel: subpixel,
      rasterizer: CoverageRasterizer())
  }

  /// `mask(font:glyph:scaleX:scaleY:subpixel:)`, rendering a missing mask with `rasterizer`'s
  /// scratch storage.
  func mask(
    font: any GlyphOutlineSource, glyph: UInt32, scaleX: Double, scaleY: Double,
    subpixel: GlyphMask.Subpixel, rasterizer: CoverageRasterizer
  ) -> Mask? {
    let key = Key(font: font, glyph: glyph, scaleX: scaleX, scaleY: scaleY, subpixel: subpixel)
    let cached: Mask?? = state.withLock { s in
      guard var entry = s.entries[key] else { return .none }
      s.clock &+= 1
      entry.lastUse = s.clock
      s.entries[key] = entry
      s.hits += 1
      return .some(entry.mask)
    }
    if let cached { return cached }
    // Rendering happens outside the lock so threads never wait on each other's rasterization;
    // two threads may render the same mask, and both get identical bytes.
    let mask = GlyphMask.render(
      font: font, glyph: glyph, scaleX: scaleX, scaleY: scaleY,
      subpixel: subpixel, rasterizer: rasterizer)
    let bytes = (mask?.data.count ?? 0) + Self.entryOverhead
    state.withLock { s in
      s.misses += 1
      guard bytes <= byteBudget else { return }
      s.clock &+= 1
      if let old = s.entries.updateValue(
        Entry(font: font, mask: mask, bytes: bytes, lastUse: s.clock), forKey: key)
      {
        s.bytes -= old.bytes
      }
      s.bytes += bytes
      if s.bytes > byteBudget { Self.evict(&s, toAtMost: byteBudget / 2) }
    }
    return mask
  }

  /// Drops every mask and resets the statistics.
  public func removeAll() {
    state.withLock { $0 = State() }
  }

  /// The current fill and usage counts.
  public var statistics: Statistics {
    state.withLock { s in
      Statistics(
        entries: s.entries.count, bytes: s.bytes, hits: s.hits, misses: s.misses,
        evictions: s.evictions)
    }
  }

  /// Removes the least recently used entries until at most `limit` bytes remain.
  private static func evict(_ s: inout State, toAtMost limit: Int) {
    let byAge = s.entries.sorted { $0.value.lastUse < $1.value.lastUse }
    for (key, entry) in byAge {
      guard s.bytes > limit else { break }
      s.entries[key] = nil
      s.bytes -= entry.bytes
      s.evictions += 1
    }
  }
}
