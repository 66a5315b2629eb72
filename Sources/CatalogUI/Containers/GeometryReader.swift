import Raster

// MARK: - GeometryProxy

/// The space a `GeometryReader` was given.
public struct GeometryProxy {
  /// The reader's size in points.
  public var size: CGSize { CGSize(globalFrame.size) }
  let globalFrame: Rect
  /// The reader's safe-area insets: how far the status bar, the home indicator and bars reach
  /// into or past its frame on a device screen; zero elsewhere.
  public var safeAreaInsets: EdgeInsets = EdgeInsets()

  /// The reader's frame in a coordinate space: `.local` starts at zero, `.global` is the
  /// root's coordinates, `.named(_:)` those of the nearest enclosing view given that name
  /// with `coordinateSpace(_:)` (the root's, with a diagnostic, when there is none).
  public func frame(in space: CoordinateSpace) -> CGRect {
    switch space {
    case .local: CGRect(origin: .zero, size: size)
    case .global: CGRect(globalFrame)
    case .named(let name):
      CGRect(globalFrame).offsetBy(dx: -origin(of: name).x, dy: -origin(of: name).y)
    }
  }

  /// The reader's frame in a coordinate space such as `.named("scroll")`.
  public func frame(in space: some CoordinateSpaceProtocol) -> CGRect {
    frame(in: space.coordinateSpace)
  }

  /// The proxy of a view being placed in `rect` (root coordinates), with the safe-area insets
  /// around it; read while the view is placed, inside the coordinate spaces named around it.
  @MainActor
  init(placedIn rect: Rect, environment: EnvironmentValues) {
    globalFrame = rect
    if let scope = SafeAreaScope.current {
      safeAreaInsets = scope.insets(of: rect, direction: environment.layoutDirection)
    }
  }

  /// The origin of the space named `name` in the root's coordinates.
  private func origin(of name: AnyHashable) -> CGPoint {
    // A proxy is read while its reader is placed, on the main actor, inside the views that
    // name coordinate spaces; the name is only compared there, never kept.
    nonisolated(unsafe) let name = name
    return MainActor.assumeIsolated { PlacementScope.origin(of: name) }
  }
}

// MARK: - GeometryReader

/// Takes all the space offered and builds its content from that size; each view of the content
/// is offered the reader's size and sits at the top-leading corner, as in SwiftUI since iOS 14.
nonisolated public struct GeometryReader<Content: View>: View, PrimitiveView {
  let content: (GeometryProxy) -> Content

  /// A reader whose content depends on the space it gets.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    // The content is built when placed: nothing around the reader can be kept as resolved.
    context.graph.touch()
    let build = content
    nodes.append(
      GeometryReaderNode(context: context) { proxy, context in
        var children: [LayoutNode] = []
        CatalogUI.resolve(build(proxy), in: context.inStack(nil), into: &children)
        return children
      })
  }
}

/// Resolves its content only when placed, because the content depends on the final size.
final class GeometryReaderNode: LayoutNode {
  let context: ResolveContext
  let build: (GeometryProxy, ResolveContext) -> [LayoutNode]

  init(context: ResolveContext, build: @escaping (GeometryProxy, ResolveContext) -> [LayoutNode]) {
    self.context = context
    self.build = build
    super.init(environment: context.environment)
  }

  override var debugName: String { "GeometryReader" }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    let size = proposal.replacingUnspecifiedDimensions()
    return Size(
      width: size.width.isFinite ? size.width : 10,
      height: size.height.isFinite ? size.height : 10)
  }

  override func placeChildren(in rect: Rect) {
    // Several views are not grouped in a stack: each is laid out on its own, ZStack-like with
    // top-leading alignment, as SwiftUI does.
    let proxy = GeometryProxy(placedIn: rect, environment: environment)
    children = build(proxy, context.deeper())
    for child in children {
      let size = child.measure(ProposedViewSize(rect.size))
      child.place(
        in: PixelGrid.round(
          Rect(origin: rect.origin, size: size),
          scale: environment.displayScale))
    }
  }
}
