import Raster

// MARK: - EdgeInsets

/// Distances from each edge, leading and trailing following the layout direction.
public struct EdgeInsets: Hashable, Sendable {
  public var top: Double, leading: Double, bottom: Double, trailing: Double
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}

/// Edges a modifier applies to.
public struct Edge: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let top = Edge(rawValue: 1)
  public static let leading = Edge(rawValue: 2)
  public static let bottom = Edge(rawValue: 4)
  public static let trailing = Edge(rawValue: 8)
  public static let horizontal: Edge = [.leading, .trailing]
  public static let vertical: Edge = [.top, .bottom]
  public static let all: Edge = [.top, .leading, .bottom, .trailing]
}

// MARK: - Modifier views

/// A view wrapped by a modifier that adds a node around it.
struct WrappedView<Content: View>: View, PrimitiveView {
  let content: Content
  let wrap: (LayoutNode, ResolveContext) -> LayoutNode

  func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    nodes.append(wrap(resolveSingle(content, in: context), context))
  }
}

/// A view whose single node gets a property changed (priority, id, accessibility, action).
struct TaggedView<Content: View>: View, PrimitiveView {
  let content: Content
  let tag: (LayoutNode) -> Void

  func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    let node = resolveSingle(content, in: context)
    tag(node)
    nodes.append(node)
  }
}

/// A view with an explicit identity: part of its identity for state, and findable by tests.
struct IdentifiedView<Content: View>: View, PrimitiveView {
  let content: Content
  let id: AnyHashable

  func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    let node = resolveSingle(content, in: context.child(.explicit(id)))
    node.identifiers.append(id)
    nodes.append(node)
  }
}

/// A view resolved with a changed environment.
struct EnvironmentView<Content: View>: View, PrimitiveView {
  let content: Content
  let change: (inout EnvironmentValues) -> Void

  func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    CatalogUI.resolve(content, in: context.with(change), into: &nodes)
  }
}
