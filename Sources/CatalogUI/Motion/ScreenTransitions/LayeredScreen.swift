import Dispatch
import Foundation
import Raster
import Synchronization

// MARK: - LayeredScreen

/// One screen of a transition split into layers: its untagged content (the background) and
/// each tagged element, each rendered once into a sprite that frames only composite.
///
/// A screen is drawn first (`Drawing`: display lists registered with a `LayerRenderer`), and
/// made once the renderer has rendered both screens' layers together.
struct LayeredScreen {
  /// What the screen draws, with its layers registered but not yet rendered.
  let drawing: Drawing
  /// The layers of this screen and its pair, rendered on first use.
  let layers: RenderedLayers

  /// The canvas size in device pixels.
  var width: Int { drawing.width }
  var height: Int { drawing.height }
  /// Device pixels per point.
  var scale: Double { drawing.scale }
  /// The screen's size in points.
  var size: Size { drawing.size }
  /// The elements in the order they began (parents before children).
  var elements: [DrawnElement] { drawing.elements }
  /// Index in `elements` by id (the first, when an id is used twice).
  var indexByID: [TransitionID: Int] { drawing.indexByID }
  /// Ids tagged on more than one view, with the places of the first two.
  var duplicates: [(TransitionID, String, String)] { drawing.duplicates }

  /// How far beyond its frame an element's drawing is kept (shadows, overflowing text).
  static let margin = 32.0

  /// Everything no element drew, over the whole canvas; `nil` when it drew nothing. Renders
  /// the layers if they are not yet.
  var background: Pixmap? {
    guard case .screen(let pixels) = layers.all[drawing.backgroundLayer] else { return nil }
    return pixels.flatMap { $0.drawnBox == nil ? nil : $0 }
  }

  /// The sprite slot of each element, by index in `elements`: where its pixels will be, known
  /// before anything is rendered.
  var spriteSlots: [SpriteSlot?] {
    drawing.spriteLayers.map { place in
      place.map { SpriteSlot(layers: layers, layer: $0.layer, x: $0.x, y: $0.y) }
    }
  }

  /// Splits what `source` and `destination` show, on a canvas of `size` points, into layers,
  /// rendered together when a frame first needs them.
  @MainActor
  static func pair(_ source: ViewHost, _ destination: ViewHost, size: Size)
    -> (LayeredScreen, LayeredScreen)
  {
    var renderer = LayerRenderer()
    let first = Drawing(source, size: size, matchesIdentities: false, layers: &renderer)
    let last = Drawing(destination, size: size, matchesIdentities: false, layers: &renderer)
    let layers = RenderedLayers(renderer)
    return (
      LayeredScreen(drawing: first, layers: layers), LayeredScreen(drawing: last, layers: layers)
    )
  }

  /// Splits what `host` shows before and after `change` into layers, each at the host's size
  /// then, every view with an identity an element of its own (`ViewHost.animate(_:_:)`), so a
  /// view on both sides of the change is one view that moves, not two that crossfade.
  @MainActor
  static func change(of host: ViewHost, _ change: () throws -> Void) rethrows
    -> (LayeredScreen, LayeredScreen)
  {
    var renderer = LayerRenderer()
    let first = Drawing(
      host, size: Size(host.size), matchesIdentities: true, layers: &renderer)
    try change()
    let last = Drawing(host, size: Size(host.size), matchesIdentities: true, layers: &renderer)
    let layers = RenderedLayers(renderer)
    return (
      LayeredScreen(drawing: first, layers: layers), LayeredScreen(drawing: last, layers: layers)
    )
  }

  /// The element tagged `id`, if the screen has one.
  func element(_ id: TransitionID) -> DrawnElement? { indexByID[id].map { elements[$0] } }

  // MARK: Drawing

  /// What a screen draws, split into display lists registered with a `LayerRenderer`.
  @MainActor
  struct Drawing {
    let width: Int, height: Int
    let scale: Double
    let size: Size
    let elements: [DrawnElement]
    let indexByID: [TransitionID: Int]
    let duplicates: [(TransitionID, String, String)]
    /// The renderer's layer of the background.
    let backgroundLayer: Int
    /// Per element, the renderer's layer of its sprite and the canvas pixel its list starts
    /// at; `nil` when its frame is off the canvas.
    let spriteLayers: [(layer: Int, x: Int, y: Int)?]

    /// Draws what `host` shows, on a canvas of `size` points, registering its layers; views
    /// are elements by identity too when `matchesIdentities`.
    init(_ host: ViewHost, size: Size, matchesIdentities: Bool, layers: inout LayerRenderer) {
      let (list, elements) = host.transitionLayers(
        size: size, matchesIdentities: matchesIdentities)
      width = list.width
      height = list.height
      scale = max(host.environment.displayScale, 1)
      self.size = Size(width: Double(width) / scale, height: Double(height) / scale)
      backgroundLayer = layers.add(list, asSprite: false)
      let ordered = elements.sorted { $0.order < $1.order }
      self.elements = ordered
      var index: [TransitionID: Int] = [:]
      var duplicates: [(TransitionID, String, String)] = []
      for (i, element) in ordered.enumerated() {
        if let first = index[element.tag.id] {
          if !duplicates.contains(where: { $0.0 == element.tag.id }) {
            duplicates.append((element.tag.id, ordered[first].tag.place, element.tag.place))
          }
        } else {
          index[element.tag.id] = i
        }
      }
      indexByID = index
      self.duplicates = duplicates
      let (w, h, s) = (width, height, scale)
      spriteLayers = ordered.map { element in
        Sprite.list(of: element, canvasWidth: w, canvasHeight: h, scale: s).map {
          (layer: layers.add($0.list, asSprite: true), x: $0.x, y: $0.y)
        }
      }
    }
  }
}

// MARK: - Sprite

/// An element's pixels, cropped to what it drew, and where they sit on its screen.
struct Sprite {
  /// The pixels, premultiplied and prepared to be composited every frame.
  let pixels: PreparedSprite
  /// The canvas position of the top-left pixel, in device pixels.
  let x: Int, y: Int

  /// The pixels, premultiplied.
  var pixmap: Pixmap { pixels.pixmap }

  /// The display list that draws `element` alone (inside the clips it was drawn in), within
  /// its frame grown by `LayeredScreen.margin`, and the canvas pixel it starts at; `nil`
  /// when that is off the canvas.
  static func list(
    of element: DrawnElement, canvasWidth: Int, canvasHeight: Int,
    scale: Double
  ) -> (list: DisplayList, x: Int, y: Int)? {
    let margin = LayeredScreen.margin * scale
    let frame = element.frame
    func clamp(_ v: Double, _ limit: Int) -> Int {
      Int(v.isFinite ? v : 0, rounding: .towardZero, clampedTo: 0...limit)
    }
    let x0 = clamp((frame.minX * scale - margin).rounded(.down), canvasWidth)
    let y0 = clamp((frame.minY * scale - margin).rounded(.down), canvasHeight)
    let x1 = clamp((frame.maxX * scale + margin).rounded(.up), canvasWidth)
    let y1 = clamp((frame.maxY * scale + margin).rounded(.up), canvasHeight)
    guard x1 > x0, y1 > y0 else { return nil }
    let shift = Transform(translationX: -Double(x0), y: -Double(y0))
    let items =
      element.clips + element.items
      + Array(repeating: DisplayItem.popClip, count: element.clips.count)
    return (
      DisplayList(
        width: x1 - x0, height: y1 - y0,
        items: items.map { $0.translated(by: shift) }), x0, y0
    )
  }
}

// MARK: - SpriteSlot

/// Where an element's sprite comes from: a layer of the transition's renderer and the canvas
/// pixel its list starts at; the pixels are made when a frame first needs them.
struct SpriteSlot {
  let layers: RenderedLayers
  let layer: Int
  let x: Int, y: Int

  /// The sprite, cropped to what it drew; `nil` when it drew nothing. Renders the layers if
  /// they are not yet.
  var sprite: Sprite? {
    guard case .sprite(let result?) = layers.all[layer] else { return nil }
    return Sprite(pixels: result.0, x: x + result.1.x0, y: y + result.1.y0)
  }
}

// MARK: - RenderedLayers

/// A transition's layers, rendered once, on first use: a transition whose frames are never
/// drawn (its keyframes proven unchanged by their rendering keys) renders nothing.
final class RenderedLayers: @unchecked Sendable {
  // `@unchecked`: `made` is only read and written under `lock`, and `renderer` is immutable.
  let renderer: LayerRenderer
  private let lock = NSLock()
  private var made: [LayerRenderer.Layer]?

  init(_ renderer: LayerRenderer) { self.renderer = renderer }

  /// Every layer's pixels, by layer; rendered by the first caller, on as many threads as the
  /// machine has cores (call it first from one thread, not from inside `RenderThreads`).
  var all: [LayerRenderer.Layer] {
    lock.lock()
    defer { lock.unlock() }
    if let made { return made }
    let rendered = renderer.renderAll()
    made = rendered
    return rendered
  }
}

// MARK: - LayerRenderer

/// Renders the layers of a transition's two screens, once for each distinct display list
/// (a layer drawn alike on both screens, such as a page that stays or an element that does
/// not change, is rendered once and its pixels shared), on as many threads as the machine
/// has cores: each layer alone, so the pixels do not depend on the threads.
struct LayerRenderer {
  /// A layer's pixels.
  enum Layer: Sendable {
    /// A screen's background over the whole canvas; `nil` when it cannot be allocated.
    case screen(Pixmap?)
    /// An element's pixels cropped to what it drew and prepared for compositing, with the
    /// box they were cropped to; `nil` when it drew nothing.
    case sprite((PreparedSprite, PixelBox)?)
  }

  private(set) var lists: [(list: DisplayList, asSprite: Bool)] = []

  /// Registers `list` (drawn as a sprite, or as a screen's background) and returns its layer;
  /// a list registered before alike gives the same layer.
  mutating func add(_ list: DisplayList, asSprite: Bool) -> Int {
    if let done = lists.firstIndex(where: { $0.asSprite == asSprite && $0.list == list }) {
      return done
    }
    lists.append((list, asSprite))
    return lists.count - 1
  }

  /// Every registered layer rendered, by layer; the largest are started first.
  func renderAll() -> [Layer] {
    let lists = self.lists
    let order = lists.indices.sorted {
      lists[$0].list.width * lists[$0].list.height > lists[$1].list.width * lists[$1].list.height
    }
    let results = Mutex<[Layer?]>(Array(repeating: nil, count: lists.count))
    RenderThreads.perform(iterations: order.count) { k in
      let index = order[k]
      let layer = LayerRenderer.render(lists[index].list, asSprite: lists[index].asSprite)
      results.withLock { $0[index] = layer }
    }
    return results.withLock { $0.map { $0 ?? .screen(nil) } }
  }

  private static func render(_ list: DisplayList, asSprite: Bool) -> Layer {
    guard asSprite else { return .screen(list.render()) }
    guard let rendered = list.render(), let box = rendered.drawnBox,
      let pixmap = box == PixelBox(x0: 0, y0: 0, x1: rendered.width, y1: rendered.height)
        ? rendered
        : rendered.cropped(
          x: box.x0, y: box.y0, width: box.x1 - box.x0,
          height: box.y1 - box.y0)
    else { return .sprite(nil) }
    return .sprite((PreparedSprite(pixmap), box))
  }
}

extension DisplayItem {
  /// The same item drawn after `shift`: every transform it carries is followed by it.
  func translated(by shift: Transform) -> DisplayItem {
    switch self {
    case .fill(let path, let paint, let rule, let transform, let opacity):
      .fill(
        path, paint: paint, rule: rule, transform: transform.concatenating(shift),
        opacity: opacity)
    case .stroke(let path, let style, let paint, let transform, let opacity):
      .stroke(
        path, style: style, paint: paint, transform: transform.concatenating(shift),
        opacity: opacity)
    case .glyphs(let run, let paint, let transform, let opacity):
      .glyphs(run, paint: paint, transform: transform.concatenating(shift), opacity: opacity)
    case .shadow(let path, let color, let sigma, let offset, let rule, let transform):
      .shadow(
        path, color: color, sigma: sigma, offset: offset, rule: rule,
        transform: transform.concatenating(shift))
    case .pushClip(let path, let rule, let transform):
      .pushClip(path, rule: rule, transform: transform.concatenating(shift))
    case .backdropBlur(let path, let sigma, let rule, let transform):
      .backdropBlur(path, sigma: sigma, rule: rule, transform: transform.concatenating(shift))
    case .image(let image, let rect, let sampling, let transform, let opacity):
      .image(
        image, rect: rect, sampling: sampling, transform: transform.concatenating(shift),
        opacity: opacity)
    case .pushFilter(.projection(let projection)):
      // A projection works in device pixels: conjugated by the shift, it moves with it.
      shift.inverted().map {
        .pushFilter(
          .projection(
            Projection($0).concatenating(projection).concatenating(Projection(shift))))
      } ?? self
    case .popClip, .pushLayer, .pushMask, .pushBlur, .pushFilter, .popLayer:
      self
    }
  }
}

extension ViewHost {
  /// The display list of everything untagged, and the elements of tagged views drawn apart
  /// (and of every view with an identity, when `matchesIdentities`).
  func transitionLayers(size: Size, matchesIdentities: Bool) -> (DisplayList, [DrawnElement]) {
    let root = currentRoot
    let scale = max(environment.displayScale, 1)
    var context = DrawContext(
      scale: scale, collectsTransitionElements: true, matchesIdentities: matchesIdentities)
    LargeStack.run { root.draw(into: &context) }
    let sides = 1...Int(Int32.max)
    let list = DisplayList(
      width: Int(size.width * scale, rounding: .toNearestOrAwayFromZero, clampedTo: sides),
      height: Int(size.height * scale, rounding: .toNearestOrAwayFromZero, clampedTo: sides),
      items: context.items)
    return (list, context.elements)
  }
}
