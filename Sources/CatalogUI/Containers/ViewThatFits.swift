import Raster

// MARK: - ViewThatFits

/// The first of its views whose ideal size fits the space offered along `axes`, or else the
/// last, as SwiftUI's `ViewThatFits`: a long label, then a short one, then an icon. Only the
/// chosen view is drawn, read by accessibility and found by queries.
nonisolated public struct ViewThatFits<Content: View>: View, PrimitiveView {
  let axes: Axis.Set
  let content: Content

  /// Chooses among the views of `content`, in order, by their ideal size along `axes`.
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    var candidates: [LayoutNode] = []
    CatalogUI.resolve(content, in: context.inStack(nil), into: &candidates)
    nodes.append(
      ViewThatFitsNode(axes: axes, candidates: candidates, environment: context.environment))
  }
}

// MARK: - ViewThatFitsNode

/// Measures its candidates' ideal sizes along the constrained axes and lays out the first that
/// fits; after placement its only child is that candidate.
final class ViewThatFitsNode: LayoutNode {
  let axes: Axis.Set
  let candidates: [LayoutNode]

  init(axes: Axis.Set, candidates: [LayoutNode], environment: EnvironmentValues) {
    self.axes = axes
    self.candidates = candidates
    super.init(environment: environment, children: candidates.last.map { [$0] } ?? [])
  }

  override var debugName: String { "ViewThatFits" }

  /// The candidate laid out for `proposal`: the first whose ideal size, along each axis in
  /// `axes` that the proposal limits, is within the proposal; the last when none is.
  private func chosen(for proposal: ProposedViewSize) -> LayoutNode? {
    let ideal = ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
    // Half a device pixel of slack, so a size rounded to the pixel grid still fits.
    let slack = 0.5 / max(environment.displayScale, 1)
    for candidate in candidates.dropLast() {
      let size = candidate.measure(ideal)
      let fitsWidth =
        !axes.contains(.horizontal) || proposal.width.map { size.width <= $0 + slack } ?? true
      let fitsHeight =
        !axes.contains(.vertical) || proposal.height.map { size.height <= $0 + slack } ?? true
      if fitsWidth && fitsHeight { return candidate }
    }
    return candidates.last
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    chosen(for: proposal)?.measure(proposal) ?? .zero
  }

  override func placeChildren(in rect: Rect) {
    guard let choice = chosen(for: ProposedViewSize(width: rect.width, height: rect.height))
    else { return }
    children = [choice]
    choice.place(in: rect)
  }
}
