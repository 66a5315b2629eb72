import Raster

// MARK: - overlay and border

extension View {
  /// Draws `content` in front of the view, sized like the view.
  nonisolated public func overlay<O: View>(
    alignment: Alignment = .center, @ViewBuilder _ content: () -> O
  )
    -> some View
  {
    modifier(LayerModifier(layer: content(), alignment: alignment, isOverlay: true))
  }

  /// Draws `overlay` in front of the view, proposed the view's size and placed by `alignment`,
  /// as SwiftUI's (deprecated) `overlay(_:alignment:)`.
  @_disfavoredOverload
  nonisolated public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center)
    -> some View
  {
    self.overlay(alignment: alignment) { overlay }
  }

  /// A line of `width` inside the view's bounds.
  nonisolated public func border(_ style: some ShapeStyle, width: Double = 1) -> some View {
    overlay { Rectangle().strokeBorder(style, lineWidth: width) }
  }
}
