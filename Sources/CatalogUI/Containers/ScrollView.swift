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
    // What the scroll view shows is the container `containerRelativeFrame` measures against.
    let content = ContainerSize.with(proposal) { child.measure(contentProposal(proposal)) }
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
    ContainerSize.with(ProposedViewSize(rect.size)) { placeScrolled(in: rect) }
  }

  private func placeScrolled(in rect: Rect) {
    let size = child.measure(contentProposal(ProposedViewSize(rect.size)))
    let x = axes.contains(.horizontal) ? rect.minX : rect.minX + (rect.width - size.width) / 2
    let y = axes.contains(.vertical) ? rect.minY : rect.minY + (rect.height - size.height) / 2
    // As SwiftUI's, a scroll view touching the safe area's edge along its axes extends under
    // the insets and insets its content by them: at rest the content starts where it would
    // have, and what overflows shows under the home indicator. Its content has no safe area.
    if let scope = SafeAreaScope.current {
      var edges: Edge = []
      if axes.contains(.vertical) { edges.formUnion(.vertical) }
      if axes.contains(.horizontal) { edges.formUnion(.horizontal) }
      frame = scope.expanding(frame, edges: edges, direction: environment.layoutDirection)
    }
    SafeAreaScope.with(nil) { placeContent(size: size, x: x, y: y, viewport: rect) }
  }

  /// Places the content at rest, then scrolled as a `scrollTo` request asks; pinned section
  /// headers and footers are placed against what the scroll view shows.
  private func placeContent(size: Size, x: Double, y: Double, viewport rect: Rect) {
    let viewport = ScrollViewport(rect: rect, axes: axes)
    let content = PixelGrid.round(
      Rect(x: x, y: y, width: size.width, height: size.height),
      scale: environment.displayScale)
    // A `ScrollViewProxy.scrollTo` request scrolls the still frame: the content moves up
    // (or left) by the offset that shows the requested view where it stands in the content,
    // not where a pinned header or footer is held.
    guard environment.scrollTarget?.request != nil else {
      return ScrollViewport.with(viewport) { child.place(in: content) }
    }
    ScrollViewport.with(nil) { child.place(in: content) }
    let offset = scrollOffset(content: content, viewport: rect)
    ScrollViewport.with(viewport) {
      child.place(
        in: Rect(
          x: content.minX - offset.x, y: content.minY - offset.y, width: content.width,
          height: content.height))
    }
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

// MARK: - ScrollViewport

/// The visible area of the scroll view whose content is being placed, in root coordinates,
/// and the axes it scrolls: pinned section headers and footers of a lazy grid stay inside it.
@MainActor
struct ScrollViewport {
  /// The innermost scroll view around the view being placed; `nil` outside scroll views.
  static var current: ScrollViewport?

  /// The scroll view's frame, without what it extends under the safe area.
  let rect: Rect
  /// The axes it scrolls along.
  let axes: Axis.Set

  /// Runs `work` with `viewport` as the current one.
  static func with<T>(_ viewport: ScrollViewport?, _ work: () -> T) -> T {
    let outer = current
    current = viewport
    defer { current = outer }
    return work()
  }
}

// MARK: - ScrollViewReader

/// Gives its content a proxy that scrolls the scroll views inside it, as SwiftUI's
/// `ScrollViewReader`: `proxy.scrollTo(id)` called in `onAppear` (or an action) scrolls the
/// still frame to the view with that id (`.id(_:)` or a `ForEach` element's id) before the
/// snapshot is taken.
public struct ScrollViewReader<Content: View>: View {
  let content: (ScrollViewProxy) -> Content
  @State private var target = ScrollTarget()

  /// A reader whose content scrolls with the proxy it is given.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }

  /// The content, with its scroll views reading the proxy's requests.
  public var body: some View {
    content(ScrollViewProxy(target: target)).environment(\.scrollTarget, target)
  }
}

/// Scrolls the scroll views of a `ScrollViewReader`, as SwiftUI's `ScrollViewProxy`.
public struct ScrollViewProxy {
  let target: ScrollTarget

  /// Scrolls so that the view with `id` shows at `anchor` (`.top`, `.center`, `.bottom` …) of
  /// the scroll view, as far as the content allows; with no anchor, by the least amount that
  /// shows all of it.
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    target.request = ScrollTarget.Request(id: AnyHashable(id), anchor: anchor)
  }
}

/// Where a reader's proxy last asked its scroll views to scroll; read when they are placed.
// `@unchecked`: written by the proxy and read by layout, both on the main actor.
final class ScrollTarget: @unchecked Sendable {
  struct Request: @unchecked Sendable {
    let id: AnyHashable
    let anchor: UnitPoint?
  }

  var request: Request?
}

struct ScrollTargetKey: EnvironmentKey {
  static let defaultValue: ScrollTarget? = nil
}

extension EnvironmentValues {
  /// The scroll requests of the `ScrollViewReader` around a view, if any.
  var scrollTarget: ScrollTarget? {
    get { self[ScrollTargetKey.self] }
    set { self[ScrollTargetKey.self] = newValue }
  }
}

// MARK: - Scrolling to a target

extension ScrollNode {
  /// How far the content placed in `content` scrolls inside `viewport` to show the requested
  /// view, along the scroll view's axes; zero when nothing is requested or it is not inside.
  func scrollOffset(content: Rect, viewport: Rect) -> Point {
    guard let request = environment.scrollTarget?.request,
      let target = Self.find(request.id, in: child)?.frame
    else { return Point(x: 0, y: 0) }
    func offset(
      _ targetMin: Double, _ targetLength: Double, _ viewMin: Double, _ viewLength: Double,
      _ contentMax: Double, _ unit: Double?
    ) -> Double {
      let wanted: Double
      if let unit {
        wanted = targetMin + unit * targetLength - (viewMin + unit * viewLength)
      } else if targetMin + targetLength > viewMin + viewLength {
        wanted = min(targetMin - viewMin, targetMin + targetLength - (viewMin + viewLength))
      } else {
        wanted = min(targetMin - viewMin, 0)
      }
      let limit = max(contentMax - (viewMin + viewLength), 0)
      return min(max(wanted, 0), limit)
    }
    let x =
      axes.contains(.horizontal)
      ? offset(
        target.minX, target.width, viewport.minX, viewport.width, content.maxX,
        request.anchor?.x) : 0
    let y =
      axes.contains(.vertical)
      ? offset(
        target.minY, target.height, viewport.minY, viewport.height, content.maxY,
        request.anchor?.y) : 0
    let scale = max(environment.displayScale, 1)
    return Point(x: (x * scale).rounded() / scale, y: (y * scale).rounded() / scale)
  }

  /// The outermost view inside `node` marked with `id`.
  private static func find(_ id: AnyHashable, in node: LayoutNode) -> LayoutNode? {
    if node.identifiers.contains(id) || node.identity?.innermostID == id { return node }
    for child in node.children {
      if let found = find(id, in: child) { return found }
    }
    return nil
  }
}
