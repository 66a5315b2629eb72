import Catalog
import CatalogUI
import Raster
import Testing

/// The canvas under a snapshot: `.system` is the window colour of the snapshot's scheme (white,
/// or black as iOS's dark `systemBackground`) for every component and size, `.transparent`
/// keeps the view's transparency in both schemes, `.color` is one colour in both; contrast is
/// measured against the scheme's window colour wherever the canvas is transparent.
@MainActor @Suite struct SnapshotBackgroundTests {
  /// Small components of several kinds, the sizes that showed "a black box" in dark mode.
  private var components: [(String, AnyView)] {
    [
      ("text", AnyView(Text("Hi"))),
      ("capsule", AnyView(Capsule().fill(.blue).frame(width: 30, height: 12).padding(4))),
      ("button", AnyView(Button("Go") {}.buttonStyle(.borderedProminent))),
      ("toggle", AnyView(Toggle("On", isOn: .constant(true)).labelsHidden())),
      ("symbol", AnyView(Image(systemName: "star.fill"))),
    ]
  }

  private func corners(
    _ view: AnyView, _ background: SnapshotSettings.Background, _ scheme: ColorScheme
  ) throws -> [PremultipliedColorU8?] {
    var settings = SnapshotSettings()
    settings.layout = .sizeThatFits
    settings.background = background
    let pixmap = try SnapshotRenderer.rendering(
      view, name: "Background", settings: settings, traits: SnapshotTraits(colorScheme: scheme),
      accessibility: nil
    ).pixmap
    let (w, h) = (pixmap.width - 1, pixmap.height - 1)
    return [(0, 0), (w, 0), (0, h), (w, h)].map { pixmap.pixel(x: $0.0, y: $0.1) }
  }

  @Test func theSystemCanvasIsTheSchemesWindowColourForEveryComponent() throws {
    let white = PremultipliedColorU8(r: 255, g: 255, b: 255, a: 255)
    let black = PremultipliedColorU8(r: 0, g: 0, b: 0, a: 255)
    for (name, view) in components {
      #expect(try corners(view, .system, .light) == Array(repeating: white, count: 4), "\(name)")
      #expect(try corners(view, .system, .dark) == Array(repeating: black, count: 4), "\(name)")
    }
  }

  @Test func aTransparentCanvasIsTransparentInBothSchemes() throws {
    let clear = PremultipliedColorU8(r: 0, g: 0, b: 0, a: 0)
    for (name, view) in components {
      for scheme in [ColorScheme.light, .dark] {
        let found = try corners(view, .transparent, scheme)
        #expect(found == Array(repeating: clear, count: 4), "\(name) \(scheme)")
      }
    }
  }

  @Test func aColourCanvasIsThatColourInBothSchemes() throws {
    let grey = ColorU8(r: 242, g: 242, b: 247, a: 255)
    let expected = PremultipliedColorU8(r: 242, g: 242, b: 247, a: 255)
    for scheme in [ColorScheme.light, .dark] {
      let found = try corners(AnyView(Text("Hi").padding(4)), .color(grey), scheme)
      #expect(found == Array(repeating: expected, count: 4))
    }
  }

  @Test func contrastOnATransparentDarkCanvasIsMeasuredOnBlack() throws {
    var settings = SnapshotSettings()
    settings.layout = .sizeThatFits
    settings.background = .transparent
    func findings(_ color: Color) throws -> [String] {
      let rendering = try SnapshotRenderer.rendering(
        Text("Sample").foregroundStyle(color), name: "Background", settings: settings,
        traits: SnapshotTraits(colorScheme: .dark), accessibility: .default)
      return (rendering.accessibility?.findings ?? []).map(\.rule)
    }
    #expect(try findings(.white) == [])
    #expect(try findings(Color(white: 0.2)) == ["contrast"])
  }
}
