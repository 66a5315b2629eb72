import CatalogUI
import Foundation
import Raster

// MARK: - AccessibilityAudit

/// The audits run on every rendering, computed from the geometry laid out and the colours
/// drawn: text contrast, non-text contrast, target size, labels, truncation and Dynamic Type.
///
/// Every finding names its rule, the element (as the accessibility snapshot names it), the
/// measured value, the threshold and a one-line fix.
public enum AccessibilityAudit {
  /// One rendering as the audits see it.
  public struct Subject {
    /// The accessibility elements, containers' children included, in reading order.
    public var elements: [AccessibilityElement]
    /// Every `Text` as drawn.
    public var texts: [DrawnText]
    /// The glyph runs as drawn, with the colours under them.
    public var samples: [GlyphRunSample]
    /// The rendering.
    public var pixmap: Pixmap
    /// Pixels per point.
    public var scale: Double
    /// What a transparent pixel is seen against: the system background of the colour scheme.
    public var canvasBackdrop: ColorU8
    /// The text-size trait of the rendering.
    public var textSize: DynamicTypeSize
    /// The views that handle taps but whose action no element activates.
    public var unreachableTapTargets: [UnreachableTapTarget]

    /// The colour scheme whose system background the canvas shows (black: dark).
    var colorScheme: ColorScheme { canvasBackdrop == .black ? .dark : .light }

    /// Creates a subject; `elements` may hold containers, whose children are audited too.
    public init(
      elements: [AccessibilityElement], texts: [DrawnText],
      samples: [GlyphRunSample], pixmap: Pixmap, scale: Double,
      canvasBackdrop: ColorU8, textSize: DynamicTypeSize,
      unreachableTapTargets: [UnreachableTapTarget] = []
    ) {
      self.unreachableTapTargets = unreachableTapTargets
      self.elements = AccessibilityAudit.flattened(elements)
      self.texts = texts
      self.samples = samples
      self.pixmap = pixmap
      self.scale = scale
      self.canvasBackdrop = canvasBackdrop
      self.textSize = textSize
    }
  }

  /// Runs every rule the policy does not turn off, in element order then rule order.
  public static func findings(_ subject: Subject, policy: AccessibilityPolicy)
    -> [AccessibilityViolation]
  {
    var found: [(order: (Double, Double), rule: Int, violation: AccessibilityViolation)] = []
    func add(_ rule: AccessibilityRule, _ frame: Rect, _ violation: AccessibilityViolation) {
      let index = AccessibilityRule.allCases.firstIndex(of: rule) ?? 0
      found.append(((frame.minY, frame.minX), index, violation))
    }
    for rule in AccessibilityRule.allCases {
      guard let severity = policy.level(of: rule, at: subject.textSize).severity else { continue }
      let verdict = Verdict(
        severity: severity,
        systemSeverity: policy.systemLookLevel(of: rule, at: subject.textSize).severity,
        judgesSystemLook: policy.systemLookLevel != nil)
      for (frame, violation) in run(rule, on: subject, verdict: verdict, policy: policy) {
        add(rule, frame, violation)
      }
    }
    return found.enumerated().sorted { a, b in
      if a.element.order != b.element.order { return a.element.order < b.element.order }
      if a.element.violation.element != b.element.violation.element {
        return a.element.violation.element < b.element.violation.element
      }
      if a.element.rule != b.element.rule { return a.element.rule < b.element.rule }
      return a.offset < b.offset
    }.map(\.element.violation)
  }

  private static func run(
    _ rule: AccessibilityRule, on subject: Subject,
    verdict: Verdict,
    policy: AccessibilityPolicy
  ) -> [(Rect, AccessibilityViolation)] {
    let severity = verdict.severity
    return switch rule {
    case .contrast: textContrast(subject, verdict)
    case .nonTextContrast: nonTextContrast(subject, verdict)
    case .targetSize: targetSize(subject, verdict, minimum: policy.minimumTargetSize)
    case .label: labels(subject, severity)
    case .truncation: truncation(subject, severity)
    case .dynamicType: dynamicType(subject, severity)
    case .unreachableAction: unreachableActions(subject, severity)
    }
  }

  /// How a rule's findings are judged: the rule's severity, and the one of findings that
  /// measure only iOS's own look (`nil`: they are dropped).
  struct Verdict {
    var severity: AccessibilityViolation.Severity
    var systemSeverity: AccessibilityViolation.Severity?
    /// Whether the policy judges iOS's own look apart (`systemLookLevel` set); when not, the
    /// audits skip telling it apart.
    var judgesSystemLook: Bool

    /// The severity of a finding, and the note that says why it was lowered; `nil` when a
    /// finding on iOS's own look is turned off.
    func judge(systemLook: String?) -> (severity: AccessibilityViolation.Severity, note: String?)? {
      guard judgesSystemLook, let systemLook else { return (severity, nil) }
      guard let systemSeverity else { return nil }
      guard systemSeverity != severity else { return (severity, nil) }
      return (
        systemSeverity,
        "\(systemLook): iOS's own look, a \(systemSeverity.rawValue) under the policy's "
          + "systemLookLevel"
      )
    }
  }

  static func flattened(_ elements: [AccessibilityElement]) -> [AccessibilityElement] {
    elements.flatMap { [$0] + flattened($0.children) }
  }

  // MARK: - contrast

  /// WCAG 1.4.3: 4.5:1 for text, 3:1 for large text (18 pt, or 14 pt bold), worst case over
  /// the pixels under the glyphs. Text of a disabled control is exempt, as WCAG exempts
  /// inactive components.
  static func textContrast(_ subject: Subject, _ verdict: Verdict)
    -> [(Rect, AccessibilityViolation)]
  {
    // Runs of one text (its lines, its fonts) are judged together: one finding per text.
    var worst: [Int: (ratio: Double, pair: GlyphRunSample.ColorPair, backdrops: Int)] = [:]
    var order: [Int] = []
    // Every pair of a text, for telling iOS's own colours apart.
    var pairs: [Int: Set<SystemLook.Pair>] = [:]
    for sample in subject.samples where !sample.pairs.isEmpty {
      let centre = Point(
        x: Double(sample.x0 + sample.x1) / 2 / subject.scale,
        y: Double(sample.y0 + sample.y1) / 2 / subject.scale)
      guard let index = text(at: centre, matching: sample.text, in: subject.texts) else {
        continue
      }
      let text = subject.texts[index]
      if text.isHidden || isDisabled(at: centre, subject.elements) { continue }
      let backdrops = Set(sample.pairs.map(\.backdrop)).count
      for pair in sample.pairs {
        let ratio = Contrast.ratio(
          pair.text.over(subject.canvasBackdrop), pair.backdrop.over(subject.canvasBackdrop))
        if verdict.judgesSystemLook, pairs[index, default: []].count <= SystemLook.pairLimit {
          pairs[index, default: []].insert(
            SystemLook.Pair(
              text: pair.text.over(subject.canvasBackdrop),
              backdrop: pair.backdrop.over(subject.canvasBackdrop), ratio: ratio))
        }
        if let known = worst[index] {
          if ratio < known.ratio {
            worst[index] = (ratio, pair, max(known.backdrops, backdrops))
          } else if backdrops > known.backdrops {
            worst[index]?.backdrops = backdrops
          }
        } else {
          worst[index] = (ratio, pair, backdrops)
          order.append(index)
        }
      }
    }
    return order.compactMap { index in
      guard let found = worst[index] else { return nil }
      let text = subject.texts[index]
      let isLarge = text.pointSize >= 18 || (text.pointSize >= 14 && text.isBold)
      let threshold = isLarge ? 3.0 : 4.5
      guard found.ratio < threshold else { return nil }
      let systemLook =
        SystemLook.areSystemColors(
          (pairs[index] ?? []).filter { $0.ratio < threshold }, in: subject.colorScheme)
        ? "system colours" : nil
      guard let judged = verdict.judge(systemLook: systemLook) else { return nil }
      let colours =
        "\(hex(found.pair.text.over(subject.canvasBackdrop))) on "
        + "\(hex(found.pair.backdrop.over(subject.canvasBackdrop)))"
      var notes: [String] = []
      if found.backdrops > 1 {
        notes.append(
          "worst case over \(found.backdrops) backdrop colours under the glyphs "
            + "(a gradient, an image or a translucent fill)")
      }
      if found.pair.text.a < 255 || found.pair.backdrop.a < 255 {
        notes.append("transparent pixels are taken over the colour scheme's background")
      }
      if let note = judged.note { notes.append(note) }
      let size =
        isLarge
        ? "large text (\(AccessibilitySnapshot.number(text.pointSize)) pt"
          + (text.isBold && text.pointSize < 18 ? " bold)" : ")")
        : "text of \(AccessibilitySnapshot.number(text.pointSize)) pt"
      return (
        Rect(text.frame),
        AccessibilityViolation(
          rule: AccessibilityRule.contrast.rawValue, severity: judged.severity,
          element: "text " + AccessibilitySnapshot.quoted(text.text),
          frame: AccessibilitySnapshot.frame(Rect(text.frame)),
          measured: "\(Format.ratio(found.ratio, below: threshold)) (\(colours))",
          threshold: "\(AccessibilitySnapshot.number(threshold)):1 for \(size)",
          fix: "darken or lighten the text or its background until they differ by "
            + "\(AccessibilitySnapshot.number(threshold)):1",
          note: notes.isEmpty ? nil : notes.joined(separator: "; "))
      )
    }
  }

  /// The text whose frame holds `point`, preferring one whose content holds the run's text.
  private static func text(at point: Point, matching run: String, in texts: [DrawnText]) -> Int? {
    var fallback: Int?
    for (index, text) in texts.enumerated().reversed() where Rect(text.frame).contains(point) {
      if run.isEmpty || text.text.contains(run) { return index }
      fallback = fallback ?? index
    }
    return fallback
  }

  private static func isDisabled(at point: Point, _ elements: [AccessibilityElement]) -> Bool {
    elements.contains { $0.traits.contains(.isNotEnabled) && Rect($0.frame).contains(point) }
  }

  // MARK: - non-text-contrast

  /// WCAG 1.4.11: a control that text does not identify (a switch, a slider, an icon-only
  /// button) needs 3:1 between what identifies it and the colours around it. Measured as the
  /// strongest contrast any of its pixels outside text has with the colour most common in a
  /// ring two points wide around it.
  static func nonTextContrast(_ subject: Subject, _ verdict: Verdict)
    -> [(Rect, AccessibilityViolation)]
  {
    var out: [(Rect, AccessibilityViolation)] = []
    for element in subject.elements where isControl(element) {
      if element.traits.contains(.isNotEnabled) { continue }
      let identifiedByText =
        !element.traits.contains(.isToggle)
        && !element.traits.contains(.isAdjustable)
        && subject.texts.contains {
          !$0.isHidden && Rect(element.frame).contains(Point(x: $0.frame.midX, y: $0.frame.midY))
        }
      if identifiedByText { continue }
      guard let measured = boundaryContrast(of: Rect(element.frame), in: subject) else { continue }
      guard measured.ratio < 3 else { continue }
      let systemLook =
        verdict.judgesSystemLook
          && SystemPalette.isBackdrop(measured.surrounding, in: subject.colorScheme)
        ? SystemLook.standardControl(element) : nil
      guard let judged = verdict.judge(systemLook: systemLook) else { continue }
      out.append(
        (
          Rect(element.frame),
          AccessibilityViolation(
            rule: AccessibilityRule.nonTextContrast.rawValue, severity: judged.severity,
            element: elementName(element), frame: AccessibilitySnapshot.frame(Rect(element.frame)),
            measured: "\(Format.ratio(measured.ratio, below: 3)) (\(hex(measured.strongest)) "
              + "against \(hex(measured.surrounding)))",
            threshold: "3:1",
            fix: "give the control's shape, icon or state a colour that differs by 3:1 from what "
              + "surrounds it", note: judged.note)
        ))
    }
    return out
  }

  private static func boundaryContrast(of frame: Rect, in subject: Subject)
    -> (ratio: Double, strongest: ColorU8, surrounding: ColorU8)?
  {
    let pixmap = subject.pixmap
    let s = subject.scale
    func px(_ v: Double, _ limit: Int) -> Int { Int(v * s, rounding: .down, clampedTo: 0...limit) }
    let x0 = px(frame.minX, pixmap.width)
    let x1 = px(frame.maxX, pixmap.width)
    let y0 = px(frame.minY, pixmap.height)
    let y1 = px(frame.maxY, pixmap.height)
    guard x1 > x0, y1 > y0 else { return nil }
    let ring = max(1, Int((2 * s).rounded()))
    // Pixels are compared as raw premultiplied words, and only a colour not seen before is
    // converted: a control is mostly a few flat colours.
    return pixmap.data.withUnsafeBytes { raw in
      let words = raw.bindMemory(to: UInt32.self)
      func color(_ word: UInt32) -> ColorU8 {
        let w = UInt32(littleEndian: word)
        return PremultipliedColorU8(
          r: UInt8(w & 0xFF), g: UInt8(w >> 8 & 0xFF), b: UInt8(w >> 16 & 0xFF), a: UInt8(w >> 24)
        ).unpremultiplied.over(subject.canvasBackdrop)
      }
      var counts: [UInt32: Int] = [:]
      var run: (word: UInt32, count: Int)?
      for y in max(0, y0 - ring)..<min(pixmap.height, y1 + ring) {
        let inside = y >= y0 && y < y1
        for x in max(0, x0 - ring)..<min(pixmap.width, x1 + ring) {
          if inside, x >= x0, x < x1 { continue }
          let word = words[y * pixmap.width + x]
          if word == run?.word {
            run?.count += 1
          } else {
            if let run { counts[run.word, default: 0] += run.count }
            run = (word, 1)
          }
        }
      }
      if let run { counts[run.word, default: 0] += run.count }
      let surrounding =
        counts.max {
          $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key
        }.map { color($0.key) } ?? subject.canvasBackdrop
      let textBoxes = subject.texts.filter { !$0.isHidden }.map { Rect($0.frame) }
      let backgroundLuminance = Contrast.luminance(surrounding)
      var best = (ratio: 1.0, color: surrounding)
      var seen = Set<UInt32>()
      var previous: UInt32?
      for y in y0..<y1 {
        let py = (Double(y) + 0.5) / s
        let rowBoxes = textBoxes.filter { $0.minY <= py && py < $0.maxY }
        for x in x0..<x1 {
          let word = words[y * pixmap.width + x]
          if word == previous { continue }
          if !rowBoxes.isEmpty {
            let px = (Double(x) + 0.5) / s
            if rowBoxes.contains(where: { $0.minX <= px && px < $0.maxX }) { continue }
          }
          previous = word
          guard seen.insert(word).inserted else { continue }
          let c = color(word)
          let l = Contrast.luminance(c)
          let ratio = (max(l, backgroundLuminance) + 0.05) / (min(l, backgroundLuminance) + 0.05)
          if ratio > best.ratio { best = (ratio, c) }
        }
      }
      return (best.ratio, best.color, surrounding)
    }
  }

  // MARK: - target-size

  /// Every element with an action at least the policy's minimum on each side (44 × 44 pt, the
  /// iOS guideline, by default). Disabled controls are exempt: nothing can be activated.
  static func targetSize(
    _ subject: Subject, _ verdict: Verdict,
    minimum: Double
  ) -> [(Rect, AccessibilityViolation)] {
    subject.elements.compactMap { element in
      guard isControl(element), !element.traits.contains(.isNotEnabled) else { return nil }
      let size = Rect(element.frame).size
      guard size.width < minimum || size.height < minimum else { return nil }
      let systemLook = verdict.judgesSystemLook ? SystemLook.standardControl(element) : nil
      guard let judged = verdict.judge(systemLook: systemLook) else { return nil }
      let m = AccessibilitySnapshot.number(minimum)
      return (
        Rect(element.frame),
        AccessibilityViolation(
          rule: AccessibilityRule.targetSize.rawValue, severity: judged.severity,
          element: elementName(element), frame: AccessibilitySnapshot.frame(Rect(element.frame)),
          measured:
            "\(AccessibilitySnapshot.number(size.width))×\(AccessibilitySnapshot.number(size.height)) pt",
          threshold: "\(m)×\(m) pt",
          fix: "make the touch area at least \(m)×\(m) pt: .frame(minWidth: \(m), minHeight: "
            + "\(m)) and .contentShape(Rectangle()) around the control, or padding inside it",
          note: judged.note)
      )
    }
  }

  // MARK: - label

  /// An element with an action or an image has a label VoiceOver can read.
  static func labels(_ subject: Subject, _ severity: AccessibilityViolation.Severity)
    -> [(Rect, AccessibilityViolation)]
  {
    subject.elements.compactMap { element in
      guard isControl(element) || element.traits.contains(.isImage) else { return nil }
      guard element.label.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
        return nil
      }
      let isImage = !isControl(element)
      return (
        Rect(element.frame),
        AccessibilityViolation(
          rule: AccessibilityRule.label.rawValue, severity: severity,
          element: elementName(element), frame: AccessibilitySnapshot.frame(Rect(element.frame)),
          measured: "no label", threshold: "a label",
          fix: isImage
            ? "give the image .accessibilityLabel(\"…\"), or .accessibilityHidden(true) when "
              + "it is decoration"
            : "give the control .accessibilityLabel(\"…\") naming what it does")
      )
    }
  }

  // MARK: - truncation

  /// Text that is truncated, or cut by a clip; errors at accessibility text sizes when the
  /// policy says text must not be cut, warnings otherwise (as the policy's level says).
  static func truncation(_ subject: Subject, _ severity: AccessibilityViolation.Severity)
    -> [(Rect, AccessibilityViolation)]
  {
    subject.texts.compactMap { text in
      guard !text.isHidden, !text.text.isEmpty else { return nil }
      let how: String
      if text.isTruncated {
        how = "truncated"
      } else if let clipper = text.clippedBy {
        how = "cut by \(clipper)"
      } else {
        return nil
      }
      return (
        Rect(text.frame),
        AccessibilityViolation(
          rule: AccessibilityRule.truncation.rawValue, severity: severity,
          element: "text " + AccessibilitySnapshot.quoted(text.text),
          frame: AccessibilitySnapshot.frame(Rect(text.frame)),
          measured: how, threshold: "all of the text shown",
          fix: "let the text wrap (no .lineLimit, or a larger one) and its container grow, or "
            + "lay it out vertically at large text sizes")
      )
    }
  }

  // MARK: - dynamic-type

  /// Text whose font ignores the text-size setting (`Font.system(size:)`, `fixedSize:`).
  static func dynamicType(_ subject: Subject, _ severity: AccessibilityViolation.Severity)
    -> [(Rect, AccessibilityViolation)]
  {
    subject.texts.compactMap { text in
      guard !text.isHidden, !text.text.isEmpty, !text.scalesWithTextSize else { return nil }
      return (
        Rect(text.frame),
        AccessibilityViolation(
          rule: AccessibilityRule.dynamicType.rawValue, severity: severity,
          element: "text " + AccessibilitySnapshot.quoted(text.text),
          frame: AccessibilitySnapshot.frame(Rect(text.frame)),
          measured: "fixed at \(AccessibilitySnapshot.number(text.pointSize)) pt",
          threshold: "a size that follows the text size",
          fix: "use a text style (.font(.body)) or .custom(_:size:relativeTo:) instead of a "
            + "fixed size")
      )
    }
  }

  // MARK: - unreachable-action

  /// A view that handles taps must be an accessibility element that activates the action and
  /// is announced as something to activate, or VoiceOver users never learn it is there.
  ///
  /// SwiftUI's `Button` is one element with the button trait; `.onTapGesture` adds neither an
  /// element nor a trait, so a tappable shape or image is skipped by VoiceOver and a tappable
  /// text is read as plain text. Apple's `AccessibilityTraits.isButton` and SwiftLint's
  /// `accessibility_trait_for_button` rule ("views with tap gestures added should include the
  /// .isButton or the .isLink accessibility traits") say the same. A missing label stays the
  /// `label` rule's finding.
  static func unreachableActions(_ subject: Subject, _ severity: AccessibilityViolation.Severity)
    -> [(Rect, AccessibilityViolation)]
  {
    let roles: AccessibilityTraits = [
      .isButton, .isLink, .isToggle, .isAdjustable, .isSearchField,
    ]
    let unreached: [(Rect, AccessibilityViolation)] = subject.unreachableTapTargets.map { target in
      let frame = Rect(target.frame)
      return (
        frame,
        AccessibilityViolation(
          rule: AccessibilityRule.unreachableAction.rawValue, severity: severity,
          element: "tappable view " + AccessibilitySnapshot.quoted(target.text),
          frame: AccessibilitySnapshot.frame(frame),
          measured: "no accessibility element activates its tap action",
          threshold: "an element with a label and the button or link trait",
          fix: "use a Button instead of .onTapGesture, or give the tappable view "
            + ".accessibilityElement(children: .combine), .accessibilityLabel(\"…\") and "
            + ".accessibilityAddTraits(.isButton)")
      )
    }
    let roleless: [(Rect, AccessibilityViolation)] = subject.elements.compactMap { element in
      // Named actions and an adjustable action are announced ("actions available",
      // "adjustable"): an element that offers them has told VoiceOver users what it does.
      guard element.hasAction, !element.traits.contains(.isNotEnabled),
        element.traits.isDisjoint(with: roles), element.actionNames.isEmpty,
        !element.isAdjustable
      else { return nil }
      let frame = Rect(element.frame)
      return (
        frame,
        AccessibilityViolation(
          rule: AccessibilityRule.unreachableAction.rawValue, severity: severity,
          element: elementName(element), frame: AccessibilitySnapshot.frame(frame),
          measured: "a tap action without a button or link trait",
          threshold: "the button or link trait",
          fix: "use a Button instead of .onTapGesture, or add .accessibilityAddTraits(.isButton) "
            + "(.isLink when it opens a web page)")
      )
    }
    return unreached + roleless
  }

  // MARK: - Helpers

  /// Whether the element does something: an action, an adjustable action, or a control's
  /// trait.
  static func isControl(_ element: AccessibilityElement) -> Bool {
    element.hasAction || element.isAdjustable || !element.actionNames.isEmpty
      || !element.traits.isDisjoint(with: [
        .isButton, .isLink, .isToggle, .isAdjustable,
        .isSearchField,
      ])
  }

  static func elementName(_ element: AccessibilityElement) -> String {
    AccessibilitySnapshot.element(element)
  }

  private static func hex(_ c: ColorU8) -> String {
    func h(_ v: UInt8) -> String {
      let s = String(v, radix: 16, uppercase: true)
      return s.count == 1 ? "0" + s : s
    }
    return "#" + h(c.r) + h(c.g) + h(c.b)
  }
}

// MARK: - Contrast

/// WCAG 2 relative luminance and contrast ratio of sRGB colours.
enum Contrast {
  /// Relative luminance, 0 (black) to 1 (white).
  static func luminance(_ c: ColorU8) -> Double {
    func channel(_ v: UInt8) -> Double {
      let s = Double(v) / 255
      return s <= 0.04045 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b)
  }

  /// The contrast ratio, 1 to 21, whichever colour is lighter.
  static func ratio(_ a: ColorU8, _ b: ColorU8) -> Double {
    let la = luminance(a)
    let lb = luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
  }
}

extension ColorU8 {
  /// This straight colour composited over an opaque `backdrop`.
  func over(_ backdrop: ColorU8) -> ColorU8 {
    guard a < 255 else { return self }
    let alpha = Double(a) / 255
    func mix(_ s: UInt8, _ d: UInt8) -> UInt8 {
      UInt8((Double(s) * alpha + Double(d) * (1 - alpha)).rounded())
    }
    return ColorU8(r: mix(r, backdrop.r), g: mix(g, backdrop.g), b: mix(b, backdrop.b), a: 255)
  }
}

// MARK: - Format

/// How audit findings write contrast ratios; numbers, frames and strings are written as the
/// accessibility snapshot writes them.
enum Format {
  /// `2.85:1`, rounded to two decimals, but never written as the threshold it fails.
  static func ratio(_ value: Double, below threshold: Double) -> String {
    var shown = (value * 100).rounded() / 100
    if value < threshold, shown >= threshold { shown = (value * 100).rounded(.down) / 100 }
    return shown.formatted(decimals: 2) + ":1"
  }
}
