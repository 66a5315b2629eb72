import CatalogUI
import Raster
import Testing

// MARK: - NamedColorSchemeTests

/// SwiftUI's named colours are iOS's dynamic system colours: each has a light and a dark value,
/// resolved by the colour scheme of the view it is drawn in.
@MainActor @Suite struct NamedColorSchemeTests {
  /// Each named colour with its light and dark value, typed here from Apple's HIG "Color" page
  /// (iOS system colours, default contrast, as iOS 17 and 18 resolve them), independently of
  /// the library's table.
  static let expected: [(String, Color, String, String)] = [
    ("red", .red, "#FF3B30FF", "#FF453AFF"),
    ("orange", .orange, "#FF9500FF", "#FF9F0AFF"),
    ("yellow", .yellow, "#FFCC00FF", "#FFD60AFF"),
    ("green", .green, "#34C759FF", "#30D158FF"),
    ("mint", .mint, "#00C7BEFF", "#63E6E2FF"),
    ("teal", .teal, "#30B0C7FF", "#40C8E0FF"),
    ("cyan", .cyan, "#32ADE6FF", "#64D2FFFF"),
    ("blue", .blue, "#007AFFFF", "#0A84FFFF"),
    ("indigo", .indigo, "#5856D6FF", "#5E5CE6FF"),
    ("purple", .purple, "#AF52DEFF", "#BF5AF2FF"),
    ("pink", .pink, "#FF2D55FF", "#FF375FFF"),
    ("brown", .brown, "#A2845EFF", "#AC8E68FF"),
    ("gray", .gray, "#8E8E93FF", "#8E8E93FF"),
    ("primary", .primary, "#000000FF", "#FFFFFFFF"),
    ("secondary", .secondary, "#3C3C4399", "#EBEBF599"),
    ("accentColor", .accentColor, "#007AFFFF", "#0A84FFFF"),
    ("black", .black, "#000000FF", "#000000FF"),
    ("white", .white, "#FFFFFFFF", "#FFFFFFFF"),
    ("clear", .clear, "#00000000", "#00000000"),
  ]

  @Test func namedColoursHaveTheSystemColoursLightAndDarkValues() {
    for (name, color, light, dark) in Self.expected {
      #expect(color.resolve(in: .light) == ColorU8(hex: light), "\(name) light")
      #expect(color.resolve(in: .dark) == ColorU8(hex: dark), "\(name) dark")
    }
  }

  @Test func namedColoursAreTheUIKitSystemColours() {
    let pairs: [(String, Color, UIColor)] = [
      ("red", .red, .systemRed), ("orange", .orange, .systemOrange),
      ("yellow", .yellow, .systemYellow), ("green", .green, .systemGreen),
      ("mint", .mint, .systemMint), ("teal", .teal, .systemTeal), ("cyan", .cyan, .systemCyan),
      ("blue", .blue, .systemBlue), ("indigo", .indigo, .systemIndigo),
      ("purple", .purple, .systemPurple), ("pink", .pink, .systemPink),
      ("brown", .brown, .systemBrown), ("gray", .gray, .systemGray),
      ("primary", .primary, .label), ("secondary", .secondary, .secondaryLabel),
    ]
    for (name, color, uiColor) in pairs {
      #expect(color == Color(uiColor: uiColor), "\(name)")
    }
  }

  @Test func opacityKeepsBothValues() {
    #expect(Color.red.opacity(0.5).resolve(in: .dark) == ColorU8(hex: "#FF453A80"))
    #expect(Color.blue.opacity(0.5).resolve(in: .light) == ColorU8(hex: "#007AFF80"))
  }

  struct Swatches: View {
    var body: some View {
      HStack(spacing: 0) {
        Color.red
        Color.orange
        Color.yellow
        Color.green
        Color.mint
        Color.teal
        Color.cyan
        Color.blue
        Color.indigo
        Color.purple
        Color.pink
        Color.brown
        Color.gray
      }
      .frame(width: 104, height: 8)
      .padding(4)
      .background(Color.black)
    }
  }

  @Test func swatchesRenderTheDarkValuesInDarkMode() throws {
    var dark = EnvironmentValues()
    dark.colorScheme = .dark
    let pixmap = try #require(ViewHost(Swatches(), environment: dark).render())
    // Swatch k covers x 4 + 8k … 12 + 8k (points) at the host's scale.
    let scale = pixmap.width / 112
    for (index, (name, _, _, dark)) in Self.expected.prefix(13).enumerated() {
      let x = (8 + 8 * index) * scale
      #expect(
        pixmap.pixel(x: x, y: 8 * scale)?.unpremultiplied == ColorU8(hex: dark), "\(name)")
    }
    expectMatchesReference(pixmap, named: "named-colors-dark")
    expectMatchesReference(ViewHost(Swatches()).render(), named: "named-colors-light")
  }

  /// A bordered prominent button's default tint is the accent colour: system blue, dark in
  /// dark mode.
  @Test func borderedProminentButtonTakesTheDarkBlueInDarkMode() throws {
    var dark = EnvironmentValues()
    dark.colorScheme = .dark
    let view = Button("Go") {}.buttonStyle(.borderedProminent)
    let pixmap = try #require(ViewHost(view, environment: dark).render())
    // Just inside the capsule's leading end, halfway down: the fill, not the label.
    let fill = pixmap.pixel(x: pixmap.width / 8, y: pixmap.height / 2)
    #expect(fill?.unpremultiplied == ColorU8(hex: "#0A84FFFF"))
  }
}
