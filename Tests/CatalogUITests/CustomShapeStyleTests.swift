import CatalogUI
import Raster
import Testing

// MARK: - Styles of the tests' own

/// A style of one's own, as SwiftUI writes it: a built-in style chosen from the environment.
private struct SchemeInk: ShapeStyle {
  func resolve(in environment: EnvironmentValues) -> Color {
    environment.colorScheme == .dark ? Color(hex: "#00FF00") : Color(hex: "#0000FF")
  }
}

/// A style resolving to another style of one's own.
private struct Indirect: ShapeStyle {
  func resolve(in environment: EnvironmentValues) -> SchemeInk { SchemeInk() }
}

/// A style that only ever resolves to itself.
private struct Endless: ShapeStyle {
  func resolve(in environment: EnvironmentValues) -> Endless { self }
}

/// A style that declares the conformance and nothing else.
private struct Bare: ShapeStyle {}

// MARK: - CustomShapeStyleTests

/// Shape styles declared outside CatalogUI draw through `resolve(in:)`, as in SwiftUI.
@MainActor @Suite struct CustomShapeStyleTests {
  /// The pixels of a 4×4-point square filled with `style` in `scheme`.
  private func square(_ style: some ShapeStyle, _ scheme: ColorScheme = .light) -> Pixmap? {
    var environment = EnvironmentValues()
    environment.colorScheme = scheme
    return ViewHost(Rectangle().fill(style).frame(width: 4, height: 4), environment: environment)
      .render()
  }

  @Test func aStyleDrawsWhatItResolvesToInItsEnvironment() {
    #expect(square(SchemeInk()) == square(Color(hex: "#0000FF")))
    #expect(square(SchemeInk(), .dark) == square(Color(hex: "#00FF00"), .dark))
    #expect(square(Indirect(), .dark) == square(Color(hex: "#00FF00"), .dark))
  }

  @Test func aStyleThatNeverReachesABuiltInOneDrawsNothing() throws {
    let clear = try #require(square(Color.clear))
    #expect(square(Endless()) == clear)
    #expect(square(Bare()) == clear)
  }
}
