import Raster

// MARK: - safeAreaInset and safeAreaPadding

extension View {
  /// Shows `content` along the top or bottom edge of the view and shrinks the view's safe area
  /// by its height plus `spacing` (0 when `nil`), as SwiftUI's: the view is laid out above
  /// (or below) it, and a scroll view extends under it with its content inset.
  nonisolated public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(
      SafeAreaInsetModifier(
        inset: content(), edge: edge == .top ? .top : .bottom,
        alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing ?? 0))
  }

  /// Shows `content` along the leading or trailing edge of the view and shrinks the view's
  /// safe area by its width plus `spacing` (0 when `nil`), as SwiftUI's.
  nonisolated public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(
      SafeAreaInsetModifier(
        inset: content(), edge: edge == .leading ? .leading : .trailing,
        alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing ?? 0))
  }

  /// Adds `insets` to the view's safe area, as SwiftUI's: content is padded by them, while a
  /// scroll view fills the whole frame and insets its content instead.
  nonisolated public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
    modifier(SafeAreaPaddingModifier(insets: insets))
  }

  /// Adds `length` (16 pt, the system's padding, when `nil`) to the safe area on `edges`.
  nonisolated public func safeAreaPadding(_ edges: Edge = .all, _ length: Double? = nil)
    -> some View
  {
    let value = length ?? 16
    return safeAreaPadding(
      EdgeInsets(
        top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
        bottom: edges.contains(.bottom) ? value : 0,
        trailing: edges.contains(.trailing) ? value : 0))
  }

  /// Adds `length` to the safe area on every edge.
  nonisolated public func safeAreaPadding(_ length: Double) -> some View {
    safeAreaPadding(.all, length)
  }
}

// MARK: - SafeAreaInsetModifier

/// Puts the inset view at one edge of the view, in a narrower safe area.
nonisolated struct SafeAreaInsetModifier<Inset: View>: NodeModifier {
  let inset: Inset
  let edge: Edge
  let alignment: Alignment
  let spacing: Double

  @MainActor func node(around child: LayoutNode, in context: ResolveContext) -> LayoutNode {
    SafeAreaInsetNode(
      main: child, inset: resolveSingle(inset, in: context.inStack(nil)), edge: edge,
      alignment: alignment, spacing: spacing, environment: context.environment)
  }
}

// MARK: - SafeAreaInsetNode

/// The view laid out beside its inset view, the inset view drawn over it at the edge.
final class SafeAreaInsetNode: LayoutNode {
  let edge: Edge
  let alignment: Alignment
  let spacing: Double

  init(
    main: LayoutNode, inset: LayoutNode, edge: Edge, alignment: Alignment, spacing: Double,
    environment: EnvironmentValues
  ) {
    self.edge = edge
    self.alignment = alignment
    self.spacing = spacing.isFinite ? spacing : 0
    super.init(environment: environment, children: [main, inset])
    tags.layoutPriority = main.tags.layoutPriority
  }

  override var debugName: String { "SafeAreaInset" }
  override var dumpAttributes: [String] {
    let name =
      switch edge {
      case .top: "top"
      case .bottom: "bottom"
      case .leading: "leading"
      default: "trailing"
      }
    return ["edge: \(name)", "spacing: \(formatPoints(spacing))"]
  }

  /// The view the inset is placed over (a `NavigationStack` looks through to a list here).
  var main: LayoutNode { children[0] }
  private var inset: LayoutNode { children[1] }
  private var isVertical: Bool { edge == .top || edge == .bottom }

  /// The inset view's size for a proposal across the edge.
  private func insetSize(_ proposal: ProposedViewSize) -> Size {
    inset.measure(
      isVertical
        ? ProposedViewSize(width: proposal.width, height: nil)
        : ProposedViewSize(width: nil, height: proposal.height))
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    let insetSize = insetSize(proposal)
    if isVertical {
      let reserved = insetSize.height + spacing
      let size = main.measure(
        ProposedViewSize(
          width: proposal.width, height: proposal.height.map { max($0 - reserved, 0) }))
      return Size(width: max(size.width, insetSize.width), height: size.height + reserved)
    }
    let reserved = insetSize.width + spacing
    let size = main.measure(
      ProposedViewSize(width: proposal.width.map { max($0 - reserved, 0) }, height: proposal.height)
    )
    return Size(width: size.width + reserved, height: max(size.height, insetSize.height))
  }

  override func placeChildren(in rect: Rect) {
    let size = insetSize(ProposedViewSize(rect.size))
    let isLeft =
      edge == .leading
      ? environment.layoutDirection != .rightToLeft
      : environment.layoutDirection == .rightToLeft
    var strip = rect
    var rest = rect
    if isVertical {
      let reserved = min(size.height + spacing, rect.height)
      let top = edge == .top
      strip = Rect(
        x: rect.minX, y: top ? rect.minY : rect.maxY - size.height, width: rect.width,
        height: size.height)
      rest = Rect(
        x: rect.minX, y: top ? rect.minY + reserved : rect.minY, width: rect.width,
        height: rect.height - reserved)
    } else {
      let reserved = min(size.width + spacing, rect.width)
      strip = Rect(
        x: isLeft ? rect.minX : rect.maxX - size.width, y: rect.minY, width: size.width,
        height: rect.height)
      rest = Rect(
        x: isLeft ? rect.minX + reserved : rect.minX, y: rect.minY, width: rect.width - reserved,
        height: rect.height)
    }
    let scale = environment.displayScale
    let scope = SafeAreaScope.current
    let narrower = SafeAreaInsetNode.scope(scope, for: rect, safe: rest)
    SafeAreaScope.with(narrower) {
      main.place(in: PixelGrid.round(rest, scale: scale))
    }
    inset.place(
      in: PixelGrid.round(
        Align.place(inset, size: size, in: strip, alignment: alignment), scale: scale))
  }

  /// The scope of content in `safe`, a part of `rect`, under `scope`: views reaching past the
  /// safe area reach as far as they could around `rect`, while its safe area is `safe` (and
  /// no larger than the outer one).
  static func scope(_ scope: SafeAreaScope?, for rect: Rect, safe: Rect) -> SafeAreaScope {
    guard let scope else { return SafeAreaScope(bounds: rect, safe: safe) }
    let minX = max(scope.safe.minX, safe.minX)
    let minY = max(scope.safe.minY, safe.minY)
    let maxX = max(min(scope.safe.maxX, safe.maxX), minX)
    let maxY = max(min(scope.safe.maxY, safe.maxY), minY)
    return SafeAreaScope(
      bounds: scope.bounds, safe: Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
  }
}

// MARK: - SafeAreaPaddingModifier

/// Pads the view and adds the padding to its safe area.
nonisolated struct SafeAreaPaddingModifier: NodeModifier {
  let insets: EdgeInsets

  @MainActor func node(around child: LayoutNode, in context: ResolveContext) -> LayoutNode {
    func length(_ value: Double) -> Double { value.isFinite ? max(value, 0) : 0 }
    return SafeAreaPaddingNode(
      child: child,
      insets: EdgeInsets(
        top: length(insets.top), leading: length(insets.leading), bottom: length(insets.bottom),
        trailing: length(insets.trailing)), environment: context.environment)
  }
}

// MARK: - SafeAreaPaddingNode

/// Lays its child out inside the padded frame, in a safe area narrowed by the padding.
final class SafeAreaPaddingNode: WrapperNode {
  let insets: EdgeInsets

  init(child: LayoutNode, insets: EdgeInsets, environment: EnvironmentValues) {
    self.insets = insets
    super.init(child: child, environment: environment)
  }

  override var debugName: String { "SafeAreaPadding" }
  override var dumpAttributes: [String] {
    let values = [insets.top, insets.leading, insets.bottom, insets.trailing]
    return ["padding: " + values.map(formatPoints).joined(separator: " ")]
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    let width = insets.leading + insets.trailing
    let height = insets.top + insets.bottom
    let size = child.measure(
      ProposedViewSize(
        width: proposal.width.map { max($0 - width, 0) },
        height: proposal.height.map { max($0 - height, 0) }))
    return Size(width: size.width + width, height: size.height + height)
  }

  override func placeChildren(in rect: Rect) {
    let isRightToLeft = environment.layoutDirection == .rightToLeft
    let left = isRightToLeft ? insets.trailing : insets.leading
    let right = isRightToLeft ? insets.leading : insets.trailing
    let inner = Rect(
      x: rect.minX + left, y: rect.minY + insets.top,
      width: max(rect.width - left - right, 0),
      height: max(rect.height - insets.top - insets.bottom, 0))
    let scope = SafeAreaInsetNode.scope(SafeAreaScope.current, for: rect, safe: inner)
    SafeAreaScope.with(scope) {
      child.place(in: PixelGrid.round(inner, scale: environment.displayScale))
    }
  }
}
