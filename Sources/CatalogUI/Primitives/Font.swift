import Foundation
import TextEngine

// MARK: - Font

/// A font as SwiftUI names them: text styles that follow Dynamic Type, or a fixed size.
public struct Font: Hashable, Sendable {
  /// The Dynamic Type text styles.
  public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote
    case caption, caption2
  }

  /// A font's design, as SwiftUI's `Font.Design`: the catalog draws `.default` in Inter and
  /// `.monospaced` in DejaVu Sans Mono (both built in); it has no rounded or serif face, so
  /// those draw in Inter and say so in the run's diagnostics.
  public enum Design: Hashable, Sendable {
    case `default`, rounded, serif, monospaced
  }

  /// A font's width, as SwiftUI's `Font.Width`. The built-in Inter has one width: text in any
  /// other is drawn at the standard width, and says so in the run's diagnostics.
  public struct Width: Hashable, Sendable {
    /// The width as a value from -1 (narrowest) to 1 (widest); 0 is standard.
    public var value: CGFloat

    /// A width from -1 (narrowest) to 1 (widest).
    public init(_ value: CGFloat) { self.value = value }

    /// The narrowest width.
    public static let compressed = Width(-0.3)
    /// A narrower width.
    public static let condensed = Width(-0.2)
    /// The standard width.
    public static let standard = Width(0)
    /// A wider width.
    public static let expanded = Width(0.2)
  }

  public typealias Weight = FontWeight

  enum Size: Hashable, Sendable {
    case style(TextStyle)
    case fixed(Double)
    /// Points at the default text size, scaled as the style scales at other sizes.
    case relative(Double, TextStyle)
  }

  var size: Size
  var weight: Weight?
  var isItalic = false
  var family = "Inter"
  var hasMonospacedDigits = false
  /// `nil` for the default design (or the environment's, `fontDesign(_:)`).
  var design: Design?
  /// `nil` for the standard width (or the environment's, `fontWidth(_:)`).
  var width: Width?

  public static let largeTitle = Font(size: .style(.largeTitle))
  public static let title = Font(size: .style(.title))
  public static let title2 = Font(size: .style(.title2))
  public static let title3 = Font(size: .style(.title3))
  public static let headline = Font(size: .style(.headline))
  public static let body = Font(size: .style(.body))
  public static let callout = Font(size: .style(.callout))
  public static let subheadline = Font(size: .style(.subheadline))
  public static let footnote = Font(size: .style(.footnote))
  public static let caption = Font(size: .style(.caption))
  public static let caption2 = Font(size: .style(.caption2))

  /// A fixed-size font that does not follow Dynamic Type, in a weight and design.
  public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
    var font = Font(size: .fixed(size), weight: weight)
    font.design = design
    return font
  }

  /// A text style font in a design and weight, as SwiftUI's `system(_:design:weight:)`.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil)
    -> Font
  {
    var font = Font(size: .style(style), weight: weight)
    font.design = design
    return font
  }

  /// A named family whose size scales with Dynamic Type as the body text style does.
  public static func custom(_ name: String, size: Double) -> Font {
    custom(name, size: size, relativeTo: .body)
  }

  /// A named family whose size, given for the default text size, scales as `textStyle` does.
  public static func custom(_ name: String, size: Double, relativeTo textStyle: TextStyle)
    -> Font
  {
    var font = Font(size: .relative(size, textStyle))
    font.family = name
    return font
  }

  /// A named family at a size that does not follow Dynamic Type.
  public static func custom(_ name: String, fixedSize: Double) -> Font {
    var font = Font(size: .fixed(fixedSize))
    font.family = name
    return font
  }

  public func weight(_ weight: Weight) -> Font {
    var copy = self
    copy.weight = weight
    return copy
  }

  public func bold() -> Font { weight(.bold) }

  public func italic() -> Font {
    var copy = self
    copy.isItalic = true
    return copy
  }

  /// The font's monospaced design (DejaVu Sans Mono for the system font), as SwiftUI's
  /// `monospaced()`.
  public func monospaced() -> Font {
    var copy = self
    copy.design = .monospaced
    return copy
  }

  /// The font at a width, as SwiftUI's `width(_:)`; see `Font.Width` for what is drawn.
  public func width(_ width: Width) -> Font {
    var copy = self
    copy.width = width
    return copy
  }

  /// Tabular digits, so numbers do not shift as they change.
  public func monospacedDigit() -> Font {
    var copy = self
    copy.hasMonospacedDigits = true
    return copy
  }

  /// The descriptor for the text engine at a Dynamic Type size.
  func descriptor(for typeSize: DynamicTypeSize) -> FontDescriptor {
    let points: Double
    let defaultWeight: Weight
    switch size {
    case .fixed(let value):
      points = value
      defaultWeight = .regular
    case .style(let style):
      points = DynamicTypeTable.pointSize(style, typeSize)
      defaultWeight = style == .headline ? .semibold : .regular
    case .relative(let value, let style):
      // SwiftUI scales a custom size by the ratio its style's size has to that style at the
      // default (large) text size; at large the size is exactly as given.
      points = value * DynamicTypeTable.scale(of: style, at: typeSize)
      defaultWeight = .regular
    }
    return FontDescriptor(
      family: drawnFamily, weight: weight ?? defaultWeight, isItalic: isItalic, size: points,
      features: hasMonospacedDigits ? [.tabularFigures] : [])
  }
}

// MARK: - Font + Design

extension Font {
  /// The built-in family that draws the monospaced design of the system font.
  static let monospacedFamily = "DejaVu Sans Mono"

  /// The family the text engine draws: the monospaced family for the system font's
  /// monospaced design, else the font's own.
  var drawnFamily: String {
    design == .monospaced && family == "Inter" ? Font.monospacedFamily : family
  }

  /// Why the font cannot be drawn as asked (a design or width the built-in fonts lack), or
  /// `nil` when it can.
  var undrawnStyle: String? {
    var problems: [String] = []
    if family == "Inter", let design, design == .rounded || design == .serif {
      problems.append(
        "the \(design) design is drawn in Inter: the catalog has no \(design) face "
          + "(SF Pro Rounded and New York are Apple's)")
    }
    if let width, width.value != 0 {
      let name =
        [(Width.compressed, "compressed"), (.condensed, "condensed"), (.expanded, "expanded")]
        .first { $0.0 == width }?.1 ?? "width \(width.value)"
      problems.append(
        "the \(name) width is drawn at the standard width: the built-in fonts have one width")
    }
    return problems.isEmpty ? nil : problems.joined(separator: "; ")
  }
}

// MARK: - DynamicTypeTable

/// Apple's published point sizes for each text style at each Dynamic Type size.
enum DynamicTypeTable {
  // Columns: xSmall, small, medium, large (default), xLarge, xxLarge, xxxLarge,
  // accessibility 1–5 (Human Interface Guidelines, Typography, iOS tables).
  static let sizes: [Font.TextStyle: [Double]] = [
    .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
    .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
    .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
    .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
    .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
    .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
    .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
  ]

  static func pointSize(_ style: Font.TextStyle, _ size: DynamicTypeSize) -> Double {
    sizes[style]?[size.rawValue] ?? 17
  }

  /// How much `style` grows from the default (large) size to `size`: exactly 1 at large, so a
  /// value scaled by it is unchanged there.
  static func scale(of style: Font.TextStyle, at size: DynamicTypeSize) -> Double {
    size == .large ? 1 : pointSize(style, size) / pointSize(style, .large)
  }
}
