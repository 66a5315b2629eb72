// MARK: - View

/// A piece of user interface, described by its `body`, as in SwiftUI.
@MainActor @preconcurrency
public protocol View {
  /// The type of view this view is made of.
  associatedtype Body: View
  /// The content of this view.
  @ViewBuilder @MainActor @preconcurrency var body: Body { get }

  /// Appends the layout nodes a view whose `Body` is `Never` becomes, and says whether it was
  /// resolved as a custom view; an implementation detail, as SwiftUI's `_makeView`. A witness
  /// per kind of view (primitive, shape, custom) replaces a cast per new view type, each a walk
  /// through every conformance in the binary.
  static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) -> Bool
}

/// Where a view is resolved, as `View._resolve` receives it; an implementation detail.
public struct _ViewInputs {
  let context: ResolveContext
}

/// The layout nodes `View._resolve` appends to; an implementation detail.
public struct _ViewOutputs {
  var nodes: [LayoutNode]
}

extension View {
  /// A view with a body that says it has none: resolved through it (which stops with a message).
  public static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs)
    -> Bool
  {
    resolveCustom(view, in: inputs.context, into: &outputs.nodes)
    return true
  }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { self }
}

/// Views that the framework resolves itself instead of through `body`.
@MainActor
protocol PrimitiveView: View {
  /// Appends the layout nodes this view becomes.
  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode])
}

extension PrimitiveView {
  /// Primitive views have no body; it is never evaluated.
  public var body: Never { neverBody(Self.self) }

  /// A primitive view resolves itself.
  public static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs)
    -> Bool
  {
    view.resolve(in: inputs.context.deeper(), into: &outputs.nodes)
    return false
  }
}

/// Stops with a message naming the view type; only reachable by calling `body` by hand.
func neverBody<T>(_ type: T.Type) -> Never {
  preconditionFailure("\(type) is a primitive view and has no body")
}
