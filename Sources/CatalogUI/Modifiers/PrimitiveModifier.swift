// MARK: - PrimitiveModifier

/// A modifier CatalogUI resolves itself rather than through `body(content:)`: every built-in
/// modifier, each in one file of `Modifiers/` with its public `View` method.
///
/// Most modifiers adopt one of the three kinds below and say only what they change;
/// `ModifiedContent` finds them with one cast.
protocol PrimitiveModifier: ViewModifier where Body == Never {
  /// Appends the nodes `content` becomes with the modifier applied.
  @MainActor func resolve<V: View>(
    _ content: V, in context: ResolveContext, into nodes: inout [LayoutNode])
}

extension PrimitiveModifier {
  /// Built-in modifiers have no body; it is never evaluated.
  func body(content: Content) -> Never { neverBody(Self.self) }
}

// MARK: - EnvironmentModifier

/// A modifier that changes the environment of the view and everything inside it
/// (`font`, `tint`, `disabled` …); it adds no node.
protocol EnvironmentModifier: PrimitiveModifier {
  /// Changes the environment the content is resolved in.
  @MainActor func modify(_ environment: inout EnvironmentValues)
}

extension EnvironmentModifier {
  @MainActor func resolve<V: View>(
    _ content: V, in context: ResolveContext, into nodes: inout [LayoutNode]
  ) {
    CatalogUI.resolve(content, in: context.with(modify), into: &nodes)
  }
}

// MARK: - TagModifier

/// A modifier that sets tags on the view's single node (priority, accessibility, actions);
/// several views become one group first, as SwiftUI applies a modifier to a group.
protocol TagModifier: PrimitiveModifier {
  /// Changes the tags of the content's node, resolved in `context`.
  @MainActor func tag(_ tags: inout NodeTags, in context: ResolveContext)
}

extension TagModifier {
  @MainActor func resolve<V: View>(
    _ content: V, in context: ResolveContext, into nodes: inout [LayoutNode]
  ) {
    let node = resolveSingle(content, in: context)
    tag(&node.tags, in: context)
    nodes.append(node)
  }
}

// MARK: - NodeModifier

/// A modifier that puts a node of its own around the view's single node (padding, frames,
/// effects, layers): the node says how it lays out and draws.
protocol NodeModifier: PrimitiveModifier {
  /// The node around `child`, resolved in `context`.
  @MainActor func node(around child: LayoutNode, in context: ResolveContext) -> LayoutNode
}

extension NodeModifier {
  @MainActor func resolve<V: View>(
    _ content: V, in context: ResolveContext, into nodes: inout [LayoutNode]
  ) {
    nodes.append(node(around: resolveSingle(content, in: context), in: context))
  }
}
