import CatalogUI
import Foundation
import Raster

// MARK: - SnapshotSettings

/// How a definition's variants are laid out, rendered and compared.
public struct SnapshotSettings {
  /// The proposal a variant is laid out in.
  public enum Layout: Hashable, Sendable {
    /// Proposes this width (points) and lets the view choose its height: the default, 375.
    case width(Double)
    /// Proposes and renders exactly this size in points.
    case fixed(width: Double, height: Double)
    /// Proposes nothing: the view's ideal size.
    case sizeThatFits
    /// A device screen, rendered at the device's size and scale with its safe area (content
    /// below the status bar and above the home indicator, as iOS lays out a screen): a scroll
    /// view shows what fits in the screen, as the device would before scrolling.
    case device(Device)
    /// A device screen as tall as its content plus the device's safe-area insets: scroll
    /// views show all they hold, and a screen shorter than the device still fills it.
    case deviceFullHeight(Device)

    /// The device this layout renders, if it is a device layout.
    public var device: Device? {
      switch self {
      case .device(let device), .deviceFullHeight(let device): device
      case .width, .fixed, .sizeThatFits: nil
      }
    }
  }

  /// Screens of common devices in portrait, in points, with their scale and safe area.
  ///
  /// Sizes and scales: Apple's "Adaptivity and layout" device table (HIG) and the devices'
  /// tech specs (iPhone 15 1179×2556 px, 15 Pro Max 1290×2796 px, SE 3rd generation
  /// 750×1334 px, iPad mini 6th generation 1488×2266 px). Safe-area insets, portrait, as
  /// `UIWindow.safeAreaInsets` reports them: iPhone 15 and 15 Pro Max (Dynamic Island) top 59,
  /// bottom 34 (useyourloaf.com "iPhone 15 Screen Sizes"; csl.cool "iOS Layout Adaptation"
  /// prints `UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)`); iPhone SE (home button)
  /// top 20 (the status bar), bottom 0 (useyourloaf.com "Supporting iPhone X": "a status bar
  /// (20 points)" on an iPhone 8, the SE's screen); iPad mini 6th generation top 24, bottom 20
  /// (the iPadOS status bar and home indicator of iPads without a home button, as
  /// swift-snapshot-testing's `ViewImageConfig` iPad Pro configurations use).
  public enum Device: String, Hashable, Sendable, CaseIterable {
    case iPhoneSE, iPhone15, iPhone15ProMax, iPadMini

    /// The screen size in points, portrait.
    public var size: Size {
      switch self {
      case .iPhoneSE: Size(width: 375, height: 667)
      case .iPhone15: Size(width: 393, height: 852)
      case .iPhone15ProMax: Size(width: 430, height: 932)
      case .iPadMini: Size(width: 744, height: 1133)
      }
    }

    /// Device pixels per point of the screen: 3 for the iPhone 15 and 15 Pro Max, 2 for the
    /// iPhone SE and the iPad mini.
    public var scale: Double {
      switch self {
      case .iPhone15, .iPhone15ProMax: 3
      case .iPhoneSE, .iPadMini: 2
      }
    }

    /// The status bar the device shows: a Dynamic Island's, a Home button iPhone's, or an
    /// iPad's.
    public var statusBar: StatusBar {
      switch self {
      case .iPhone15, .iPhone15ProMax: StatusBar(layout: .dynamicIsland)
      case .iPhoneSE: StatusBar(layout: .homeButton)
      case .iPadMini: StatusBar(layout: .tablet)
      }
    }

    /// The device string catalogs' device variations are chosen for: `ipad` for the iPad mini,
    /// `iphone` for the others.
    package var localizationDevice: LocalizationDevice {
      self == .iPadMini ? .ipad : .iphone
    }

    /// The safe-area insets of the screen in portrait, in points: the status bar at the top,
    /// the home indicator at the bottom.
    public var safeAreaInsets: EdgeInsets {
      switch self {
      case .iPhone15, .iPhone15ProMax: EdgeInsets(top: 59, bottom: 34)
      case .iPhoneSE: EdgeInsets(top: 20)
      case .iPadMini: EdgeInsets(top: 24, bottom: 20)
      }
    }
  }

  /// What is behind the view.
  public enum Background: Hashable, Sendable {
    /// White in light mode, black in dark mode, as an app's window.
    case system
    /// Nothing: the PNG keeps the view's transparency.
    case transparent
    /// One colour in both schemes.
    case color(ColorU8)
  }

  public var layout: Layout = .width(375)
  public var background: Background = .system
  /// Device pixels per point, overriding the layout's: `nil` (the default) renders a device
  /// layout at the device's scale (3 for an iPhone 15) and any other layout at 2. Set 2 for
  /// smaller files of 3× screens.
  public var scale: Double?
  /// Whether device layouts draw iOS's status bar in the top safe area, as snapshot tools on
  /// iOS show it: 9:41, full signal, Wi-Fi and a full battery, black on a light screen and
  /// white on a dark one. Off by default; other layouts have no status bar.
  public var showsStatusBar: Bool = false
  /// The trait combinations to snapshot; `nil` uses the catalog's matrix.
  public var traits: TraitsMatrix?
  /// How renderings are compared with references.
  public var comparison: SnapshotComparison = .exact
  /// The largest width or height in device pixels; larger views fail with a clear message.
  public var maxPixelSide: Int = 8192
  /// Changes to the catalog's accessibility policy for these snapshots: levels per rule, the
  /// minimum target size, truncation at accessibility sizes; a variant's settings refine a
  /// definition's, which refine the catalog's.
  public var accessibility = AccessibilityPolicyOverrides()
  /// Whether each snapshot also records its accessibility tree as text (`<id>.a11y.yaml`).
  public var accessibilitySnapshot: Bool = true
  /// How long one snapshot may render before it is stopped and fails as an endless loop;
  /// `nil` for the run's limit (`--time-limit`, 60 seconds by default).
  public var timeLimit: Duration?
  /// Whether a laid-out tree that changed while the pixels did not fails verify; by default it
  /// is a warning (see `<id>.layout.txt`).
  public var failsOnLayoutChange: Bool = false

  /// The default settings: 375 pt wide, system background, 2×, exact comparison.
  public init() {}

  /// The scale snapshots render at: `scale` when set, else the device's for a device layout,
  /// else 2.
  public var resolvedScale: Double {
    scale ?? layout.device?.scale ?? 2
  }
}

// MARK: - TraitsMatrix

/// The trait values every variant is snapshotted in; each combination has its own file.
public struct TraitsMatrix: Hashable, Sendable {
  public var colorSchemes: [ColorScheme]
  public var layoutDirections: [LayoutDirection]
  public var textSizes: [DynamicTypeSize]
  /// Proposed widths in points; `nil` keeps the layout's own width.
  public var widths: [Double?]
  /// The locales text is formatted and looked up for (`en_US` by default): each is its own
  /// snapshot, as if the device's language and region were set to it.
  public var locales: [Locale]

  /// The catalog's default: light and dark, left to right, the default text size, `en_US`.
  public static let standard = TraitsMatrix()

  /// Creates a matrix; every list must be non-empty (an empty list means its default). Locales
  /// whose file-name tokens are the same (`de_DE` and `de-DE`) count once.
  public init(
    colorSchemes: [ColorScheme] = [.light, .dark],
    layoutDirections: [LayoutDirection] = [.leftToRight],
    textSizes: [DynamicTypeSize] = [.large], widths: [Double?] = [nil],
    locales: [Locale] = [SnapshotTraits.defaultLocale]
  ) {
    self.colorSchemes = colorSchemes.isEmpty ? [.light] : colorSchemes
    self.layoutDirections = layoutDirections.isEmpty ? [.leftToRight] : layoutDirections
    self.textSizes = textSizes.isEmpty ? [.large] : textSizes
    self.widths = widths.isEmpty ? [nil] : widths
    var tokens: Set<String> = []
    let distinct = locales.filter { tokens.insert(TraitNames.token(for: $0)).inserted }
    self.locales = distinct.isEmpty ? [SnapshotTraits.defaultLocale] : distinct
  }

  /// Every combination, in a fixed order (scheme, direction, size, width, locale). A locale
  /// whose language is written right to left is laid out right to left, as iOS lays out an app
  /// running in that language, so it pairs with that direction only (its file name says `rtl`).
  public var combinations: [SnapshotTraits] {
    var out: [SnapshotTraits] = []
    var seen: Set<SnapshotTraits> = []
    for scheme in colorSchemes {
      for direction in layoutDirections {
        for size in textSizes {
          for width in widths {
            for locale in locales {
              let traits = SnapshotTraits(
                colorScheme: scheme,
                layoutDirection: TraitNames.isRightToLeft(locale) ? .rightToLeft : direction,
                textSize: size, width: width, locale: locale)
              if seen.insert(traits).inserted { out.append(traits) }
            }
          }
        }
      }
    }
    return out
  }
}

// MARK: - SnapshotTraits

/// One combination of traits.
public struct SnapshotTraits: Hashable, Sendable {
  public var colorScheme: ColorScheme = .light
  public var layoutDirection: LayoutDirection = .leftToRight
  public var textSize: DynamicTypeSize = .large
  public var width: Double?
  /// The locale text is formatted and looked up for: the environment's `locale`, and its
  /// calendar's (Gregorian, in GMT, with the locale's week rules).
  public var locale: Locale = SnapshotTraits.defaultLocale

  /// `en_US`, the locale of every snapshot whose traits name none.
  public static let defaultLocale = Locale(identifier: "en_US")

  /// A trait combination; by default light, left to right, the default text size, the
  /// layout's own width and `en_US`.
  public init(
    colorScheme: ColorScheme = .light, layoutDirection: LayoutDirection = .leftToRight,
    textSize: DynamicTypeSize = .large, width: Double? = nil,
    locale: Locale = SnapshotTraits.defaultLocale
  ) {
    self.colorScheme = colorScheme
    self.layoutDirection = layoutDirection
    self.textSize = textSize
    self.width = width
    self.locale = locale
  }

  /// The part of the file name after the variant slug: default values are left out, so the
  /// light, left-to-right, default-size snapshot is plain `variant.png`.
  public var fileSuffix: String {
    var tokens: [String] = []
    if colorScheme == .dark { tokens.append("dark") }
    if layoutDirection == .rightToLeft { tokens.append("rtl") }
    if textSize != .large { tokens.append(TraitNames.token(for: textSize)) }
    if let width { tokens.append("w" + TraitNames.number(width)) }
    if !isDefaultLocale { tokens.append(TraitNames.token(for: locale)) }
    return tokens.joined(separator: ".")
  }

  /// Trait values by dimension name for reports, only for dimensions the matrix varies.
  func reportValues(in matrix: TraitsMatrix) -> [String: String] {
    var values: [String: String] = [:]
    if matrix.colorSchemes.count > 1 || colorScheme != .light {
      values["colorScheme"] = colorScheme == .dark ? "dark" : "light"
    }
    if matrix.layoutDirections.count > 1 || layoutDirection != .leftToRight {
      values["layoutDirection"] = layoutDirection == .rightToLeft ? "rtl" : "ltr"
    }
    if matrix.textSizes.count > 1 || textSize != .large {
      values["textSize"] = TraitNames.token(for: textSize)
    }
    if matrix.widths.count > 1 || width != nil {
      values["width"] = width.map(TraitNames.number) ?? "default"
    }
    if matrix.locales.count > 1 || !isDefaultLocale {
      values["locale"] = TraitNames.token(for: locale)
    }
    return values
  }

  /// Whether the locale is `en_US` (by its file-name token, so `en-US` is too).
  var isDefaultLocale: Bool {
    TraitNames.token(for: locale) == TraitNames.token(for: SnapshotTraits.defaultLocale)
  }
}

// MARK: - TraitNames

/// Short, stable names of trait values used in file names and reports.
enum TraitNames {
  static func token(for size: DynamicTypeSize) -> String {
    switch size {
    case .xSmall: "xs"
    case .small: "s"
    case .medium: "m"
    case .large: "l"
    case .xLarge: "xl"
    case .xxLarge: "xxl"
    case .xxxLarge: "xxxl"
    case .accessibility1: "ax1"
    case .accessibility2: "ax2"
    case .accessibility3: "ax3"
    case .accessibility4: "ax4"
    case .accessibility5: "ax5"
    }
  }

  /// A locale's identifier as a file-name token: `de_DE` → `de-DE`; characters other than
  /// ASCII letters and digits become `-`, and the empty (root) locale is `root`.
  static func token(for locale: Locale) -> String {
    let token = String(
      locale.identifier.unicodeScalars.map { scalar -> Character in
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9": Character(scalar)
        default: "-"
        }
      })
    return token.isEmpty ? "root" : token
  }

  /// The languages written right to left (ISO 639 codes), fixed here so that the direction
  /// never depends on the machine's ICU data.
  static let rightToLeftLanguages: Set<String> = [
    "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ps", "sd", "ug", "ur", "yi",
  ]

  /// Whether `locale`'s language is written right to left.
  static func isRightToLeft(_ locale: Locale) -> Bool {
    let language = locale.identifier.prefix { $0.isLetter }.lowercased()
    return rightToLeftLanguages.contains(language)
  }

  static func number(_ value: Double) -> String {
    guard value == value.rounded(), abs(value) < 1e15 else { return value.formatted(decimals: 2) }
    return String(Int(value, rounding: .towardZero))
  }
}
