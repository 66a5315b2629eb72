import Raster

// MARK: - background

extension View {
  /// Draws `content` behind the view, sized like the view.
  nonisolated public func background<B: View>(
    alignment: Alignment = .center, @ViewBuilder _ content: () -> B
  )
    -> some View
  {
    modifier(LayerModifier(layer: content(), alignment: alignment, isOverlay: false))
  }

  /// Fills the view's bounds behind it with a style, reaching under the safe area on
  /// `edges` where the view touches its edge, as SwiftUI's (a screen's background colour
  /// fills the status bar's area).
  nonisolated public func background(
    _ style: some ShapeStyle, ignoresSafeAreaEdges edges: Edge = .all
  ) -> some View {
    background { Rectangle().fill(style).ignoresSafeArea(.container, edges: edges) }
  }

  /// Fills a shape the size of the view behind it.
  nonisolated public func background<S: Shape>(_ style: some ShapeStyle, in shape: S) -> some View {
    background { shape.fill(style) }
  }

  /// Draws `background` behind the view, proposed the view's size and placed by `alignment`,
  /// as SwiftUI's (deprecated) `background(_:alignment:)`.
  ///
  /// A value that is both a view and a shape style (a `Color`) picks `background(_:)` for
  /// shape styles, as in SwiftUI; both draw the same.
  @_disfavoredOverload
  nonisolated public func background<Background: View>(
    _ background: Background,
    alignment: Alignment = .center
  ) -> some View {
    self.background(alignment: alignment) { background }
  }
}
