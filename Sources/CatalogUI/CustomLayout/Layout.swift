import Raster

// MARK: - Layout

/// A custom container layout, as SwiftUI's `Layout`: measure the subviews for a proposal, then
/// place them inside the bounds the parent gives.
public protocol Layout {
  /// Data computed once per layout pass and shared by both methods.
  associatedtype Cache = Void
  /// The subviews as a collection of proxies.
  typealias Subviews = LayoutSubviews

  /// Creates the cache for a set of subviews.
  func makeCache(subviews: Subviews) -> Cache
  /// The container's size for `proposal`.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    -> CGSize
  /// Places every subview (with `LayoutSubview.place`) inside `bounds`, in root coordinates.
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache)
}

extension Layout where Cache == Void {
  /// No cache.
  public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
  /// Lays out `content` with this layout.
  public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
    CustomLayoutView(layout: self, content: content())
  }
}

// MARK: - LayoutSubview

/// A proxy for one subview of a custom layout: measure it, read its guides, place it.
///
/// As in SwiftUI, a proxy is not isolated to the main actor, so a `Layout` (whose methods are
/// not) may use it; proxies exist only inside a layout pass, which runs on the main actor.
public struct LayoutSubview {
  let node: LayoutNode
  let placements: PlacementRecorder
  let index: Int

  /// The subview's size for `proposal`.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    CGSize(measured(proposal))
  }

  /// The subview's size and guides for `proposal`.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    ViewDimensions(size: measured(proposal), node: node)
  }

  /// The subview's `layoutPriority`.
  public var priority: Double {
    let node = node
    return MainActor.assumeIsolated { node.layoutPriority }
  }

  /// Places the subview so that its `anchor` point lies at `position`, sized for `proposal`.
  public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading,
    proposal: ProposedViewSize
  ) {
    let size = measured(proposal)
    let origin = Point(
      x: Double(position.x) - anchor.x * size.width,
      y: Double(position.y) - anchor.y * size.height)
    placements.frames[index] = Rect(origin: origin, size: size)
  }

  /// The node's size for `proposal`, measured in the layout pass this proxy belongs to.
  private func measured(_ proposal: ProposedViewSize) -> Size {
    let node = node
    return MainActor.assumeIsolated { node.measure(proposal) }
  }
}

/// Frames set by `LayoutSubview.place` during one `placeSubviews` call.
final class PlacementRecorder {
  var frames: [Rect?]
  init(count: Int) { frames = Array(repeating: nil, count: count) }
}

// MARK: - LayoutSubviews

/// The subviews of a custom layout, in declaration order.
public struct LayoutSubviews: RandomAccessCollection {
  let elements: [LayoutSubview]
  /// The first index.
  public var startIndex: Int { 0 }
  /// One past the last index.
  public var endIndex: Int { elements.count }
  /// The subview at `position`.
  public subscript(position: Int) -> LayoutSubview { elements[position] }
}

// MARK: - CustomLayoutView

/// A custom layout applied to its content.
nonisolated struct CustomLayoutView<L: Layout, Content: View>: View, PrimitiveView {
  let layout: L
  let content: Content

  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    // The stacks, the grid and `AnyLayout` over them lay out with the node their view makes.
    if let erased = layout as? AnyLayout {
      var children: [LayoutNode] = []
      CatalogUI.resolve(content, in: context.inStack(erased.maker.stackAxis), into: &children)
      return nodes.append(erased.maker.node(children: children, environment: context.environment))
    }
    if let builtIn = layout as? any BuiltInLayout {
      var children: [LayoutNode] = []
      CatalogUI.resolve(content, in: context.inStack(builtIn.stackAxis), into: &children)
      return nodes.append(builtIn.node(children: children, environment: context.environment))
    }
    var children: [LayoutNode] = []
    CatalogUI.resolve(content, in: context.inStack(nil), into: &children)
    nodes.append(
      CustomLayoutNode(
        layout: layout, children: children,
        environment: context.environment))
  }
}

/// Runs a user `Layout`; subviews a layout does not place are centred, as SwiftUI does.
final class CustomLayoutNode<L: Layout>: LayoutNode {
  let layout: L

  init(layout: L, children: [LayoutNode], environment: EnvironmentValues) {
    self.layout = layout
    super.init(environment: environment, children: children)
  }

  override var debugName: String { "\(L.self)" }

  private func subviews(_ recorder: PlacementRecorder) -> LayoutSubviews {
    LayoutSubviews(
      elements: children.enumerated().map {
        LayoutSubview(node: $0.element, placements: recorder, index: $0.offset)
      })
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    let subviews = subviews(PlacementRecorder(count: children.count))
    var cache = layout.makeCache(subviews: subviews)
    let size = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    return Size(
      width: Sanitize.length(Double(size.width)), height: Sanitize.length(Double(size.height)))
  }

  override func placeChildren(in rect: Rect) {
    let recorder = PlacementRecorder(count: children.count)
    let subviews = subviews(recorder)
    var cache = layout.makeCache(subviews: subviews)
    let proposal = ProposedViewSize(rect.size)
    layout.placeSubviews(
      in: CGRect(rect), proposal: proposal, subviews: subviews, cache: &cache)
    for (i, child) in children.enumerated() {
      let frame =
        recorder.frames[i]
        ?? {
          let size = child.measure(.unspecified)
          return Rect(
            x: rect.midX - size.width / 2, y: rect.midY - size.height / 2,
            width: size.width, height: size.height)
        }()
      child.place(in: PixelGrid.round(Sanitize.rect(frame), scale: environment.displayScale))
    }
  }
}
