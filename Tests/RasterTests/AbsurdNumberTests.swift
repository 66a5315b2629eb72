import Foundation
import Raster
import Scenes
import TestSupport
import Testing

// MARK: - Absurd numbers

/// Numbers no drawing needs (1e300, NaN, infinities) never trap on their way to an integer:
/// they draw what the documented clamp says, or nothing.
@Suite struct AbsurdNumberTests {
  // MARK: - The conversion every such number goes through

  @Test func convertingRoundsThenClampsAndNeverTraps() {
    #expect(Int(2.5, rounding: .toNearestOrAwayFromZero) == 3)
    #expect(Int(-2.5, rounding: .up) == -2)
    #expect(Int(-2.5, rounding: .down) == -3)
    #expect(Int(1e300, rounding: .up) == .max)
    #expect(Int(-1e300, rounding: .down) == .min)
    #expect(Int(Double.infinity, rounding: .up) == .max)
    #expect(Int(-Double.infinity, rounding: .up) == .min)
    #expect(Int(Double.nan, rounding: .up) == .min)
    #expect(Int(0x1p63, rounding: .down) == .max)
    #expect(Int(0x1p62, rounding: .down) == 1 << 62)
    #expect(Int(Double.nan, rounding: .up, clampedTo: 1...9) == 1)
    #expect(Int(1e300, rounding: .up, clampedTo: 1...9) == 9)
    #expect(Int(3.2, rounding: .up, clampedTo: 1...9) == 4)
    #expect(UInt8(255.5, rounding: .toNearestOrAwayFromZero) == 255)
    #expect(UInt8(-0.4, rounding: .toNearestOrAwayFromZero) == 0)
    #expect(Int32(Float.greatestFiniteMagnitude, rounding: .down) == .max)
  }

  // MARK: - Scenes

  private func render(_ ops: String, width: Int = 120, height: Int = 120) throws -> Pixmap? {
    let json =
      ##"{"format":"rasterscene/1","width":\##(width),"height":\##(height),"##
      + ##""background":"#FFFFFFFF","ops":["## + ops + "]}"
    return try SceneReader().read(Data(json.utf8)).displayList.render()
  }

  @Test func anArcWithRadiiNear1e300IsAStraightLine() throws {
    let arc = try render(
      ##"""
      {"op":"stroke","path":"M10 10 A 1e300 1e300 0 1 0 100 100","paint":"#000",
       "stroke":{"width":4}}
      """##)
    let line = try render(
      ##"""
      {"op":"stroke","path":"M10 10 L 100 100","paint":"#000","stroke":{"width":4}}
      """##)
    #expect(arc != nil)
    expectSamePixels(arc, line)
  }

  @Test func aShadowWithSigma1e300IsTooFaintToSee() throws {
    let shadow = try render(
      ##"""
      {"op":"shadow","path":"M10 10 H100 V100 H10 Z","color":"#000000FF","sigma":1e300}
      """##)
    #expect(shadow != nil)
    expectSamePixels(shadow, Pixmap(width: 120, height: 120, filledWith: .white))
  }

  @Test func aShadowWithANaNSigmaIsItsSharpShape() throws {
    var canvas = Painter(pixmap: try #require(Pixmap(width: 20, height: 20, filledWith: .white)))
    canvas.drawShadow(
      Path(rect: Rect(x: 5, y: 5, width: 10, height: 10)), color: .black,
      sigma: .nan, offset: .zero)
    var fill = Painter(pixmap: try #require(Pixmap(width: 20, height: 20, filledWith: .white)))
    fill.fill(Path(rect: Rect(x: 5, y: 5, width: 10, height: 10)), paint: .solid(.black))
    expectSamePixels(canvas.pixmap, fill.pixmap)
  }

  @Test func aCurveWithAControlPointNear1e100IsClampedLikeAnyFarOne() throws {
    // Both get the most points a curve may have, and every point between the ends lies past
    // the ±1e6 clamp, so both flatten to the same polygon. (Near 1e300 the distances
    // overflow, and the curve gets one segment.)
    let far = try render(##"{"op":"fill","path":"M0 0 Q 1e100 0 0 100 Z","paint":"#000"}"##)
    let near = try render(##"{"op":"fill","path":"M0 0 Q 1e12 0 0 100 Z","paint":"#000"}"##)
    #expect(far != nil)
    #expect(far?.pixel(x: 60, y: 50) == ColorU8.black.premultiplied)
    expectSamePixels(far, near)
  }

  @Test(.timeLimit(.minutes(1)))
  func aCircularArcOfAlmostEndlessTurnsIsItsRemainder() {
    var endless = Path()
    endless.addArc(
      center: Point(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: 1e300,
      clockwise: false)
    var remainder = Path()
    remainder.addArc(
      center: Point(x: 50, y: 50), radius: 10, startAngle: 0,
      endAngle: (1e300).truncatingRemainder(dividingBy: 2 * .pi), clockwise: false)
    #expect(endless == remainder)
    var overflowing = Path()
    overflowing.addArc(
      center: .zero, radius: 1, startAngle: -1.7e308, endAngle: 1.7e308,
      clockwise: true)
    #expect(overflowing.isEmpty)
  }

  @Test func anImageSqueezedToNothingSamplesItsClampedEdge() throws {
    let red = ColorU8(r: 255, g: 0, b: 0, a: 255)
    let blue = ColorU8(r: 0, g: 0, b: 255, a: 255)
    var image = try #require(Pixmap(width: 2, height: 1))
    image.setPixel(x: 0, y: 0, to: red.premultiplied)
    image.setPixel(x: 1, y: 0, to: blue.premultiplied)
    for sampling in [ImagePattern.Sampling.nearest, .linear] {
      // Device pixels land near 1e150 image pixels: past the far clamp, padded to the last
      // column.
      let pattern = ImagePattern(
        image: image, transform: Transform(scaleX: 1e-150, y: 1e-150),
        sampling: sampling)
      var canvas = Painter(pixmap: try #require(Pixmap(width: 4, height: 4)))
      canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 4, height: 4)), paint: .pattern(pattern))
      expectSamePixels(canvas.pixmap, Pixmap(width: 4, height: 4, filledWith: blue))
    }
  }
}
