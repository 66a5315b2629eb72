import Raster

// MARK: - TransitionScreen

/// One screen of a transition split into layers: its untagged content (the background) and
/// each tagged element, each rendered once into a sprite that frames only composite.
struct TransitionScreen {
  /// The canvas size in device pixels.
  let width: Int, height: Int
  /// Device pixels per point.
  let scale: Double
  /// The screen's size in points.
  let size: Size
  /// Everything no element drew, over the whole canvas; `nil` when it drew nothing.
  let background: Pixmap?
  /// The elements in the order they began (parents before children).
  let elements: [DrawnElement]
  /// Each element's pixels, by index in `elements`.
  let sprites: [Sprite?]
  /// Index in `elements` by id (the first, when an id is used twice).
  let indexByID: [TransitionID: Int]
  /// Ids tagged on more than one view, with the places of the first two.
  let duplicates: [(TransitionID, String, String)]

  /// How far beyond its frame an element's drawing is kept (shadows, overflowing text).
  static let margin = 32.0

  /// Splits what `host` shows, on a canvas of `size` points, into layers; `layers` renders
  /// them, reusing the pixels of layers the other screen drew alike.
  init(_ host: ViewHost, size: Size, layers: inout LayerRenderer) {
    let (list, elements) = host.transitionLayers(size: size)
    width = list.width
    height = list.height
    scale = max(host.environment.displayScale, 1)
    self.size = Size(width: Double(width) / scale, height: Double(height) / scale)
    background = layers.render(list).flatMap { $0.drawnBox == nil ? nil : $0 }
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
    sprites = ordered.map {
      Sprite(element: $0, canvasWidth: w, canvasHeight: h, scale: s, layers: &layers)
    }
  }

  /// The element tagged `id`, if the screen has one.
  func element(_ id: TransitionID) -> DrawnElement? { indexByID[id].map { elements[$0] } }
}

// MARK: - Sprite

/// An element's pixels, cropped to what it drew, and where they sit on its screen.
struct Sprite {
  /// The pixels, premultiplied and prepared to be composited every frame.
  let pixels: PreparedSprite
  /// The pixels, premultiplied.
  var pixmap: Pixmap { pixels.pixmap }
  /// The canvas position of the top-left pixel, in device pixels.
  let x: Int, y: Int

  /// Renders `element` alone (inside the clips it was drawn in), within its frame grown by
  /// `TransitionScreen.margin`, through `layers`; `nil` when it drew nothing there.
  init?(element: DrawnElement, canvasWidth: Int, canvasHeight: Int, scale: Double,
        layers: inout LayerRenderer) {
    let margin = TransitionScreen.margin * scale
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
    let items = element.clips + element.items
      + Array(repeating: DisplayItem.popClip, count: element.clips.count)
    let list = DisplayList(width: x1 - x0, height: y1 - y0,
                           items: items.map { $0.translated(by: shift) })
    guard let (pixels, box) = layers.sprite(list) else { return nil }
    self.pixels = pixels
    x = x0 + box.x0
    y = y0 + box.y0
  }
}

// MARK: - LayerRenderer

/// Renders the layers of a transition's two screens, once for each distinct display list: a
/// layer drawn alike on both screens (a page that stays, an element that does not change)
/// is rendered once and its pixels shared.
struct LayerRenderer {
  private var screens: [(DisplayList, Pixmap?)] = []
  private var sprites: [(DisplayList, (PreparedSprite, PixelBox)?)] = []

  /// The pixels of `list`; `nil` when they cannot be allocated.
  mutating func render(_ list: DisplayList) -> Pixmap? {
    if let done = screens.first(where: { $0.0 == list }) { return done.1 }
    let pixels = list.render()
    screens.append((list, pixels))
    return pixels
  }

  /// The pixels of `list` cropped to what it drew, prepared for compositing, and the box they
  /// were cropped to; `nil` when it drew nothing.
  mutating func sprite(_ list: DisplayList) -> (PreparedSprite, PixelBox)? {
    if let done = sprites.first(where: { $0.0 == list }) { return done.1 }
    var result: (PreparedSprite, PixelBox)? = nil
    if let rendered = list.render(), let box = rendered.drawnBox,
      let pixmap = box == PixelBox(x0: 0, y0: 0, x1: rendered.width, y1: rendered.height)
        ? rendered
        : rendered.cropped(x: box.x0, y: box.y0, width: box.x1 - box.x0,
                           height: box.y1 - box.y0)
    {
      result = (PreparedSprite(pixmap), box)
    }
    sprites.append((list, result))
    return result
  }
}

extension DisplayItem {
  /// The same item drawn after `shift`: every transform it carries is followed by it.
  func translated(by shift: Transform) -> DisplayItem {
    switch self {
    case .fill(let path, let paint, let rule, let transform, let opacity):
      .fill(path, paint: paint, rule: rule, transform: transform.concatenating(shift),
            opacity: opacity)
    case .stroke(let path, let style, let paint, let transform, let opacity):
      .stroke(path, style: style, paint: paint, transform: transform.concatenating(shift),
              opacity: opacity)
    case .glyphs(let run, let paint, let transform, let opacity):
      .glyphs(run, paint: paint, transform: transform.concatenating(shift), opacity: opacity)
    case .shadow(let path, let color, let sigma, let offset, let rule, let transform):
      .shadow(path, color: color, sigma: sigma, offset: offset, rule: rule,
              transform: transform.concatenating(shift))
    case .pushClip(let path, let rule, let transform):
      .pushClip(path, rule: rule, transform: transform.concatenating(shift))
    case .backdropBlur(let path, let sigma, let rule, let transform):
      .backdropBlur(path, sigma: sigma, rule: rule, transform: transform.concatenating(shift))
    case .image(let image, let rect, let sampling, let transform, let opacity):
      .image(image, rect: rect, sampling: sampling, transform: transform.concatenating(shift),
             opacity: opacity)
    case .popClip, .pushLayer, .pushMask, .pushBlur, .popLayer:
      self
    }
  }
}

extension ViewHost {
  /// The display list of everything untagged, and the elements of tagged views drawn apart.
  func transitionLayers(size: Size) -> (DisplayList, [DrawnElement]) {
    let root = currentRoot
    let scale = max(environment.displayScale, 1)
    var context = DrawContext(scale: scale, collectsTransitionElements: true)
    LargeStack.run { root.draw(into: &context) }
    let sides = 1...Int(Int32.max)
    let list = DisplayList(
      width: Int(size.width * scale, rounding: .toNearestOrAwayFromZero, clampedTo: sides),
      height: Int(size.height * scale, rounding: .toNearestOrAwayFromZero, clampedTo: sides),
      items: context.items)
    return (list, context.elements)
  }
}
