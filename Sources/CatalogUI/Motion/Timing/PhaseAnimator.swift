// MARK: - PhaseAnimator

/// Content that animates through a sequence of phases, as SwiftUI's `PhaseAnimator`.
///
/// SwiftUI starts at the first phase and, without a trigger, cycles through the phases for as
/// long as the view is shown; with one, it plays every phase once each time the trigger
/// changes and comes back to the first. A host shows the first phase: what SwiftUI shows
/// before the cycle moves on, and after every played trigger. The phases are not played, not
/// under `ViewHost.animate(_:_:)` either, whose animations go from one state to the next.
/// With no phases there is nothing to show: the animator draws nothing and reports it, as
/// SwiftUI warns at run time.
nonisolated public struct PhaseAnimator<Phase: Equatable, Content: View>: View, PrimitiveView {
  /// The phase shown, `nil` when the sequence was empty.
  let firstPhase: Phase?
  let content: (Phase) -> Content

  /// Content that cycles through `phases` for as long as it is shown, each change animated
  /// with `animation(phase)`; a host shows the first phase.
  public init(
    _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    firstPhase = phases.first { _ in true }
    self.content = content
  }

  /// Content that plays through `phases` once each time `trigger` changes, each change
  /// animated with `animation(phase)`; a host shows the first phase, where SwiftUI starts and
  /// ends.
  public init(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    self.init(phases, content: content, animation: animation)
  }

  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    guard let firstPhase else {
      context.diagnostics.report(
        "PhaseAnimator of \(typeName(Phase.self)): the sequence of phases is empty, so "
          + "nothing is drawn; give at least one phase")
      return
    }
    CatalogUI.resolve(content(firstPhase), in: context, into: &nodes)
  }
}

// MARK: - PlaceholderContentView

/// The view a `phaseAnimator` modifier's closure applies its effects to, as SwiftUI's
/// `PlaceholderContentView`: it draws as the view the modifier was applied to.
nonisolated public struct PlaceholderContentView<Value>: View, StyleConfigurationContent {
  let content: AnyView
}

// MARK: - phaseAnimator

extension View {
  /// Animates the effects `content` applies to this view through `phases`, cycling for as
  /// long as the view is shown, as SwiftUI's `phaseAnimator(_:content:animation:)`; a host
  /// shows the first phase (see `PhaseAnimator`).
  nonisolated public func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
    return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
  }

  /// Animates the effects `content` applies to this view through `phases` once each time
  /// `trigger` changes, as SwiftUI's `phaseAnimator(_:trigger:content:animation:)`; a host
  /// shows the first phase (see `PhaseAnimator`).
  nonisolated public func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
    return PhaseAnimator(
      phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
  }
}
