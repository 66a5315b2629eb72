import CatalogUI
import Foundation
import Hashing
import Raster
import TextEngine

// MARK: - ViewRenderingKey

/// The rendering key of a view's snapshot (see `RenderingKeys`): every input of its pixels and,
/// when it is audited, of its accessibility findings.
///
/// The pixels are a function of the display list and the rasterizer and text engine (their
/// file digests). The findings are a function of those pixels, the elements, the texts as
/// drawn, the taps no element reaches, the scale, the canvas's backdrop, the text size, the
/// policy and the audit's own files (`catalogSourceDigest`, and `catalogUISourceDigest` for the
/// system colours it recognises). A reference whose line holds the same key holds these pixels,
/// and the line's findings are the audit's findings of them.
enum ViewRenderingKey {
  /// What an audit of the rendering reads besides its pixels.
  struct AuditInputs {
    var policy: AccessibilityPolicy
    var elements: [AccessibilityElement]
    var texts: [DrawnText]
    var unreachableTapTargets: [UnreachableTapTarget]
    var scale: Double
    var canvasBackdrop: ColorU8
    var textSize: DynamicTypeSize
  }

  /// The key of `list` drawn, and audited with `audit` when given; `nil` when the list cannot
  /// be keyed (a glyph run whose font has no content digest).
  static func key(of list: DisplayList, audit: AuditInputs?) -> XXH3.Hash128? {
    var w = ContentKeyWriter()
    w.write("view 1")
    w.write(rasterSourceDigest)
    w.write(textEngineSourceDigest)
    guard list.writeContent(into: &w) else { return nil }
    guard let audit else {
      w.write(false)
      return w.key
    }
    w.write(true)
    w.write(catalogSourceDigest)
    w.write(catalogUISourceDigest)
    audit.policy.writeContent(into: &w)
    w.write(audit.scale)
    w.write(audit.canvasBackdrop)
    w.write(audit.textSize.rawValue)
    w.write(audit.elements.count)
    for element in audit.elements { write(element, into: &w) }
    w.write(audit.texts.count)
    for text in audit.texts {
      w.write(text.text)
      w.write(Rect(text.frame))
      w.write(text.pointSize)
      w.write(text.isBold)
      w.write(text.scalesWithTextSize)
      w.write(text.isTruncated)
      write(text.clippedBy, into: &w)
      w.write(text.isHidden)
    }
    w.write(audit.unreachableTapTargets.count)
    for target in audit.unreachableTapTargets {
      w.write(Rect(target.frame))
      w.write(target.text)
    }
    return w.key
  }

  /// Writes everything of an element an audit reads, its children after it.
  private static func write(_ element: AccessibilityElement, into w: inout ContentKeyWriter) {
    w.write(element.label)
    write(element.value, into: &w)
    write(element.hint, into: &w)
    w.write(element.traits.rawValue)
    w.write(Rect(element.frame))
    write(element.identifier, into: &w)
    w.write(element.actionNames.count)
    element.actionNames.forEach { w.write($0) }
    w.write(element.isAdjustable)
    w.write(element.hasAction)
    if let control = element.standardControl {
      w.write(true)
      w.write(control.name)
      w.write(control.standardSize != nil)
      if let size = control.standardSize { write(size, into: &w) }
      write(control.layoutSize, into: &w)
      write(control.drawnSize, into: &w)
    } else {
      w.write(false)
    }
    w.write(element.children.count)
    for child in element.children { write(child, into: &w) }
  }

  private static func write(_ size: CGSize, into w: inout ContentKeyWriter) {
    w.write(Double(size.width))
    w.write(Double(size.height))
  }

  private static func write(_ text: String?, into w: inout ContentKeyWriter) {
    w.write(text != nil)
    if let text { w.write(text) }
  }
}

// MARK: - SampledRaster

/// A view's display list rasterized once, on first use, with the glyph runs' colour samples
/// the contrast audit reads when it is audited.
final class SampledRaster {
  private var list: DisplayList?
  private let samplingText: Bool
  private var made: (pixmap: Pixmap, samples: [GlyphRunSample])?

  init(_ list: DisplayList, samplingText: Bool) {
    self.list = list
    self.samplingText = samplingText
  }

  /// The pixels and samples; `nil` when the pixmap cannot be allocated.
  var result: (pixmap: Pixmap, samples: [GlyphRunSample])? {
    if let made { return made }
    guard let list else { return nil }
    self.list = nil
    if samplingText {
      made = list.renderSamplingText()
    } else {
      made = list.render().map { ($0, []) }
    }
    return made
  }
}

// MARK: - DeferredFindings

/// Audit findings computed on first use, or adopted from a rendering-keys line that vouches
/// for them, the same for every copy of the rendering that holds them.
final class DeferredFindings {
  private var made: [AccessibilityViolation]?
  private var compute: (() -> [AccessibilityViolation])?

  init(_ findings: [AccessibilityViolation]) { made = findings }

  init(compute: @escaping () -> [AccessibilityViolation]) { self.compute = compute }

  var findings: [AccessibilityViolation] {
    if let made { return made }
    let findings = compute?() ?? []
    made = findings
    compute = nil
    return findings
  }

  /// Takes `findings` as the audit's, when it has not run yet.
  func adopt(_ findings: [AccessibilityViolation]) {
    guard made == nil else { return }
    made = findings
    compute = nil
  }
}
