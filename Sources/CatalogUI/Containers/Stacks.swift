import Raster

// MARK: - Axis

/// A layout direction of a stack.
public enum Axis: Hashable, Sendable { case horizontal, vertical }

// MARK: - HStack, VStack, ZStack

/// Children side by side, left to right (right to left in RTL), aligned vertically.
nonisolated public struct HStack<Content: View>: View, PrimitiveView {
  let alignment: VerticalAlignment
  let spacing: Double?
  let content: Content
  /// The section headers and footers a `LazyHStack` pins to the scroll view's edges.
  var pinnedViews = PinnedScrollableViews()
  public init(
    alignment: VerticalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    nodes.append(
      StackNode.resolving(
        content, axis: .horizontal,
        alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing,
        pinnedViews: pinnedViews, in: context))
  }
}

/// Children one below the other, aligned horizontally.
nonisolated public struct VStack<Content: View>: View, PrimitiveView {
  let alignment: HorizontalAlignment
  let spacing: Double?
  let content: Content
  /// The section headers and footers a `LazyVStack` pins to the scroll view's edges.
  var pinnedViews = PinnedScrollableViews()
  public init(
    alignment: HorizontalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    nodes.append(
      StackNode.resolving(
        content, axis: .vertical,
        alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing,
        pinnedViews: pinnedViews, in: context))
  }
}

/// A vertical stack; laid out like `VStack` (a snapshot shows every row), its pinned section
/// headers and footers held in the scroll view (see `init(alignment:spacing:pinnedViews:)`).
public typealias LazyVStack = VStack
/// A horizontal stack; laid out like `HStack`, with pinned views as `LazyVStack`.
public typealias LazyHStack = HStack

/// Children on top of each other, aligned in both directions; as big as its largest child.
nonisolated public struct ZStack<Content: View>: View, PrimitiveView {
  let alignment: Alignment
  let content: Content
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }
  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    var children: [LayoutNode] = []
    CatalogUI.resolve(content, in: context.inStack(nil), into: &children)
    nodes.append(
      ZStackNode(
        alignment: alignment, children: children,
        environment: context.environment))
  }
}

// MARK: - StackNode

/// SwiftUI's stack layout: space between views (8 by default, 0 next to a spacer), offered to
/// children from the least flexible to the most, higher `layoutPriority` first.
final class StackNode: LayoutNode {
  let axis: Axis
  let alignment: Alignment
  let spacing: Double?

  override var dumpAttributes: [String] {
    spacing.map { ["spacing: \(formatPoints($0))"] } ?? []
  }
  /// Set for a `GridRow`: a `Grid` lays out its cells in shared columns.
  var isGridRow = false
  /// A `GridRow`'s own vertical alignment, overriding the grid's.
  var gridRowAlignment: VerticalAlignment?
  /// The sections of a lazy stack with pinned views, whose headers and footers it holds in the
  /// scroll view while the rest scrolls.
  var pinnedSections: [PinnedSection] = []

  init(
    axis: Axis, alignment: Alignment, spacing: Double?, children: [LayoutNode],
    environment: EnvironmentValues
  ) {
    self.axis = axis
    self.alignment = alignment
    self.spacing = spacing
    super.init(environment: environment, children: children)
  }

  override var debugName: String { axis == .horizontal ? "HStack" : "VStack" }

  /// Space before child `i` (0 for the first).
  private func gap(before i: Int) -> Double {
    guard i > 0 else { return 0 }
    if let spacing { return spacing }
    return children[i].isSpacer || children[i - 1].isSpacer ? 0 : 8
  }

  private func main(_ s: Size) -> Double { axis == .horizontal ? s.width : s.height }
  private func cross(_ s: Size) -> Double { axis == .horizontal ? s.height : s.width }
  private func proposal(main m: Double?, cross c: Double?) -> ProposedViewSize {
    axis == .horizontal
      ? ProposedViewSize(width: m, height: c) : ProposedViewSize(width: c, height: m)
  }

  /// Each child's size for the stack's proposal.
  private func childSizes(_ proposal: ProposedViewSize) -> [Size] {
    let n = children.count
    guard n > 0 else { return [] }
    let proposedMain = axis == .horizontal ? proposal.width : proposal.height
    let proposedCross = axis == .horizontal ? proposal.height : proposal.width
    var sizes = [Size](repeating: .zero, count: n)
    guard let total = proposedMain else {
      for i in 0..<n {
        sizes[i] = children[i].measure(self.proposal(main: nil, cross: proposedCross))
      }
      return sizes
    }
    let spacingTotal = (0..<n).reduce(0) { $0 + gap(before: $1) }
    var remaining = max(total - spacingTotal, 0)
    // Flexibility: how much the child can grow beyond its minimum along the main axis. A
    // flexible frame (`.frame(maxHeight: .infinity)`) answers an infinite proposal with its
    // content's size, as it cannot be infinite, but takes all of a finite one: probed at the
    // space there is too, it is as flexible as SwiftUI's (a `ContentUnavailableView` above a
    // footer takes the height the footer leaves, rather than half the stack).
    let minimum = children.map { main($0.measure(self.proposal(main: 0, cross: proposedCross))) }
    let maximum = children.map {
      max(
        main($0.measure(self.proposal(main: .infinity, cross: proposedCross))),
        main($0.measure(self.proposal(main: remaining, cross: proposedCross))))
    }
    // Spacers only get what the other views leave (beyond their minimum), as in SwiftUI.
    // Worked out once per child: the sort compares each several times.
    let priority = children.map { $0.isSpacer ? -.infinity : $0.layoutPriority }
    let flexibility = (0..<n).map { maximum[$0] - minimum[$0] }
    let order =
      n == 1
      ? [0]
      : (0..<n).sorted { a, b in
        if priority[a] != priority[b] { return priority[a] > priority[b] }
        if flexibility[a] != flexibility[b] { return flexibility[a] < flexibility[b] }
        return a < b
      }
    var index = 0
    while index < order.count {
      let groupPriority = priority[order[index]]
      var group: [Int] = []
      while index < order.count, priority[order[index]] == groupPriority {
        group.append(order[index])
        index += 1
      }
      // Lower-priority children keep at least their minimum.
      let reserved = order[index...].reduce(0) { $0 + minimum[$1] }
      var available = max(remaining - reserved, 0)
      for (k, i) in group.enumerated() {
        let share = available / Double(group.count - k)
        let size = children[i].measure(self.proposal(main: share, cross: proposedCross))
        sizes[i] = size
        available = max(available - main(size), 0)
        remaining = max(remaining - main(size), 0)
      }
    }
    return sizes
  }

  /// The latest proposals this stack was measured for, with the sizes it chose.
  private var answered: [(proposal: ProposedViewSize, size: Size)] = []

  /// The proposal to divide a final size of `size` by: the one the stack was measured for when
  /// it chose (about) that size, with only the cross axis re-proposed, as SwiftUI places. Re-
  /// dividing the final size instead would hand out more than was measured when the children
  /// overflow the proposal, and less than their ideal when the proposal was unspecified.
  private func placementProposal(for size: Size) -> ProposedViewSize {
    // Parents round frames to the pixel grid, so a placed size may be a pixel off the measured.
    let tolerance = 1 / max(environment.displayScale, 1) + 1e-9
    let measured = answered.last { entry in
      abs(entry.size.width - size.width) <= tolerance
        && abs(entry.size.height - size.height) <= tolerance
    }
    guard let measured else { return ProposedViewSize(size) }
    let proposedMain = axis == .horizontal ? measured.proposal.width : measured.proposal.height
    return proposal(main: proposedMain, cross: cross(size))
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    let size = stackSize(for: proposal)
    if answered.count >= 8 { answered.removeFirst() }
    answered.append((proposal, size))
    return size
  }

  private func stackSize(for proposal: ProposedViewSize) -> Size {
    let sizes = childSizes(proposal)
    guard !sizes.isEmpty else { return .zero }
    let mainTotal = sizes.enumerated().reduce(0) { $0 + main($1.element) + gap(before: $1.offset) }
    // Across the axis the stack spans its children lined up on the alignment guide.
    var low = 0.0
    var high = 0.0
    for (i, child) in children.enumerated() {
      let guide =
        axis == .horizontal
        ? child.verticalGuide(alignment.vertical, in: sizes[i])
        : child.horizontalGuide(alignment.horizontal, in: sizes[i])
      low = i == 0 ? -guide : min(low, -guide)
      high = i == 0 ? cross(sizes[i]) - guide : max(high, cross(sizes[i]) - guide)
    }
    let crossMax = high - low
    return axis == .horizontal
      ? Size(width: mainTotal, height: crossMax)
      : Size(width: crossMax, height: mainTotal)
  }

  /// Each child's offset across the stack for a stack of `size`, as placement computes it.
  private func crossOffsets(_ sizes: [Size], in size: Size) -> [Double] {
    var guides: [Double] = []
    for (i, child) in children.enumerated() {
      guides.append(
        axis == .horizontal
          ? child.verticalGuide(alignment.vertical, in: sizes[i])
          : child.horizontalGuide(alignment.horizontal, in: sizes[i]))
    }
    let line = guides.max() ?? 0
    let extent = sizes.enumerated().map { line - guides[$0.offset] + cross($0.element) }.max() ?? 0
    let shift = alignmentShift((axis == .horizontal ? size.height : size.width) - extent)
    return guides.map { line - $0 + shift }
  }

  override func firstBaseline(in size: Size) -> Double? {
    let sizes = childSizes(placementProposal(for: size))
    if axis == .vertical {
      return children.first.flatMap { child in sizes.first.flatMap { child.firstBaseline(in: $0) } }
    }
    let offsets = crossOffsets(sizes, in: size)
    for (i, child) in children.enumerated() {
      if let b = child.firstBaseline(in: sizes[i]) { return offsets[i] + b }
    }
    return nil
  }

  override func lastBaseline(in size: Size) -> Double? {
    let sizes = childSizes(placementProposal(for: size))
    guard let last = children.indices.last else { return nil }
    if axis == .vertical {
      let top = (0..<last).reduce(0) { $0 + main(sizes[$1]) + gap(before: $1 + 1) }
      return children[last].lastBaseline(in: sizes[last]).map { top + $0 }
    }
    let offsets = crossOffsets(sizes, in: size)
    for i in children.indices.reversed() {
      if let b = children[i].lastBaseline(in: sizes[i]) { return offsets[i] + b }
    }
    return nil
  }

  override func placeChildren(in rect: Rect) {
    let sizes = childSizes(placementProposal(for: rect.size))
    let isRTL = environment.layoutDirection == .rightToLeft
    // The alignment line: the largest guide value among children.
    var guides: [Double] = []
    for (i, child) in children.enumerated() {
      guides.append(
        axis == .horizontal
          ? child.verticalGuide(alignment.vertical, in: sizes[i])
          : child.horizontalGuide(alignment.horizontal, in: sizes[i]))
    }
    let line = guides.max() ?? 0
    let crossExtent =
      sizes.enumerated().map { line - guides[$0.offset] + cross($0.element) }.max() ?? 0
    let crossStart = (axis == .horizontal ? rect.height : rect.width) - crossExtent
    var cursor = 0.0
    for (i, child) in children.enumerated() {
      cursor += gap(before: i)
      let size = sizes[i]
      let crossOffset = line - guides[i] + alignmentShift(crossStart)
      let frame: Rect
      if axis == .horizontal {
        let x = isRTL ? rect.maxX - cursor - size.width : rect.minX + cursor
        frame = Rect(x: x, y: rect.minY + crossOffset, width: size.width, height: size.height)
      } else {
        var x = rect.minX + crossOffset
        if isRTL { x = rect.maxX - (x - rect.minX) - size.width }
        frame = Rect(x: x, y: rect.minY + cursor, width: size.width, height: size.height)
      }
      child.place(in: PixelGrid.round(frame, scale: environment.displayScale))
      cursor += main(size)
    }
    if !pinnedSections.isEmpty { pinSections() }
  }

  // Pinned headers and footers are drawn after every row, over those scrolled under them.
  override func drawContent(into context: inout DrawContext) {
    guard !pinnedSections.isEmpty else { return super.drawContent(into: &context) }
    let pinned = pinnedSections.flatMap { [$0.header, $0.footer].compactMap { $0 } }
    for child in children where !pinned.contains(where: { $0 === child }) {
      child.draw(into: &context)
    }
    for node in pinned { node.draw(into: &context) }
  }

  /// Extra cross-axis space is split by the alignment: none for leading/top, half for centre.
  private func alignmentShift(_ extra: Double) -> Double {
    guard extra > 0 else { return 0 }
    switch axis {
    case .horizontal:
      switch alignment.vertical.key {
      case .top, .firstTextBaseline: return 0
      case .bottom, .lastTextBaseline: return extra
      default: return extra / 2
      }
    case .vertical:
      switch alignment.horizontal.key {
      case .leading: return 0
      case .trailing: return extra
      default: return extra / 2
      }
    }
  }
}

// MARK: - ZStackNode

/// Proposes its own proposal to every child and aligns them on one point.
final class ZStackNode: LayoutNode {
  let alignment: Alignment

  /// Higher `zIndex` first, then later children first.
  override var hitTestChildren: [LayoutNode] {
    children.enumerated().sorted {
      $0.element.zIndex != $1.element.zIndex
        ? $0.element.zIndex > $1.element.zIndex
        : $0.offset > $1.offset
    }.map(\.element)
  }

  init(alignment: Alignment, children: [LayoutNode], environment: EnvironmentValues) {
    self.alignment = alignment
    super.init(environment: environment, children: children)
  }

  override var debugName: String { "ZStack" }

  override func drawContent(into context: inout DrawContext) {
    // Stable by declaration order among equal zIndex values.
    let ordered = children.enumerated().sorted {
      $0.element.zIndex != $1.element.zIndex
        ? $0.element.zIndex < $1.element.zIndex
        : $0.offset < $1.offset
    }
    for (_, child) in ordered { child.draw(into: &context) }
  }

  /// The union of the children aligned on one guide point: its size and where the guide
  /// point lies inside it.
  private func aligned(_ proposal: ProposedViewSize) -> (sizes: [Size], union: Rect) {
    let sizes = children.map { $0.measure(proposal) }
    var union: Rect?
    for (child, size) in zip(children, sizes) {
      let box = Rect(
        x: -child.horizontalGuide(alignment.horizontal, in: size),
        y: -child.verticalGuide(alignment.vertical, in: size),
        width: size.width, height: size.height)
      union = union.map { $0.union(box) } ?? box
    }
    return (sizes, union ?? .zero)
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    aligned(proposal).union.size
  }

  override func placeChildren(in rect: Rect) {
    let (sizes, union) = aligned(ProposedViewSize(rect.size))
    let isRTL = environment.layoutDirection == .rightToLeft
    // Extra space (a parent gave more than the union) is split by the alignment's fraction.
    func share(_ extra: Double, _ full: Double, _ value: Double) -> Double {
      extra > 0 && full > 0 ? extra * value / full : 0
    }
    let extraX = rect.width - union.width
    let extraY = rect.height - union.height
    let fractionX = alignment.horizontal.defaultValue(Size(width: 1, height: 1))
    let fractionY = alignment.vertical.defaultValue(Size(width: 1, height: 1))
    let lineX = -union.minX + share(extraX, 1, fractionX)
    let lineY = -union.minY + share(extraY, 1, fractionY)
    for (child, size) in zip(children, sizes) {
      var x = lineX - child.horizontalGuide(alignment.horizontal, in: size)
      let y = lineY - child.verticalGuide(alignment.vertical, in: size)
      if isRTL { x = rect.width - x - size.width }
      child.place(
        in: PixelGrid.round(
          Rect(x: rect.minX + x, y: rect.minY + y, width: size.width, height: size.height),
          scale: environment.displayScale))
    }
  }
}

// MARK: - Placement helpers

/// Positions a child of a given size inside a rectangle by an alignment (mirrored in RTL).
@MainActor
enum Align {
  static func place(_ child: LayoutNode, size: Size, in rect: Rect, alignment: Alignment) -> Rect {
    let parentSize = rect.size
    var x =
      alignment.horizontal.defaultValue(parentSize)
      - child.horizontalGuide(alignment.horizontal, in: size)
    let y =
      alignment.vertical.defaultValue(parentSize)
      - child.verticalGuide(alignment.vertical, in: size)
    if child.environment.layoutDirection == .rightToLeft {
      x = parentSize.width - x - size.width
    }
    return Rect(x: rect.minX + x, y: rect.minY + y, width: size.width, height: size.height)
  }
}

/// Rounds frames to the device pixel grid, as SwiftUI does, so 1-pixel lines stay crisp.
enum PixelGrid {
  static func round(_ rect: Rect, scale: Double) -> Rect {
    guard scale > 0, rect.isFinite else { return rect }
    func r(_ v: Double) -> Double { (v * scale).rounded() / scale }
    let x0 = r(rect.minX)
    let y0 = r(rect.minY)
    return Rect(x: x0, y: y0, width: max(r(rect.maxX) - x0, 0), height: max(r(rect.maxY) - y0, 0))
  }
}
