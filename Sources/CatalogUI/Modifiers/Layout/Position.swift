import Raster

// MARK: - position

extension View {
  /// Places the view's centre at a point of the parent's space; takes all offered space.
  nonisolated public func position(x: Double, y: Double) -> some View {
    modifier(PositionModifier(point: Point(x: x, y: y)))
  }
}

// MARK: - PositionModifier

/// Centres the view on a point of the space it is offered.
nonisolated struct PositionModifier: NodeModifier {
  let point: Point

  @MainActor func node(around child: LayoutNode, in context: ResolveContext) -> LayoutNode {
    PositionNode(point: point, child: child, environment: context.environment)
  }
}

// MARK: - PositionNode

/// Takes the whole proposal and centres the child on a point.
final class PositionNode: WrapperNode {
  let point: Point

  init(point: Point, child: LayoutNode, environment: EnvironmentValues) {
    self.point = point
    super.init(child: child, environment: environment)
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    proposal.replacingUnspecifiedDimensions()
  }

  override func placeChildren(in rect: Rect) {
    let size = child.measure(.unspecified)
    let x = environment.layoutDirection == .rightToLeft ? rect.width - point.x : point.x
    child.place(
      in: PixelGrid.round(
        Rect(
          x: rect.minX + x - size.width / 2, y: rect.minY + point.y - size.height / 2,
          width: size.width, height: size.height), scale: environment.displayScale))
  }
}
