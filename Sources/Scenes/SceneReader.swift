import Foundation
import Raster

// MARK: - Scene

/// A parsed `rasterscene/1` file: its name and the display list it draws.
public struct Scene: Sendable {
  public var name: String
  public var displayList: DisplayList
}

// MARK: - SceneReader

/// Reads `rasterscene/1` JSON (see SCENES.md) into a display list; unknown keys are ignored.
public struct SceneReader {
  /// Resolves a `glyphs` op's font; without one, a scene with glyphs is an error.
  public typealias FontResolver = (SceneFontReference) throws -> any GlyphOutlineSource

  private let fontResolver: FontResolver?

  /// Creates a reader; `fontResolver` supplies fonts for `glyphs` ops.
  public init(fontResolver: FontResolver? = nil) {
    self.fontResolver = fontResolver
  }

  /// Parses scene JSON.
  public func read(_ data: Data) throws(SceneError) -> Scene {
    let root: [String: Any]
    do {
      guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
        throw SceneError(message: "a scene must be a JSON object")
      }
      root = object
    } catch let error as SceneError {
      throw error
    } catch {
      throw SceneError(message: "not valid JSON: \(error.localizedDescription)")
    }
    guard let format = root["format"] as? String, format == "rasterscene/1" else {
      throw SceneError(
        message: "\"format\" must be \"rasterscene/1\", found \(quote(root["format"]))")
    }
    let width = try dimension(root, "width")
    let height = try dimension(root, "height")
    if let problem = Pixmap.sizeProblem(width: width, height: height) {
      throw SceneError(
        message: "the canvas is too large: \(problem); lower \"width\" or "
          + "\"height\"")
    }
    var background = ColorU8.transparent
    if let value = root["background"] {
      guard let text = value as? String, let color = ColorU8(hex: text) else {
        throw SceneError(
          message: "\"background\" must be a colour like \"#RRGGBBAA\", "
            + "found \(quote(value))")
      }
      background = color
    }
    guard let ops = root["ops"] as? [Any] else {
      throw SceneError(message: "\"ops\" must be an array of operations")
    }
    var items: [DisplayItem] = []
    items.reserveCapacity(ops.count)
    var stack: [(kind: String, index: Int)] = []
    var openLayers = 0
    for (index, raw) in ops.enumerated() {
      guard let op = raw as? [String: Any] else {
        throw SceneError(opIndex: index, message: "an operation must be a JSON object")
      }
      var context = OpContext(index: index, op: op, fontResolver: fontResolver)
      let item = try context.item()
      switch item {
      case .pushClip, .pushLayer:
        let kind = { if case .pushClip = item { return "clip" } else { return "layer" } }()
        stack.append((kind, index))
        openLayers += kind == "layer" ? 1 : 0
        // A canvas would draw nothing inside a layer or clip past its memory limit; a scene
        // that nests that deep is refused here instead, where the op can be named.
        if let problem = nestingProblem(
          layers: openLayers, clips: stack.count - openLayers,
          width: width, height: height)
        {
          throw SceneError(opIndex: index, op: context.name, message: problem)
        }
      case .popClip, .popLayer:
        let kind = { if case .popClip = item { return "clip" } else { return "layer" } }()
        guard let top = stack.last else {
          throw SceneError(
            opIndex: index, op: context.name,
            message: "nothing to pop: no \(kind) is open")
        }
        guard top.kind == kind else {
          throw SceneError(
            opIndex: index, op: context.name,
            message: "pops a \(kind) but the \(top.kind) pushed at op \(top.index) "
              + "is still open; clips and layers must nest")
        }
        stack.removeLast()
        openLayers -= kind == "layer" ? 1 : 0
      default: break
      }
      items.append(item)
    }
    if let open = stack.last {
      throw SceneError(opIndex: open.index, message: "this \(open.kind) is never popped")
    }
    return Scene(
      name: root["name"] as? String ?? "",
      displayList: DisplayList(width: width, height: height, background: background, items: items))
  }

  /// Why `layers` layers and `clips` clips open at once hold too much memory on a `width` ×
  /// `height` canvas; `nil` when they fit in `Painter.layerAndClipByteLimit`.
  private func nestingProblem(layers: Int, clips: Int, width: Int, height: Int) -> String? {
    let bytes =
      layers * Painter.layerBytes(width: width, height: height)
      + clips * Painter.clipBytes(width: width, height: height)
    guard bytes > Painter.layerAndClipByteLimit else { return nil }
    let mebibyte = 1 << 20
    return "\(layers) layers and \(clips) clips open at once on a \(width)x\(height) canvas "
      + "would hold \((bytes + mebibyte - 1) / mebibyte) MiB, over the limit of "
      + "\(Painter.layerAndClipByteLimit / mebibyte) MiB for layers and clips; nest fewer"
  }

  private func dimension(_ root: [String: Any], _ key: String) throws(SceneError) -> Int {
    guard let value = jsonNumber(root[key]), let int = Int(exactly: value),
      (1...Pixmap.maxDimension).contains(int)
    else {
      throw SceneError(
        message: "\"\(key)\" must be a whole number from 1 to "
          + "\(Pixmap.maxDimension), found \(quote(root[key]))")
    }
    return int
  }
}

/// The class JSONSerialization uses for `true` and `false`; on Linux `0 is Bool` is also true,
/// so booleans can only be told from numbers by their class.
private let jsonBooleanType = type(of: NSNumber(value: true))

/// A JSON number as a `Double`; `nil` for anything else, booleans included.
func jsonNumber(_ value: Any?) -> Double? {
  guard let number = value as? NSNumber, type(of: number) != jsonBooleanType else { return nil }
  return number.doubleValue
}

/// A short rendering of a JSON value for error messages.
func quote(_ value: Any?) -> String {
  switch value {
  case nil: return "nothing"
  case let s as String: return "\"\(s.count > 40 ? String(s.prefix(40)) + "…" : s)\""
  case let n as NSNumber where type(of: n) == jsonBooleanType: return n.boolValue ? "true" : "false"
  case let n as NSNumber: return n.stringValue
  case is [Any]: return "an array"
  case is [String: Any]: return "an object"
  default: return "\(value.map { "\($0)" } ?? "null")"
  }
}
