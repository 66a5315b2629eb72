// MARK: - View

/// A piece of user interface, described by its `body`, as in SwiftUI.
@MainActor @preconcurrency
public protocol View {
  /// The type of view this view is made of.
  associatedtype Body: View
  /// The content of this view.
  @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { self }
}

/// Views that the framework resolves itself instead of through `body`.
@MainActor
protocol PrimitiveView {
  /// Appends the layout nodes this view becomes.
  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode])
}

extension PrimitiveView {
  /// Primitive views have no body; it is never evaluated.
  public var body: Never { neverBody(Self.self) }
}

/// Stops with a message naming the view type; only reachable by calling `body` by hand.
func neverBody<T>(_ type: T.Type) -> Never {
  preconditionFailure("\(type) is a primitive view and has no body")
}
