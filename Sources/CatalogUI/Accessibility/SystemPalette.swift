import Raster

// MARK: - SystemPalette

/// iOS's own colours as CatalogUI draws them, resolved for a colour scheme: the system colours
/// (`.blue`, `.red` …), the label levels (`.primary` to `.quinary`), the system backgrounds and
/// fills, and the colours of the built-in controls, lists, bars and presentations.
///
/// The colours of iOS's own bars count only on those bars: a tab bar's unselected grey is
/// iOS's look over the tab bar's material, and an app's text in that grey elsewhere is not.
///
/// Audit presets use it to tell Apple's look from an app's own: a colour that reaches the
/// pixels only as values, through any number of layers, is recognised by its value. The list
/// is taken from the constants the views draw with, so it cannot drift from them. An app colour
/// equal to a system colour's value (`Color(hex: "#007AFF")`) is the same pair on screen and is
/// judged as that system colour.
package enum SystemPalette {
  /// The largest difference per channel (0–255) at which a drawn colour still counts as a
  /// palette colour: compositing in premultiplied bytes rounds by one or two.
  package static let tolerance = 2

  /// The opacities at which built-in styles draw a tint over a background: opaque, and the
  /// 15 % of a bordered button's or a `ButtonToggleStyle`'s tinted fill.
  private static let tintOpacities = [1.0, 0.15]

  /// The colours text and symbols are drawn in (labels, tints, white and black), as declared
  /// (some translucent), for a colour scheme.
  package static func foregrounds(in scheme: ColorScheme) -> [ColorU8] {
    table(scheme).foregrounds
  }

  /// Every opaque colour iOS puts behind content in `scheme`: its backgrounds, its tints, and
  /// its fills and tints at a fill's opacity composited over each background.
  package static func backdrops(in scheme: ColorScheme) -> [ColorU8] {
    table(scheme).backdrops
  }

  /// Whether `color` (opaque) is one iOS puts behind content in `scheme`.
  package static func isBackdrop(_ color: ColorU8, in scheme: ColorScheme) -> Bool {
    backdrops(in: scheme).contains { isClose($0, color) }
  }

  /// Whether `text` (opaque, as composited) is a foreground colour drawn over `backdrop`.
  package static func isForeground(_ text: ColorU8, over backdrop: ColorU8, in scheme: ColorScheme)
    -> Bool
  {
    foregrounds(in: scheme).contains { isClose(composite($0, over: backdrop), text) }
      || table(scheme).barPairs.contains {
        isClose($0.backdrop, backdrop) && isClose(composite($0.foreground, over: backdrop), text)
      }
  }

  /// Whether a tint leaves a built-in style in iOS's look: none set, or a palette colour.
  static func isSystemTint(_ tint: Color?, in scheme: ColorScheme) -> Bool {
    guard let tint else { return true }
    let resolved = tint.resolve(in: scheme)
    return table(scheme).tints.contains { $0 == resolved }
  }

  /// Whether two opaque colours differ by at most `tolerance` in every channel.
  static func isClose(_ a: ColorU8, _ b: ColorU8) -> Bool {
    abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance
      && abs(Int(a.b) - Int(b.b)) <= tolerance
  }

  /// `color` composited source-over an opaque `backdrop`.
  static func composite(_ color: ColorU8, over backdrop: ColorU8) -> ColorU8 {
    guard color.a < 255 else { return color }
    let alpha = Double(color.a) / 255
    func mix(_ s: UInt8, _ d: UInt8) -> UInt8 {
      UInt8((Double(s) * alpha + Double(d) * (1 - alpha)).rounded())
    }
    return ColorU8(
      r: mix(color.r, backdrop.r), g: mix(color.g, backdrop.g), b: mix(color.b, backdrop.b),
      a: 255)
  }

  // MARK: Tables

  private struct Table {
    var tints: [ColorU8]
    var foregrounds: [ColorU8]
    var backdrops: [ColorU8]
    /// Colours iOS draws only on its bars, each with the bar backdrops it is drawn on: the
    /// same colour elsewhere is the app's own.
    var barPairs: [(foreground: ColorU8, backdrop: ColorU8)]
  }

  private static let light = table(for: .light)
  private static let dark = table(for: .dark)

  private static func table(_ scheme: ColorScheme) -> Table {
    scheme == .dark ? dark : light
  }

  private static func table(for scheme: ColorScheme) -> Table {
    func resolved(_ colors: [Color]) -> [ColorU8] { colors.map { $0.resolve(in: scheme) } }
    // iOS's system colours: tints of controls and text.
    let tints = resolved([
      .gray, .red, .orange, .yellow, .green, .blue, .purple, .pink, .mint, .teal, .cyan,
      .indigo, .brown, .accentColor, PresentationMetrics.destructive,
    ])
    // What content sits on: the system and grouped backgrounds, cells, sheets and alerts.
    let backgrounds = resolved([
      .white, .black, ListMetrics.groupedBackground, ListMetrics.groupedCell,
      ListMetrics.plainBackground, GroupBoxMetrics.background,
      PresentationMetrics.sheetBackground, PresentationMetrics.coverBackground,
      PresentationMetrics.alertBackground, PresentationMetrics.dialogCancelBackground,
    ])
    // Translucent fills and bars drawn over a background.
    let fills = resolved([
      ToggleColors.offTrack, ButtonColors.disabledFill, TabBarMetrics.background,
    ])
    var environment = EnvironmentValues()
    environment.colorScheme = scheme
    environment.foregroundStyle = nil
    let levels: [HierarchicalShapeStyle] = [.secondary, .tertiary, .quaternary]
    let labels =
      resolved([.primary, .white, .black, ButtonColors.disabledText, ProgressColors.spoke])
      + levels.compactMap { level -> ColorU8? in
        guard case .solid(let color) = level.paint(in: .zero, environment: environment) else {
          return nil
        }
        return color
      }
    var backdrops = backgrounds + tints
    for color in fills + tints.flatMap({ tint in tintOpacities.map { tint.withOpacity($0) } })
    where color.a < 255 {
      backdrops += backgrounds.map { composite(color, over: $0) }
    }
    var unique: [ColorU8] = []
    var seen: Set<UInt32> = []
    for color in backdrops
    where seen.insert(UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)).inserted {
      unique.append(color)
    }
    // A tab bar's unselected items (`UITabBar.unselectedItemTintColor`'s default grey) over
    // the bar's material on each background.
    let tabBars = backgrounds.map {
      composite(TabBarMetrics.background.resolve(in: scheme), over: $0)
    }
    let barPairs = tabBars.map {
      (foreground: TabBarMetrics.unselected.resolve(in: scheme), backdrop: $0)
    }
    return Table(
      tints: tints, foregrounds: labels + tints, backdrops: unique, barPairs: barPairs)
  }
}
