import Raster

// MARK: - padding

extension View {
  /// Space around the view: 16 points on the given edges by default.
  nonisolated public func padding(_ edges: Edge = .all, _ length: Double? = nil) -> some View {
    padding(EdgeInsets(edges, length ?? 16))
  }

  /// The same space on every edge.
  nonisolated public func padding(_ length: Double) -> some View { padding(.all, length) }

  /// Space on each edge.
  nonisolated public func padding(_ insets: EdgeInsets) -> some View {
    modifier(PaddingModifier(insets: insets))
  }
}

// MARK: - PaddingInsets

/// The insets of a `PaddingNode`: fixed lengths, or lengths chosen when the node is laid out.
enum PaddingInsets: Sendable {
  /// The same insets wherever the view is laid out.
  case fixed(EdgeInsets)
  /// On `edges`, the system layout margin for the width of the container the view is laid out
  /// in (`ContainerSize`; 16 pt when it has none), plus `extra`.
  case systemMargin(Edge, extra: Double)

  /// The insets for the container being laid out in now.
  @MainActor var current: EdgeInsets {
    switch self {
    case .fixed(let insets):
      return insets
    case .systemMargin(let edges, let extra):
      let length =
        SystemLayoutMargins.horizontal(forWidth: ContainerSize.current.width ?? 0) + extra
      return EdgeInsets(edges, length)
    }
  }
}

extension EdgeInsets {
  /// `length` on `edges`, 0 on the others.
  init(_ edges: Edge, _ length: Double) {
    self.init(
      top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0,
      trailing: edges.contains(.trailing) ? length : 0)
  }
}

// MARK: - PaddingModifier

/// Insets the view's proposal and grows its size by the insets.
nonisolated struct PaddingModifier: NodeModifier {
  let insets: PaddingInsets

  init(insets: EdgeInsets) { self.insets = .fixed(insets) }
  init(insets: PaddingInsets) { self.insets = insets }

  @MainActor func node(around child: LayoutNode, in context: ResolveContext) -> LayoutNode {
    PaddingNode(insets: insets, child: child, environment: context.environment)
  }
}

// MARK: - PaddingNode

/// Proposes less by the insets and grows the child's size by them. Insets chosen at layout
/// time are those of the container being measured in; the dump and the baselines show those
/// the last placement applied.
final class PaddingNode: WrapperNode {
  let padding: PaddingInsets
  /// The insets applied by the last placement.
  private var applied: EdgeInsets?

  override var dumpAttributes: [String] {
    let insets = applied ?? padding.current
    let sides = [insets.top, insets.leading, insets.bottom, insets.trailing]
    return [
      "padding: "
        + (Set(sides).count == 1
          ? formatPoints(insets.top)
          : sides.map(formatPoints).joined(separator: " "))
    ]
  }

  init(insets: PaddingInsets, child: LayoutNode, environment: EnvironmentValues) {
    self.padding = insets
    super.init(child: child, environment: environment)
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    let insets = padding.current
    let horizontal = insets.leading + insets.trailing
    let vertical = insets.top + insets.bottom
    let inner = ProposedViewSize(
      width: proposal.width.map { max($0 - horizontal, 0) },
      height: proposal.height.map { max($0 - vertical, 0) })
    let size = child.measure(inner)
    return Size(width: size.width + horizontal, height: size.height + vertical)
  }

  override func placeChildren(in rect: Rect) {
    let insets = padding.current
    applied = insets
    let left = environment.layoutDirection == .rightToLeft ? insets.trailing : insets.leading
    let inner = Rect(
      x: rect.minX + left, y: rect.minY + insets.top,
      width: max(rect.width - insets.leading - insets.trailing, 0),
      height: max(rect.height - insets.top - insets.bottom, 0))
    let size = child.measure(ProposedViewSize(inner.size))
    child.place(
      in: PixelGrid.round(
        Align.place(child, size: size, in: inner, alignment: .center),
        scale: environment.displayScale))
  }

  override func firstBaseline(in size: Size) -> Double? {
    child.firstBaseline(in: size).map { $0 + (applied ?? padding.current).top }
  }
  override func lastBaseline(in size: Size) -> Double? {
    child.lastBaseline(in: size).map { $0 + (applied ?? padding.current).top }
  }
}
