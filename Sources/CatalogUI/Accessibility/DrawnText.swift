import Raster

// MARK: - DrawnText

/// One `Text` as it is drawn: where, how large, in what weight, whether it grows with the text
/// size and whether the user sees all of it, for accessibility audits.
public struct DrawnText: Hashable, Sendable {
  /// The text's content.
  public var text: String
  /// The text's frame as drawn, in points in the root's coordinates (after the offsets,
  /// rotations and scales of its ancestors).
  public var frame: CGRect
  /// The font size in points as laid out (after `minimumScaleFactor` shrank it, if it did).
  public var pointSize: Double
  /// Whether the font is at least bold (weight 700), as WCAG's large-text rule counts it.
  public var isBold: Bool
  /// Whether the font follows the text-size setting (a text style, or a custom size relative
  /// to one); `false` for `Font.system(size:)` and `Font.custom(_:fixedSize:)`.
  public var scalesWithTextSize: Bool
  /// Whether lines or characters were dropped to fit the line limit or the width.
  public var isTruncated: Bool
  /// The clipping ancestor (`clipped()`, a clip shape) that cuts part of the text away, as its
  /// dump names it; `nil` when the whole frame is visible. Text a scroll view clips is not
  /// cut (the user scrolls to it) and has `nil` here.
  public var clippedBy: String?
  /// Whether the text is hidden (opacity 0, hidden) and so not seen at all.
  public var isHidden: Bool
}

extension ViewHost {
  /// Every `Text` in the laid-out tree, in drawing order, as drawn.
  public var drawnTexts: [DrawnText] {
    let root = currentRoot
    return LargeStack.run {
      var texts: [DrawnText] = []
      TreeWalk.visit(root) { node, place, _ in
        guard let text = node as? TextNode else { return true }
        texts.append(text.drawn(at: place))
        return false
      }
      return texts
    }
  }
}

extension TextNode {
  /// This text as drawn at `place`.
  func drawn(at place: TreeWalk.Place) -> DrawnText {
    let frame = place.rootRect(self.frame)
    let font = text.resolvedFont(in: environment)
    let descriptor = font.descriptor(for: environment.dynamicTypeSize)
    let layout = placedLayout
    var clippedBy: String?
    // Content a scroll view clips is scrolled away, not cut: the user scrolls to it.
    if let visible = place.visible, let clipper = place.clippedBy, !(clipper is ScrollNode) {
      // Half a point of slack: anti-aliasing and rounding put text edges on fractions.
      let slack = 0.5
      if frame.minX < visible.minX - slack || frame.minY < visible.minY - slack
        || frame.maxX > visible.maxX + slack || frame.maxY > visible.maxY + slack
      {
        clippedBy = clipper.debugName
      }
    }
    return DrawnText(
      text: text.content, frame: CGRect(frame),
      pointSize: layout?.glyphRuns.first?.size ?? descriptor.size,
      isBold: descriptor.weight >= .bold, scalesWithTextSize: font.scalesWithTextSize,
      isTruncated: layout?.isTruncated ?? false, clippedBy: clippedBy,
      isHidden: place.hiddenBy != nil)
  }
}

extension Font {
  /// Whether the size follows the Dynamic Type size.
  var scalesWithTextSize: Bool {
    if case .fixed = size { return false }
    return true
  }
}
