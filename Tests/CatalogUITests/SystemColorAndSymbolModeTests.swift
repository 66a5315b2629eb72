import CatalogUI
import Raster
import Testing

/// UIKit's system colours written the UIKit way, with their light and dark values, and
/// SwiftUI's symbol rendering modes and multi-level foreground styles.
@MainActor @Suite struct SystemColorAndSymbolModeTests {
  /// Each colour with its light and dark value as UIKit resolves it (iOS 17/18, HIG tables),
  /// typed here independently of the library's table.
  static let expected: [(String, UIColor, String, String)] = [
    ("systemBackground", .systemBackground, "#FFFFFFFF", "#000000FF"),
    ("secondarySystemBackground", .secondarySystemBackground, "#F2F2F7FF", "#1C1C1EFF"),
    ("tertiarySystemBackground", .tertiarySystemBackground, "#FFFFFFFF", "#2C2C2EFF"),
    ("systemGroupedBackground", .systemGroupedBackground, "#F2F2F7FF", "#000000FF"),
    (
      "secondarySystemGroupedBackground", .secondarySystemGroupedBackground, "#FFFFFFFF",
      "#1C1C1EFF"
    ),
    ("label", .label, "#000000FF", "#FFFFFFFF"),
    ("secondaryLabel", .secondaryLabel, "#3C3C4399", "#EBEBF599"),
    ("tertiaryLabel", .tertiaryLabel, "#3C3C434C", "#EBEBF54C"),
    ("quaternaryLabel", .quaternaryLabel, "#3C3C432E", "#EBEBF529"),
    ("separator", .separator, "#3C3C434A", "#54545899"),
    ("opaqueSeparator", .opaqueSeparator, "#C6C6C8FF", "#38383AFF"),
    ("systemFill", .systemFill, "#78788033", "#7878805C"),
    ("systemGray", .systemGray, "#8E8E93FF", "#8E8E93FF"),
    ("systemGray2", .systemGray2, "#AEAEB2FF", "#636366FF"),
    ("systemGray3", .systemGray3, "#C7C7CCFF", "#48484AFF"),
    ("systemGray4", .systemGray4, "#D1D1D6FF", "#3A3A3CFF"),
    ("systemGray5", .systemGray5, "#E5E5EAFF", "#2C2C2EFF"),
    ("systemGray6", .systemGray6, "#F2F2F7FF", "#1C1C1EFF"),
    ("systemRed", .systemRed, "#FF3B30FF", "#FF453AFF"),
    ("systemBlue", .systemBlue, "#007AFFFF", "#0A84FFFF"),
    ("systemGreen", .systemGreen, "#34C759FF", "#30D158FF"),
    ("systemIndigo", .systemIndigo, "#5856D6FF", "#5E5CE6FF"),
  ]

  @Test func systemColoursHaveUIKitsLightAndDarkValues() {
    for (name, color, light, dark) in Self.expected {
      #expect(Color(color).resolve(in: .light) == ColorU8(hex: light), "\(name) light")
      #expect(Color(uiColor: color).resolve(in: .dark) == ColorU8(hex: dark), "\(name) dark")
    }
    // SwiftUI's named colours are the same table's light values.
    #expect(Color.red.resolve(in: .light) == Color(.systemRed).resolve(in: .light))
    #expect(
      Color(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)).resolve(in: .dark)
        == ColorU8(hex: "#FF8000FF"))
    #expect(
      Color(UIColor.systemRed.withAlphaComponent(0.5)).resolve(in: .dark)
        == ColorU8(hex: "#FF453A80"))
  }

  struct Swatches: View {
    var body: some View {
      HStack(spacing: 0) {
        Color(.systemBackground)
        Color(.secondarySystemBackground)
        Color(.systemGroupedBackground)
        Color(.label)
        Color(.secondaryLabel)
        Color(.tertiaryLabel)
        Color(.separator)
        Color(.systemGray)
        Color(.systemGray3)
        Color(.systemGray6)
        Color(uiColor: .systemBlue)
        Color(uiColor: .systemRed)
      }
      .frame(width: 96, height: 8)
      .padding(4)
      .background(Color(white: 0.5))
    }
  }

  @Test func systemColoursRenderInLightAndDark() {
    var dark = EnvironmentValues()
    dark.colorScheme = .dark
    expectMatchesReference(ViewHost(Swatches()).render(), named: "system-colors-light")
    expectMatchesReference(
      ViewHost(Swatches(), environment: dark).render(), named: "system-colors-dark")
  }

  // MARK: - Symbol rendering modes

  @Test func nonMonochromeModesDrawOneColourAndSaySo() {
    let plain = ViewHost(Image(systemName: "star.fill").foregroundStyle(.blue, .red))
    #expect(plain.diagnostics.isEmpty)
    for (mode, name) in [
      (SymbolRenderingMode.hierarchical, "hierarchical"), (.palette, "palette"),
      (.multicolor, "multicolor"),
    ] {
      let onImage = ViewHost(
        Image(systemName: "star.fill").symbolRenderingMode(mode).foregroundStyle(.blue, .red))
      let inEnvironment = ViewHost(
        HStack { Image(systemName: "star.fill") }.symbolRenderingMode(mode).foregroundStyle(
          .blue, .red))
      let message =
        "Image: symbol \"star.fill\" is drawn in one colour under .\(name) rendering: its "
        + "substitute outline has one layer, where SF Symbols colours several"
      #expect(onImage.diagnostics == [message])
      #expect(inEnvironment.diagnostics == [message])
      #expect(onImage.render() == plain.render())
    }
    let monochrome = ViewHost(Image(systemName: "star.fill").symbolRenderingMode(.monochrome))
    #expect(monochrome.diagnostics.isEmpty)
  }

  // MARK: - foregroundStyle(_:_:)

  private func pixel(_ view: some View) throws -> [UInt8] {
    let pixmap = try #require(ViewHost(view.frame(width: 2, height: 2)).render())
    let p = try #require(pixmap.pixel(x: 1, y: 1))
    return [p.r, p.g, p.b, p.a]
  }

  @Test func levelsBelowAPaletteAreItsStyles() throws {
    let blue = [UInt8(0), 122, 255, 255]
    let green = [UInt8(52), 199, 89, 255]
    #expect(try pixel(Rectangle().fill(.secondary).foregroundStyle(.red, .blue)) == blue)
    #expect(try pixel(Rectangle().foregroundStyle(.secondary).foregroundStyle(.red, .blue)) == blue)
    #expect(try pixel(Rectangle().foregroundStyle(.red, .blue, .green)) == [255, 59, 48, 255])
    #expect(try pixel(Rectangle().fill(.tertiary).foregroundStyle(.red, .blue, .green)) == green)
    // A single style inside replaces the palette: its secondary is itself at 60 %.
    #expect(
      try pixel(Rectangle().fill(.secondary).foregroundStyle(.green).foregroundStyle(.red, .blue))
        == [31, 119, 53, 153])
    // Past the palette, a level is the primary style at its opacity.
    #expect(
      try pixel(Rectangle().fill(.tertiary).foregroundStyle(.red, .blue)) == [77, 18, 14, 77])
  }
}
