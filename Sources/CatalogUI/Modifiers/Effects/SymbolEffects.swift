// MARK: - Symbol effects

// The Symbols framework's effects, as SwiftUI's `symbolEffect` modifiers and
// `ContentTransition.symbolEffect(_:options:)` take them. Every effect is an animation: a
// still picture shows the symbol at rest, as SwiftUI shows it before the effect plays or
// after it ends, so an effect draws nothing extra. The one effect with a resting state of its
// own, an active `.disappear`, hides the symbol as SwiftUI leaves it.

/// An animation of an SF Symbol, as the Symbols framework's `SymbolEffect`; a still picture
/// shows the symbol at rest.
public protocol SymbolEffect: Hashable, Sendable {}

/// An effect that plays once each time a value changes, as the Symbols framework's
/// `DiscreteSymbolEffect` (`symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect {}

/// An effect that plays for as long as it is active, as the Symbols framework's
/// `IndefiniteSymbolEffect` (`symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect {}

/// An effect that shows or hides a symbol, as the Symbols framework's
/// `TransitionSymbolEffect`.
public protocol TransitionSymbolEffect {}

/// An effect between two symbols, as the Symbols framework's `ContentTransitionSymbolEffect`
/// (`ContentTransition.symbolEffect(_:options:)`).
public protocol ContentTransitionSymbolEffect {}

/// The variants chosen on an effect (`.up`, `.byLayer` …): kept so effects compare as the
/// Symbols framework's do; a still picture draws none of them.
protocol SymbolEffectVariants {
  /// The variants, in the order they were chosen.
  var variants: [String] { get set }
}

extension SymbolEffectVariants {
  /// The effect with `variant` chosen.
  func choosing(_ variant: String) -> Self {
    var copy = self
    copy.variants.append(variant)
    return copy
  }
}

/// Makes the symbol appear, as the Symbols framework's `AppearSymbolEffect`.
public struct AppearSymbolEffect: SymbolEffect, TransitionSymbolEffect, IndefiniteSymbolEffect,
  SymbolEffectVariants
{
  var variants: [String] = []
  /// Appearing upwards.
  public var up: AppearSymbolEffect { choosing("up") }
  /// Appearing downwards.
  public var down: AppearSymbolEffect { choosing("down") }
  /// Layer by layer.
  public var byLayer: AppearSymbolEffect { choosing("byLayer") }
  /// The whole symbol at once.
  public var wholeSymbol: AppearSymbolEffect { choosing("wholeSymbol") }
}

/// Makes the symbol disappear, as the Symbols framework's `DisappearSymbolEffect`.
public struct DisappearSymbolEffect: SymbolEffect, TransitionSymbolEffect,
  IndefiniteSymbolEffect, SymbolEffectVariants
{
  var variants: [String] = []
  /// Disappearing upwards.
  public var up: DisappearSymbolEffect { choosing("up") }
  /// Disappearing downwards.
  public var down: DisappearSymbolEffect { choosing("down") }
  /// Layer by layer.
  public var byLayer: DisappearSymbolEffect { choosing("byLayer") }
  /// The whole symbol at once.
  public var wholeSymbol: DisappearSymbolEffect { choosing("wholeSymbol") }
}

/// Scales the symbol briefly, as the Symbols framework's `BounceSymbolEffect`.
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect,
  SymbolEffectVariants
{
  var variants: [String] = []
  /// Bouncing upwards.
  public var up: BounceSymbolEffect { choosing("up") }
  /// Bouncing downwards.
  public var down: BounceSymbolEffect { choosing("down") }
  /// Layer by layer.
  public var byLayer: BounceSymbolEffect { choosing("byLayer") }
  /// The whole symbol at once.
  public var wholeSymbol: BounceSymbolEffect { choosing("wholeSymbol") }
}

/// Fades the symbol's layers in and out, as the Symbols framework's `PulseSymbolEffect`.
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect,
  SymbolEffectVariants
{
  var variants: [String] = []
  /// Layer by layer.
  public var byLayer: PulseSymbolEffect { choosing("byLayer") }
  /// The whole symbol at once.
  public var wholeSymbol: PulseSymbolEffect { choosing("wholeSymbol") }
}

/// Scales the symbol while active, as the Symbols framework's `ScaleSymbolEffect`.
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, SymbolEffectVariants {
  var variants: [String] = []
  /// Scaling up.
  public var up: ScaleSymbolEffect { choosing("up") }
  /// Scaling down.
  public var down: ScaleSymbolEffect { choosing("down") }
  /// Layer by layer.
  public var byLayer: ScaleSymbolEffect { choosing("byLayer") }
  /// The whole symbol at once.
  public var wholeSymbol: ScaleSymbolEffect { choosing("wholeSymbol") }
}

/// Lights the symbol's variable layers in turn, as the Symbols framework's
/// `VariableColorSymbolEffect`.
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect,
  IndefiniteSymbolEffect, SymbolEffectVariants
{
  var variants: [String] = []
  /// One layer at a time.
  public var iterative: VariableColorSymbolEffect { choosing("iterative") }
  /// Layers lit one after another and kept lit.
  public var cumulative: VariableColorSymbolEffect { choosing("cumulative") }
  /// Playing forwards then backwards.
  public var reversing: VariableColorSymbolEffect { choosing("reversing") }
  /// Playing forwards only.
  public var nonReversing: VariableColorSymbolEffect { choosing("nonReversing") }
  /// Unlit layers hidden.
  public var hideInactiveLayers: VariableColorSymbolEffect { choosing("hideInactiveLayers") }
  /// Unlit layers dimmed.
  public var dimInactiveLayers: VariableColorSymbolEffect { choosing("dimInactiveLayers") }
}

/// Replaces one symbol with another, as the Symbols framework's `ReplaceSymbolEffect`.
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect,
  SymbolEffectVariants
{
  var variants: [String] = []
  /// The old symbol leaves downwards, the new one enters upwards.
  public var downUp: ReplaceSymbolEffect { choosing("downUp") }
  /// Both move upwards.
  public var upUp: ReplaceSymbolEffect { choosing("upUp") }
  /// The old symbol turns off, the new one enters upwards.
  public var offUp: ReplaceSymbolEffect { choosing("offUp") }
  /// Layer by layer.
  public var byLayer: ReplaceSymbolEffect { choosing("byLayer") }
  /// The whole symbol at once.
  public var wholeSymbol: ReplaceSymbolEffect { choosing("wholeSymbol") }

  /// Morphs the shared parts of the two symbols, else plays `fallback`, as the Symbols
  /// framework's `magic(fallback:)`.
  public func magic(fallback: ReplaceSymbolEffect) -> MagicReplace {
    MagicReplace(fallback: fallback)
  }

  /// A replacement that morphs the shared parts of two symbols, as the Symbols framework's
  /// `ReplaceSymbolEffect.MagicReplace`.
  public struct MagicReplace: SymbolEffect, ContentTransitionSymbolEffect {
    let fallback: ReplaceSymbolEffect
  }
}

/// Wiggles the symbol, as the Symbols framework's `WiggleSymbolEffect`.
public struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect,
  SymbolEffectVariants
{
  var variants: [String] = []
  /// Towards the left.
  public var left: WiggleSymbolEffect { choosing("left") }
  /// Towards the right.
  public var right: WiggleSymbolEffect { choosing("right") }
  /// Upwards.
  public var up: WiggleSymbolEffect { choosing("up") }
  /// Downwards.
  public var down: WiggleSymbolEffect { choosing("down") }
  /// Forwards in the reading direction.
  public var forward: WiggleSymbolEffect { choosing("forward") }
  /// Backwards in the reading direction.
  public var backward: WiggleSymbolEffect { choosing("backward") }
  /// Turning clockwise.
  public var clockwise: WiggleSymbolEffect { choosing("clockwise") }
  /// Turning counter-clockwise.
  public var counterClockwise: WiggleSymbolEffect { choosing("counterClockwise") }
  /// Layer by layer.
  public var byLayer: WiggleSymbolEffect { choosing("byLayer") }
  /// The whole symbol at once.
  public var wholeSymbol: WiggleSymbolEffect { choosing("wholeSymbol") }
}

/// Rotates the symbol, as the Symbols framework's `RotateSymbolEffect`.
public struct RotateSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect,
  SymbolEffectVariants
{
  var variants: [String] = []
  /// Clockwise.
  public var clockwise: RotateSymbolEffect { choosing("clockwise") }
  /// Counter-clockwise.
  public var counterClockwise: RotateSymbolEffect { choosing("counterClockwise") }
  /// Layer by layer.
  public var byLayer: RotateSymbolEffect { choosing("byLayer") }
  /// The whole symbol at once.
  public var wholeSymbol: RotateSymbolEffect { choosing("wholeSymbol") }
}

/// Swells and settles the symbol, as the Symbols framework's `BreatheSymbolEffect`.
public struct BreatheSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect,
  SymbolEffectVariants
{
  var variants: [String] = []
  /// Scaling only.
  public var plain: BreatheSymbolEffect { choosing("plain") }
  /// Scaling and fading.
  public var pulse: BreatheSymbolEffect { choosing("pulse") }
  /// Layer by layer.
  public var byLayer: BreatheSymbolEffect { choosing("byLayer") }
  /// The whole symbol at once.
  public var wholeSymbol: BreatheSymbolEffect { choosing("wholeSymbol") }
}

/// The platform's choice of effect for the context, as the Symbols framework's
/// `AutomaticSymbolEffect`.
public struct AutomaticSymbolEffect: SymbolEffect, TransitionSymbolEffect,
  ContentTransitionSymbolEffect
{}

extension SymbolEffect where Self == AppearSymbolEffect {
  /// Makes the symbol appear.
  public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
  /// Makes the symbol disappear.
  public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

extension SymbolEffect where Self == BounceSymbolEffect {
  /// Scales the symbol briefly.
  public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

extension SymbolEffect where Self == PulseSymbolEffect {
  /// Fades the symbol's layers in and out.
  public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
  /// Scales the symbol while active.
  public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
  /// Lights the symbol's variable layers in turn.
  public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
  /// Replaces one symbol with another.
  public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
  /// Wiggles the symbol.
  public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}

extension SymbolEffect where Self == RotateSymbolEffect {
  /// Rotates the symbol.
  public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
  /// Swells and settles the symbol.
  public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}

extension SymbolEffect where Self == AutomaticSymbolEffect {
  /// The platform's choice of effect.
  public static var automatic: AutomaticSymbolEffect { AutomaticSymbolEffect() }
}

// MARK: - SymbolEffectOptions

/// How a symbol effect plays, as the Symbols framework's `SymbolEffectOptions`.
public struct SymbolEffectOptions: Hashable, Sendable {
  let name: String

  /// Plays as the effect plays by default.
  public static let `default` = SymbolEffectOptions(name: "default")
  /// Repeats without end.
  public static let repeating = SymbolEffectOptions(name: "repeating")
  /// Plays once.
  public static let nonRepeating = SymbolEffectOptions(name: "nonRepeating")

  /// Repeats `count` times.
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions {
    SymbolEffectOptions(name: "repeat")
  }

  /// Plays at `speed` times the default.
  public static func speed(_ speed: Double) -> SymbolEffectOptions {
    SymbolEffectOptions(name: "speed")
  }
}

// MARK: - Modifiers

extension View {
  /// Plays `effect` on the symbols inside once each time `value` changes, as SwiftUI's
  /// `symbolEffect(_:options:value:)`; a still picture shows the symbols at rest, so the view
  /// is unchanged.
  nonisolated public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
    _ effect: T, options: SymbolEffectOptions = .default, value: U
  ) -> some View { self }

  /// Plays `effect` on the symbols inside while `isActive`, as SwiftUI's
  /// `symbolEffect(_:options:isActive:)`; a still picture shows the symbols at rest, and an
  /// active `.disappear` as SwiftUI leaves it: hidden.
  nonisolated public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> some View { opacity(effect is DisappearSymbolEffect && isActive ? 0 : 1) }

  /// Turns off the symbol effects inside, as SwiftUI's `symbolEffectsRemoved(_:)`; a still
  /// picture plays none, so the view is unchanged.
  nonisolated public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}

extension ContentTransition {
  /// Replaces a symbol with another through `effect` (`.replace`), as SwiftUI's
  /// `ContentTransition.symbolEffect(_:options:)`; a still picture shows the new symbol.
  public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default
  ) -> ContentTransition {
    ContentTransition(name: "symbolEffect")
  }
}
