import Catalog
import Raster
import Testing

// MARK: - ThumbnailTests

/// A thumbnail is the image shrunk by one whole factor, each pixel the rounded mean of its
/// block, edge blocks averaging the pixels they have.
@Suite struct ThumbnailTests {
  @Test func aBlockIsTheRoundedMeanOfItsPixelsAndEdgeBlocksAverageWhatTheyHave() throws {
    // 5×2 grey, opaque: values by column 0, 10, 20, 31, 200, both rows alike.
    let row: [UInt8] = [0, 10, 20, 31, 200].flatMap { [$0, $0, $0, 255] }
    let image = try #require(Pixmap(width: 5, height: 2, premultipliedData: row + row))
    let small = Thumbnail.scaled(image, maxWidth: 3, maxHeight: 10)
    #expect(small.width == 3)
    #expect(small.height == 1)
    // (0 + 10) / 2 = 5, (20 + 31) / 2 = 25.5 → 26, the edge column 200 alone.
    #expect(small.data == [5, 5, 5, 255, 26, 26, 26, 255, 200, 200, 200, 255])
  }

  @Test func aTallImageIsShrunkToTheHeightLimitAndOneThatFitsIsKept() throws {
    let tall = try #require(Pixmap(width: 100, height: 1_000, filledWith: .black))
    let small = Thumbnail.scaled(tall)
    #expect([small.width, small.height] == [34, 334])
    let fits = try #require(Pixmap(width: 240, height: 480, filledWith: .black))
    #expect(Thumbnail.scaled(fits) == fits)
  }
}
