import Raster
import Testing

@Suite struct PixelTests {
  @Test func hexColoursParseInEveryForm() {
    #expect(ColorU8(hex: "#FFCC00") == ColorU8(r: 255, g: 204, b: 0, a: 255))
    #expect(ColorU8(hex: "#af52de99") == ColorU8(r: 175, g: 82, b: 222, a: 153))
    #expect(ColorU8(hex: "#F0A") == ColorU8(r: 255, g: 0, b: 170, a: 255))
    #expect(ColorU8(hex: "FFCC00") == nil)
    #expect(ColorU8(hex: "#GG0000") == nil)
    #expect(ColorU8(hex: "#12345") == nil)
  }

  @Test func premultiplyRoundsToNearest() {
    #expect(mul255(255, 128) == 128)
    #expect(mul255(100, 0) == 0)
    #expect(mul255(255, 255) == 255)
    #expect(ColorU8(r: 200, g: 100, b: 50, a: 128).premultiplied.r == 100)
  }

  @Test func pixmapRefusesInvalidSizes() {
    #expect(Pixmap(width: 0, height: 10) == nil)
    #expect(Pixmap(width: 10, height: -1) == nil)
    #expect(Pixmap(width: Pixmap.maxDimension + 1, height: 1) == nil)
    #expect(
      Pixmap(
        width: 2, height: 2, premultipliedData: [9, 0, 0, 8] + [UInt8](repeating: 0, count: 12))
        == nil)
  }

  @Test func straightRoundTripKeepsOpaqueAndTransparentPixelsExact() throws {
    let straight: [UInt8] = [10, 20, 30, 255, 0, 0, 0, 0, 255, 128, 0, 128, 1, 2, 3, 255]
    let pixmap = try #require(Pixmap(width: 2, height: 2, straightRGBA: straight))
    #expect(pixmap.data == [10, 20, 30, 255, 0, 0, 0, 0, 128, 64, 0, 128, 1, 2, 3, 255])
    #expect(pixmap.straightRGBA == [10, 20, 30, 255, 0, 0, 0, 0, 255, 128, 0, 128, 1, 2, 3, 255])
  }
}
