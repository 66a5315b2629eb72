import Raster

// MARK: - TransitionElement

/// One element of a transition's merged hierarchy: its id, on which screens it is, its
/// effect and timing, and its place in the hierarchy.
struct TransitionElement {
  /// Whether the element is on both screens, enters, or leaves.
  enum Presence { case shared, inserted, removed }

  /// An element as one screen drew it.
  struct Side {
    let frame: Rect
    /// Where its pixels come from, rendered when a frame first needs them.
    let sprite: SpriteSlot?
    let layoutDirection: LayoutDirection
  }

  let id: TransitionID
  let presence: Presence
  let effect: TransitionAnimation.Effect
  let timeline: AnimationTimeline
  let source: Side?
  let destination: Side?
  /// The index of the element it is drawn inside, if any (always before it).
  var parent: Int?
  /// The index of the element an `anchorTranslation` follows.
  var anchor: Int?
}

// MARK: - TransitionPlan

/// The diff of two screens' identifier hierarchies under a definition: the merged hierarchy
/// in compositing order, the transition's length, and what a reviewer should know.
struct TransitionPlan {
  /// The largest blur radius an animation may use, in points; larger ones are clamped.
  static let maxBlurRadius = 100.0

  private(set) var elements: [TransitionElement] = []
  private(set) var notes: [String] = []
  let duration: Double
  let backgroundTimeline: AnimationTimeline

  init(
    source: LayeredScreen, destination: LayeredScreen,
    definition: TransitionDefinition
  ) throws(TransitionError) {
    for (screen, name) in [(source, "source"), (destination, "destination")] {
      if let (id, first, second) = screen.duplicates.first {
        throw TransitionError(
          "\(id) is tagged on two views of the \(name) screen, at \(first) and at \(second); "
            + "an id names one view per screen, so give one of them another id")
      }
    }
    var given: Set<TransitionID> = []
    for entry in definition.entries {
      guard given.insert(entry.id).inserted else {
        throw TransitionError("the definition gives \(entry.id) two animations; keep one")
      }
    }
    if let problem = definition.timing.problem {
      throw TransitionError("the definition's timing has \(problem)")
    }
    if let duration = definition.duration, !(duration.isFinite && duration > 0) {
      throw TransitionError(
        "the definition's duration is \(duration) s; give a positive, "
          + "finite number of seconds, or none to end with the last animation")
    }
    backgroundTimeline = AnimationTimeline(definition.timing)

    for entry in definition.entries
    where source.element(entry.id) == nil && destination.element(entry.id) == nil {
      notes.append(
        "\(entry.id) has an animation (\(entry.animation)) but neither screen "
          + "tags a view with it, so nothing uses it; tag a view with .transitionID(\(entry.id)) "
          + "or remove it from the definition")
    }

    // Merged parents: a shared or entering element sits where the destination has it; a
    // leaving one where the source had it.
    var order: [TransitionID] = []
    var parentOf: [TransitionID: TransitionID?] = [:]
    for element in destination.elements {
      parentOf[element.tag.id] = .some(element.parent.map { destination.elements[$0].tag.id })
    }
    for element in source.elements where parentOf[element.tag.id] == nil {
      parentOf[element.tag.id] = .some(element.parent.map { source.elements[$0].tag.id })
    }
    func children(of parent: TransitionID?) -> [TransitionID] {
      let fromDestination = destination.elements.map(\.tag.id)
        .filter { parentOf[$0] == .some(parent) }
      let fromSource = source.elements.map(\.tag.id).filter { parentOf[$0] == .some(parent) }
      var merged: [TransitionID] = []
      var pending = fromSource[...]
      for id in fromDestination {
        if let at = pending.firstIndex(of: id) {
          merged += pending[..<at].filter { destination.element($0) == nil }
          pending = pending[(at + 1)...]
        }
        merged.append(id)
      }
      merged += pending.filter { destination.element($0) == nil && !merged.contains($0) }
      return merged
    }
    func visit(_ parent: TransitionID?) {
      for id in children(of: parent) where !order.contains(id) {
        order.append(id)
        visit(id)
      }
    }
    visit(nil)

    var index: [TransitionID: Int] = [:]
    for id in order {
      let a = source.element(id)
      let b = destination.element(id)
      let presence: TransitionElement.Presence =
        a != nil && b != nil
        ? .shared : (b != nil ? .inserted : .removed)
      let tagged = b?.tag.animation ?? a?.tag.removal ?? a?.tag.animation
      let animation =
        definition[id] ?? tagged
        ?? TransitionAnimation(presence == .shared ? .sharedElement : .crossfade)
      let timing = animation.timing ?? definition.timing
      if let problem = timing.problem {
        throw TransitionError("\(id)'s animation has \(problem)")
      }
      let effect = try Self.checked(animation.effect, of: id, notes: &notes)
      func side(_ screen: LayeredScreen, _ element: DrawnElement?) -> TransitionElement.Side? {
        guard let element, let i = screen.indexByID[element.tag.id] else { return nil }
        return TransitionElement.Side(
          frame: element.frame, sprite: screen.spriteSlots[i],
          layoutDirection: element.layoutDirection)
      }
      let parent = parentOf[id].flatMap { $0 }.flatMap { index[$0] }
      index[id] = elements.count
      elements.append(
        TransitionElement(
          id: id, presence: presence, effect: effect, timeline: AnimationTimeline(timing),
          source: side(source, a), destination: side(destination, b), parent: parent))
    }

    for i in elements.indices {
      guard case .anchorTranslation(let anchor) = elements[i].effect else { continue }
      let id = elements[i].id
      guard anchor != id else {
        throw TransitionError(
          "\(id) is anchored to itself; anchor it to a shared element "
            + "such as the one it sits beside")
      }
      guard let at = index[anchor], elements[at].presence == .shared else {
        let tagPlace =
          source.element(anchor) != nil
          ? "only the source screen"
          : destination.element(anchor) != nil ? "only the destination screen" : "neither screen"
        throw TransitionError(
          "\(id) is anchored to \(anchor), which \(tagPlace) tags; an "
            + "anchor must be a shared element, tagged on both screens")
      }
      var ancestor = elements[at].parent
      while let a = ancestor {
        if a == i {
          throw TransitionError(
            "\(id) is anchored to \(anchor), which is inside it; anchor "
              + "it to an element outside it")
        }
        ancestor = elements[a].parent
      }
      elements[i].anchor = at
    }

    let duration = definition.totalDuration
    self.duration = duration
    for element in elements where element.timeline.isUnsettled(at: duration) {
      let settles =
        element.timeline.settles
        ? "" : " and does not settle within \(Int(Animation.longestSettlingTime)) s"
      notes.append(
        "\(element.id)'s \(element.timeline.animation) is still moving at "
          + "\(Self.seconds(duration)), the transition's end\(settles); its last frame is "
          + "where the spring is then, not where it rests")
    }
  }

  /// The effect with its numbers checked: absurd blurs are clamped (with a note), and
  /// numbers no frame can use are errors.
  private static func checked(
    _ effect: TransitionAnimation.Effect, of id: TransitionID,
    notes: inout [String]
  ) throws(TransitionError)
    -> TransitionAnimation.Effect
  {
    switch effect {
    case .edgeTranslation(let edge):
      guard [Edge.top, .bottom, .leading, .trailing].contains(edge) else {
        throw TransitionError(
          "\(id)'s edgeTranslation names \(edge); name one edge: .top, "
            + ".bottom, .leading or .trailing")
      }
    case .translate(let x, let y), .offset(let x, let y):
      guard x.isFinite, y.isFinite else {
        throw TransitionError(
          "\(id)'s translation (\(x), \(y)) is not finite; give finite "
            + "points")
      }
    case .scale(let scale), .scaleEffect(let scale, _):
      guard scale.isFinite, scale >= 0 else {
        throw TransitionError("\(id)'s scale of \(scale) must be 0 or more and finite")
      }
    case .blur(let radius):
      guard !radius.isNaN, radius >= 0 else {
        throw TransitionError("\(id)'s blur radius of \(radius) pt must be 0 or more")
      }
      if radius > maxBlurRadius {
        notes.append(
          "\(id)'s blur radius of \(radius) pt is clamped to "
            + "\(Int(maxBlurRadius)) pt, past which a blurred screen no longer changes")
        return .blur(radius: maxBlurRadius)
      }
    case .combined(let effects):
      var parts: [TransitionAnimation.Effect] = []
      for part in effects {
        switch part {
        case .sharedElement, .anchorTranslation:
          throw TransitionError(
            "\(id)'s combined animation includes \(TransitionAnimation(part)), which needs "
              + "another element; give it on its own")
        default: parts.append(try checked(part, of: id, notes: &notes))
        }
      }
      return .combined(parts)
    case .crossfade, .sharedElement, .anchorTranslation:
      break
    }
    return effect
  }

  static func seconds(_ value: Double) -> String {
    let millis = (value * 1000).rounded()
    return millis.truncatingRemainder(dividingBy: 1000) == 0
      ? "\(Int(millis / 1000)) s" : "\(millis / 1000) s"
  }
}

// MARK: - TransitionStates

/// Where every element is at one time, worked out parents (and anchors) first, once each.
struct TransitionStates {
  /// How an element's sprites are drawn.
  enum Drawing {
    /// Both sprites (or the one there is), mixed: `mix` 0 is the source, 1 the destination.
    case crossfade(mix: Double)
    /// The source's sprite only (a leaving element).
    case source
    /// The destination's sprite only (an entering element).
    case destination
  }

  /// One element's state.
  struct State {
    var frame: Rect
    var opacity: Double
    var blurRadius: Double
    /// Source-screen points → canvas points, for its source sprite and the children it had.
    var sourceMap: RectMap
    /// Destination-screen points → canvas points.
    var destinationMap: RectMap
    var drawing: Drawing
  }

  let elements: [TransitionElement]
  let size: Size
  let time: Double
  private var states: [State?]

  init(elements: [TransitionElement], size: Size, time: Double) {
    self.elements = elements
    self.size = size
    self.time = time
    states = Array(repeating: nil, count: elements.count)
  }

  mutating func state(of index: Int) -> State {
    if let known = states[index] { return known }
    let element = elements[index]
    let parent = element.parent.map { state(of: $0) }
    let parentSource = parent?.sourceMap ?? .identity
    let parentDestination = parent?.destinationMap ?? .identity
    let inherited = parent?.opacity ?? 1
    let progress = element.timeline.progress(at: time)
    var result: State
    switch (element.presence, element.source, element.destination) {
    case (.shared, let a?, let b?):
      let from = parentSource.apply(a.frame)
      let to = parentDestination.apply(b.frame)
      let frame = from.interpolated(to: to, progress)
      let mix = min(max(progress, 0), 1)
      if case .crossfade = element.effect {
        result = State(
          frame: frame, opacity: inherited, blurRadius: 0,
          sourceMap: parentSource, destinationMap: parentDestination,
          drawing: .crossfade(mix: mix))
      } else {
        result = State(
          frame: frame, opacity: inherited, blurRadius: 0,
          sourceMap: RectMap(from: a.frame, to: frame),
          destinationMap: RectMap(from: b.frame, to: frame),
          drawing: .crossfade(mix: mix))
      }
    case (_, let a?, nil):
      let base = parentSource.apply(a.frame)
      let (map, fade, blur) = effect(
        element, presence: 1 - progress, base: base, side: a,
        anchorFrame: { $0.source?.frame })
      result = State(
        frame: map.apply(base), opacity: inherited * fade, blurRadius: blur,
        sourceMap: parentSource.then(map), destinationMap: parentDestination,
        drawing: .source)
    case (_, _, let b?):
      let base = parentDestination.apply(b.frame)
      let (map, fade, blur) = effect(
        element, presence: progress, base: base, side: b,
        anchorFrame: { $0.destination?.frame })
      result = State(
        frame: map.apply(base), opacity: inherited * fade, blurRadius: blur,
        sourceMap: parentSource, destinationMap: parentDestination.then(map),
        drawing: .destination)
    case (_, nil, nil):
      result = State(
        frame: .zero, opacity: 0, blurRadius: 0, sourceMap: parentSource,
        destinationMap: parentDestination, drawing: .source)
    }
    states[index] = result
    return result
  }

  /// The map, opacity factor and blur radius of an entering or leaving element whose
  /// `presence` is 1 where it rests and 0 where it is gone.
  private mutating func effect(
    _ element: TransitionElement, presence a: Double, base: Rect,
    side: TransitionElement.Side,
    anchorFrame: (TransitionElement) -> Rect?
  )
    -> (RectMap, Double, Double)
  {
    effect(
      element.effect, of: element, presence: a, base: base, side: side,
      anchorFrame: anchorFrame)
  }

  /// The map, opacity factor and blur radius `effect` gives `element`, as above.
  private mutating func effect(
    _ effect: TransitionAnimation.Effect, of element: TransitionElement,
    presence a: Double, base: Rect, side: TransitionElement.Side,
    anchorFrame: (TransitionElement) -> Rect?
  )
    -> (RectMap, Double, Double)
  {
    let away = 1 - a
    switch effect {
    case .crossfade, .sharedElement:
      return (.identity, a, 0)
    case .edgeTranslation(let edge):
      let rtl = side.layoutDirection == .rightToLeft
      let left = edge == .leading ? !rtl : (edge == .trailing ? rtl : false)
      let right = edge == .trailing ? !rtl : (edge == .leading ? rtl : false)
      var dx = 0.0
      var dy = 0.0
      if edge == .bottom { dy = size.height - base.minY }
      if edge == .top { dy = -base.maxY }
      if left { dx = -base.maxX }
      if right { dx = size.width - base.minX }
      return (.translation(dx * away, dy * away), 1, 0)
    case .translate(let x, let y):
      return (.translation(x * away, y * away), a, 0)
    case .scale(let scale):
      let k = scale + (1 - scale) * a
      return (.scale(k, about: Point(x: base.midX, y: base.midY)), a, 0)
    case .offset(let x, let y):
      return (.translation(x * away, y * away), 1, 0)
    case .scaleEffect(let scale, let anchor):
      let k = scale + (1 - scale) * a
      let point = Point(x: base.minX + base.width * anchor.x, y: base.minY + base.height * anchor.y)
      return (.scale(k, about: point), 1, 0)
    case .blur(let radius):
      return (.identity, a, radius * away)
    case .combined(let effects):
      var result = (RectMap.identity, 1.0, 0.0)
      for part in effects {
        let (map, fade, blur) = self.effect(
          part, of: element, presence: a, base: base, side: side, anchorFrame: anchorFrame)
        result = (result.0.then(map), result.1 * fade, result.2 + blur)
      }
      return result
    case .anchorTranslation:
      guard let at = element.anchor, let rest = anchorFrame(elements[at]) else {
        return (.identity, a, 0)
      }
      let now = state(of: at).frame
      return (.translation(now.minX - rest.minX, now.minY - rest.minY), a, 0)
    }
  }
}
