import Raster

// MARK: - Axis.Set

extension Axis {
  /// A set of axes, as `ScrollView` takes.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    /// Creates a set from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The horizontal axis.
    public static let horizontal = Set(rawValue: 1)
    /// The vertical axis.
    public static let vertical = Set(rawValue: 2)
  }
}

// MARK: - ScrollView

/// A scrollable region, scrolled to its start. It proposes `nil` (the ideal size) to its content
/// along its axes and takes the space proposed to it, as SwiftUI's does, so a device-sized
/// snapshot shows what fits on the screen; proposed no length, it is as long as its content.
nonisolated public struct ScrollView<Content: View>: View, PrimitiveView {
  let axes: Axis.Set
  let content: Content

  /// A scroll view over `content`, vertical by default; indicators are never drawn.
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.content = content()
  }

  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    nodes.append(
      ScrollNode(
        axes: axes, child: resolveSingle(content, in: context.inStack(nil)),
        environment: context.environment))
  }
}

/// Proposes nil along the scroll axes; across them it fills the proposal and centres the
/// content, as SwiftUI's scroll view does.
final class ScrollNode: WrapperNode {
  let axes: Axis.Set

  init(axes: Axis.Set, child: LayoutNode, environment: EnvironmentValues) {
    self.axes = axes
    super.init(child: child, environment: environment)
  }

  override var debugName: String { "ScrollView" }
  override var clipsContent: Bool { true }

  private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    let content = child.measure(contentProposal(proposal))
    func across(_ proposed: Double?, _ length: Double) -> Double {
      guard let proposed, proposed.isFinite else { return length }
      return proposed
    }
    // Along its axes a scroll view takes what is proposed, as in SwiftUI, and shows what fits;
    // with no proposal (a full-height snapshot) it is as long as its content.
    return Size(
      width: across(proposal.width, content.width),
      height: across(proposal.height, content.height))
  }

  override func placeChildren(in rect: Rect) {
    let size = child.measure(contentProposal(ProposedViewSize(rect.size)))
    let x = axes.contains(.horizontal) ? rect.minX : rect.minX + (rect.width - size.width) / 2
    let y = axes.contains(.vertical) ? rect.minY : rect.minY + (rect.height - size.height) / 2
    child.place(
      in: PixelGrid.round(
        Rect(x: x, y: y, width: size.width, height: size.height),
        scale: environment.displayScale))
  }

  // A scroll view clips its content to what it shows.
  override func drawContent(into context: inout DrawContext) {
    context.append(.pushClip(Raster.Path(rect: frame), transform: context.transform))
    child.draw(into: &context)
    context.append(.popClip)
  }

  override func firstBaseline(in size: Size) -> Double? { nil }
  override func lastBaseline(in size: Size) -> Double? { nil }
}
