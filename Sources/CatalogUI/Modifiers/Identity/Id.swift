// MARK: - id

extension View {
  /// Gives the view an explicit identity, as in SwiftUI: another id makes another view (with
  /// fresh state), and tests find the view with `ViewHost.find(id:)`.
  nonisolated public func id<ID: Hashable>(_ id: ID) -> some View {
    modifier(IdModifier(id: AnyHashable(id)))
  }
}

// MARK: - IdModifier

/// Makes the id part of the view's identity for state, and records it for queries.
nonisolated struct IdModifier: PrimitiveModifier {
  let id: AnyHashable

  @MainActor func resolve<V: View>(
    _ content: V, in context: ResolveContext, into nodes: inout [LayoutNode]
  ) {
    let node = resolveSingle(content, in: context.child(.explicit(id)))
    node.identifiers.append(id)
    nodes.append(node)
  }
}
