import Foundation
import Raster
import TextEngine

// MARK: - Text + Text

extension Text {
  /// The two texts as one, each keeping its own styles, as SwiftUI's `Text + Text`: they wrap
  /// as one paragraph, and styles given to the whole apply where a piece sets none.
  ///
  /// Tracking and kerning apply to the whole paragraph: the first piece that sets either sets
  /// it for all (iOS tracks each piece by its own; the catalog's engine tracks a paragraph).
  nonisolated public static func + (lhs: Text, rhs: Text) -> Text {
    var joined = Text(lhs.content + rhs.content, styledAs: Text(verbatim: ""))
    // A text with a key stays whole: it is looked up when drawn, in the drawing's locale.
    joined.segments = [lhs, rhs].flatMap { $0.hasLocalization ? [$0] : $0.pieces }
    let tracked = [lhs, rhs].first { $0.tracking != 0 || $0.kerning != 0 }
    joined.tracking = tracked?.tracking ?? 0
    joined.kerning = tracked?.kerning ?? 0
    return joined
  }

  /// The text with a line under it, in `color` or the text's own colour, as SwiftUI's
  /// `underline(_:color:)`; the line's place and thickness come from the font.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    var copy = self
    copy.underline = isActive ? TextDecoration(color: color) : nil
    return copy
  }

  /// The text with a line through it, in `color` or the text's own colour, as SwiftUI's
  /// `strikethrough(_:color:)`; the line's place and thickness come from the font.
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    var copy = self
    copy.strikethrough = isActive ? TextDecoration(color: color) : nil
    return copy
  }
}

// MARK: - TextDecoration

/// A line drawn along text (under it or through it), in its own colour or the text's.
struct TextDecoration: Hashable, Sendable {
  var color: Color?

  /// The fills of `piece`'s underline and strikethrough along one glyph run.
  @MainActor static func items(
    for piece: Text, run: GlyphRun, placement: TextLayout.RunPlacement, paint: Paint,
    environment: EnvironmentValues, transform: Transform
  ) -> [DisplayItem] {
    guard piece.underline != nil || piece.strikethrough != nil,
      let font = run.font as? FontFace, placement.maxX > placement.minX
    else { return [] }
    let metrics = font.metrics
    var items: [DisplayItem] = []
    let lines: [(TextDecoration?, offset: Double, thickness: Double)] = [
      (piece.underline, metrics.underlineOffset, metrics.underlineThickness),
      (piece.strikethrough, metrics.strikeoutOffset, metrics.strikeoutThickness),
    ]
    for case (let decoration?, let offset, let thickness) in lines {
      let top = placement.baseline - offset * run.size
      let rect = Rect(
        x: placement.minX, y: top, width: placement.maxX - placement.minX,
        height: max(thickness * run.size, 0.5))
      let linePaint =
        decoration.color.map { AnyShapeStyle($0).paint(in: rect, environment: environment) }
        ?? paint
      var path = Raster.Path()
      path.addRect(rect)
      items.append(.fill(path, paint: linePaint, transform: transform))
    }
    return items
  }
}
