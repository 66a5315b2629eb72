import Raster

// MARK: - Spacer

/// Flexible space along the enclosing stack's axis; at least `minLength` (8 by default).
nonisolated public struct Spacer: View, PrimitiveView {
  let minLength: Double?
  public init(minLength: Double? = nil) { self.minLength = minLength }
  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    nodes.append(
      SpacerNode(
        minLength: minLength ?? 8, axis: context.stackAxis, environment: context.environment))
  }
}

final class SpacerNode: LayoutNode {
  let minLength: Double
  /// The enclosing stack's axis; a spacer outside a stack grows in both directions.
  let axis: Axis?

  init(minLength: Double, axis: Axis?, environment: EnvironmentValues) {
    self.minLength = minLength
    self.axis = axis
    super.init(environment: environment)
  }

  override var isSpacer: Bool { true }
  override var debugName: String { "Spacer" }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    switch axis {
    case .horizontal: Size(width: max(proposal.width ?? minLength, minLength), height: 0)
    case .vertical: Size(width: 0, height: max(proposal.height ?? minLength, minLength))
    case nil:
      Size(
        width: max(proposal.width ?? minLength, minLength),
        height: max(proposal.height ?? minLength, minLength))
    }
  }
  override func drawContent(into context: inout DrawContext) {}
}

// MARK: - Divider

/// A thin line across the enclosing stack: horizontal in a VStack, vertical in an HStack.
nonisolated public struct Divider: View, PrimitiveView {
  public init() {}
  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    // A divider in a vertical stack is horizontal, and the other way round.
    nodes.append(
      DividerNode(axis: context.stackAxis ?? .vertical, environment: context.environment))
  }
}

final class DividerNode: LayoutNode {
  /// The enclosing stack's axis; the line lies across it.
  let axis: Axis

  init(axis: Axis, environment: EnvironmentValues) {
    self.axis = axis
    super.init(environment: environment)
  }

  override var debugName: String { "Divider" }
  private var thickness: Double { 1 / max(environment.displayScale, 1) }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    axis == .vertical
      ? Size(width: proposal.width ?? 0, height: thickness)
      : Size(width: thickness, height: proposal.height ?? 0)
  }
  override func drawContent(into context: inout DrawContext) {
    let color = Color(light: Color(hex: "#3C3C434A"), dark: Color(hex: "#54545899"))
    context.append(
      .fill(
        Raster.Path(rect: frame), paint: color.paint(in: frame, environment: environment),
        transform: context.transform))
  }
}
