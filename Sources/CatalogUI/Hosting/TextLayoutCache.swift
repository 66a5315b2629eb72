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
  struct Key: Hashable {
    let spans: [TextSpan]
    let width: Double?
    let style: ParagraphStyle
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
    let layout = try layoutText(spans, width: width, style: style)
    current[key] = layout
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
