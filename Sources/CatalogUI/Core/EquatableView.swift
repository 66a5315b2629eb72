// MARK: - EquatableView

/// A view that compares itself with its previous value and keeps its content's resolved views
/// when the new value is the same as the old, as in SwiftUI.
///
/// Where SwiftUI still updates the content for its own state and the environment keys it
/// reads, the host keeps the content only when nothing else can have changed it: the content,
/// and every view inside it, holds no state, observes no object, registers no `onAppear` and
/// builds nothing from geometry (`GeometryReader`), the environment around it is the same
/// (equal where its values are `Equatable`, the same object where they are objects) and the
/// content reported no problem. Otherwise it resolves the content as usual. Either way the
/// host shows what a fresh host would show; keeping the views also keeps their measurements.
nonisolated public struct EquatableView<Content: View & Equatable>: View, PrimitiveView {
  /// The view compared with its previous value.
  public var content: Content

  /// A view that resolves `content` again only when it differs from its previous value.
  public init(content: Content) {
    self.content = content
  }

  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    let graph = context.graph
    if let kept = graph.keptViews(
      at: context.identity, depth: context.depth,
      environment: context.environment,
      where: { ($0 as? Content) == content })
    {
      nodes.append(contentsOf: kept)
      return
    }
    let start = nodes.count
    let touches = graph.touches
    let problems = context.diagnostics.messages.count
    CatalogUI.resolve(content, in: context, into: &nodes)
    guard graph.touches == touches, context.diagnostics.messages.count == problems else { return }
    graph.keep(
      Array(nodes[start...]), for: content, at: context.identity, depth: context.depth,
      environment: context.environment)
  }
}

extension View where Self: Equatable {
  /// Resolves this view again only when it differs from its previous value (`EquatableView`).
  nonisolated public func equatable() -> EquatableView<Self> {
    EquatableView(content: self)
  }
}

// MARK: - Kept views

/// The resolved views of an `EquatableView`, with what they were resolved from, kept by the
/// state graph from one pass to the next.
struct KeptViews {
  let content: Any
  let depth: Int
  let environment: EnvironmentValues
  let nodes: [LayoutNode]
  /// What ancestors may change on the top nodes, as the content left it.
  let tags: [NodeTags]
  var pass: Int
}
