import TextEngine

// MARK: - Font

/// A font as SwiftUI names them: text styles that follow Dynamic Type, or a fixed size.
public struct Font: Hashable, Sendable {
  /// The Dynamic Type text styles.
  public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote
    case caption, caption2
  }

  /// Font designs; the catalog ships Inter for every design but monospaced digits.
  public enum Design: Hashable, Sendable { case `default`, rounded, serif, monospaced }

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

  /// A fixed-size font that does not follow Dynamic Type.
  public static func system(size: Double, weight: Weight = .regular, design: Design = .default)
    -> Font
  {
    Font(size: .fixed(size), weight: weight)
  }

  /// A text style font with a weight.
  public static func system(_ style: TextStyle, weight: Weight? = nil) -> Font {
    Font(size: .style(style), weight: weight)
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
      family: family, weight: weight ?? defaultWeight, isItalic: isItalic, size: points,
      features: hasMonospacedDigits ? [.tabularFigures] : [])
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
