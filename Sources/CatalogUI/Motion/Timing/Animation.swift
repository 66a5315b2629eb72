// MARK: - Animation

/// How a change animates, as SwiftUI's `Animation`.
///
/// Animations compile and are kept as values, but nothing moves yet: snapshots and hosts show
/// the end state of every change at once. A later motion feature will use them.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
  /// The timing curve or spring, with its parameters.
  enum Curve: Hashable, Sendable {
    case linear(duration: Double)
    case easeIn(duration: Double)
    case easeOut(duration: Double)
    case easeInOut(duration: Double)
    case timingCurve(Double, Double, Double, Double, duration: Double)
    case spring(response: Double, dampingFraction: Double, blendDuration: Double)
    case interpolatingSpring(stiffness: Double, damping: Double, initialVelocity: Double)
  }

  let curve: Curve
  var delay: Double = 0
  var speed: Double = 1
  var repeatCount: Int?
  var repeatsForever = false
  var autoreverses = true

  init(_ curve: Curve) { self.curve = curve }

  /// The curve and modifiers, such as `easeInOut(duration: 0.35)`.
  public var description: String { "\(curve)" }

  /// The system's default animation (a smooth spring).
  public static let `default` = Animation(
    .spring(
      response: 0.55, dampingFraction: 1,
      blendDuration: 0))
  /// Constant speed for 0.35 s.
  public static let linear = Animation.linear(duration: 0.35)
  /// Starts slowly, for 0.35 s.
  public static let easeIn = Animation.easeIn(duration: 0.35)
  /// Ends slowly, for 0.35 s.
  public static let easeOut = Animation.easeOut(duration: 0.35)
  /// Starts and ends slowly, for 0.35 s.
  public static let easeInOut = Animation.easeInOut(duration: 0.35)
  /// A spring with the default response and damping.
  public static let spring = Animation.spring(response: 0.5, dampingFraction: 0.825)
  /// A quick, stiff spring for interactive changes.
  public static let interactiveSpring = Animation.interactiveSpring()
  /// A spring with no bounce.
  public static let smooth = Animation.spring(response: 0.5, dampingFraction: 1)
  /// A quick spring with a little bounce.
  public static let snappy = Animation.spring(response: 0.5, dampingFraction: 0.85)
  /// A spring with a noticeable bounce.
  public static let bouncy = Animation.spring(response: 0.5, dampingFraction: 0.7)

  /// Constant speed over `duration` seconds.
  public static func linear(duration: Double) -> Animation {
    Animation(.linear(duration: duration))
  }
  /// Starts slowly, over `duration` seconds.
  public static func easeIn(duration: Double) -> Animation {
    Animation(.easeIn(duration: duration))
  }
  /// Ends slowly, over `duration` seconds.
  public static func easeOut(duration: Double) -> Animation {
    Animation(.easeOut(duration: duration))
  }
  /// Starts and ends slowly, over `duration` seconds.
  public static func easeInOut(duration: Double) -> Animation {
    Animation(.easeInOut(duration: duration))
  }
  /// A cubic Bézier timing curve through two control points.
  public static func timingCurve(
    _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double,
    duration: Double = 0.35
  ) -> Animation {
    Animation(.timingCurve(c0x, c0y, c1x, c1y, duration: duration))
  }
  /// A spring that settles in about `response` seconds, damped by `dampingFraction`.
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825,
    blendDuration: Double = 0
  ) -> Animation {
    Animation(
      .spring(
        response: response, dampingFraction: dampingFraction,
        blendDuration: blendDuration))
  }
  /// A spring of a perceived `duration` with `bounce` (0 for none).
  public static func spring(
    duration: Double = 0.5, bounce: Double = 0,
    blendDuration: Double = 0
  ) -> Animation {
    Animation(
      .spring(
        response: duration, dampingFraction: 1 - bounce,
        blendDuration: blendDuration))
  }
  /// A quick, stiff spring for interactive changes.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86,
    blendDuration: Double = 0.25
  ) -> Animation {
    Animation(
      .spring(
        response: response, dampingFraction: dampingFraction,
        blendDuration: blendDuration))
  }
  /// A spring from its physical stiffness and damping.
  public static func interpolatingSpring(
    stiffness: Double, damping: Double,
    initialVelocity: Double = 0
  ) -> Animation {
    Animation(
      .interpolatingSpring(
        stiffness: stiffness, damping: damping,
        initialVelocity: initialVelocity))
  }

  /// The animation, started `delay` seconds later.
  public func delay(_ delay: Double) -> Animation {
    var copy = self
    copy.delay = delay
    return copy
  }

  /// The animation, played `speed` times as fast.
  public func speed(_ speed: Double) -> Animation {
    var copy = self
    copy.speed = speed
    return copy
  }

  /// The animation, played `repeatCount` times, reversing each time when `autoreverses`.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    var copy = self
    copy.repeatCount = repeatCount
    copy.autoreverses = autoreverses
    return copy
  }

  /// The animation, repeated for as long as the view is shown.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    var copy = self
    copy.repeatsForever = true
    copy.autoreverses = autoreverses
    return copy
  }
}

// MARK: - Animating changes

/// Runs `body` and returns its result, as SwiftUI's `withAnimation(_:_:)`. The changes show at
/// once in a host; to see them move, make them with `ViewHost.animate(_:_:)`, which renders
/// the change frame by frame.
public func withAnimation<Result>(
  _ animation: Animation? = .default,
  _ body: () throws -> Result
) rethrows -> Result {
  try body()
}

extension View {
  /// Animates the view's changes, as SwiftUI's `animation(_:value:)`: under
  /// `ViewHost.animate(_:_:)` the view moves from its frame before the change to its frame
  /// after it while its content crossfades, with `animation`'s timing. Unlike SwiftUI, any
  /// change of the view animates, not only those that change `value`; `nil` animates nothing.
  nonisolated public func animation<V: Equatable>(
    _ animation: Animation?, value: V,
    fileID: String = #fileID, line: Int = #line
  )
    -> some View
  {
    modifier(
      AnimationModifier(
        effect: animation.map { .init(.sharedElement, timing: $0) }, fileID: fileID, line: line))
  }

  /// Animates every change of the view, as SwiftUI's deprecated `animation(_:)` (see
  /// `animation(_:value:)`).
  nonisolated public func animation(
    _ animation: Animation?, fileID: String = #fileID, line: Int = #line
  )
    -> some View
  {
    modifier(
      AnimationModifier(
        effect: animation.map { .init(.sharedElement, timing: $0) }, fileID: fileID, line: line))
  }
}

// MARK: - AnimationModifier

/// Makes the view take part in `ViewHost.animate(_:_:)` under the id of its identity (or the
/// id it was tagged with), with an animation of its own.
nonisolated struct AnimationModifier: TagModifier {
  let effect: TransitionAnimation?
  /// The effect when the view is removed, if it differs (`transition(_:)`).
  var removal: TransitionAnimation? = nil
  let fileID: String
  let line: Int

  @MainActor func tag(_ tags: inout NodeTags, in context: ResolveContext) {
    guard let effect else { return }
    if tags.transitionTag == nil {
      tags.transitionTag = TransitionTag(
        id: TransitionID("view \(context.identity)"), fileID: fileID, line: line)
    }
    if tags.transitionTag?.animation == nil {
      tags.transitionTag?.animation = effect
      tags.transitionTag?.removal = removal
    }
  }
}
