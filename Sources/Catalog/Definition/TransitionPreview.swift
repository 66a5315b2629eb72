import CatalogUI

// MARK: - TransitionPreview

/// A screen transition as a content variant: two screens, the `TransitionDefinition` between
/// them, and the keyframes to snapshot. Each keyframe is a snapshot like any other, laid out
/// at the definition's size (usually `.device(_:)`) in every trait combination.
///
/// ```swift
/// TransitionPreview(from: SearchResults(), to: DatePickerSheet(), definition: .datePicker)
///   .named("Date picker opens")
/// ```
public struct TransitionPreview {
  /// The screen the transition starts from.
  public var source: AnyView
  /// The screen it ends on.
  public var destination: AnyView
  /// How its components animate.
  public var definition: TransitionDefinition
  /// The moments snapshotted.
  public var keyframes: TransitionKeyframes
  /// The frame rate of the report's playback of the transition (not snapshotted): 30.
  public var playbackFrameRate: Double = 30
  /// For an animated change: what a user does to `source` (then `destination` is unused).
  public var change: ((ViewHost) throws -> Void)?

  /// A transition from `source` to `destination`, snapshotted at `keyframes` (0, 25, 50, 75
  /// and 100 % by default).
  public init(
    from source: some View, to destination: some View,
    definition: TransitionDefinition,
    keyframes: TransitionKeyframes = .progress([0, 0.25, 0.5, 0.75, 1])
  ) {
    self.source = AnyView(source)
    self.destination = AnyView(destination)
    self.definition = definition
    self.keyframes = keyframes
  }

  /// A view's own animation as a transition: `change` acts on the hosted view (a tap, a
  /// toggle) under `animation`, and the keyframes show the change moving, as
  /// `ViewHost.animate(_:_:)` renders it. The keyframes span `animation`'s duration.
  ///
  /// ```swift
  /// TransitionPreview(animating: DLSToggle("Wi-Fi", isOn: false), .easeInOut(duration: 0.2)) {
  ///   try $0.find(label: "Wi-Fi").toggle()
  /// }.named("Switching on")
  /// ```
  public init(
    animating view: some View, _ animation: Animation = .default,
    keyframes: TransitionKeyframes = .progress([0, 0.25, 0.5, 0.75, 1]),
    change: @escaping (ViewHost) throws -> Void
  ) {
    self.init(
      from: view, to: view, definition: TransitionDefinition([]).animation(animation),
      keyframes: keyframes)
    self.change = change
  }

  /// Names the transition as a content variant of a definition; `file` and `line` (the call's,
  /// by default) say where it is declared.
  public func named(_ name: String, file: String = #filePath, line: Int = #line)
    -> ContentVariant
  {
    var variant = ContentVariant(name: name, transition: self)
    variant.source = SourceLine(file: file, line: line)
    return variant
  }
}

extension ContentVariant {
  /// A variant snapshotting the keyframes of `transition`.
  init(name: String?, transition: TransitionPreview) {
    self.init(name: name, view: transition.destination)
    self.transition = transition
  }
}

// MARK: - TransitionKeyframes

/// The moments of a transition that are snapshotted.
public enum TransitionKeyframes: Hashable, Sendable {
  /// Fractions of the transition's duration, 0 (the source) to 1 (the destination).
  case progress([Double])
  /// Times in seconds from the start.
  case times([Double])
  /// Every frame at `framesPerSecond`, from the start to the end inclusive.
  case frameRate(Double)
}
