import Raster

// MARK: - aspectRatio, scaledToFit and scaledToFill

extension View {
  /// Constrains the view to an aspect ratio (width / height), fitting or filling the proposal.
  nonisolated public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode = .fit)
    -> some View
  {
    modifier(AspectRatioModifier(ratio: ratio, contentMode: contentMode))
  }
}

extension View {
  /// Scales the view to fit the space offered, keeping its ideal aspect ratio, as SwiftUI's
  /// `scaledToFit()`: `aspectRatio(contentMode: .fit)`.
  nonisolated public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }

  /// Scales the view to fill the space offered, keeping its ideal aspect ratio (it may
  /// overflow), as SwiftUI's `scaledToFill()`: `aspectRatio(contentMode: .fill)`.
  nonisolated public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }
}

/// How `aspectRatio` and resizable images use the proposal.
public enum ContentMode: Hashable, Sendable { case fit, fill }

// MARK: - AspectRatioModifier

/// Fits or fills the proposal at a ratio, the view's ideal one when none is given.
nonisolated struct AspectRatioModifier: NodeModifier {
  let ratio: Double?
  let contentMode: ContentMode

  @MainActor func node(around child: LayoutNode, in context: ResolveContext) -> LayoutNode {
    AspectRatioNode(ratio: ratio, mode: contentMode, child: child, environment: context.environment)
  }
}

// MARK: - AspectRatioNode

/// Fits or fills the proposal with the given ratio (or the child's ideal ratio).
final class AspectRatioNode: WrapperNode {
  let ratio: Double?
  let mode: ContentMode

  init(ratio: Double?, mode: ContentMode, child: LayoutNode, environment: EnvironmentValues) {
    self.ratio = ratio
    self.mode = mode
    super.init(child: child, environment: environment)
  }

  private func targetRatio() -> Double {
    if let ratio, ratio > 0, ratio.isFinite { return ratio }
    let ideal = child.measure(.unspecified)
    return ideal.height > 0 ? ideal.width / ideal.height : 1
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    let r = targetRatio()
    let w = proposal.width
    let h = proposal.height
    var size: Size
    switch (w, h) {
    case (nil, nil):
      size = child.measure(.unspecified)
      size = Size(width: size.height * r, height: size.height)
    case (let w?, nil) where w.isFinite: size = Size(width: w, height: w / r)
    case (nil, let h?) where h.isFinite: size = Size(width: h * r, height: h)
    case (let w?, let h?) where w.isFinite && h.isFinite:
      let byWidth = Size(width: w, height: w / r)
      let byHeight = Size(width: h * r, height: h)
      size = (mode == .fit) == (byWidth.height <= h) ? byWidth : byHeight
    default:
      size = child.measure(.unspecified)
    }
    return child.measure(ProposedViewSize(size))
  }

  override func placeChildren(in rect: Rect) {
    let size = child.measure(ProposedViewSize(rect.size))
    child.place(
      in: PixelGrid.round(
        Align.place(child, size: size, in: rect, alignment: .center),
        scale: environment.displayScale))
  }
}
