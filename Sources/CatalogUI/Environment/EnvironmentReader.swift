import Raster

// MARK: - EnvironmentReader

/// Builds content from the environment it is resolved in: how components read styles, the
/// colour scheme or `isEnabled` (the role of SwiftUI's `@Environment`).
nonisolated public struct EnvironmentReader<Content: View>: View, PrimitiveView {
  let content: (EnvironmentValues) -> Content

  public init(@ViewBuilder content: @escaping (EnvironmentValues) -> Content) {
    self.content = content
  }

  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    CatalogUI.resolve(content(context.environment), in: context, into: &nodes)
  }
}
