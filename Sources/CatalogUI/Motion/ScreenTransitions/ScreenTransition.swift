import Dispatch
import Foundation
import Hashing
import Raster
import Synchronization
import TextEngine

// MARK: - ScreenTransition

/// A transition between two screens, declared by a `TransitionDefinition` and rendered frame
/// by frame, as a UIKit transition framework of shared elements declares it:
///
/// 1. Each screen is split into layers: every view tagged with `.transitionID(_:)` is an
///    element rendered once into a sprite of its own (without the tagged views inside it),
///    and everything untagged is that screen's background.
/// 2. The identifier hierarchies are diffed: an id on both screens is a shared element that
///    moves and resizes from its first frame to its last while its content crossfades; an
///    id on one screen enters or leaves with its animation. Tagged views inside an element
///    move with it.
/// 3. One hierarchy ordered as the identifier hierarchies are (the destination's order, with
///    leaving elements where the source had them) is composited at time *t*: the backgrounds
///    crossfade, then each element is drawn with its frame, opacity and blur.
///
/// `frame(at:)` is a pure function of the time: the same time gives the same bytes on every
/// run and thread. Untagged content is drawn below every element, even where a screen drew
/// it above one.
public struct ScreenTransition: @unchecked Sendable, CustomStringConvertible {
  // `@unchecked`: every stored property is immutable after `init`, and sprites are values.

  /// Seconds from the first frame to the last.
  public let duration: Double
  /// Things a reviewer should know that fail nothing: animations for ids on neither screen,
  /// springs still moving at the end, clamped blurs.
  public let notes: [String]
  /// The canvas size in device pixels.
  public let pixelWidth: Int, pixelHeight: Int
  /// Device pixels per point.
  public let scale: Double

  let elements: [TransitionElement]
  /// Each screen's background composited over the canvas colour, made when a frame first
  /// needs them.
  private let bases: Bases
  private let backgroundTimeline: AnimationTimeline
  private let size: Size
  /// The hash of everything the frames are made from (see `contentKey(at:)`); `nil` when
  /// something drawn cannot be keyed.
  private let inputKey: XXH3.Hash128?

  /// A transition from what `source` shows to what `destination` shows, both on a canvas of
  /// `size` points at their environment's display scale over `background`.
  ///
  /// Throws, naming the id and the fix, when an id is tagged twice on one screen, given two
  /// animations, anchored to an element that is not on both screens or to itself, or given
  /// a timing that cannot be computed (a duration of zero, negative or NaN).
  @MainActor
  package init(
    from source: ViewHost, to destination: ViewHost, definition: TransitionDefinition,
    size: Size, background: ColorU8 = .white
  ) throws(TransitionError) {
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
      throw TransitionError(
        "the transition's size \(size.width)×\(size.height) pt has no "
          + "area; give both screens a positive, finite size")
    }
    let (first, last) = LayeredScreen.pair(source, destination, size: size)
    try self.init(
      source: first, destination: last,
      definition: definition, background: background)
  }

  /// A transition between two screens already split into layers (sharing one renderer).
  init(
    source from: LayeredScreen, destination to: LayeredScreen,
    definition: TransitionDefinition, background: ColorU8
  ) throws(TransitionError) {
    guard from.scale == to.scale else {
      throw TransitionError(
        "the source is rendered at \(from.scale)x and the destination at "
          + "\(to.scale)x; give both screens the same displayScale")
    }
    let plan = try TransitionPlan(source: from, destination: to, definition: definition)
    elements = plan.elements
    notes = plan.notes
    duration = plan.duration
    backgroundTimeline = plan.backgroundTimeline
    // A change that resizes the view plays on a canvas that holds it before and after.
    pixelWidth = max(from.width, to.width)
    pixelHeight = max(from.height, to.height)
    scale = from.scale
    self.size = Size(
      width: max(from.size.width, to.size.width),
      height: max(from.size.height, to.size.height))
    bases = Bases(
      source: from, destination: to, width: pixelWidth, height: pixelHeight,
      background: background)
    inputKey = Self.inputKey(from, to, definition: definition, background: background)
  }

  /// The length, canvas and elements, such as `0.35 s, 786×1704 px: Sheet.scrim, Sheet.body`.
  public var description: String {
    "\(TransitionPlan.seconds(duration)), \(pixelWidth)×\(pixelHeight) px: "
      + elements.map(\.id.name).joined(separator: ", ")
  }

  // MARK: Frames

  /// The frame at `time` seconds from the start (clamped to the transition); `nil` only when
  /// the canvas cannot be allocated.
  ///
  /// Pixels that a pixel-aligned opaque sprite drawn later covers are not drawn below it (the
  /// same bytes, less work).
  package func frame(at time: Double) -> Pixmap? {
    let time = clamped(time)
    let mix = min(max(backgroundTimeline.progress(at: time), 0), 1)
    let (sourceBase, destinationBase, baseDifference) = bases.made
    guard let base = mix < 1 || baseDifference == nil ? sourceBase : destinationBase else {
      return nil
    }
    var states = TransitionStates(elements: elements, size: size, time: time)
    let layers = elements.indices.map { layer(elements[$0], states.state(of: $0)) }
    // What the layers above each one cover, top down.
    var covered: [CoveredSpans?] = Array(repeating: nil, count: layers.count)
    var above = CoveredSpans(width: pixelWidth, height: pixelHeight)
    for index in layers.indices.reversed() {
      covered[index] = above
      if case .sprite(let sprite, let placement, let opacity)? = layers[index] {
        above.add(sprite, at: placement, opacity: opacity)
      }
    }
    guard var canvas = Pixmap(copying: base, except: above) else {
      return nil
    }
    if let box = baseDifference, mix > 0, mix < 1, let destination = destinationBase {
      canvas.mix(with: destination, weight: mix, in: box)
    }
    for (layer, covered) in zip(layers, covered) {
      switch layer {
      case .sprite(let sprite, let placement, let opacity)?:
        canvas.composite(sprite, at: placement, opacity: opacity, covered: covered)
      case .crossfade(let a, let placementA, let b, let placementB, let mix, let opacity)?:
        canvas.compositeCrossfade(
          a, at: placementA, b, at: placementB, mix: mix,
          opacity: opacity)
      case .blurred(let sprite, let map, let opacity, let radius)?:
        composite(sprite, map: map, opacity: opacity, blur: radius, on: &canvas)
      case nil:
        break
      }
    }
    return canvas
  }

  /// The frame of each time, in order, composited on as many threads as the machine has
  /// cores (each frame alone, so the bytes do not depend on the threads).
  package func frames(at times: [Double]) -> [Pixmap?] { frames(at: times) { $0 } }

  /// `each` of the frame of each time, in order, frames composited on as many threads as the
  /// machine has cores; a frame is dropped as soon as `each` has returned, so a long
  /// transition's frames reduced to thumbnails never all sit in memory at full size.
  package func frames<T: Sendable>(at times: [Double], _ each: @Sendable (Pixmap) -> T?)
    -> [T?]
  {
    // The layers and bases are made here, once, before the threads need them.
    _ = bases.made
    let results = Mutex<[T?]>(Array(repeating: nil, count: times.count))
    RenderThreads.perform(iterations: times.count) { i in
      let result = frame(at: times[i]).flatMap(each)
      results.withLock { $0[i] = result }
    }
    return results.withLock { $0 }
  }

  /// Where the element `id` is at `time`: its frame in points and its opacity; `nil` when
  /// neither screen tags a view with it.
  public func state(of id: TransitionID, at time: Double) -> TransitionElementState? {
    guard let index = elements.firstIndex(where: { $0.id == id }) else { return nil }
    var states = TransitionStates(elements: elements, size: size, time: clamped(time))
    let state = states.state(of: index)
    return TransitionElementState(
      frame: CGRect(state.frame), opacity: state.opacity,
      blurRadius: state.blurRadius)
  }

  /// The ids in the order their elements are composited, bottom first.
  public var compositingOrder: [TransitionID] { elements.map(\.id) }

  private func clamped(_ time: Double) -> Double {
    time.isFinite ? min(max(time, 0), duration) : (time > 0 ? duration : 0)
  }

  /// How one element is drawn in a frame.
  private enum Layer {
    /// One sprite, copied where aligned, sampled where moved by a fraction or resized.
    case sprite(PreparedSprite, SpritePlacement, opacity: Double)
    /// Two sprites crossfading.
    case crossfade(
      Pixmap, SpritePlacement, Pixmap, SpritePlacement, mix: Double,
      opacity: Double)
    /// One sprite blurred by `radius` points.
    case blurred(Sprite, RectMap, opacity: Double, radius: Double)
  }

  /// How `element` is drawn in the state `state`; `nil` when it draws nothing.
  private func layer(_ element: TransitionElement, _ state: TransitionStates.State) -> Layer? {
    let source = element.source?.sprite?.sprite
    let destination = element.destination?.sprite?.sprite
    func sprite(_ sprite: Sprite, _ map: RectMap, opacity: Double) -> Layer {
      .sprite(
        sprite.pixels, map.placement(x: sprite.x, y: sprite.y, scale: scale),
        opacity: opacity)
    }
    switch state.drawing {
    case .crossfade(let mix):
      switch (source, destination) {
      case (let a?, let b?):
        if mix <= 0 { return sprite(a, state.sourceMap, opacity: state.opacity) }
        if mix >= 1 { return sprite(b, state.destinationMap, opacity: state.opacity) }
        return .crossfade(
          a.pixmap, state.sourceMap.placement(x: a.x, y: a.y, scale: scale),
          b.pixmap, state.destinationMap.placement(x: b.x, y: b.y, scale: scale),
          mix: mix, opacity: state.opacity)
      case (let a?, nil):
        return sprite(a, state.sourceMap, opacity: state.opacity * (1 - mix))
      case (nil, let b?):
        return sprite(b, state.destinationMap, opacity: state.opacity * mix)
      case (nil, nil):
        return nil
      }
    case .source, .destination:
      var isSource = false
      if case .source = state.drawing { isSource = true }
      guard let chosen = isSource ? source : destination else { return nil }
      let map = isSource ? state.sourceMap : state.destinationMap
      guard state.blurRadius / 2 * scale > 0.01 else {
        return sprite(chosen, map, opacity: state.opacity)
      }
      return .blurred(chosen, map, opacity: state.opacity, radius: state.blurRadius)
    }
  }

  /// Composites one sprite blurred by `radius` points.
  private func composite(
    _ sprite: Sprite, map: RectMap, opacity: Double, blur radius: Double,
    on canvas: inout Pixmap
  ) {
    let sigma = radius / 2 * scale
    // The blur spreads 3·sigma beyond the sprite, so it is drawn into a grown copy first.
    let pad = Int(3 * sigma, rounding: .up, clampedTo: 0...Pixmap.maxDimension) + 1
    guard
      var grown = Pixmap(
        width: sprite.pixmap.width + 2 * pad,
        height: sprite.pixmap.height + 2 * pad)
    else { return }
    grown.composite(sprite.pixmap, at: SpritePlacement(x: Double(pad), y: Double(pad)))
    grown.blur(
      sigma: sigma,
      in: PixelBox(
        x0: pad, y0: pad, x1: pad + sprite.pixmap.width,
        y1: pad + sprite.pixmap.height))
    canvas.composite(
      grown,
      at: map.placement(
        x: sprite.x - pad, y: sprite.y - pad,
        scale: scale), opacity: opacity)
  }
}

// MARK: - ScreenTransition + rendering keys

extension ScreenTransition {
  /// The rendering key of the frame at `time`: the hash of the rasterizer's, the text
  /// engine's and this compositing's (`Motion`) files, every layer's display list, both screens' elements (ids,
  /// frames, order), the definition, the canvas colour and the time. Equal keys mean equal
  /// frames; `nil` when a layer cannot be keyed (a font without a content digest).
  package func contentKey(at time: Double) -> XXH3.Hash128? {
    guard let inputKey else { return nil }
    var writer = ContentKeyWriter()
    writer.write(inputKey)
    writer.write(clamped(time))
    return writer.key
  }

  fileprivate static func inputKey(
    _ from: LayeredScreen, _ to: LayeredScreen, definition: TransitionDefinition,
    background: ColorU8
  ) -> XXH3.Hash128? {
    var w = ContentKeyWriter()
    w.write("screen-transition 1")
    w.write(rasterSourceDigest)
    w.write(textEngineSourceDigest)
    w.write(catalogUISourceDigest)
    w.write(background)
    let renderer = from.layers.renderer
    w.write(renderer.lists.count)
    for (list, asSprite) in renderer.lists {
      w.write(asSprite)
      guard list.writeContent(into: &w) else { return nil }
    }
    for screen in [from.drawing, to.drawing] {
      w.write(screen.width)
      w.write(screen.height)
      w.write(screen.scale)
      w.write(screen.size.width)
      w.write(screen.size.height)
      w.write(screen.backgroundLayer)
      w.write(screen.elements.count)
      for element in screen.elements {
        // Everything but the items, which the sprite lists above hold.
        var text = ""
        dump(element.tag, to: &text)
        w.write(text)
        w.write(element.frame)
        w.write(element.order)
        w.write(element.parent ?? -1)
        w.write(element.layoutDirection == .rightToLeft)
      }
      for place in screen.spriteLayers {
        w.write(place?.layer ?? -1)
        w.write(place?.x ?? 0)
        w.write(place?.y ?? 0)
      }
    }
    var text = ""
    dump(definition, to: &text)
    w.write(text)
    return w.key
  }
}

// MARK: - Bases

/// A transition's two backgrounds composited over the canvas colour, and where they differ:
/// made once, when the first frame needs them (rendering every layer first).
private final class Bases: @unchecked Sendable {
  // `@unchecked`: `value` is only read and written under `lock`; the rest is immutable.
  private let source: LayeredScreen, destination: LayeredScreen
  private let width: Int, height: Int
  private let background: ColorU8
  private let lock = NSLock()
  private var value: (Pixmap?, Pixmap?, PixelBox?)?

  init(
    source: LayeredScreen, destination: LayeredScreen, width: Int, height: Int,
    background: ColorU8
  ) {
    self.source = source
    self.destination = destination
    self.width = width
    self.height = height
    self.background = background
  }

  /// The source's base, the destination's, and the box where they differ (`nil` when the
  /// same). A frame starts as a copy of one, mixed with the other only where they differ.
  var made: (Pixmap?, Pixmap?, PixelBox?) {
    lock.lock()
    defer { lock.unlock() }
    if let value { return value }
    let (width, height, background) = (self.width, self.height, self.background)
    func base(_ screen: Pixmap?) -> Pixmap? {
      // An opaque page over the canvas colour is the page itself: shared, not copied.
      if let screen, screen.width == width, screen.height == height, screen.isOpaque {
        return screen
      }
      var canvas = Pixmap(width: width, height: height, filledWith: background)
      if let screen { canvas?.composite(screen, at: SpritePlacement(x: 0, y: 0)) }
      return canvas
    }
    let sourceBackground = source.background
    let destinationBackground = destination.background
    let sourceBase = base(sourceBackground)
    // A page both screens draw alike is rendered once (`LayerRenderer`) and based once.
    let same = sourceBackground == destinationBackground
    let destinationBase = same ? sourceBase : base(destinationBackground)
    let difference =
      same ? nil : destinationBase.flatMap { sourceBase?.differingBox(from: $0) }
    value = (sourceBase, destinationBase, difference)
    return (sourceBase, destinationBase, difference)
  }
}

// MARK: - TransitionElementState

/// Where an element of a transition is at one time.
public struct TransitionElementState: Hashable, Sendable {
  /// Its frame in points on the canvas (for an element on both screens, between its two
  /// frames; for one entering or leaving, where its animation puts it).
  public var frame: CGRect
  /// Its opacity, its ancestors' included.
  public var opacity: Double
  /// The radius of its blur in points (0 when sharp).
  public var blurRadius: Double
}

// MARK: - TransitionError

/// Why a transition cannot be built, naming the id or value and the fix.
public struct TransitionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The message.
  public let message: String

  /// An error with `message`.
  public init(_ message: String) { self.message = message }

  public var description: String { message }
}

// MARK: - ViewHost + animate

extension ViewHost {
  /// Makes `change` (a tap, a state, binding or store change) and returns its animation from
  /// the screen before it to the screen after it, as SwiftUI plays a change made in
  /// `withAnimation(animation)`: views with `.animation(_:value:)`, `matchedGeometryEffect`
  /// or `.transitionID(_:)` move from their frame before to their frame after while their
  /// content crossfades; views with `.transition(_:)` enter and leave with it; every other
  /// view is matched by its identity, as SwiftUI matches views: one on both sides of the
  /// change moves from its frame before to its frame after (its content crossfading if it
  /// changed), one on one side only fades in or out (SwiftUI's default `.opacity`). A view
  /// drawn inside an opacity, blur, shadow, mask or blend mode moves with the view that
  /// applies it, and a container that draws more than its children (a list's rows and
  /// separators) moves as one. The canvas is as large as the larger of the two layouts, so a
  /// change that grows the view (a message appearing below a field) is not cut.
  /// `frame(at:)` of the result renders any moment of it.
  ///
  /// ```swift
  /// let knob = try host.animate(.easeInOut(duration: 0.2)) { try host.find(button: "Off").tap() }
  /// let halfway = knob.frame(at: 0.1)
  /// ```
  public func animate(_ animation: Animation = .default, _ change: () throws -> Void) throws
    -> ScreenTransition
  {
    let (first, last) = try LayeredScreen.change(of: self, change)
    return try ScreenTransition(
      source: first, destination: last,
      definition: TransitionDefinition([]).animation(animation),
      background: .transparent)
  }
}
