// MARK: - View-value overlay and background

extension View {
  /// Draws `overlay` in front of the view, proposed the view's size and placed by `alignment`,
  /// as SwiftUI's (deprecated) `overlay(_:alignment:)`.
  @_disfavoredOverload
  public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center)
    -> some View
  {
    self.overlay(alignment: alignment) { overlay }
  }

  /// Draws `background` behind the view, proposed the view's size and placed by `alignment`,
  /// as SwiftUI's (deprecated) `background(_:alignment:)`.
  ///
  /// A value that is both a view and a shape style (a `Color`) picks `background(_:)` for
  /// shape styles, as in SwiftUI; both draw the same.
  @_disfavoredOverload
  public func background<Background: View>(
    _ background: Background,
    alignment: Alignment = .center
  ) -> some View {
    self.background(alignment: alignment) { background }
  }
}
