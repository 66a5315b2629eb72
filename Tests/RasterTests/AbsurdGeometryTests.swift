import Foundation
import Raster
import Scenes
import Testing

// MARK: - AbsurdGeometryTests

/// Finite numbers far outside any real drawing once stopped the process: a conversion from
/// `Double` to `Int` traps on values it cannot hold. Each scene here, found by hand or by the
/// fuzzer, must draw (or draw nothing) and draw the same every time.
@Suite struct AbsurdGeometryTests {
  private func render(_ op: String) throws -> Pixmap {
    let json = #"{"format": "rasterscene/1", "width": 64, "height": 64, "ops": [\#(op)]}"#
    let scene = try SceneReader().read(Data(json.utf8))
    return try #require(scene.displayList.render())
  }

  private func isBlank(_ pixmap: Pixmap) -> Bool { pixmap.data.allSatisfy { $0 == 0 } }

  @Test(arguments: [
    "M0 0 A1e-300 1 0 0 1 10 10", "M0 0 A1e300 1e300 0 0 1 10 10", "M0 0 A1 1 0 0 1 1e300 0",
    "M0 0 A 1e300 1e300 0 1 0 100 100",
  ])
  func arcsWithAbsurdRadiiOrEndsDrawTheirChordOrNothing(path: String) throws {
    // Filling an arc from (0, 0) whose sweep overflowed leaves at most a sliver of a chord.
    let pixmap = try render(##"{"op": "fill", "path": "\##(path)", "paint": "#ff0000"}"##)
    #expect(pixmap == (try render(##"{"op": "fill", "path": "\##(path)", "paint": "#ff0000"}"##)))
    #expect(isBlank(pixmap))
  }

  @Test func anArcToAPointAt1e56DrawsTheSameEveryTime() throws {
    // The radius grows to reach the end (5e55): beyond the coordinate limit the flattened
    // circle is an approximation, but it draws, the same on every run.
    let op = ##"{"op": "fill", "path": "M0 0 A1 1 0 0 1 0 1e56", "paint": "#ff0000"}"##
    let pixmap = try render(op)
    #expect(pixmap == (try render(op)))
    #expect(!isBlank(pixmap))
  }

  @Test func aCurveWithControlPointsAt1e56IsFlattenedWithinTheLimit() throws {
    let op = ##"{"op": "fill", "path": "M0 0 C0 1e56 1 1e56 1 0 Z", "paint": "#ff0000"}"##
    let first = try render(op)
    #expect(first == (try render(op)))
    // The curve's one-pixel-wide loop covers part of column 0 and nothing past column 1.
    #expect(first.pixel(x: 5, y: 5) == PremultipliedColorU8(r: 0, g: 0, b: 0, a: 0))
  }

  @Test(arguments: [1e300, Double.infinity, 6000])
  func aShadowBlurWiderThanAnyCanvasDrawsNothing(sigma: Double) throws {
    let sigmaText = sigma.isInfinite ? "1e999" : String(sigma)
    let pixmap = try? render(
      ##"{"op": "shadow", "path": "M10 10 H50 V50 Z", "color": "#000000", "sigma": \##(sigmaText), "offset": [0, 0]}"##
    )
    if let pixmap { #expect(isBlank(pixmap)) }
  }
}
