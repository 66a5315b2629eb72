import Raster

// MARK: - alignmentGuide

extension View {
  /// Sets a custom alignment guide's value for this view.
  nonisolated public func alignmentGuide(
    _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> Double
  ) -> some View {
    modifier(AlignmentGuideModifier(key: g.key, compute: computeValue))
  }

  /// Sets a custom alignment guide's value for this view.
  nonisolated public func alignmentGuide(
    _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> Double
  ) -> some View {
    modifier(AlignmentGuideModifier(key: g.key, compute: computeValue))
  }
}

// MARK: - AlignmentGuideModifier

/// Gives one alignment guide of the view a computed value.
nonisolated struct AlignmentGuideModifier: NodeModifier {
  let key: AlignmentKey
  let compute: (ViewDimensions) -> Double

  @MainActor func node(around child: LayoutNode, in context: ResolveContext) -> LayoutNode {
    GuideNode(key: key, compute: compute, child: child, environment: context.environment)
  }
}

// MARK: - GuideNode

/// Overrides one alignment guide of its child.
final class GuideNode: WrapperNode {
  let key: AlignmentKey
  let compute: (ViewDimensions) -> Double

  init(
    key: AlignmentKey, compute: @escaping (ViewDimensions) -> Double, child: LayoutNode,
    environment: EnvironmentValues
  ) {
    self.key = key
    self.compute = compute
    super.init(child: child, environment: environment)
  }

  override func explicitGuide(_ key: AlignmentKey, in size: Size) -> Double? {
    key == self.key
      ? compute(ViewDimensions(size: size, node: child))
      : child.explicitGuide(key, in: size)
  }
}
