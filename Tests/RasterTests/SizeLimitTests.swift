import Foundation
import Raster
import Scenes
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
    (
      32_768, 32_768,
      "32768x32768 px is 1073741824 pixels, over the limit of 67108864 pixels (8192x8192)"
    ),
    (32_769, 1, "32769x1 px is over the limit of 32768 px a side"),
    (0, 5, "0x5 px has no pixels; both sides must be at least 1"),
  ])
  func sizeProblemsNameTheLimit(width: Int, height: Int, expected: String) {
    #expect(Pixmap.sizeProblem(width: width, height: height) == expected)
  }

  @Test func lowerLimitsAreWordedAlikeAndHigherOnesDoNotRaiseThem() {
    #expect(
      Pixmap.sizeProblem(width: 300, height: 300, maxDimension: 256)
        == "300x300 px is over the limit of 256 px a side")
    #expect(
      Pixmap.sizeProblem(width: 100, height: 100, maxPixelCount: 5_000)
        == "100x100 px is 10000 pixels, over the limit of 5000 pixels")
    #expect(
      Pixmap.sizeProblem(width: 40_000, height: 1, maxDimension: 1 << 20)
        == "40000x1 px is over the limit of 32768 px a side")
  }

  // MARK: - Scenes

  @Test func aSceneCanvasOverThePixelLimitIsRefused() {
    #expect(
      message(##"{"format":"rasterscene/1","width":32768,"height":32768,"ops":[]}"##)
        == "the canvas is too large: 32768x32768 px is 1073741824 pixels, over the limit of "
        + "67108864 pixels (8192x8192); lower \"width\" or \"height\"")
    #expect(message(##"{"format":"rasterscene/1","width":32768,"height":2048,"ops":[]}"##) == nil)
  }

  /// `count` layers pushed on a 1000x1000 canvas, a fill, and as many pops.
  private func nestedLayers(_ count: Int) -> String {
    let push = Array(repeating: ##"{"op":"pushLayer"}"##, count: count)
    let pop = Array(repeating: ##"{"op":"popLayer"}"##, count: count)
    let fill = ##"{"op":"fill","path":"M0 0 H10 V10 Z","paint":"#000"}"##
    return ##"{"format":"rasterscene/1","width":1000,"height":1000,"ops":["##
      + (push + [fill] + pop).joined(separator: ",") + "]}"
  }

  @Test func aSceneNestingPastTheLayerMemoryLimitIsRefusedAtThatOp() {
    // 1000x1000 x 4 bytes a layer: 268 fit in 1 GiB, the 269th (op 268) does not.
    #expect(message(nestedLayers(268)) == nil)
    #expect(
      message(nestedLayers(1_000))
        == "op 268 (pushLayer): 269 layers and 0 clips open at once on a 1000x1000 canvas would "
        + "hold 1027 MiB, over the limit of 1024 MiB for layers and clips; nest fewer")
  }

  // MARK: - Painter

  @Test func layersPastTheMemoryLimitDropWhatIsDrawnInsideThem() throws {
    // Each layer over 4096x4096 holds 64 MiB: sixteen fit in 1 GiB, the seventeenth does not.
    let side = 4_096
    let square = Path(rect: Rect(x: 0, y: 0, width: 8, height: 8))
    var canvas = Painter(pixmap: try #require(Pixmap(width: side, height: side)))
    for _ in 0..<16 { canvas.pushLayer() }
    canvas.fill(square, paint: .solid(.black))
    canvas.pushLayer()
    // A clip inside a dropped layer takes no memory either, and pops in pairs as before.
    canvas.pushClip(Path(rect: Rect(x: 0, y: 0, width: 64, height: 64)))
    canvas.fill(square.applying(Transform(translationX: 16, y: 0)), paint: .solid(.black))
    canvas.popClip()
    canvas.popLayer()
    canvas.fill(square.applying(Transform(translationX: 32, y: 0)), paint: .solid(.black))
    canvas.finish()
    let black = ColorU8.black.premultiplied
    #expect(canvas.pixmap.pixel(x: 4, y: 4) == black)
    #expect(canvas.pixmap.pixel(x: 20, y: 4) == PremultipliedColorU8(r: 0, g: 0, b: 0, a: 0))
    #expect(canvas.pixmap.pixel(x: 36, y: 4) == black)
  }

  @Test func aPathFlatteningPastThePointLimitDrawsNothing() throws {
    // 20,000 curves whose control points lie a million pixels out flatten to a thousand
    // points each: 20 million, over the limit of 2^24.
    var path = Path()
    path.move(to: Point(x: 0, y: 0))
    for i in 0..<20_000 {
      path.addCurve(
        to: Point(x: Double(i % 50), y: 40),
        control1: Point(x: -1e6, y: 1e6), control2: Point(x: 1e6, y: -1e6))
    }
    path.closeSubpath()
    var canvas = Painter(pixmap: try #require(Pixmap(width: 50, height: 50, filledWith: .white)))
    canvas.fill(path, paint: .solid(.black))
    canvas.stroke(path, style: Stroke(lineWidth: 1), paint: .solid(.black))
    expectSamePixels(canvas.pixmap, Pixmap(width: 50, height: 50, filledWith: .white))
  }

  @Test func aStrokeWhoseOutlinePassesThePointLimitDrawsNothing() throws {
    // A round join 200,000 px wide that turns almost all the way back takes about 2,000
    // points; 10,000 of them pass 2^24.
    var path = Path()
    path.move(to: Point(x: 0, y: 0))
    for i in 1...10_000 { path.addLine(to: Point(x: Double(i % 2) * 40, y: Double(i))) }
    var canvas = Painter(pixmap: try #require(Pixmap(width: 50, height: 50, filledWith: .white)))
    var style = Stroke(lineWidth: 200_000)
    style.lineJoin = .round
    canvas.stroke(path, style: style, paint: .solid(.black))
    expectSamePixels(canvas.pixmap, Pixmap(width: 50, height: 50, filledWith: .white))
  }
}
