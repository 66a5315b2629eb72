import Raster

// MARK: - EdgeInsets

/// Distances from each edge, leading and trailing following the layout direction.
public struct EdgeInsets: Hashable, Sendable {
  public var top: Double, leading: Double, bottom: Double, trailing: Double
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}

/// Edges a modifier applies to.
public struct Edge: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let top = Edge(rawValue: 1)
  public static let leading = Edge(rawValue: 2)
  public static let bottom = Edge(rawValue: 4)
  public static let trailing = Edge(rawValue: 8)
  public static let horizontal: Edge = [.leading, .trailing]
  public static let vertical: Edge = [.top, .bottom]
  public static let all: Edge = [.top, .leading, .bottom, .trailing]
}

// MARK: - Modifier views

/// A view wrapped by a modifier that adds a node around it.
struct WrappedView<Content: View>: View, PrimitiveView {
  let content: Content
  let wrap: (LayoutNode, ResolveContext) -> LayoutNode

  func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    nodes.append(wrap(resolveSingle(content, in: context), context))
  }
}

/// A view whose single node gets a property changed (priority, id, accessibility, action).
struct TaggedView<Content: View>: View, PrimitiveView {
  let content: Content
  let tag: (LayoutNode) -> Void

  func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    let node = resolveSingle(content, in: context)
    tag(node)
    nodes.append(node)
  }
}

/// A view with an explicit identity: part of its identity for state, and findable by tests.
struct IdentifiedView<Content: View>: View, PrimitiveView {
  let content: Content
  let id: AnyHashable

  func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    let node = resolveSingle(content, in: context.child(.explicit(id)))
    node.identifiers.append(id)
    nodes.append(node)
  }
}

/// A view resolved with a changed environment.
struct EnvironmentView<Content: View>: View, PrimitiveView {
  let content: Content
  let change: (inout EnvironmentValues) -> Void

  func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    CatalogUI.resolve(content, in: context.with(change), into: &nodes)
  }
}

extension View {
  /// Space around the view: 16 points on the given edges by default.
  public func padding(_ edges: Edge = .all, _ length: Double? = nil) -> some View {
    let l = length ?? 16
    return padding(
      EdgeInsets(
        top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
        bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0))
  }

  /// The same space on every edge.
  public func padding(_ length: Double) -> some View { padding(.all, length) }

  /// Space on each edge.
  public func padding(_ insets: EdgeInsets) -> some View {
    WrappedView(content: self) { child, context in
      PaddingNode(insets: insets, child: child, environment: context.environment)
    }
  }

  /// A fixed width and/or height; unspecified dimensions keep the child's choice. A negative,
  /// NaN or infinite dimension is ignored (treated as unspecified), as SwiftUI ignores an
  /// invalid frame dimension.
  public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center)
    -> some View
  {
    WrappedView(content: self) { child, context in
      FrameNode(
        limits: .fixed(
          width: Sanitize.fixedDimension(width),
          height: Sanitize.fixedDimension(height)),
        alignment: alignment, child: child, environment: context.environment)
    }
  }

  /// Minimum, ideal and maximum sizes; `.infinity` as a maximum fills the proposal. NaN limits
  /// are ignored and negative ones become 0.
  public func frame(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
    minHeight: Double? = nil, idealHeight: Double? = nil,
    maxHeight: Double? = nil, alignment: Alignment = .center
  ) -> some View {
    WrappedView(content: self) { child, context in
      FrameNode(
        limits: .flexible(
          minWidth: Sanitize.limit(minWidth), idealWidth: Sanitize.fixedDimension(idealWidth),
          maxWidth: Sanitize.limit(maxWidth), minHeight: Sanitize.limit(minHeight),
          idealHeight: Sanitize.fixedDimension(idealHeight), maxHeight: Sanitize.limit(maxHeight)),
        alignment: alignment, child: child, environment: context.environment)
    }
  }

  /// The view at its ideal size in the given dimensions, whatever is proposed.
  public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> some View {
    WrappedView(content: self) { child, context in
      FixedSizeNode(
        horizontal: horizontal, vertical: vertical, child: child,
        environment: context.environment)
    }
  }

  /// Higher priority views are offered space first in stacks.
  public func layoutPriority(_ priority: Double) -> some View {
    TaggedView(content: self) { $0.layoutPriority = priority }
  }

  /// Moves the view when drawn, without changing layout.
  public func offset(x: Double = 0, y: Double = 0) -> some View {
    WrappedView(content: self) { child, context in
      TransformNode(kind: .offset(x, y), child: child, environment: context.environment)
    }
  }

  /// Places the view's centre at a point of the parent's space; takes all offered space.
  public func position(x: Double, y: Double) -> some View {
    WrappedView(content: self) { child, context in
      PositionNode(point: Point(x: x, y: y), child: child, environment: context.environment)
    }
  }

  /// Constrains the view to an aspect ratio (width / height), fitting or filling the proposal.
  public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode = .fit) -> some View {
    WrappedView(content: self) { child, context in
      AspectRatioNode(
        ratio: ratio, mode: contentMode, child: child, environment: context.environment)
    }
  }

  /// Gives the view an explicit identity, as in SwiftUI: another id makes another view (with
  /// fresh state), and tests find the view with `ViewHost.find(id:)`.
  public func id<ID: Hashable>(_ id: ID) -> some View {
    IdentifiedView(content: self, id: AnyHashable(id))
  }

  /// Changes an environment value for the view and everything inside it.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  {
    EnvironmentView(content: self) { $0[keyPath: keyPath] = value }
  }

  /// Sets a custom alignment guide's value for this view.
  public func alignmentGuide(
    _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> Double
  )
    -> some View
  {
    WrappedView(content: self) { child, context in
      GuideNode(key: g.key, compute: computeValue, child: child, environment: context.environment)
    }
  }

  /// Sets a custom alignment guide's value for this view.
  public func alignmentGuide(
    _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> Double
  )
    -> some View
  {
    WrappedView(content: self) { child, context in
      GuideNode(key: g.key, compute: computeValue, child: child, environment: context.environment)
    }
  }
}

/// How `aspectRatio` and resizable images use the proposal.
public enum ContentMode: Hashable, Sendable { case fit, fill }
