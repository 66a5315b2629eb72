// MARK: - FontWeight

/// A font weight, with CSS's numeric values.
public enum FontWeight: Int, Hashable, Sendable, CaseIterable, Comparable {
  case thin = 100
  case ultraLight = 200
  case light = 300
  case regular = 400
  case medium = 500
  case semibold = 600
  case bold = 700
  case heavy = 800
  case black = 900

  public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The weight nearest an OpenType weight class (1–1000), such as 350 for a book weight.
  init(nearest weightClass: Double) {
    let hundreds = min(max(Int((weightClass / 100).rounded()), 1), 9) * 100
    self = FontWeight(rawValue: hundreds) ?? .regular
  }

  /// The style word Inter's file names use: `Thin`, `ExtraLight`, …, `Black`.
  var interStyleName: String {
    switch self {
    case .thin: "Thin"
    case .ultraLight: "ExtraLight"
    case .light: "Light"
    case .regular: "Regular"
    case .medium: "Medium"
    case .semibold: "SemiBold"
    case .bold: "Bold"
    case .heavy: "ExtraBold"
    case .black: "Black"
    }
  }
}

// MARK: - FontFeature

/// An OpenType feature setting for a run, such as `tnum` = 1 for tabular figures.
public struct FontFeature: Hashable, Sendable {
  /// The four-letter feature tag.
  public var tag: String
  /// 0 turns the feature off, 1 on; larger values pick alternates.
  public var value: UInt32

  public init(_ tag: String, value: UInt32 = 1) {
    self.tag = tag
    self.value = value
  }

  /// Tabular (fixed-width) figures, for prices and steppers.
  public static let tabularFigures = FontFeature("tnum")
}

// MARK: - FontDescriptor

/// Which font to use for a run: family, weight, italic, size in points, features.
public struct FontDescriptor: Hashable, Sendable {
  public var family: String
  public var weight: FontWeight
  public var isItalic: Bool
  /// Points per em.
  public var size: Double
  public var features: [FontFeature]

  public init(
    family: String = "Inter", weight: FontWeight = .regular, isItalic: Bool = false,
    size: Double = 17, features: [FontFeature] = []
  ) {
    self.family = family
    self.weight = weight
    self.isItalic = isItalic
    self.size = size
    self.features = features
  }
}
