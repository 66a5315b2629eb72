// MARK: - TransitionAnimation

/// How one component moves in a screen transition: its effect and, optionally, its own timing.
///
/// An element on both screens is a shared element whatever its effect says, except that
/// `anchorTranslation` keeps it anchored; an element on one screen only enters (or leaves)
/// with its effect. Effects that move an element also move the tagged elements inside it.
public struct TransitionAnimation: Hashable, Sendable, CustomStringConvertible {
  /// What the animation does to the element.
  public enum Effect: Hashable, Sendable {
    /// Fades in (or out).
    case crossfade
    /// Moves and resizes from its frame on the source screen to its frame on the destination
    /// while its content crossfades; on one screen only, it crossfades.
    case sharedElement
    /// Slides in from beyond an edge of the screen (or out past it), starting fully off-screen.
    case edgeTranslation(Edge)
    /// Moves in from an offset in points (or out to it) while fading.
    case translate(x: Double, y: Double)
    /// Grows from `scale` of its size around its centre (or shrinks to it) while fading.
    case scale(Double)
    /// Moves in from an offset in points (or out to it) without fading, as SwiftUI's
    /// `offset(x:y:)`.
    case offset(x: Double, y: Double)
    /// Grows from `scale` of its size around `anchor` (or shrinks to it) without fading, as
    /// SwiftUI's `scaleEffect(_:anchor:)`.
    case scaleEffect(Double, anchor: UnitPoint)
    /// Comes into focus from a Gaussian blur of `radius` points (or blurs away) while fading.
    case blur(radius: Double)
    /// Keeps its offset from the shared element `anchor` as that moves, while fading.
    case anchorTranslation(relativeTo: TransitionID)
    /// Plays every effect at once, in order, as SwiftUI's `AnyTransition.combined(with:)`:
    /// their moves and scales compose, their fades multiply and their blurs add. An effect
    /// that needs another element (`sharedElement`, `anchorTranslation`) cannot be combined.
    case combined([Effect])
  }

  /// The effect.
  public var effect: Effect
  /// The timing; `nil` uses the definition's.
  public var timing: Animation?

  /// An animation with `effect` and the definition's timing.
  public init(_ effect: Effect, timing: Animation? = nil) {
    self.effect = effect
    self.timing = timing
  }

  /// Fades the element in or out.
  public static let crossfade = TransitionAnimation(.crossfade)
  /// Moves the element from its first frame to its last while its content crossfades.
  public static let sharedElement = TransitionAnimation(.sharedElement)
  /// Grows the element from nothing (or shrinks it away) while fading.
  public static let scale = TransitionAnimation(.scale(0))
  /// Brings the element into focus from a 20 pt blur (or blurs it away) while fading.
  public static let blur = TransitionAnimation(.blur(radius: 20))

  /// Slides the element in from beyond `edge` (or out past it).
  public static func edgeTranslation(_ edge: Edge) -> TransitionAnimation {
    TransitionAnimation(.edgeTranslation(edge))
  }
  /// Moves the element in from `y` points away vertically (or out to it) while fading.
  public static func translateY(_ y: Double) -> TransitionAnimation {
    TransitionAnimation(.translate(x: 0, y: y))
  }
  /// Moves the element in from `x` points away horizontally (or out to it) while fading.
  public static func translateX(_ x: Double) -> TransitionAnimation {
    TransitionAnimation(.translate(x: x, y: 0))
  }
  /// Moves the element in from an offset (or out to it) while fading.
  public static func translate(x: Double = 0, y: Double = 0) -> TransitionAnimation {
    TransitionAnimation(.translate(x: x, y: y))
  }
  /// Grows the element from `scale` of its size (or shrinks it to that) while fading.
  public static func scale(_ scale: Double) -> TransitionAnimation {
    TransitionAnimation(.scale(scale))
  }
  /// Brings the element into focus from a blur of `radius` points while fading.
  public static func blur(radius: Double) -> TransitionAnimation {
    TransitionAnimation(.blur(radius: radius))
  }
  /// Keeps the element's offset from the shared element `anchor` while fading.
  public static func anchorTranslation(relativeTo anchor: TransitionID) -> TransitionAnimation {
    TransitionAnimation(.anchorTranslation(relativeTo: anchor))
  }

  /// Every effect of `animations` at once, with the first timing any of them gives.
  public static func combined(_ animations: [TransitionAnimation]) -> TransitionAnimation {
    TransitionAnimation(
      .combined(animations.map(\.effect)), timing: animations.lazy.compactMap(\.timing).first)
  }

  /// The same effect with its own timing, such as `.crossfade.animation(.easeOut(duration:
  /// 0.2).delay(0.1))`.
  public func animation(_ timing: Animation) -> TransitionAnimation {
    TransitionAnimation(effect, timing: timing)
  }

  /// The effect and timing, such as `edgeTranslation(bottom) easeInOut(duration: 0.35)`.
  public var description: String {
    let effect = Self.describe(self.effect)
    return timing.map { "\(effect) \($0)" } ?? effect
  }

  /// The effect's name and numbers, such as `scale(0.5)`.
  private static func describe(_ effect: Effect) -> String {
    switch effect {
    case .crossfade: return "crossfade"
    case .sharedElement: return "sharedElement"
    case .edgeTranslation(let edge):
      let names: [(Edge, String)] = [
        (.top, "top"), (.leading, "leading"), (.bottom, "bottom"),
        (.trailing, "trailing"),
      ]
      let named = names.filter { edge.contains($0.0) }.map(\.1)
      return "edgeTranslation(\(named.isEmpty ? "[]" : named.joined(separator: ", ")))"
    case .translate(let x, let y): return "translate(x: \(x), y: \(y))"
    case .scale(let scale): return "scale(\(scale))"
    case .offset(let x, let y): return "offset(x: \(x), y: \(y))"
    case .scaleEffect(let scale, let anchor):
      return "scaleEffect(\(scale), anchor: (\(anchor.x), \(anchor.y)))"
    case .blur(let radius): return "blur(radius: \(radius))"
    case .anchorTranslation(let anchor): return "anchorTranslation(relativeTo: \(anchor))"
    case .combined(let effects): return "combined(\(effects.map(describe).joined(separator: ", ")))"
    }
  }
}

// MARK: - TransitionDefinition

/// Which components animate in a screen transition and how: a dictionary literal from ids to
/// animations, as in
///
/// ```swift
/// let definition: TransitionDefinition = [
///   BottomSheet.backgroundView: .crossfade,
///   BottomSheet.foregroundView: .edgeTranslation(.bottom),
///   Explore.searchNavigationBarPill: .sharedElement,
/// ]
/// ```
///
/// Tagged views whose id is not listed animate as shared elements when on both screens and
/// crossfade otherwise. Untagged content of each screen is that screen's background, and
/// crossfades with the definition's timing.
public struct TransitionDefinition: Sendable, ExpressibleByDictionaryLiteral {
  /// The ids and their animations, in the order written (an id written twice is kept twice,
  /// and reported as an error when the transition is built).
  public private(set) var entries: [Entry]
  /// The timing of animations that give none: `.easeInOut(duration: 0.35)` by default.
  public var timing: Animation = .easeInOut(duration: 0.35)
  /// The transition's length in seconds; `nil` ends it when its last animation ends.
  public var duration: Double?

  /// One id and its animation.
  public struct Entry: Hashable, Sendable {
    /// The component's id.
    public var id: TransitionID
    /// Its animation.
    public var animation: TransitionAnimation
  }

  /// A definition from a dictionary literal.
  public init(dictionaryLiteral elements: (TransitionID, TransitionAnimation)...) {
    entries = elements.map { Entry(id: $0.0, animation: $0.1) }
  }

  /// A definition from pairs of ids and animations, in order.
  public init(_ entries: [(TransitionID, TransitionAnimation)]) {
    self.entries = entries.map { Entry(id: $0.0, animation: $0.1) }
  }

  /// The transition's length in seconds: `duration`, or else when the last animation listed
  /// (or the default timing) ends. Timings that cannot be computed count as 0.
  public var totalDuration: Double {
    duration ?? ([timing] + entries.map { $0.animation.timing ?? timing })
      .map(\.endTime).max() ?? 0
  }

  /// The animation given for `id`, the first when it is given twice.
  public subscript(id: TransitionID) -> TransitionAnimation? {
    entries.first { $0.id == id }?.animation
  }

  /// The same definition whose animations without a timing of their own use `timing`.
  public func animation(_ timing: Animation) -> TransitionDefinition {
    var copy = self
    copy.timing = timing
    return copy
  }

  /// The same definition lasting `seconds`, whether or not its animations have ended by then.
  public func duration(_ seconds: Double) -> TransitionDefinition {
    var copy = self
    copy.duration = seconds
    return copy
  }
}
