import Foundation
import Raster

// MARK: - layoutText

/// Lays out `text` in `font` for a proposed `width` in points (`nil`, infinity or NaN:
/// unconstrained; zero or negative: zero, so every glyph that is not a space starts a line).
///
/// Lines break at spaces and after hyphens, inside a word only when the word alone is wider
/// than the line; `\n` starts a new paragraph. Control characters other than newlines and tabs
/// are dropped; tabs count as spaces. An empty string gives one empty line of the font's height.
public func layoutText(
  _ text: String, font descriptor: FontDescriptor, width: Double?,
  style: ParagraphStyle = ParagraphStyle(),
  registry: FontRegistry = .shared
) throws(TextError) -> TextLayout {
  try layoutText(
    [TextSpan(text, font: descriptor)], width: width, style: style, registry: registry)
}

/// Lays out text whose parts differ in font (a bold word, a larger figure) as one paragraph
/// flow, as `layoutText(_:font:width:style:registry:)` lays out one font: lines break across
/// the spans, each line is as tall as its tallest span, and every glyph run of the result
/// belongs to one span (`TextLayout.runSpans`). No spans lay out as one empty span.
public func layoutText(
  _ spans: [TextSpan], width: Double?, style: ParagraphStyle = ParagraphStyle(),
  registry: FontRegistry = .shared
) throws(TextError) -> TextLayout {
  let spans = spans.isEmpty ? [TextSpan("", font: FontDescriptor())] : spans
  var fonts: [LineBreaker.SpanFonts] = []
  for span in spans {
    let descriptor = span.font
    guard descriptor.size > 0, descriptor.size.isFinite, descriptor.size <= 10_000 else {
      throw TextError(
        "font size \(descriptor.size) is out of range; "
          + "use a size above 0 and at most 10000 points")
    }
    fonts.append(
      LineBreaker.SpanFonts(
        primary: try registry.font(descriptor),
        fallbacks: registry.fallbackFonts(for: descriptor), descriptor: descriptor,
        attachmentWidth: span.attachmentWidth.map { $0.isFinite ? min(max($0, 0), 10_000) : 0 }))
  }
  let engine = LineBreaker(
    spans: fonts, style: style,
    width: width.flatMap { w in w.isNaN || w == .infinity ? nil : max(w, 0) })
  return engine.layout(spans.map(\.text))
}

// MARK: - TextSpan

/// A stretch of text in one font, one part of a paragraph laid out with
/// `layoutText(_:width:style:registry:)`.
public struct TextSpan: Hashable, Sendable {
  /// The span's characters.
  public var text: String
  /// The font its characters are shaped in.
  public var font: FontDescriptor
  /// For an inline object (an image in a line of text): the width each of the span's
  /// characters takes, drawn as nothing; the caller draws the object where the span's run
  /// is placed (`TextLayout.runPlacements`). `nil` for text.
  public var attachmentWidth: Double?

  /// A span of `text` in `font`.
  public init(_ text: String, font: FontDescriptor) {
    self.text = text
    self.font = font
  }

  /// An inline object `width` points wide, held by one object replacement character (U+FFFC)
  /// in `font`, whose line height and baseline it shares.
  public init(attachmentWidth width: Double, font: FontDescriptor) {
    self.text = "\u{FFFC}"
    self.font = font
    self.attachmentWidth = width
  }
}

// MARK: - LineBreaker

/// Shapes paragraphs and breaks them into lines.
struct LineBreaker {
  /// The fonts of one span: its own, the fallbacks for characters it lacks, and its size.
  struct SpanFonts {
    let primary: FontFace
    let fallbacks: [FontFace]
    let descriptor: FontDescriptor
    /// The width of each character of an inline object's span (`TextSpan.attachmentWidth`).
    var attachmentWidth: Double?
    var size: Double { descriptor.size }
  }

  let spans: [SpanFonts]
  let style: ParagraphStyle
  let width: Double?

  /// A line before positioning: glyphs in logical order and the width they take.
  private struct PendingLine {
    var glyphs: [ShapedGlyph]
    var isRightToLeft: Bool
    var width: Double
    /// The span whose font sets the height of a line without glyphs.
    var emptySpan: Int
  }

  func layout(_ texts: [String]) -> TextLayout {
    var source: [Unicode.Scalar] = []
    // The span of each of the text's scalars.
    var sourceSpan: [Int] = []
    for (span, text) in texts.enumerated() {
      source += text.unicodeScalars
      sourceSpan += repeatElement(span, count: source.count - sourceSpan.count)
    }
    var scalars: [Unicode.Scalar] = []
    // Where each kept scalar sits among the text's scalars, for `TextLayout.clusters` and for
    // the bidirectional algorithm, which also reads the controls that are not kept.
    var sourceIndex: [Int] = []
    var spanOf: [Int] = []
    for (index, s) in source.enumerated() {
      let kept: Unicode.Scalar
      if s == "\t" {
        kept = " "
      } else if s == "\n" {
        kept = s
      } else if s.properties.generalCategory == .control
        || s.properties.generalCategory == .format, s.value != 0x200D
      {
        continue
      } else {
        kept = s
      }
      scalars.append(kept)
      sourceIndex.append(index)
      spanOf.append(sourceSpan[index])
    }
    var lines: [PendingLine] = []
    var missing: [Unicode.Scalar] = []
    var undrawnColor: [Unicode.Scalar] = []
    var start = 0
    var truncated = false
    let limit = style.lineLimit.map { max($0, 1) }
    while start <= scalars.count {
      var end = start
      while end < scalars.count, scalars[end] != "\n" { end += 1 }
      // The paragraph in the source text, with the controls the layout drops, from just after
      // the previous newline to just before the next.
      let paragraphStart = start == 0 ? 0 : sourceIndex[start - 1] + 1
      let paragraph = paragraphStart..<(end < scalars.count ? sourceIndex[end] : source.count)
      let (rtl, levels) = BidiLevels.resolve(
        source, paragraph: paragraph, kept: sourceIndex[start..<end],
        isRightToLeft: style.direction == .natural ? nil : style.direction == .rightToLeft)
      let glyphs = shape(scalars, range: start..<end, levels: levels, spanOf: spanOf)
      for s in missingCharacters(glyphs, scalars: scalars, end: end) where !missing.contains(s) {
        missing.append(s)
      }
      for glyph in glyphs where glyph.id != 0 && glyph.font.isUndrawnColorGlyph(glyph.id) {
        let s = scalars[glyph.cluster]
        if !undrawnColor.contains(s) { undrawnColor.append(s) }
      }
      // A line without glyphs is as tall as the span it stands in.
      let emptySpan = start < scalars.count ? spanOf[start] : (spanOf.last ?? 0)
      for line in breakLines(glyphs, scalars: scalars) {
        lines.append(
          PendingLine(
            glyphs: line.glyphs, isRightToLeft: rtl, width: line.width, emptySpan: emptySpan))
      }
      start = end + 1
      if let limit, lines.count > limit {
        truncated = true
        break
      }
    }
    if let limit, lines.count > limit {
      lines.removeSubrange(limit...)
      truncated = true
    }
    if truncated, let last = lines.last {
      lines[lines.count - 1] = ellipsize(last, force: true)
    } else if let width, lines.count == 1, let only = lines.first, only.width > width + 1e-9 {
      lines[0] = ellipsize(only, force: false)
      truncated = true
    }
    var layout = position(lines, truncated: truncated, sourceIndex: sourceIndex)
    layout.missingCharacters = missing
    layout.undrawnColorCharacters = undrawnColor
    return layout
  }

  /// Shapes `scalars[range]` span by span (shaping does not reach across a change of font),
  /// each glyph marked with its span.
  private func shape(
    _ scalars: [Unicode.Scalar], range: Range<Int>, levels: [UInt8], spanOf: [Int]
  ) -> [ShapedGlyph] {
    var glyphs: [ShapedGlyph] = []
    var start = range.lowerBound
    while start < range.upperBound {
      let span = spanOf[start]
      var end = start + 1
      while end < range.upperBound, spanOf[end] == span { end += 1 }
      let fonts = spans[span]
      if let width = fonts.attachmentWidth {
        // An inline object: the font's space glyph (which draws nothing) as wide as the object.
        let space = Shaper.shape(
          [" "], range: 0..<1, levels: [levels[start - range.lowerBound]],
          primary: fonts.primary, fallbacks: [], size: fonts.size, features: [])
        for index in start..<end {
          guard var glyph = space.first else { break }
          glyph.advance = width
          glyph.offsetX = 0
          glyph.offsetY = 0
          glyph.cluster = index
          glyph.level = levels[index - range.lowerBound]
          glyph.isWhitespace = false
          glyph.span = span
          glyphs.append(glyph)
        }
        start = end
        continue
      }
      let part = Shaper.shape(
        scalars, range: start..<end,
        levels: Array(levels[(start - range.lowerBound)..<(end - range.lowerBound)]),
        primary: fonts.primary, fallbacks: fonts.fallbacks, size: fonts.size,
        features: fonts.descriptor.features)
      glyphs +=
        span == 0
        ? part
        : part.map { glyph in
          var glyph = glyph
          glyph.span = span
          return glyph
        }
      start = end
    }
    return glyphs
  }

  /// The characters of a shaped paragraph ending at `end` that drew a missing-glyph box
  /// (glyph 0, `.notdef`): of each such glyph's cluster, the characters no font has, leaving
  /// out spaces and default-ignorable characters (joiners, variation selectors), which draw
  /// nothing; the cluster's first such character when every font claims them all.
  private func missingCharacters(_ glyphs: [ShapedGlyph], scalars: [Unicode.Scalar], end: Int)
    -> [Unicode.Scalar]
  {
    guard glyphs.contains(where: { $0.id == 0 }) else { return [] }
    let starts = Set(glyphs.map(\.cluster)).sorted()
    var result: [Unicode.Scalar] = []
    for glyph in glyphs where glyph.id == 0 {
      let next = starts.first { $0 > glyph.cluster } ?? end
      let visible = scalars[glyph.cluster..<max(next, glyph.cluster + 1)].filter {
        !$0.properties.isWhitespace && !$0.properties.isDefaultIgnorableCodePoint
      }
      let fonts = spans[glyph.span]
      let unprovided = visible.filter { s in
        !fonts.primary.hasGlyph(for: s) && !fonts.fallbacks.contains { $0.hasGlyph(for: s) }
      }
      result += unprovided.isEmpty ? Array(visible.prefix(1)) : unprovided
    }
    return result
  }

  static func isStrongRightToLeft(_ s: Unicode.Scalar) -> Bool {
    (0x0590...0x08FF).contains(s.value) || (0xFB1D...0xFDFF).contains(s.value)
      || (0xFE70...0xFEFF).contains(s.value)
  }

  // MARK: - Breaking

  private func advance(_ g: ShapedGlyph) -> Double { g.advance + style.tracking }

  private func breakLines(_ glyphs: [ShapedGlyph], scalars: [Unicode.Scalar])
    -> [(glyphs: [ShapedGlyph], width: Double)]
  {
    guard let width, !glyphs.isEmpty else {
      return [(glyphs, visibleWidth(glyphs, scalars: scalars))]
    }
    var result: [(glyphs: [ShapedGlyph], width: Double)] = []
    var lineStart = 0
    var lastBreak: Int?  // index of the first glyph after a break opportunity
    var x = 0.0
    var i = 0
    while i < glyphs.count {
      let g = glyphs[i]
      let s = scalars[g.cluster]
      let isSpace = s.properties.isWhitespace
      // The tracking after a glyph that ends the line is not part of the line's width
      // (`visibleWidth`), so it does not count against the width either.
      if !isSpace && x + g.advance > width + 1e-9 && i > lineStart {
        let cut = lastBreak ?? i  // no break opportunity: break inside the word
        let line = Array(glyphs[lineStart..<cut])
        result.append((line, visibleWidth(line, scalars: scalars)))
        lineStart = cut
        lastBreak = nil
        i = cut
        x = 0
        continue
      }
      x += advance(g)
      if isSpace || s == "-" || s == "\u{2010}" || s == "\u{2013}" {
        // Breaking is allowed after a space or a hyphen, at the next cluster boundary.
        var j = i + 1
        while j < glyphs.count, glyphs[j].cluster == g.cluster { j += 1 }
        lastBreak = j
      }
      i += 1
    }
    let line = Array(glyphs[lineStart...])
    result.append((line, visibleWidth(line, scalars: scalars)))
    return result
  }

  /// The width without trailing spaces.
  private func visibleWidth(_ glyphs: [ShapedGlyph], scalars: [Unicode.Scalar]) -> Double {
    var end = glyphs.count
    while end > 0, scalars[glyphs[end - 1].cluster].properties.isWhitespace { end -= 1 }
    return glyphs[..<end].reduce(0) { $0 + advance($1) } - (end > 0 ? style.tracking : 0)
  }

  // MARK: - Truncation

  private func ellipsize(_ line: PendingLine, force: Bool) -> PendingLine {
    // The ellipsis sits at the paragraph's level, as a neutral at a line end resolves (L1),
    // in the font of the text it replaces.
    let span: Int =
      switch style.truncationMode {
      case .head: line.glyphs.first?.span ?? line.emptySpan
      case .middle, .tail: line.glyphs.last?.span ?? line.emptySpan
      }
    let fonts = spans[span]
    let ellipsis = Shaper.shape(
      ["\u{2026}"], range: 0..<1, levels: [line.isRightToLeft ? 1 : 0], primary: fonts.primary,
      fallbacks: fonts.fallbacks, size: fonts.size, features: []
    ).map { glyph in
      var glyph = glyph
      glyph.cluster = -1
      glyph.span = span
      return glyph
    }
    let ellipsisWidth = ellipsis.reduce(0) { $0 + advance($1) }
    let available = (width ?? .infinity) - ellipsisWidth
    var glyphs = line.glyphs
    func total(_ g: ArraySlice<ShapedGlyph>) -> Double { g.reduce(0) { $0 + advance($1) } }
    switch style.truncationMode {
    case .tail:
      while !glyphs.isEmpty, total(glyphs[...]) > available { glyphs.removeLast() }
      while glyphs.last?.isWhitespace == true { glyphs.removeLast() }
      glyphs += ellipsis
    case .head:
      while !glyphs.isEmpty, total(glyphs[...]) > available { glyphs.removeFirst() }
      while glyphs.first?.isWhitespace == true { glyphs.removeFirst() }
      glyphs = ellipsis + glyphs
    case .middle:
      var head: [ShapedGlyph] = []
      var tail: [ShapedGlyph] = []
      var front = 0
      var back = glyphs.count - 1
      var used = 0.0
      while front <= back {
        let takeFront = head.count <= tail.count
        let g = takeFront ? glyphs[front] : glyphs[back]
        if used + advance(g) > available { break }
        used += advance(g)
        if takeFront {
          head.append(g)
          front += 1
        } else {
          tail.insert(g, at: 0)
          back -= 1
        }
      }
      glyphs = head + ellipsis + tail
    }
    _ = force
    let w = glyphs.reduce(0) { $0 + advance($1) } - (glyphs.isEmpty ? 0 : style.tracking)
    return PendingLine(
      glyphs: glyphs, isRightToLeft: line.isRightToLeft, width: w, emptySpan: line.emptySpan)
  }

  // MARK: - Positioning

  /// Reorders a line's glyphs (in logical order) for display with UAX #9's L1 and L2: the
  /// line's trailing spaces go back to the paragraph's level, then runs are reversed by level.
  static func visualOrder(_ glyphs: [ShapedGlyph], paragraphIsRightToLeft: Bool) -> [ShapedGlyph] {
    var trailing = [Bool](repeating: false, count: glyphs.count)
    var k = glyphs.count
    while k > 0, glyphs[k - 1].isWhitespace {
      k -= 1
      trailing[k] = true
    }
    let order = BidiLevels.visualOrder(
      levels: glyphs.map(\.level), isTrailingWhitespace: trailing,
      paragraphLevel: paragraphIsRightToLeft ? 1 : 0)
    return order.map { glyphs[$0] }
  }

  private func position(_ lines: [PendingLine], truncated: Bool, sourceIndex: [Int])
    -> TextLayout
  {
    let boxWidth =
      width.map { w in min(w, lines.map(\.width).max() ?? 0) }
      ?? (lines.map(\.width).max() ?? 0)
    var runs: [GlyphRun] = []
    var placements: [TextLayout.RunPlacement] = []
    var clusters: [[Int]] = []
    var frames: [TextLayout.Line] = []
    var top = 0.0
    for (index, line) in lines.enumerated() {
      if index > 0 { top += style.lineSpacing }
      let (ascent, lineHeight) = lineMetrics(line)
      let baseline = top + ascent
      let free = boxWidth - line.width
      let leadingIsLeft =
        switch style.alignmentDirection {
        case .natural: !line.isRightToLeft
        case .leftToRight: true
        case .rightToLeft: false
        }
      let x0: Double
      switch style.alignment {
      case .leading: x0 = leadingIsLeft ? 0 : free
      case .center: x0 = free / 2
      case .trailing: x0 = leadingIsLeft ? free : 0
      }
      let visual = Self.visualOrder(line.glyphs, paragraphIsRightToLeft: line.isRightToLeft)
      // A line's trailing spaces hang outside its box, as they do past the right edge of a
      // left-to-right line: in a right-to-left line they come first visually, so the line
      // starts their width left of the box.
      let hanging =
        line.isRightToLeft
        ? line.glyphs.reversed().prefix { $0.isWhitespace }.reduce(0) { $0 + advance($1) } : 0
      var x = x0 - hanging
      var current: [GlyphRun.Glyph] = []
      var currentClusters: [Int] = []
      var currentFont: FontFace?
      var currentSpan = 0
      var runStart = x
      func flush() {
        if let font = currentFont, !current.isEmpty {
          runs.append(GlyphRun(font: font, size: spans[currentSpan].size, glyphs: current))
          placements.append(
            TextLayout.RunPlacement(
              span: currentSpan, minX: runStart, maxX: x, baseline: baseline))
          clusters.append(currentClusters)
        }
        current = []
        currentClusters = []
        runStart = x
      }
      for g in visual {
        if g.font !== currentFont || g.span != currentSpan {
          flush()
          currentFont = g.font
          currentSpan = g.span
        }
        current.append(
          GlyphRun.Glyph(
            id: g.id, origin: Point(x: x + g.offsetX, y: baseline + g.offsetY)))
        currentClusters.append(g.cluster >= 0 ? sourceIndex[g.cluster] : -1)
        x += advance(g)
      }
      flush()
      frames.append(
        TextLayout.Line(
          frame: Rect(x: x0, y: top, width: line.width, height: lineHeight), baseline: baseline))
      top += lineHeight
    }
    if lines.isEmpty {
      let metrics = spans[0].primary.metrics
      let ascent = metrics.ascender * spans[0].size
      let lineHeight = metrics.lineHeight * spans[0].size
      frames.append(
        TextLayout.Line(
          frame: Rect(x: 0, y: 0, width: 0, height: lineHeight),
          baseline: ascent))
      top = lineHeight
    }
    return TextLayout(
      size: Size(width: boxWidth, height: top), lines: frames, glyphRuns: runs,
      runPlacements: placements, clusters: clusters, isTruncated: truncated)
  }

  /// A line's ascent and height: its span's font's, or, when spans of different fonts or
  /// sizes share the line, the tallest ascent over the deepest descent and gap below it.
  private func lineMetrics(_ line: PendingLine) -> (ascent: Double, height: Double) {
    let first = line.glyphs.first?.span ?? line.emptySpan
    let firstFonts = spans[first]
    let metrics = firstFonts.primary.metrics
    var ascent = metrics.ascender * firstFonts.size
    var height = metrics.lineHeight * firstFonts.size
    var seen: Set<Int> = [first]
    var below = height - ascent
    for glyph in line.glyphs where !seen.contains(glyph.span) {
      seen.insert(glyph.span)
      let fonts = spans[glyph.span]
      if fonts.primary === firstFonts.primary, fonts.size == firstFonts.size { continue }
      let other = fonts.primary.metrics
      ascent = max(ascent, other.ascender * fonts.size)
      below = max(below, (other.lineHeight - other.ascender) * fonts.size)
      height = ascent + below
    }
    return (ascent, height)
  }
}
