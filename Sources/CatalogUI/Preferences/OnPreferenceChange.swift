import Raster

// MARK: - onPreferenceChange

extension View {
  /// Runs `action` with the value of `key` in this view when it changes: after the first
  /// layout that shows the view, and after every later layout that changes the value. As with
  /// `onAppear`, a snapshot shows the state the action sets.
  nonisolated public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    modifier(OnPreferenceChangeModifier<K>(action: action))
  }
}

// MARK: - OnPreferenceChangeModifier

/// Wraps the view's node in one that the host asks, after layout, whether the value changed.
nonisolated struct OnPreferenceChangeModifier<K: PreferenceKey>: NodeModifier
where K.Value: Equatable {
  let action: (K.Value) -> Void

  @MainActor func node(around child: LayoutNode, in context: ResolveContext) -> LayoutNode {
    // The last value delivered lives in the state graph at the modifier's place, so it lasts
    // as long as the view does.
    let place = context.child(.type(ObjectIdentifier(Self.self), name: "onPreferenceChange"))
    let delivered = context.graph.storage(at: place.identity, index: 0) {
      DeliveredPreference<K.Value>()
    }
    return PreferenceChangeNode<K>(
      delivered: delivered, action: context.acting(action), child: child,
      environment: context.environment)
  }
}

/// The value an `onPreferenceChange` last delivered; `nil` before the first delivery.
final class DeliveredPreference<Value> {
  var value: Value?
}

// MARK: - PreferenceChangeNode

/// A node whose action runs after layout when a value it watches changed: the value of a
/// preference in its subtree (`onPreferenceChange`) or one made from its geometry
/// (`onGeometryChange`).
@MainActor
protocol PreferenceObserving: LayoutNode {
  /// The modifier and what it watches, for diagnostics, such as `onPreferenceChange(WidthKey)`.
  var observerName: String { get }
  /// The action to run for the value in the placed subtree, if it changed since the last
  /// delivery (which this records).
  func pendingAction() -> (() -> Void)?
}

/// Watches one key in its child's subtree.
final class PreferenceChangeNode<K: PreferenceKey>: WrapperNode, PreferenceObserving
where K.Value: Equatable {
  let delivered: DeliveredPreference<K.Value>
  let action: (K.Value) -> Void

  init(
    delivered: DeliveredPreference<K.Value>, action: @escaping (K.Value) -> Void,
    child: LayoutNode, environment: EnvironmentValues
  ) {
    self.delivered = delivered
    self.action = action
    super.init(child: child, environment: environment)
  }

  override var debugName: String { observerName }
  var observerName: String { "onPreferenceChange(\(typeName(K.self)))" }

  func pendingAction() -> (() -> Void)? {
    let value = Preferences.resolvedValue(K.self, in: self)
    if let last = delivered.value, last == value { return nil }
    delivered.value = value
    let action = action
    return { action(value) }
  }
}

// MARK: - PreferenceDelivery

/// Runs the `onPreferenceChange` and `onGeometryChange` actions of a placed tree whose values
/// changed.
@MainActor
enum PreferenceDelivery {
  /// Runs, in view order, the actions of the observers in `root` whose value changed; returns
  /// the observers' names (empty when nothing changed).
  static func deliver(in root: LayoutNode) -> [String] {
    var actions: [(String, () -> Void)] = []
    func visit(_ node: LayoutNode) {
      if let observer = node as? any PreferenceObserving, let action = observer.pendingAction() {
        actions.append((observer.observerName, action))
      }
      for child in node.children { visit(child) }
    }
    visit(root)
    for (_, action) in actions { action() }
    return actions.map(\.0)
  }

  /// The diagnostic for observers whose actions changed state after each of `passes` layouts.
  static func unsettled(_ observers: [String], passes: Int) -> String {
    let names = observers.joined(separator: ", ")
    return "\(names) changed state after each of \(passes) layouts in a row; the snapshot "
      + "shows the last (make the action settle: a value it sets must stop changing the "
      + "preference)"
  }
}
