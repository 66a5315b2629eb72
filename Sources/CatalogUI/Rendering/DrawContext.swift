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
  /// Whether views outside tagged ones are elements too, under the ids of their identities
  /// (`ViewHost.animate(_:_:)`), so a view on both sides of a change moves as one view.
  let matchesIdentities: Bool
  /// How many elements were matched so far under each identity's id.
  private var matchedIDs: [String: Int] = [:]

  init(scale: Double, collectsTransitionElements: Bool = false, matchesIdentities: Bool = false) {
    self.scale = scale
    self.transform = Transform(scaleX: scale, y: scale)
    self.collectsTransitionElements = collectsTransitionElements
    self.matchesIdentities = collectsTransitionElements && matchesIdentities
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

  /// Whether a view drawn now may be matched by its identity: the context matches identities
  /// and no element is open (what is inside an element moves with it).
  var isMatchingIdentities: Bool { matchesIdentities && openElements.isEmpty }

  /// The tag of the element a view of `identity` is matched under: `drawn <identity>`, with
  /// `#2`, `#3` … for further views drawn under the same identity (wrappers share their
  /// content's), so one screen never tags an id twice.
  mutating func matchedTag(for identity: ViewIdentity) -> TransitionTag {
    let name = "drawn \(identity)"
    let count = matchedIDs[name, default: 0] + 1
    matchedIDs[name] = count
    return TransitionTag(
      id: TransitionID(count == 1 ? name : "\(name) #\(count)"), fileID: #fileID, line: #line)
  }

  /// What has been drawn so far, to draw a view again as one piece (`rewind(to:)`).
  struct Mark {
    fileprivate let items: Int
    fileprivate let elements: Int
    fileprivate let startedElements: Int
    fileprivate let matchedIDs: [String: Int]
    fileprivate let openClips: [DisplayItem]
  }

  /// The state now, to return to.
  var mark: Mark {
    Mark(
      items: items.count, elements: elements.count, startedElements: startedElements,
      matchedIDs: matchedIDs, openClips: openClips)
  }

  /// Whether everything left in `items` since `mark` only clips (what it clipped was drawn
  /// into elements), so the views drawn since then can move apart.
  func drewOnlyClips(since mark: Mark) -> Bool {
    items[mark.items...].allSatisfy {
      switch $0 {
      case .pushClip, .popClip: true
      default: false
      }
    }
  }

  /// Forgets what was drawn since `mark`: items, elements and matched ids.
  mutating func rewind(to mark: Mark) {
    items.removeSubrange(mark.items...)
    elements.removeSubrange(mark.elements...)
    startedElements = mark.startedElements
    matchedIDs = mark.matchedIDs
    openClips = mark.openClips
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
