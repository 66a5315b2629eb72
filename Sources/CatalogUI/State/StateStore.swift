// MARK: - StateStore

/// Holds a screen's state and handles the actions its views dispatch: unidirectional data
/// flow, as the source documents describe. Views read `store.state` and call
/// `store.handle(.someAction)`; the handler changes the state, and every view observing the
/// store (`@ObservedObject var store`) renders again.
///
/// ```swift
/// struct CounterScreen: View {
///   @ObservedObject var store: StateStore<CounterState, CounterAction>
///   var body: some View {
///     DLSListScreen {
///       DLSRow(title: "Count \(store.state.count)")
///         .highlightEffectButton { store.handle(.increment) }
///     }
///   }
/// }
/// ```
public final class StateStore<State, Action>: ObservableObject {
  /// Announces every change of `state`.
  public let objectWillChange = ObservableObjectPublisher()
  private let handler: (inout State, Action) -> Void

  /// The screen's current state.
  public private(set) var state: State

  /// A store starting at `initialState` whose actions `handler` applies to the state.
  public init(initialState: State, handler: @escaping (inout State, Action) -> Void) {
    state = initialState
    self.handler = handler
  }

  /// Applies `action` to the state; observers render again, unless the state is `Equatable`
  /// and the action left it as it was.
  public func handle(_ action: Action) {
    var next = state
    handler(&next, action)
    if isEqual(state, next) { return }
    objectWillChange.send()
    state = next
  }

  /// A binding that reads a part of the state and dispatches `action` with the new value when
  /// written, so a text field or toggle changes state only through the handler.
  public func binding<Value>(
    _ keyPath: KeyPath<State, Value>,
    send action: @escaping (Value) -> Action
  ) -> Binding<Value> {
    Binding(get: { self.state[keyPath: keyPath] }, set: { self.handle(action($0)) })
  }
}
