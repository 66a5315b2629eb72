import CatalogUI
import Raster
import Testing

// MARK: - Sheets

/// A sheet at its large detent shrinks the screen behind it into a card, as iOS does.
@MainActor @Suite struct LargeSheetPresenterTests {
  /// A white iPhone 15 screen presenting a blue sheet at `detents`, at 1 pixel per point.
  private func presenting(_ detents: Set<PresentationDetent>) -> ViewHost {
    var environment = EnvironmentValues()
    environment.displayScale = 1
    let host = ViewHost(
      Color.white.ignoresSafeArea().sheet(isPresented: .constant(true)) {
        Color.blue.presentationDetents(detents)
      }, environment: environment)
    host.layout(
      centredIn: CGSize(width: 393, height: 852),
      safeAreaInsets: EdgeInsets(top: 59, bottom: 34))
    return host
  }

  @Test func theScreenBehindALargeSheetIsADimmedCardOnBlack() throws {
    let pixmap = try #require(presenting([.large]).render(background: .white))
    let black = PremultipliedColorU8(r: 0, g: 0, b: 0, a: 255)
    // White dimmed by 20 % black.
    let dimmed = PremultipliedColorU8(r: 204, g: 204, b: 204, a: 255)
    // The card: its top at the status bar's bottom (59), 10 pt above the sheet, its sides
    // 16 pt in; black around it.
    #expect(pixmap.pixel(x: 196, y: 50) == black)
    #expect(pixmap.pixel(x: 8, y: 64) == black)
    #expect(pixmap.pixel(x: 385, y: 64) == black)
    #expect(pixmap.pixel(x: 196, y: 64) == dimmed)
    #expect(pixmap.pixel(x: 30, y: 64) == dimmed)
    // Its top corners are rounded: the corner pixel itself is not the card's.
    #expect(pixmap.pixel(x: 16, y: 59) != dimmed)
  }

  @Test func aMediumSheetOnlyDimsTheScreen() throws {
    let pixmap = try #require(presenting([.medium]).render(background: .white))
    let dimmed = PremultipliedColorU8(r: 204, g: 204, b: 204, a: 255)
    #expect(pixmap.pixel(x: 8, y: 64) == dimmed)
    #expect(pixmap.pixel(x: 196, y: 20) == dimmed)
  }
}
