import Foundation
import Raster
import Scenes
import Testing

// MARK: - Scene reader

@Suite struct SceneReaderTests {
  private func fixture(_ path: String) throws -> Data {
    try Data(contentsOf: rasterTestsDirectory.appendingPathComponent("Fixtures/\(path)"))
  }

  private func read(_ json: String) throws(SceneError) -> Scene {
    try SceneReader().read(Data(json.utf8))
  }

  /// A scene around `ops` (JSON text of the array's contents).
  private func scene(_ ops: String) -> String {
    #"{"format":"rasterscene/1","width":10,"height":10,"ops":["# + ops + "]}"
  }

  private func message(_ json: String) -> String? {
    do {
      _ = try read(json)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func readsTheSharedRoundedRectScene() throws {
    let scene = try SceneReader().read(try fixture("a_rrects.json"))
    #expect(scene.name == "a_rrects")
    #expect(scene.displayList.width == 750 && scene.displayList.height == 1334)
    #expect(scene.displayList.background == .white)
    #expect(scene.displayList.items.count == 400)
    guard case .stroke(_, let style, .solid(let color), .identity, 1) = scene.displayList.items[1]
    else {
      Issue.record("op 1 should be a solid stroke")
      return
    }
    #expect(style == Stroke(lineWidth: 1))
    #expect(color == ColorU8(r: 0x3A, g: 0x3A, b: 0x3C))
  }

  @Test func readsTheSharedCirclesAndArcsScene() throws {
    let scene = try SceneReader().read(try fixture("c_circles_arcs.json"))
    #expect(scene.displayList.items.count == 95)
  }

  @Test(arguments: ["g_strokes", "g_fills_paints", "g_clips_layers_shadows"])
  func readsAndRendersOurScenes(name: String) throws {
    let scene = try SceneReader().read(try fixture("scenes/\(name).json"))
    #expect(scene.name == name)
    expectMatchesReference(scene.displayList.render(), named: "scene-\(name)")
  }

  @Test func readsEveryFieldOfAStroke() throws {
    let scene = try read(
      scene(
        ##"""
        {"op":"stroke","path":"M0 0 H5","paint":"#F00","opacity":0.5,"transform":[2,0,0,2,1,1],
         "stroke":{"width":3,"join":"round","cap":"square","miterLimit":8,"dash":[1,2,3],
         "dashOffset":-1.5},"unknown":{"ignored":true}}
        """##))
    guard
      case .stroke(let path, let style, let paint, let transform, let opacity) = scene.displayList
        .items[0]
    else {
      Issue.record("expected a stroke")
      return
    }
    #expect(path.svgPathData == "M0 0L5 0")
    #expect(
      style
        == Stroke(
          lineWidth: 3, lineCap: .square, lineJoin: .round,
          miterLimit: 8, dash: [1, 2, 3], dashPhase: -1.5))
    #expect(paint == .solid(ColorU8(r: 255, g: 0, b: 0)))
    #expect(transform == Transform(a: 2, b: 0, c: 0, d: 2, e: 1, f: 1))
    #expect(opacity == 0.5)
  }

  @Test func readsGradientPaints() throws {
    let scene = try read(
      scene(
        ##"""
        {"op":"fill","path":"M0 0 H5 V5 Z","fillRule":"evenodd","paint":{"type":"radial","cx":1,
         "cy":2,"r":3,"stops":[[0,"#000000FF"],[1,"#FFFFFF80"]],"extend":"reflect",
         "interpolation":"unpremultiplied"}}
        """##))
    guard case .fill(_, let paint, .evenOdd, _, _) = scene.displayList.items[0] else {
      Issue.record("expected an even-odd fill")
      return
    }
    let gradient = Gradient(
      stops: [
        Gradient.Stop(offset: 0, color: .black),
        Gradient.Stop(offset: 1, color: ColorU8(r: 255, g: 255, b: 255, a: 128)),
      ],
      spread: .reflect, interpolation: .unpremultiplied)
    #expect(paint == .radialGradient(center: Point(x: 1, y: 2), radius: 3, gradient: gradient!))
  }

  @Test func glyphsWithoutTextSupportNameTheOp() {
    let json = scene(
      ##"""
      {"op":"fill","path":"M0 0 H1 V1 Z","paint":"#000"},
      {"op":"glyphs","font":{"file":"Inter-Regular.otf","upem":2048},"size":12,"paint":"#000",
       "glyphs":[[1,0,10]]}
      """##)
    #expect(
      message(json) == "op 1 (glyphs): drawing glyphs needs text support, which this "
        + "renderer was built without")
  }

  // MARK: - Errors

  @Test(arguments: [
    ("[1]", "a scene must be a JSON object"),
    (
      ##"{"format":"rasterscene/2","width":1,"height":1,"ops":[]}"##,
      ##""format" must be "rasterscene/1", found "rasterscene/2""##
    ),
    (
      ##"{"format":"rasterscene/1","height":1,"ops":[]}"##,
      ##""width" must be a whole number from 1 to 32768, found nothing"##
    ),
    (
      ##"{"format":"rasterscene/1","width":2.5,"height":1,"ops":[]}"##,
      ##""width" must be a whole number from 1 to 32768, found 2.5"##
    ),
    (
      ##"{"format":"rasterscene/1","width":1,"height":1,"background":"red","ops":[]}"##,
      ##""background" must be a colour like "#RRGGBBAA", found "red""##
    ),
    (
      ##"{"format":"rasterscene/1","width":1,"height":1}"##,
      ##""ops" must be an array of operations"##
    ),
  ])
  func fileLevelErrorsNameTheField(json: String, expected: String) {
    #expect(message(json) == expected)
  }

  @Test func textThatIsNotJSONSaysSo() throws {
    let text = try #require(message("{\"format\": "))
    #expect(text.hasPrefix("not valid JSON: "))
  }

  @Test(arguments: [
    (
      ##"{"op":"stroke","path":"M0 0 H5","paint":"#000","stroke":{"width":-1}}"##,
      ##"op 0 (stroke): "stroke.width" must be a positive number, found -1"##
    ),
    (
      ##"{"op":"stroke","path":"M0 0 H5","paint":"#000"}"##,
      ##"op 0 (stroke): "stroke" must be an object with at least "width", found nothing"##
    ),
    (
      ##"{"op":"stroke","path":"M0 0 H5","paint":"#000","stroke":{"width":1,"join":"mitre"}}"##,
      ##"op 0 (stroke): "stroke.join" must be miter, round or bevel, found "mitre""##
    ),
    (
      ##"{"op":"stroke","path":"M0 0 H5","paint":"#000","stroke":{"width":1,"cap":7}}"##,
      ##"op 0 (stroke): "stroke.cap" must be butt, round or square, found 7"##
    ),
    (
      ##"{"op":"stroke","path":"M0 0 H5","paint":"#000","stroke":{"width":1,"miterLimit":0.5}}"##,
      ##"op 0 (stroke): "stroke.miterLimit" must be a number of at least 1, found 0.5"##
    ),
    (
      ##"{"op":"stroke","path":"M0 0 H5","paint":"#000","stroke":{"width":1,"dash":[1,-2]}}"##,
      ##"op 0 (stroke): "stroke.dash" must hold non-negative numbers, found an array"##
    ),
    (
      ##"{"op":"fill","path":"M0 0 L","paint":"#000"}"##,
      ##"op 0 (fill): "path": invalid path data at character 6: expected a number, found end of data"##
    ),
    // Found by the `scene-reader` fuzz target: a number after Z hung the path parser.
    (
      ##"{"op":"fill","path":"M0 0 H5 V5 Z5 5","paint":"#000"}"##,
      ##"op 0 (fill): "path": invalid path data at character 12: expected a path command (M L H V C S Q T A Z) after Z, found "5 5""##
    ),
    (
      ##"{"op":"fill","path":5,"paint":"#000"}"##,
      ##"op 0 (fill): "path" must be SVG path data, found 5"##
    ),
    (
      ##"{"op":"fill","path":"M0 0","paint":"#12345"}"##,
      ##"op 0 (fill): "paint" must be a colour like "#RRGGBBAA", found "#12345""##
    ),
    (
      ##"{"op":"fill","path":"M0 0","paint":"#000","fillRule":"winding"}"##,
      ##"op 0 (fill): "fillRule" must be "nonzero" or "evenodd", found "winding""##
    ),
    (
      ##"{"op":"fill","path":"M0 0","paint":"#000","transform":[1,0,0,1]}"##,
      ##"op 0 (fill): "transform" must be six numbers [a, b, c, d, e, f], found an array"##
    ),
    (
      ##"{"op":"fill","path":"M0 0","paint":"#000","opacity":1.5}"##,
      ##"op 0 (fill): "opacity" must be between 0 and 1, found 1.5"##
    ),
    (
      ##"{"op":"fill","path":"M0 0","paint":{"type":"conical"}}"##,
      ##"op 0 (fill): "paint.type" must be solid, linear, radial or angular, found "conical""##
    ),
    (
      ##"{"op":"fill","path":"M0 0","paint":{"type":"linear","x0":0,"y0":0,"x1":1}}"##,
      ##"op 0 (fill): "paint.y1" must be a number, found nothing"##
    ),
    (
      ##"{"op":"fill","path":"M0 0","paint":{"type":"linear","x0":0,"y0":0,"x1":1,"y1":0,"stops":[[0,"#000"],[1]]}}"##,
      ##"op 0 (fill): "paint.stops[1]" must be [offset, "#RRGGBBAA"], found an array"##
    ),
    (
      ##"{"op":"fill","path":"M0 0","paint":{"type":"radial","cx":0,"cy":0,"r":1,"stops":[[0,"#000"]],"extend":"mirror"}}"##,
      ##"op 0 (fill): "paint.extend" must be pad, repeat or reflect, found "mirror""##
    ),
    (
      ##"{"op":"shadow","path":"M0 0","color":"#000","sigma":-2}"##,
      ##"op 0 (shadow): "sigma" must not be negative, found -2"##
    ),
    (
      ##"{"op":"shadow","path":"M0 0","color":"#000","sigma":2,"offset":[1]}"##,
      ##"op 0 (shadow): "offset" must be two numbers [x, y], found an array"##
    ),
    (
      ##"{"op":"blur"}"##,
      ##"op 0 (blur): unknown operation "blur"; expected fill, stroke, glyphs, shadow, pushClip, popClip, pushLayer or popLayer"##
    ),
    (
      ##"{"path":"M0 0"}"##,
      ##"op 0: "op" must name the operation, such as "fill""##
    ),
    (
      ##"{"op":"popClip"}"##,
      ##"op 0 (popClip): nothing to pop: no clip is open"##
    ),
    (
      ##"{"op":"pushClip","path":"M0 0 H1 V1 Z"},{"op":"popLayer"}"##,
      ##"op 1 (popLayer): pops a layer but the clip pushed at op 0 is still open; clips and layers must nest"##
    ),
    (
      ##"{"op":"pushLayer","opacity":0.5},{"op":"fill","path":"M0 0","paint":"#000"}"##,
      ##"op 0: this layer is never popped"##
    ),
    ("7", "op 0: an operation must be a JSON object"),
    (
      ##"{"op":"fill","path":"M0 0","paint":{"type":"radial","cx":0,"cy":0,"r":0,"stops":[[0,"#000"]]}}"##,
      ##"op 0 (fill): "paint.r" must be a positive number, found 0"##
    ),
    (
      ##"{"op":"fill","path":"M0 0","paint":"#000","opacity":true}"##,
      ##"op 0 (fill): "opacity" must be a number, found true"##
    ),
    (##"{"op":"shadow","path":"M0 0","color":"#000","sigma":0,"offset":[0,1]}"##, nil),
  ])
  func opErrorsNameTheIndexAndField(ops: String, expected: String?) {
    #expect(message(scene(ops)) == expected)
  }
}
