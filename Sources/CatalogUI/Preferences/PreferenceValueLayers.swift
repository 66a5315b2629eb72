import Raster

// MARK: - overlayPreferenceValue and backgroundPreferenceValue

extension View {
  /// Draws, in front of the view and sized like it, a view made from the value of `key` that
  /// the view produced.
  nonisolated public func overlayPreferenceValue<Key: PreferenceKey, T: View>(
    _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
  ) -> some View {
    modifier(
      PreferenceLayerModifier<Key, T>(transform: transform, alignment: .center, isOverlay: true))
  }

  /// `overlayPreferenceValue(_:_:)` with the layer placed by `alignment`.
  nonisolated public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(
      PreferenceLayerModifier<K, V>(transform: transform, alignment: alignment, isOverlay: true))
  }

  /// Draws, behind the view and sized like it, a view made from the value of `key` that the
  /// view produced.
  nonisolated public func backgroundPreferenceValue<Key: PreferenceKey, T: View>(
    _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
  ) -> some View {
    modifier(
      PreferenceLayerModifier<Key, T>(transform: transform, alignment: .center, isOverlay: false))
  }

  /// `backgroundPreferenceValue(_:_:)` with the layer placed by `alignment`.
  nonisolated public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(
      PreferenceLayerModifier<K, V>(transform: transform, alignment: alignment, isOverlay: false))
  }
}

// MARK: - PreferenceLayerModifier

/// A background or overlay built, once the view is placed, from a preference value it produced.
nonisolated struct PreferenceLayerModifier<K: PreferenceKey, Layer: View>: NodeModifier {
  let transform: (K.Value) -> Layer
  let alignment: Alignment
  let isOverlay: Bool

  @MainActor func node(around child: LayoutNode, in context: ResolveContext) -> LayoutNode {
    // The layer is resolved when placed: nothing around it can be kept as resolved.
    context.graph.touch()
    let transform = transform
    let layerContext = context.deeper().inStack(nil)
    return PreferenceLayerNode(
      primary: child, alignment: alignment, isOverlay: isOverlay,
      environment: context.environment
    ) { primary in
      resolveSingle(transform(Preferences.resolvedValue(K.self, in: primary)), in: layerContext)
    }
  }
}

// MARK: - PreferenceLayerNode

/// Sized by its primary view; its layer is resolved from the placed primary, proposed the
/// primary's size and aligned in it, as `overlay` and `background` place theirs.
final class PreferenceLayerNode: WrapperNode {
  let alignment: Alignment
  let isOverlay: Bool
  let build: (LayoutNode) -> LayoutNode

  init(
    primary: LayoutNode, alignment: Alignment, isOverlay: Bool, environment: EnvironmentValues,
    build: @escaping (LayoutNode) -> LayoutNode
  ) {
    self.alignment = alignment
    self.isOverlay = isOverlay
    self.build = build
    super.init(child: primary, environment: environment)
  }

  override var debugName: String {
    isOverlay ? "OverlayPreferenceValue" : "BackgroundPreferenceValue"
  }

  private var layer: LayoutNode? { children.count > 1 ? children[1] : nil }

  override var hitTestChildren: [LayoutNode] {
    guard let layer else { return [child] }
    return isOverlay ? [layer, child] : [child, layer]
  }

  override func placeChildren(in rect: Rect) {
    child.place(in: rect)
    let layer = build(child)
    children = [child, layer]
    let size = layer.measure(ProposedViewSize(rect.size))
    layer.place(
      in: PixelGrid.round(
        Align.place(layer, size: size, in: rect, alignment: alignment),
        scale: environment.displayScale))
  }

  override func drawContent(into context: inout DrawContext) {
    if isOverlay {
      child.draw(into: &context)
      layer?.draw(into: &context)
    } else {
      layer?.draw(into: &context)
      child.draw(into: &context)
    }
  }

  override func firstBaseline(in size: Size) -> Double? { child.firstBaseline(in: size) }
  override func lastBaseline(in size: Size) -> Double? { child.lastBaseline(in: size) }
}
