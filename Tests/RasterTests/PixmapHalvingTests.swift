import Raster
import Testing

// MARK: - PixmapHalvingTests

/// Each mipmap level averages the 2×2 premultiplied pixels it covers, exactly.
@Suite struct PixmapHalvingTests {
  @Test func aThreeByThreeImageHalvesToTwoByTwoWithItsEdgesCountedTwice() throws {
    // Alpha only in the red channel's row pattern: 0, 100, 200 / 30, 130, 230 / 60, 160, 255.
    let alphas: [UInt8] = [0, 100, 200, 30, 130, 230, 60, 160, 255]
    let bytes: [UInt8] = alphas.flatMap { a -> [UInt8] in [a / 2, 0, a, a] }
    let image = try #require(Pixmap(width: 3, height: 3, premultipliedData: bytes))
    let half = try #require(image.halved())
    #expect(half.width == 2)
    #expect(half.height == 2)
    // (0 + 100 + 30 + 130 + 2) / 4 = 65; (200 + 200 + 230 + 230 + 2) / 4 = 215;
    // (60 + 160 + 60 + 160 + 2) / 4 = 110; (255 * 4 + 2) / 4 = 255.
    #expect(
      stride(from: 3, to: half.data.count, by: 4).map { half.data[$0] } == [65, 215, 110, 255])
    // Red is half of alpha, rounded alike: never above alpha.
    #expect(
      stride(from: 0, to: half.data.count, by: 4).map { half.data[$0] } == [33, 108, 55, 127])
  }

  @Test func aSinglePixelHasNoSmallerLevel() throws {
    let one = try #require(Pixmap(width: 1, height: 1, filledWith: .black))
    #expect(one.halved() == nil)
    let row = try #require(Pixmap(width: 5, height: 1, filledWith: .white))
    #expect(row.halved().map { [$0.width, $0.height] } == [3, 1])
  }
}
