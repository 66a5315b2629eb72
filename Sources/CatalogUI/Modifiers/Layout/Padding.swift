import Raster

// MARK: - padding

extension View {
  /// Space around the view: 16 points on the given edges by default.
  nonisolated public func padding(_ edges: Edge = .all, _ length: Double? = nil) -> some View {
    let l = length ?? 16
    return padding(
      EdgeInsets(
        top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
        bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0))
  }

  /// The same space on every edge.
  nonisolated public func padding(_ length: Double) -> some View { padding(.all, length) }

  /// Space on each edge.
  nonisolated public func padding(_ insets: EdgeInsets) -> some View {
    modifier(PaddingModifier(insets: insets))
  }
}

// MARK: - PaddingModifier

/// Insets the view's proposal and grows its size by the insets.
nonisolated struct PaddingModifier: NodeModifier {
  let insets: EdgeInsets

  @MainActor func node(around child: LayoutNode, in context: ResolveContext) -> LayoutNode {
    PaddingNode(insets: insets, child: child, environment: context.environment)
  }
}

// MARK: - PaddingNode

/// Proposes less by the insets and grows the child's size by them.
final class PaddingNode: WrapperNode {
  let insets: EdgeInsets

  override var dumpAttributes: [String] {
    let sides = [insets.top, insets.leading, insets.bottom, insets.trailing]
    return [
      "padding: "
        + (Set(sides).count == 1
          ? formatPoints(insets.top)
          : sides.map(formatPoints).joined(separator: " "))
    ]
  }

  init(insets: EdgeInsets, child: LayoutNode, environment: EnvironmentValues) {
    self.insets = insets
    super.init(child: child, environment: environment)
  }

  private var horizontal: Double { insets.leading + insets.trailing }
  private var vertical: Double { insets.top + insets.bottom }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    let inner = ProposedViewSize(
      width: proposal.width.map { max($0 - horizontal, 0) },
      height: proposal.height.map { max($0 - vertical, 0) })
    let size = child.measure(inner)
    return Size(width: size.width + horizontal, height: size.height + vertical)
  }

  override func placeChildren(in rect: Rect) {
    let left = environment.layoutDirection == .rightToLeft ? insets.trailing : insets.leading
    let inner = Rect(
      x: rect.minX + left, y: rect.minY + insets.top,
      width: max(rect.width - horizontal, 0), height: max(rect.height - vertical, 0))
    let size = child.measure(ProposedViewSize(inner.size))
    child.place(
      in: PixelGrid.round(
        Align.place(child, size: size, in: inner, alignment: .center),
        scale: environment.displayScale))
  }

  override func firstBaseline(in size: Size) -> Double? {
    child.firstBaseline(in: size).map { $0 + insets.top }
  }
  override func lastBaseline(in size: Size) -> Double? {
    child.lastBaseline(in: size).map { $0 + insets.top }
  }
}
