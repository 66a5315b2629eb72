import Foundation
import Raster

// MARK: - OpContext

/// Reads one scene operation; every error names the op index, the op and the field.
struct OpContext {
  let index: Int
  let op: [String: Any]
  let fontResolver: SceneReader.FontResolver?
  var name: String? { op["op"] as? String }

  init(index: Int, op: [String: Any], fontResolver: SceneReader.FontResolver?) {
    self.index = index
    self.op = op
    self.fontResolver = fontResolver
  }

  func fail(_ message: String) -> SceneError {
    SceneError(opIndex: index, op: name, message: message)
  }

  mutating func item() throws(SceneError) -> DisplayItem {
    guard let name else { throw fail("\"op\" must name the operation, such as \"fill\"") }
    switch name {
    case "fill":
      return .fill(
        try path(), paint: try paint("paint", op["paint"]), rule: try rule(),
        transform: try transform(), opacity: try opacity())
    case "stroke":
      return .stroke(
        try path(), style: try strokeStyle(), paint: try paint("paint", op["paint"]),
        transform: try transform(), opacity: try opacity())
    case "glyphs":
      return try glyphs()
    case "shadow":
      let offset = try pair("offset", default: Point.zero)
      let sigma = try number("sigma", default: 0)
      guard sigma >= 0 else {
        throw fail("\"sigma\" must not be negative, found \(quote(op["sigma"]))")
      }
      return .shadow(
        try path(), color: try color("color", op["color"]), sigma: sigma,
        offset: offset, rule: try rule(), transform: try transform())
    case "pushClip":
      return .pushClip(try path(), rule: try rule(), transform: try transform())
    case "popClip":
      return .popClip
    case "pushLayer":
      return .pushLayer(opacity: try opacity(), blendMode: try blendMode())
    case "popLayer":
      return .popLayer
    default:
      throw fail(
        "unknown operation \"\(name)\"; expected fill, stroke, glyphs, shadow, "
          + "pushClip, popClip, pushLayer or popLayer")
    }
  }

  // MARK: - Fields

  private func path() throws(SceneError) -> Path {
    guard let text = op["path"] as? String else {
      throw fail("\"path\" must be SVG path data, found \(quote(op["path"]))")
    }
    do {
      return try Path(svgPathData: text)
    } catch {
      throw fail("\"path\": \(error)")
    }
  }

  private func rule() throws(SceneError) -> FillRule {
    guard let value = op["fillRule"] else { return .nonZero }
    guard let text = value as? String, let rule = FillRule(rawValue: text) else {
      throw fail("\"fillRule\" must be \"nonzero\" or \"evenodd\", found \(quote(value))")
    }
    return rule
  }

  private func blendMode() throws(SceneError) -> BlendMode {
    guard let value = op["blendMode"] else { return .normal }
    guard let text = value as? String, let mode = BlendMode(rawValue: text) else {
      throw fail("\"blendMode\" must be normal, multiply or screen, found \(quote(value))")
    }
    return mode
  }

  private func opacity() throws(SceneError) -> Double {
    let value = try number("opacity", default: 1)
    guard (0...1).contains(value) else {
      throw fail("\"opacity\" must be between 0 and 1, found \(quote(op["opacity"]))")
    }
    return value
  }

  private func transform() throws(SceneError) -> Transform {
    guard let value = op["transform"] else { return .identity }
    guard let array = value as? [Any], array.count == 6,
      let m = Optional(array.compactMap { jsonNumber($0) }), m.count == 6,
      m.allSatisfy(\.isFinite)
    else {
      throw fail("\"transform\" must be six numbers [a, b, c, d, e, f], found \(quote(value))")
    }
    return Transform(a: m[0], b: m[1], c: m[2], d: m[3], e: m[4], f: m[5])
  }

  private func number(_ key: String, default fallback: Double) throws(SceneError) -> Double {
    guard let value = op[key] else { return fallback }
    guard let n = jsonNumber(value), n.isFinite else {
      throw fail("\"\(key)\" must be a number, found \(quote(value))")
    }
    return n
  }

  private func pair(_ key: String, default fallback: Point) throws(SceneError) -> Point {
    guard let value = op[key] else { return fallback }
    guard let a = value as? [Any], a.count == 2, let x = jsonNumber(a[0]),
      let y = jsonNumber(a[1]), x.isFinite, y.isFinite
    else { throw fail("\"\(key)\" must be two numbers [x, y], found \(quote(value))") }
    return Point(x: x, y: y)
  }

  private func color(_ field: String, _ value: Any?) throws(SceneError) -> ColorU8 {
    guard let text = value as? String, let color = ColorU8(hex: text) else {
      throw fail("\"\(field)\" must be a colour like \"#RRGGBBAA\", found \(quote(value))")
    }
    return color
  }

  private func strokeStyle() throws(SceneError) -> Stroke {
    guard let s = op["stroke"] as? [String: Any] else {
      throw fail(
        "\"stroke\" must be an object with at least \"width\", found \(quote(op["stroke"]))")
    }
    var style = Stroke()
    guard let width = jsonNumber(s["width"]), width > 0, width.isFinite else {
      throw fail("\"stroke.width\" must be a positive number, found \(quote(s["width"]))")
    }
    style.lineWidth = width
    if let v = s["join"] {
      guard let t = v as? String, let join = Stroke.LineJoin(rawValue: t) else {
        throw fail("\"stroke.join\" must be miter, round or bevel, found \(quote(v))")
      }
      style.lineJoin = join
    }
    if let v = s["cap"] {
      guard let t = v as? String, let cap = Stroke.LineCap(rawValue: t) else {
        throw fail("\"stroke.cap\" must be butt, round or square, found \(quote(v))")
      }
      style.lineCap = cap
    }
    if let v = s["miterLimit"] {
      guard let limit = jsonNumber(v), limit >= 1 else {
        throw fail("\"stroke.miterLimit\" must be a number of at least 1, found \(quote(v))")
      }
      style.miterLimit = limit
    }
    if let v = s["dash"] {
      guard let a = v as? [Any] else {
        throw fail("\"stroke.dash\" must be an array of lengths, found \(quote(v))")
      }
      let lengths = a.compactMap { jsonNumber($0) }
      guard lengths.count == a.count, lengths.allSatisfy({ $0 >= 0 && $0.isFinite }) else {
        throw fail("\"stroke.dash\" must hold non-negative numbers, found \(quote(v))")
      }
      style.dash = lengths
    }
    if let v = s["dashOffset"] {
      guard let offset = jsonNumber(v), offset.isFinite else {
        throw fail("\"stroke.dashOffset\" must be a number, found \(quote(v))")
      }
      style.dashPhase = offset
    }
    return style
  }

  private func paint(_ field: String, _ value: Any?) throws(SceneError) -> Paint {
    if let text = value as? String { return .solid(try color(field, text)) }
    guard let object = value as? [String: Any], let type = object["type"] as? String else {
      throw fail("\"\(field)\" must be a colour or a paint object, found \(quote(value))")
    }
    func num(_ key: String) throws(SceneError) -> Double {
      guard let n = jsonNumber(object[key]), n.isFinite else {
        throw fail("\"\(field).\(key)\" must be a number, found \(quote(object[key]))")
      }
      return n
    }
    switch type {
    case "solid":
      return .solid(try color("\(field).color", object["color"]))
    case "linear":
      return .linearGradient(
        start: Point(x: try num("x0"), y: try num("y0")),
        end: Point(x: try num("x1"), y: try num("y1")), gradient: try gradient(field, object))
    case "radial":
      let radius = try num("r")
      guard radius > 0 else {
        throw fail("\"\(field).r\" must be a positive number, found \(quote(object["r"]))")
      }
      return .radialGradient(
        center: Point(x: try num("cx"), y: try num("cy")), radius: radius,
        gradient: try gradient(field, object))
    case "angular", "conic":
      return .angularGradient(
        center: Point(x: try num("cx"), y: try num("cy")),
        startAngle: jsonNumber(object["startAngle"]) ?? 0,
        gradient: try gradient(field, object))
    default:
      throw fail("\"\(field).type\" must be solid, linear, radial or angular, found \"\(type)\"")
    }
  }

  private func gradient(_ field: String, _ object: [String: Any]) throws(SceneError) -> Gradient {
    guard let rawStops = object["stops"] as? [Any], !rawStops.isEmpty else {
      throw fail("\"\(field).stops\" must be a non-empty array of [offset, colour]")
    }
    var stops: [Gradient.Stop] = []
    for (i, raw) in rawStops.enumerated() {
      guard let pair = raw as? [Any], pair.count == 2, let t = jsonNumber(pair[0]),
        let text = pair[1] as? String, let c = ColorU8(hex: text)
      else {
        throw fail("\"\(field).stops[\(i)]\" must be [offset, \"#RRGGBBAA\"], found \(quote(raw))")
      }
      stops.append(Gradient.Stop(offset: t, color: c))
    }
    var spread = Gradient.Spread.pad
    if let v = object["extend"] {
      guard let t = v as? String, let s = Gradient.Spread(rawValue: t) else {
        throw fail("\"\(field).extend\" must be pad, repeat or reflect, found \(quote(v))")
      }
      spread = s
    }
    var interpolation = Gradient.Interpolation.premultiplied
    if let v = object["interpolation"] {
      guard let t = v as? String, let i = Gradient.Interpolation(rawValue: t) else {
        throw fail(
          "\"\(field).interpolation\" must be premultiplied or unpremultiplied, "
            + "found \(quote(v))")
      }
      interpolation = i
    }
    guard let gradient = Gradient(stops: stops, spread: spread, interpolation: interpolation) else {
      throw fail("\"\(field).stops\" must have finite offsets")
    }
    return gradient
  }

  private func glyphs() throws(SceneError) -> DisplayItem {
    guard let fontObject = op["font"] as? [String: Any], let file = fontObject["file"] as? String
    else { throw fail("\"font\" must be an object with a \"file\"") }
    let reference = SceneFontReference(
      file: file, family: fontObject["family"] as? String, style: fontObject["style"] as? String,
      unitsPerEm: (fontObject["upem"] as? NSNumber)?.intValue,
      sha256: fontObject["sha256"] as? String)
    guard let fontResolver else {
      throw fail("drawing glyphs needs text support, which this renderer was built without")
    }
    let font: any GlyphOutlineSource
    do {
      font = try fontResolver(reference)
    } catch {
      throw fail("\"font\": \(error)")
    }
    let size = try number("size", default: 0)
    guard size > 0 else { throw fail("\"size\" must be a positive number of pixels per em") }
    guard let rawGlyphs = op["glyphs"] as? [Any] else {
      throw fail("\"glyphs\" must be an array of [glyphId, x, y]")
    }
    var glyphs: [GlyphRun.Glyph] = []
    for (i, raw) in rawGlyphs.enumerated() {
      guard let g = raw as? [Any], g.count == 3, let id = (g[0] as? NSNumber)?.uint32Value,
        let x = jsonNumber(g[1]), let y = jsonNumber(g[2])
      else { throw fail("\"glyphs[\(i)]\" must be [glyphId, x, y], found \(quote(raw))") }
      glyphs.append(GlyphRun.Glyph(id: id, origin: Point(x: x, y: y)))
    }
    return .glyphs(
      GlyphRun(font: font, size: size, glyphs: glyphs, text: op["text"] as? String ?? ""),
      paint: try paint("paint", op["paint"]), transform: try transform(), opacity: try opacity())
  }
}
