import Foundation
import Raster
import TextEngine

// MARK: - Text

/// A run of text, laid out by the text engine with the environment's font and style.
nonisolated public struct Text: View, PrimitiveView {
  /// Where an ellipsis goes when text does not fit.
  public enum TruncationMode: Hashable, Sendable { case head, middle, tail }

  /// A case text is shown in, as SwiftUI's `Text.Case` (set with `textCase(_:)`).
  public enum Case: Hashable, Sendable {
    /// Every letter in upper case.
    case uppercase
    /// Every letter in lower case.
    case lowercase
  }

  var content: String
  /// The texts joined with `+`, each with its own styles (the joined text's styles fill in
  /// what a piece leaves unset); `nil` for text of one piece.
  var segments: [Text]?
  var font: Font?
  var style: AnyShapeStyle?
  var tracking: Double = 0
  var kerning: Double = 0
  /// Applied to whichever font the text ends up with (its own or the environment's).
  var weight: Font.Weight?
  var isItalic = false
  var hasMonospacedDigits = false
  /// A line under the text, in the text's colour when the decoration has none.
  var underline: TextDecoration?
  /// A line through the text.
  var strikethrough: TextDecoration?
  /// Where a Markdown link in the text leads; such text is drawn in the tint colour.
  var link: URL?
  /// The key the text looks up in a strings table when drawn (`Text(_:tableName:bundle:)`).
  var localization: TextLocalization?
  /// An image drawn in place of the piece's one character (`Text("\(Image(…)) 4.9")`).
  var inlineImage: Image?
  /// How far the text is raised above the baseline, in points (`baselineOffset(_:)`).
  var baselineOffset: Double?
  /// The design applied to whichever font the text ends up with (`fontDesign(_:)`).
  var design: Font.Design?
  /// The width applied to whichever font the text ends up with (`fontWidth(_:)`).
  var width: Font.Width?

  /// Text showing `content` verbatim: a string held in a variable, as SwiftUI's
  /// `Text(_: some StringProtocol)`; a string literal is a `LocalizedStringKey`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

  /// The text in a font.
  public func font(_ font: Font?) -> Text {
    var copy = self
    copy.font = font
    return copy
  }

  /// The text in a weight, applied to its font or the environment's, as in SwiftUI.
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    var copy = self
    copy.weight = weight
    return copy
  }

  /// The text in bold.
  public func bold(_ isActive: Bool = true) -> Text { fontWeight(isActive ? .bold : nil) }

  /// The text in italics.
  public func italic(_ isActive: Bool = true) -> Text {
    var copy = self
    copy.isItalic = isActive
    return copy
  }

  /// Digits of equal width, so changing numbers do not shift.
  public func monospacedDigit() -> Text {
    var copy = self
    copy.hasMonospacedDigits = true
    return copy
  }

  /// The font the text uses in an environment, with its own weight and style applied.
  func resolvedFont(in environment: EnvironmentValues) -> Font {
    var resolved = (font ?? environment.font ?? .body).weighted(in: environment)
    if let design = design ?? resolved.design ?? environment[FontDesignKey.self] {
      resolved.design = design
    }
    if let width = width ?? resolved.width ?? environment[FontWidthKey.self] {
      resolved.width = width
    }
    if let weight { resolved = resolved.weight(weight) }
    if isItalic { resolved = resolved.italic() }
    if hasMonospacedDigits { resolved = resolved.monospacedDigit() }
    return resolved
  }

  /// The text coloured with a style.
  public func foregroundStyle(_ style: some ShapeStyle) -> Text {
    var copy = self
    copy.style = AnyShapeStyle(style)
    return copy
  }

  /// Extra space between characters, in points, as SwiftUI's `kerning(_:)`. Drawn as tracking
  /// is (the two add up): on iOS kerning keeps the font's ligatures and tracking breaks
  /// non-essential ones, which the catalog's fonts do not use in running text.
  public func kerning(_ kerning: Double) -> Text {
    var copy = self
    copy.kerning = kerning.isFinite ? kerning : 0
    return copy
  }

  /// Extra space between characters, in points.
  public func tracking(_ tracking: Double) -> Text {
    var copy = self
    copy.tracking = tracking
    return copy
  }

  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    var shown = localized(in: context.environment, diagnostics: context.diagnostics)
      .takingStyles(context.environment[TextStyleDefaultsKey.self])
    if let textCase = context.environment.textCase {
      shown = shown.cased(textCase)
    }
    let node = TextNode(
      text: shown, environment: context.environment, diagnostics: context.diagnostics)
    Text.addLinkBehaviour(to: node, links: shown.links, in: context)
    nodes.append(node)
  }

  /// The text, each of its pieces, shown in `textCase`.
  private func cased(_ textCase: Case) -> Text {
    var copy = self
    copy.content = textCase == .uppercase ? content.uppercased() : content.lowercased()
    copy.segments = segments?.map { $0.cased(textCase) }
    return copy
  }

  /// The pieces the text is drawn in, each with the styles it inherits from the whole.
  var pieces: [Text] {
    guard let segments else { return [self] }
    return segments.flatMap { segment in
      let piece = segment.inheriting(self)
      return piece.segments == nil ? [piece] : piece.pieces
    }
  }

  /// The piece with the styles it leaves unset taken from `whole`.
  private func inheriting(_ whole: Text) -> Text {
    var piece = self
    piece.font = font ?? whole.font
    piece.style = style ?? whole.style
    piece.weight = weight ?? whole.weight
    piece.isItalic = isItalic || whole.isItalic
    piece.hasMonospacedDigits = hasMonospacedDigits || whole.hasMonospacedDigits
    piece.underline = underline ?? whole.underline
    piece.strikethrough = strikethrough ?? whole.strikethrough
    piece.link = link ?? whole.link
    piece.baselineOffset = baselineOffset ?? whole.baselineOffset
    piece.design = design ?? whole.design
    piece.width = width ?? whole.width
    return piece
  }

  /// Text showing `content` with the styles of `text`, as one piece.
  init(_ content: String, styledAs text: Text) {
    self = text
    self.content = content
    self.segments = nil
  }
}

// MARK: - TextNode

/// Measures text for a proposed width (shaping once per width) and draws its glyph runs.
final class TextNode: LayoutNode {
  let text: Text
  private let diagnostics: Diagnostics
  private var cache: [Double?: TextLayout] = [:]
  private(set) var placedLayout: TextLayout?
  private var hasReportedMissingCharacters = false
  /// What a tap on each of the text's links runs (opening it), by destination; empty when it
  /// has none or is disabled.
  var linkActions: [URL: () -> Void] = [:]

  init(text: Text, environment: EnvironmentValues, diagnostics: Diagnostics) {
    self.text = text
    self.diagnostics = diagnostics
    super.init(environment: environment)
    for piece in pieces {
      if let problem = piece.resolvedFont(in: environment).undrawnStyle {
        diagnostics.report("Text(\"\(shownContent.prefix(40))\"): " + problem)
      }
    }
  }

  /// The text's characters without the placeholders of inline images. Asked for on every
  /// accessibility walk and dump, so a text without images (nearly every one) is returned as it
  /// is, without a search through Foundation.
  private var shownContent: String {
    let content = text.content
    guard content.unicodeScalars.contains("\u{FFFC}") else { return content }
    var shown = String.UnicodeScalarView()
    shown.append(contentsOf: content.unicodeScalars.lazy.filter { $0 != "\u{FFFC}" })
    return String(shown)
  }

  override var debugName: String { "Text(\"\(shownContent)\")" }
  override var textContent: String? { shownContent }
  override var dumpAttributes: [String] {
    func describe(_ font: FontDescriptor) -> String {
      "\(font.family) \(formatPoints(font.size)) \(font.weight)"
    }
    guard pieces.count > 1 else {
      return ["text: \(String(reflecting: text.content))", "font: \(describe(descriptor))"]
    }
    // Joined texts: each piece with its own font, as the engine lays them out.
    return ["text: \(String(reflecting: text.content))"]
      + zip(pieces, spans()).map { piece, span in
        "piece: \(String(reflecting: piece.content)) \(describe(span.font))"
      }
  }

  private var descriptor: FontDescriptor {
    text.resolvedFont(in: environment).descriptor(for: environment.dynamicTypeSize)
  }

  /// The pieces the text is drawn in (one unless texts were joined with `+`).
  private(set) lazy var pieces: [Text] = text.pieces

  /// The spans the engine lays out, their fonts scaled by `scale`.
  private func spans(scale: Double = 1) -> [TextSpan] {
    pieces.enumerated().map { index, piece in
      var font = piece.resolvedFont(in: environment).descriptor(for: environment.dynamicTypeSize)
      font.size *= scale
      if let image = inlineImages[index] {
        return TextSpan(attachmentWidth: image.sizeThatFits(.unspecified).width * scale, font: font)
      }
      return TextSpan(piece.content, font: font)
    }
  }

  /// The images drawn inline (`Text("\(Image(systemName: "star.fill")) 4.9")`), by piece,
  /// each sized by its piece's font and coloured by its style.
  private lazy var inlineImages: [Int: ImageNode] = {
    var nodes: [Int: ImageNode] = [:]
    for (index, piece) in pieces.enumerated() {
      guard let image = piece.inlineImage else { continue }
      var inner = environment
      inner.font = piece.resolvedFont(in: environment)
      if let style = piece.style { inner.foregroundStyle = style }
      nodes[index] = ImageNode(image: image, environment: inner, diagnostics: diagnostics)
    }
    return nodes
  }()

  /// Each piece's baseline offset: its own, else the environment's (`baselineOffset(_:)`).
  private lazy var baselineOffsets: [Double] = pieces.map {
    $0.baselineOffset ?? environment[BaselineOffsetKey.self]
  }

  /// How much each line grows above and below for raised and lowered pieces.
  private var lineGrowth: (above: Double, below: Double) {
    (max(baselineOffsets.max() ?? 0, 0), max(-(baselineOffsets.min() ?? 0), 0))
  }

  /// How far a line's content moves down: the growth of the lines above and its own raise.
  func lineShift(_ line: Int) -> Double {
    let growth = lineGrowth
    return Double(line) * (growth.above + growth.below) + growth.above
  }

  /// The text laid out in `width` points. A paragraph's base direction comes from its text
  /// (the first strong character, Unicode's rules P2–P3), so "3 nights" keeps its order in a
  /// right-to-left layout; the layout direction decides only which edge `.leading` aligns to.
  /// Apple documents writing direction as "a property separate from a text's alignment"
  /// (`AttributedString.WritingDirection`), and text without one takes the natural direction
  /// (`NSParagraphStyle.baseWritingDirection`, `.natural` by default).
  func layout(width: Double?) -> TextLayout? {
    let key = width.map { ($0 * 64).rounded() / 64 }
    if let cached = cache[key] { return cached }
    let alignment: ParagraphStyle.Alignment =
      switch environment.multilineTextAlignment {
      case .leading: .leading
      case .center: .center
      case .trailing: .trailing
      }
    let truncation: ParagraphStyle.TruncationMode =
      switch environment.truncationMode {
      case .head: .head
      case .middle: .middle
      case .tail: .tail
      }
    let style = ParagraphStyle(
      alignment: alignment, lineLimit: environment.lineLimit, truncationMode: truncation,
      lineSpacing: environment.lineSpacing, tracking: text.tracking + text.kerning,
      direction: .natural,
      alignmentDirection: environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    let width = key.map { $0.isFinite ? $0 : nil } ?? nil
    do {
      let layout = try shrunkLayout(width: width, style: style)
      cache[key] = layout
      if !hasReportedMissingCharacters,
        !layout.missingCharacters.isEmpty || !layout.undrawnColorCharacters.isEmpty
      {
        // Once per text: a line limit can leave a later paragraph unshaped at one width only.
        hasReportedMissingCharacters = true
        let problems =
          (layout.missingCharacters.isEmpty
            ? [] : [MissingCharacters.describe(layout.missingCharacters)])
          + (layout.undrawnColorCharacters.isEmpty
            ? [] : [MissingCharacters.describeUndrawnColor(layout.undrawnColorCharacters)])
        for problem in problems {
          diagnostics.report("Text(\"\(text.content.prefix(40))\"): " + problem)
        }
      }
      return layout
    } catch {
      diagnostics.report("Text(\"\(text.content.prefix(40))\"): \(error)")
      return nil
    }
  }

  /// The layout at full size or, when it does not fit `width` and `minimumScaleFactor` allows,
  /// at the largest scale down to the factor that fits (bisected to 1/1024).
  private func shrunkLayout(width: Double?, style: ParagraphStyle) throws -> TextLayout {
    let full = try environment.layoutText(spans(), width: width, style: style)
    let factor = TextScaling.factor(in: environment)
    guard factor < 1, let width, !fits(full, width) else { return full }
    func layout(at scale: Double) throws -> TextLayout {
      try environment.layoutText(spans(scale: scale), width: width, style: style)
    }
    var best = try layout(at: factor)
    guard fits(best, width) else { return best }
    var low = factor
    var high = 1.0
    while high - low > 1.0 / 1024 {
      let middle = (low + high) / 2
      let candidate = try layout(at: middle)
      if fits(candidate, width) {
        low = middle
        best = candidate
      } else {
        high = middle
      }
    }
    return best
  }

  /// Whether a layout shows all its text within `width`.
  private func fits(_ layout: TextLayout, _ width: Double) -> Bool {
    !layout.isTruncated && layout.size.width <= width
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    guard let layout = layout(width: proposal.width) else { return .zero }
    // Reserved lines (`lineLimit(_:reservesSpace:)`) add the height of the lines not used.
    var height = layout.size.height
    let growth = lineGrowth
    height += Double(layout.lines.count) * (growth.above + growth.below)
    if let reserved = environment[ReservedLinesKey.self], reserved > layout.lines.count,
      let line = layout.lines.first
    {
      let missing = Double(reserved - layout.lines.count)
      height += missing * (line.frame.height + max(environment.lineSpacing, 0))
    }
    // Text reports the space its lines take, rounded up to whole points like platform text.
    return Size(
      width: (layout.size.width * 2).rounded(.up) / 2,
      height: (height * 2).rounded(.up) / 2)
  }

  override func placeChildren(in rect: Rect) {
    placedLayout = layout(placedIn: rect.width)
  }

  /// The layout drawn in a frame `width` wide. Parents snap both edges of a frame to the pixel
  /// grid, which can take up to a device pixel off the width the text measured (a centred
  /// "Reserve" at 1× wrapped to "Reserv" / "e" and overlapped the next view while its frame
  /// kept one line): text is measured and placed in points, so when the width less that pixel
  /// breaks or truncates lines the full width did not, the full width's lines are drawn.
  private func layout(placedIn width: Double) -> TextLayout? {
    let exact = layout(width: width + 0.01)
    let snapping = 1 / max(environment.displayScale, 1)
    guard let exact, exact.lines.count > 1 || exact.isTruncated,
      let unsnapped = layout(width: width + snapping),
      unsnapped.lines.count < exact.lines.count || (exact.isTruncated && !unsnapped.isTruncated)
    else { return exact }
    return unsnapped
  }

  override func firstBaseline(in size: Size) -> Double? {
    (placedLayout ?? layout(placedIn: size.width)).map { $0.firstBaseline + lineShift(0) }
  }

  override func lastBaseline(in size: Size) -> Double? {
    (placedLayout ?? layout(placedIn: size.width)).map {
      $0.lastBaseline + lineShift(max($0.lines.count - 1, 0))
    }
  }

  override func drawContent(into context: inout DrawContext) {
    guard let layout = placedLayout else { return }
    let paints = pieces.map { piece in
      let style =
        piece.style ?? (piece.link == nil ? nil : AnyShapeStyle(TintShapeStyle()))
        ?? environment.foregroundStyle ?? AnyShapeStyle(Color.primary)
      return style.paint(in: frame, environment: environment)
    }
    let paint = paints[0]
    // Lines are aligned inside the text box by the engine; the box is the node's frame.
    let origin = Transform(translationX: frame.minX, y: frame.minY)
    if Redaction.isPlaceholder(environment) {
      let lines = layout.lines.map { $0.frame.offsetBy(dx: frame.minX, dy: frame.minY) }
      context.append(
        .fill(
          Redaction.textBars(lines), paint: paint, transform: context.transform,
          opacity: Redaction.placeholderOpacity))
      return
    }
    let hasOffsets = baselineOffsets.contains { $0 != 0 }
    for (run, placement) in zip(layout.glyphRuns, layout.runPlacements) {
      var transform = origin.concatenating(context.transform)
      var dy = 0.0
      if hasOffsets {
        let line = layout.lines.firstIndex { abs($0.baseline - placement.baseline) < 1e-6 } ?? 0
        dy = lineShift(line) - baselineOffsets[min(placement.span, baselineOffsets.count - 1)]
        transform = Transform(translationX: frame.minX, y: frame.minY + dy)
          .concatenating(context.transform)
      }
      if let image = inlineImages[placement.span] {
        drawInline(image, run: run, placement: placement, dy: dy, into: &context)
        continue
      }
      let paint = paints[min(placement.span, paints.count - 1)]
      context.append(.glyphs(run, paint: paint, transform: transform))
      // Colour glyphs have no outlines in the run: their bitmaps or layers draw them.
      for item in ColorGlyphs.items(for: run, paint: paint, transform: transform) {
        context.append(item)
      }
      let piece = pieces[min(placement.span, pieces.count - 1)]
      for item in TextDecoration.items(
        for: piece, run: run, placement: placement, paint: paint, environment: environment,
        transform: transform)
      {
        context.append(item)
      }
    }
  }

  /// Draws an inline image in its run's place: as wide as the run, centred on the middle of
  /// the font's capitals, as SF Symbols sit in a line of text.
  private func drawInline(
    _ image: ImageNode, run: GlyphRun, placement: TextLayout.RunPlacement, dy: Double,
    into context: inout DrawContext
  ) {
    let natural = image.sizeThatFits(.unspecified)
    let width = placement.maxX - placement.minX
    guard natural.width > 0, width > 0 else { return }
    let height = natural.height * width / natural.width
    let capHeight = ((run.font as? FontFace)?.metrics.capHeight ?? 0.7) * run.size
    let middle = frame.minY + dy + placement.baseline - capHeight / 2
    image.place(
      in: Rect(x: frame.minX + placement.minX, y: middle - height / 2, width: width, height: height)
    )
    image.drawContent(into: &context)
  }
}
