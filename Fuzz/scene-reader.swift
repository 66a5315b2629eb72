import Foundation
import Raster
import Scenes

// Fuzz target `scene-reader`: `rasterscene/1` files (`SceneReader.read`), then drawing them.
//
// Any bytes must either read or throw `SceneError`. A scene that reads is drawn on a canvas cut
// down to at most 64×64 pixels, so fuzzed geometry goes through the whole pipeline (flattening,
// stroking, dashing, clips, layers, shadows, glyph masks) at a speed worth fuzzing; ops outside
// the smaller canvas still run up to clipping.

/// A stand-in font: glyph 0 is unknown, glyph 1 blank, any other a rounded box overlapped by
/// an ellipse, so glyph ops read and draw without font files.
private final class BoxFont: GlyphOutlineSource {
  let name = "fuzz-boxes"

  func glyphOutline(_ glyph: UInt32) -> Path? {
    switch glyph {
    case 0: return nil
    case 1: return Path()
    default:
      let width = Double(glyph % 7 + 3) / 10
      var path = Path(roundedRect: Rect(x: 0.05, y: -0.7, width: width, height: 0.7),
                      radii: CornerRadii(all: 0.1), continuous: glyph % 2 == 0)
      path.addPath(Path(ellipseIn: Rect(x: 0.1, y: -0.5, width: width / 2, height: 0.3)))
      return path
    }
  }
}

private let font = BoxFont()
private let maxSide = 64

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(bytes: data, count: size)
  let reader = SceneReader(fontResolver: { _ in font })
  guard var list = try? reader.read(bytes).displayList else { return 0 }
  list.width = min(list.width, maxSide)
  list.height = min(list.height, maxSide)
  if list.render() == nil { fatalError("a scene that reads must draw") }
  return 0
}
