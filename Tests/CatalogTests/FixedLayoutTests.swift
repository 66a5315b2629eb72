import Catalog
import CatalogUI
import Raster
import Testing

/// `.fixed` and device layouts place a view as a hosting view of that size does: centred.
@MainActor @Suite struct FixedLayoutTests {
  private func render(_ view: some View, _ layout: SnapshotSettings.Layout) throws -> Pixmap {
    var settings = SnapshotSettings()
    settings.layout = layout
    settings.scale = 1
    return try SnapshotRenderer.render(
      view, name: "Fixed", settings: settings, traits: SnapshotTraits())
  }

  @Test func aSmallerViewIsCentredInTheFixedSize() throws {
    let badge = Color.red.frame(width: 20, height: 10)
    let centred = try render(badge, .fixed(width: 100, height: 50))
    // The same square drawn at the centre by hand: (100 - 20) / 2 = 40, (50 - 10) / 2 = 20.
    let byHand = try render(
      Color.red.frame(width: 20, height: 10).position(x: 50, y: 25)
        .frame(width: 100, height: 50), .fixed(width: 100, height: 50))
    #expect(centred.width == 100 && centred.height == 50)
    #expect(centred == byHand)
    #expect(centred.pixel(x: 40, y: 20) != centred.pixel(x: 39, y: 20))
  }

  @Test func aHalfPixelOfFreeSpaceGoesAfterTheView() throws {
    let odd = try render(Color.red.frame(width: 21, height: 10), .fixed(width: 100, height: 10))
    // 79 free pixels: 39 before the view, 40 after it.
    #expect(odd.pixel(x: 38, y: 5) != odd.pixel(x: 39, y: 5))
    #expect(odd.pixel(x: 59, y: 5) == odd.pixel(x: 39, y: 5))
    #expect(odd.pixel(x: 60, y: 5) != odd.pixel(x: 59, y: 5))
  }

  @Test func aViewThatFillsTheSizeIsUnmoved() throws {
    let filling = Color.blue.frame(maxWidth: .infinity, maxHeight: .infinity)
    #expect(
      try render(filling, .fixed(width: 60, height: 40))
        == render(Color.blue.frame(width: 60, height: 40), .sizeThatFits))
  }
}
