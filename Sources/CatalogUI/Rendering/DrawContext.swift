import Raster

// MARK: - DrawContext

/// Collects display items while a laid-out tree draws itself, mapping points to device pixels.
@MainActor
struct DrawContext {
  /// Device pixels per point.
  let scale: Double
  /// Points → device pixels, including any rotation or scale effects of enclosing views.
  var transform: Transform
  private(set) var items: [DisplayItem] = []

  /// Whether views tagged with `.transitionID(_:)` draw into elements of their own (taken out
  /// of `items`) rather than in place.
  let collectsTransitionElements: Bool
  /// The transition elements drawn so far, in the order they were finished.
  private(set) var elements: [DrawnElement] = []
  /// Elements begun and not yet finished, innermost last.
  private var openElements: [(element: DrawnElement, start: Int)] = []
  /// The clips open at the current item, outermost first, so an element drawn inside them is
  /// clipped alike when drawn alone.
  private var openClips: [DisplayItem] = []
  private var startedElements = 0

  init(scale: Double, collectsTransitionElements: Bool = false) {
    self.scale = scale
    self.transform = Transform(scaleX: scale, y: scale)
    self.collectsTransitionElements = collectsTransitionElements
  }

  mutating func append(_ item: DisplayItem) {
    items.append(item)
    guard collectsTransitionElements else { return }
    switch item {
    case .pushClip: openClips.append(item)
    case .popClip: _ = openClips.popLast()
    default: break
    }
  }

  /// Starts the element of a tagged node: what it draws until `endElement` goes into it.
  mutating func beginElement(_ tag: TransitionTag, node: LayoutNode) {
    // Where the node is drawn: its own offset, rotation or scale included, as hit testing sees it.
    let transform =
      node.contentTransform.map { $0.concatenating(self.transform) }
      ?? self.transform
    let corners = [
      Point(x: node.frame.minX, y: node.frame.minY),
      Point(x: node.frame.maxX, y: node.frame.minY),
      Point(x: node.frame.minX, y: node.frame.maxY),
      Point(x: node.frame.maxX, y: node.frame.maxY),
    ].map(transform.apply)
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = xs.min() ?? 0
    let minY = ys.min() ?? 0
    let frame = Rect(
      x: minX / scale, y: minY / scale, width: ((xs.max() ?? 0) - minX) / scale,
      height: ((ys.max() ?? 0) - minY) / scale)
    let element = DrawnElement(
      tag: tag, frame: frame, order: startedElements,
      parent: openElements.last?.element.order, clips: openClips,
      layoutDirection: node.environment.layoutDirection)
    startedElements += 1
    openElements.append((element, items.count))
  }

  /// Finishes the innermost element, taking what it drew out of `items`.
  mutating func endElement() {
    guard let open = openElements.popLast() else { return }
    var element = open.element
    let start = open.start
    element.items = Array(items[start...])
    items.removeSubrange(start...)
    elements.append(element)
  }
}

// MARK: - DrawnElement

/// What a view tagged with `.transitionID(_:)` drew, apart from the rest of its screen.
struct DrawnElement {
  let tag: TransitionTag
  /// Where it is drawn, in points in the root's coordinates.
  let frame: Rect
  /// The position at which it began among the screen's elements (its z-order among siblings).
  let order: Int
  /// The `order` of the element it is drawn inside, if any.
  let parent: Int?
  /// The clips its ancestors opened around it, to draw it alone as it was drawn in place.
  let clips: [DisplayItem]
  /// The direction of its text and leading edge.
  let layoutDirection: LayoutDirection
  /// Its items, in device pixels, without the elements drawn inside it.
  var items: [DisplayItem] = []
}
