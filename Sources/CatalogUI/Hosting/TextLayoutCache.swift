import Synchronization
import TextEngine

// MARK: - TextLayoutCache

/// The text layouts of a host's recent renders, so a tap that changes one label does not
/// shape and break every other text of the screen again.
///
/// Keyed by everything a layout depends on (the string, the font, the width, the paragraph
/// style), so a hit is exactly what `layoutText` would return. Entries not used in a render are
/// dropped after the next one, so memory follows the screen, not the number of renders. Fonts
/// registered while a host is alive apply to text laid out afterwards only.
final class TextLayoutCache {
  struct Key: Hashable, Sendable {
    let spans: [TextSpan]
    let width: Double?
    let style: ParagraphStyle
    /// The fields' hash, worked out once: a layout is looked up in up to four tables, and
    /// each would otherwise hash every span's string again.
    private let hash: Int

    init(spans: [TextSpan], width: Double?, style: ParagraphStyle) {
      self.spans = spans
      self.width = width
      self.style = style
      var hasher = Hasher()
      hasher.combine(spans)
      hasher.combine(width)
      hasher.combine(style)
      hash = hasher.finalize()
    }

    static func == (a: Key, b: Key) -> Bool {
      a.hash == b.hash && a.width == b.width && a.style == b.style && a.spans == b.spans
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(hash)
    }
  }

  private var current: [Key: TextLayout] = [:]
  private var previous: [Key: TextLayout] = [:]

  /// Starts a render: layouts of the render before last are forgotten.
  func beginPass() {
    // The old table's storage is kept for this pass, so it is not grown again entry by entry.
    swap(&previous, &current)
    current.removeAll(keepingCapacity: true)
  }

  /// The layout of `spans`, from the cache or laid out now.
  func layout(_ spans: [TextSpan], width: Double?, style: ParagraphStyle)
    throws(TextError) -> TextLayout
  {
    let key = Key(spans: spans, width: width, style: style)
    if let hit = current[key] { return hit }
    if let hit = previous[key] {
      current[key] = hit
      return hit
    }
    let layout = try SharedTextLayouts.shared.layout(key)
    current[key] = layout
    return layout
  }
}

// MARK: - SharedTextLayouts

/// The text layouts of every host in the process, so the light and dark renderings of a
/// variant, and the variants that show the same label, shape and break it once.
///
/// A layout is a pure function of its key and the fonts registered (`FontRegistry.shared`),
/// so a registration empties the cache. It holds at most twice `capacity` layouts: when the
/// current table is full it becomes the previous one, and what no render asked for since is
/// forgotten.
final class SharedTextLayouts: Sendable {
  /// The cache every host uses.
  static let shared = SharedTextLayouts()

  /// Layouts per table.
  static let capacity = 4096

  private struct State {
    var generation: UInt64 = 0
    var current: [TextLayoutCache.Key: TextLayout] = [:]
    var previous: [TextLayoutCache.Key: TextLayout] = [:]
  }

  private let state = Mutex(State())

  /// The layout of `key`, from the cache or laid out now.
  func layout(_ key: TextLayoutCache.Key) throws(TextError) -> TextLayout {
    let generation = FontRegistry.shared.generation
    let hit: TextLayout? = state.withLock { s in
      if s.generation != generation {
        s = State(generation: generation)
        return nil
      }
      if let hit = s.current[key] { return hit }
      guard let hit = s.previous[key] else { return nil }
      s.current[key] = hit
      return hit
    }
    if let hit { return hit }
    let layout = try layoutText(key.spans, width: key.width, style: key.style)
    state.withLock { s in
      guard s.generation == generation else { return }
      if s.current.count >= Self.capacity {
        s.previous = s.current
        s.current = [:]
      }
      s.current[key] = layout
    }
    return layout
  }
}

extension EnvironmentValues {
  /// Lays out text through the host's cache when there is one.
  func layoutText(_ spans: [TextSpan], width: Double?, style: ParagraphStyle)
    throws(TextError) -> TextLayout
  {
    if let textLayouts {
      return try textLayouts.layout(spans, width: width, style: style)
    }
    return try TextEngine.layoutText(spans, width: width, style: style)
  }
}
