import Raster

// MARK: - renderImage

/// Lays out `view` for `width` (nil: its ideal width) and an unspecified height, at `scale`
/// device pixels per point, and renders it; `nil` when the view has no area.
@MainActor
package func renderImage<V: View>(
  of view: V, width: Double? = nil, scale: Double = 2,
  environment: EnvironmentValues = EnvironmentValues(),
  background: ColorU8 = .transparent
) -> Pixmap? {
  var environment = environment
  environment.displayScale = scale.isFinite && scale >= 1 ? scale : 2
  return ViewHost(
    view, environment: environment, proposal: ProposedViewSize(width: width, height: nil)
  )
  .render(background: background)
}
