import CatalogUI
import Raster
import Testing

/// Leading-dot shape styles and hierarchical levels, read back from rendered pixels.
@MainActor @Suite struct ShapeStyleTests {
  /// The premultiplied pixel a solid straight colour leaves on a transparent canvas.
  private func premultiplied(_ hex: String) throws -> PremultipliedColorU8 {
    let c = try #require(ColorU8(hex: hex))
    return PremultipliedColorU8(
      r: mul255(c.r, c.a), g: mul255(c.g, c.a), b: mul255(c.b, c.a),
      a: c.a)
  }

  /// The centre pixel of `view` drawn as a 4×4-point square.
  private func centre(_ view: some View, scheme: ColorScheme = .light) -> PremultipliedColorU8? {
    var environment = EnvironmentValues()
    environment.colorScheme = scheme
    return ViewHost(view.frame(width: 4, height: 4), environment: environment).render()?
      .pixel(x: 4, y: 4)
  }

  @Test func leadingDotColoursAreShapeStyles() throws {
    #expect(centre(Rectangle().fill(.blue)) == (try premultiplied("#007AFF")))
    #expect(centre(Rectangle().foregroundStyle(.white)) == (try premultiplied("#FFFFFF")))
    #expect(centre(Color.clear.background(.red)) == (try premultiplied("#FF3B30")))
    #expect(
      centre(Circle().fill(.mint).frame(width: 8, height: 8)) == (try premultiplied("#00C7BE")))
  }

  @Test func levelsWithoutAForegroundStyleAreIOSLabelColours() throws {
    #expect(centre(Rectangle().fill(.primary)) == (try premultiplied("#000000")))
    #expect(centre(Rectangle().fill(.primary), scheme: .dark) == (try premultiplied("#FFFFFF")))
    // #3C3C43 (dark #EBEBF5) at 0.6, 0.3 and 0.18: alpha 153, 77 and 46.
    #expect(centre(Rectangle().fill(.secondary)) == (try premultiplied("#3C3C4399")))
    #expect(centre(Rectangle().fill(.secondary), scheme: .dark) == (try premultiplied("#EBEBF599")))
    #expect(centre(Rectangle().fill(.tertiary)) == (try premultiplied("#3C3C434D")))
    #expect(centre(Rectangle().fill(.quaternary)) == (try premultiplied("#3C3C432E")))
    #expect(centre(Rectangle().fill(.quinary)) == (try premultiplied("#3C3C431A")))
  }

  @Test func levelsTakeTheSurroundingForegroundStyle() throws {
    let blueAt60 = try premultiplied("#007AFF99")
    #expect(centre(Rectangle().fill(.secondary).foregroundStyle(.blue)) == blueAt60)
    // Set as the foreground style itself, the level is taken from the style around it.
    #expect(centre(Rectangle().foregroundStyle(.secondary).foregroundStyle(.blue)) == blueAt60)
    #expect(centre(Rectangle().foregroundStyle(.secondary)) == (try premultiplied("#3C3C4399")))
  }

  @Test func backgroundAndTintStylesFollowTheEnvironment() throws {
    #expect(centre(Rectangle().fill(.background)) == (try premultiplied("#FFFFFF")))
    #expect(centre(Rectangle().fill(.background), scheme: .dark) == (try premultiplied("#000000")))
    #expect(centre(Rectangle().fill(.tint)) == (try premultiplied("#007AFF")))
    #expect(centre(Rectangle().fill(.tint).tint(.red)) == (try premultiplied("#FF3B30")))
  }

  @Test func colorStillNamesItsOwnMembers() {
    // `Color.primary` and `Color.secondary` stay colours, not hierarchical styles.
    #expect(Color.secondary.resolve(in: .light) == ColorU8(hex: "#3C3C4399"))
    #expect(Color.primary.resolve(in: .dark) == .white)
  }
}
