import Raster

// MARK: - accessibilityRepresentation

extension View {
  /// Makes the accessibility elements of `representation` stand for the view, as SwiftUI's
  /// `accessibilityRepresentation(representation:)`: a custom dial represented by a `Slider`
  /// is one adjustable element, labelled and valued as the slider is. The representation is
  /// laid out in the view's frame and never drawn; the view's own elements are not read.
  nonisolated public func accessibilityRepresentation<V: View>(
    @ViewBuilder representation: () -> V
  ) -> some View {
    modifier(AccessibilityRepresentationModifier(representation: representation()))
  }
}

// MARK: - AccessibilityRepresentationModifier

/// Puts the node of a representation beside the view's, for accessibility only.
nonisolated struct AccessibilityRepresentationModifier<Representation: View>: NodeModifier {
  let representation: Representation

  @MainActor func node(around child: LayoutNode, in context: ResolveContext) -> LayoutNode {
    let node = resolveSingle(
      representation,
      in: context.child(.type(ObjectIdentifier(Self.self), name: "representation"))
        .inStack(nil))
    return AccessibilityRepresentationNode(
      child: child, representation: node, environment: context.environment)
  }
}

/// Draws and lays out its child; its accessibility is that of the representation, placed in the
/// same frame but never drawn or hit.
final class AccessibilityRepresentationNode: WrapperNode {
  let representation: LayoutNode

  init(child: LayoutNode, representation: LayoutNode, environment: EnvironmentValues) {
    self.representation = representation
    super.init(child: child, environment: environment)
  }

  override var accessibilityChildren: [LayoutNode] { [representation] }

  override func placeChildren(in rect: Rect) {
    super.placeChildren(in: rect)
    _ = representation.measure(ProposedViewSize(rect.size))
    representation.place(in: rect)
  }
}
