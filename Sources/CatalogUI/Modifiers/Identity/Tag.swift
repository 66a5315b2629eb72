// MARK: - tag

extension View {
  /// Marks the view as the option of a `Picker` whose selection is `tag`, as SwiftUI's
  /// `tag(_:)`.
  nonisolated public func tag<V: Hashable>(_ tag: V) -> some View {
    modifier(SelectionTagModifier(tag: AnyHashable(tag)))
  }
}

// MARK: - SelectionTagModifier

/// Puts a `TagNode` holding the selection value around the view, where its picker finds it.
nonisolated struct SelectionTagModifier: NodeModifier {
  let tag: AnyHashable

  @MainActor func node(around child: LayoutNode, in context: ResolveContext) -> LayoutNode {
    TagNode(tag: tag, child: child, environment: context.environment)
  }
}

// MARK: - TagNode

/// A view marked with `.tag(_:)`: lays out and draws as its child.
final class TagNode: WrapperNode {
  let tag: AnyHashable

  init(tag: AnyHashable, child: LayoutNode, environment: EnvironmentValues) {
    self.tag = tag
    super.init(child: child, environment: environment)
  }

  override var debugName: String { "Tag(\(tag.base))" }
}
