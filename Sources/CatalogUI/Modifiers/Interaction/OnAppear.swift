// MARK: - onAppear

extension View {
  /// Runs `action` when the view appears: once, after the first render that shows it, and
  /// again only if it leaves the tree and comes back. A snapshot shows the state after it.
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modifier(OnAppearModifier(action: action))
  }

  /// Runs `action` when the view leaves the tree, as SwiftUI's `onDisappear(perform:)`: after
  /// the first render that no longer shows it (a popped screen, a branch no longer taken).
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    modifier(OnDisappearModifier(action: action))
  }
}

// MARK: - OnDisappearModifier

/// Registers the action with the state graph at the view's identity, every pass it is shown.
nonisolated struct OnDisappearModifier: PrimitiveModifier {
  let action: (() -> Void)?

  @MainActor func resolve<V: View>(
    _ content: V, in context: ResolveContext, into nodes: inout [LayoutNode]
  ) {
    if let action { context.graph.onDisappear(at: context.identity, context.acting(action)) }
    CatalogUI.resolve(content, in: context, into: &nodes)
  }
}

// MARK: - OnAppearModifier

/// Registers the action with the state graph at the view's identity.
nonisolated struct OnAppearModifier: PrimitiveModifier {
  let action: (() -> Void)?

  @MainActor func resolve<V: View>(
    _ content: V, in context: ResolveContext, into nodes: inout [LayoutNode]
  ) {
    if let action { context.graph.onAppear(at: context.identity, context.acting(action)) }
    CatalogUI.resolve(content, in: context, into: &nodes)
  }
}
