import Raster

// MARK: - onGeometryChange

extension View {
  /// Runs `action` with the value `transform` makes of the view's geometry when it changes, as
  /// SwiftUI's `onGeometryChange(for:of:action:)`: after the first layout that shows the view,
  /// and after every later layout that changes the value. As with `onPreferenceChange`, a
  /// snapshot shows the state the action sets. The proxy is the view's frame, measured as a
  /// `GeometryReader` in its place would measure it.
  @preconcurrency
  nonisolated public func onGeometryChange<T: Equatable & Sendable>(
    for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
    action: @escaping (_ newValue: T) -> Void
  ) -> some View {
    modifier(OnGeometryChangeModifier(transform: transform) { _, newValue in action(newValue) })
  }

  /// Runs `action` with the old and new value `transform` makes of the view's geometry when it
  /// changes, as SwiftUI's `onGeometryChange(for:of:action:)` taking both; after the first
  /// layout, the old value is the new one.
  @preconcurrency
  nonisolated public func onGeometryChange<T: Equatable & Sendable>(
    for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    modifier(OnGeometryChangeModifier(transform: transform, action: action))
  }
}

// MARK: - OnGeometryChangeModifier

/// Wraps the view's node in one that measures its geometry when placed and that the host asks,
/// after layout, whether the value changed.
nonisolated struct OnGeometryChangeModifier<T: Equatable>: NodeModifier {
  let transform: @Sendable (GeometryProxy) -> T
  let action: (T, T) -> Void

  @MainActor func node(around child: LayoutNode, in context: ResolveContext) -> LayoutNode {
    // The last value delivered lives in the state graph at the modifier's place, so it lasts
    // as long as the view does.
    let place = context.child(.type(ObjectIdentifier(Self.self), name: "onGeometryChange"))
    let delivered = context.graph.storage(at: place.identity, index: 0) {
      DeliveredPreference<T>()
    }
    let action = action
    return GeometryChangeNode(
      delivered: delivered, transform: transform,
      action: context.acting { (change: (T, T)) in action(change.0, change.1) }, child: child,
      environment: context.environment)
  }
}

// MARK: - GeometryChangeNode

/// Measures its frame when placed (where named coordinate spaces and the safe area are known)
/// and runs its action after layout when the value made of it changed.
final class GeometryChangeNode<T: Equatable>: WrapperNode, PreferenceObserving {
  let delivered: DeliveredPreference<T>
  let transform: @Sendable (GeometryProxy) -> T
  let action: ((T, T)) -> Void
  /// The value made of the latest placement.
  private var placed: T?

  init(
    delivered: DeliveredPreference<T>, transform: @escaping @Sendable (GeometryProxy) -> T,
    action: @escaping ((T, T)) -> Void, child: LayoutNode, environment: EnvironmentValues
  ) {
    self.delivered = delivered
    self.transform = transform
    self.action = action
    super.init(child: child, environment: environment)
  }

  override var debugName: String { observerName }
  var observerName: String { "onGeometryChange(for: \(typeName(T.self)))" }

  override func placeChildren(in rect: Rect) {
    placed = transform(GeometryProxy(placedIn: rect, environment: environment))
    super.placeChildren(in: rect)
  }

  func pendingAction() -> (() -> Void)? {
    guard let value = placed else { return nil }
    let old = delivered.value ?? value
    if let last = delivered.value, last == value { return nil }
    delivered.value = value
    let action = action
    return { action((old, value)) }
  }
}
