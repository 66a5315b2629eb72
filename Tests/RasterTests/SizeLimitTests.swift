import Foundation
import Raster
import TestSupport
import Testing

// MARK: - Size and memory limits

/// Every buffer stays within one set of limits, checked before memory is asked for: input
/// past them is refused with words naming the limit, or drawn as the documented clamp says.
@Suite struct SizeLimitTests {
  private func message(_ json: String) -> String? {
    do {
      _ = try SceneReader().read(Data(json.utf8))
      return nil
    } catch {
      return error.description
    }
  }

  // MARK: - Pixmaps and masks

  @Test func pixmapsAndMasksShareOneLimitOfSidesAndPixels() {
    #expect(Pixmap.maxDimension == 32_768)
    #expect(Pixmap.maxPixelCount == 67_108_864)
    #expect(Pixmap.allowsSize(width: 32_768, height: 2_048))
    #expect(Pixmap.allowsSize(width: 8_192, height: 8_192))
    #expect(!Pixmap.allowsSize(width: 32_769, height: 1))
    #expect(!Pixmap.allowsSize(width: 8_193, height: 8_192))
    #expect(!Pixmap.allowsSize(width: 0, height: 1))
    #expect(Pixmap(width: 8_193, height: 8_192) == nil)
    #expect(Pixmap(width: 8_193, height: 8_192, filledWith: .white) == nil)
    #expect(Mask(width: 8_193, height: 8_192) == nil)
  }

  @Test(arguments: [
    (32_768, 32_768,
     "32768x32768 px is 1073741824 pixels, over the limit of 67108864 pixels (8192x8192)"),
    (32_769, 1, "32769x1 px is over the limit of 32768 px a side"),
    (0, 5, "0x5 px has no pixels; both sides must be at least 1"),
  ])
  func sizeProblemsNameTheLimit(width: Int, height: Int, expected: String) {
    #expect(Pixmap.sizeProblem(width: width, height: height) == expected)
  }

  @Test func lowerLimitsAreWordedAlikeAndHigherOnesDoNotRaiseThem() {
    #expect(Pixmap.sizeProblem(width: 300, height: 300, maxDimension: 256)
      == "300x300 px is over the limit of 256 px a side")
    #expect(Pixmap.sizeProblem(width: 100, height: 100, maxPixelCount: 5_000)
      == "100x100 px is 10000 pixels, over the limit of 5000 pixels")
    #expect(Pixmap.sizeProblem(width: 40_000, height: 1, maxDimension: 1 << 20)
      == "40000x1 px is over the limit of 32768 px a side")
  }

  // MARK: - Scenes

  @Test func aSceneCanvasOverThePixelLimitIsRefused() {
    #expect(message(##"{"format":"rasterscene/1","width":32768,"height":32768,"ops":[]}"##)
      == "the canvas is too large: 32768x32768 px is 1073741824 pixels, over the limit of "
      + "67108864 pixels (8192x8192); lower \"width\" or \"height\"")
    #expect(message(##"{"format":"rasterscene/1","width":32768,"height":2048,"ops":[]}"##) == nil)
  }
}
