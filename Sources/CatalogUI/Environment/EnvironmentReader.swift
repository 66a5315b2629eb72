import Raster

// MARK: - EnvironmentReader

/// Builds content from the environment it is resolved in: how components read styles, the
/// colour scheme or `isEnabled` (the role of SwiftUI's `@Environment`).
public struct EnvironmentReader<Content: View>: View, PrimitiveView {
  let content: (EnvironmentValues) -> Content

  public init(@ViewBuilder content: @escaping (EnvironmentValues) -> Content) {
    self.content = content
  }

  func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    CatalogUI.resolve(content(context.environment), in: context, into: &nodes)
  }
}

// MARK: - GeometryReader

/// Takes all the space offered and builds its content from that size; content sits at the
/// top-leading corner.
public struct GeometryReader<Content: View>: View, PrimitiveView {
  let content: (Size) -> Content

  public init(@ViewBuilder content: @escaping (Size) -> Content) {
    self.content = content
  }

  func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    nodes.append(GeometryNode(build: { size in
      resolveSingle(self.content(size), in: context)
    }, environment: context.environment))
  }
}

/// Resolves its content once its size is known.
final class GeometryNode: LayoutNode {
  let build: (Size) -> LayoutNode

  init(build: @escaping (Size) -> LayoutNode, environment: EnvironmentValues) {
    self.build = build
    super.init(environment: environment)
  }

  override var debugName: String { "GeometryReader" }

  override func placeChildren(in rect: Rect) {
    let child = build(rect.size)
    children = [child]
    let size = child.sizeThatFits(ProposedViewSize(rect.size))
    child.place(in: Rect(origin: rect.origin, size: size))
  }
}
