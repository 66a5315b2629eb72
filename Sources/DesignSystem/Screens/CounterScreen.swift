import CatalogUI

// MARK: - CounterState

/// The counter screen's state: how many times the row was tapped.
public struct CounterState: Equatable, Sendable {
  /// The number shown in the row.
  public var count = 0

  /// A counter at `count`.
  public init(count: Int = 0) { self.count = count }
}

// MARK: - CounterAction

/// What a user can do on the counter screen.
public enum CounterAction: Equatable, Sendable {
  /// The row was tapped.
  case increment
}

// MARK: - CounterScreen

/// The source documents' counter screen: one row showing the count, tapped to raise it. The
/// view only reads the store and dispatches actions; `handle` owns every change.
public struct CounterScreen: View {
  @ObservedObject var store: StateStore<CounterState, CounterAction>

  /// A counter screen showing `store`.
  public init(store: StateStore<CounterState, CounterAction>) { self.store = store }

  public var body: some View {
    DLSListScreen {
      DLSRow(title: "Count \(store.state.count)")
        .highlightEffectButton { store.handle(.increment) }
    }
  }

  /// A store starting at `initialState` whose actions `handle` applies.
  public static func makeStore(initialState: CounterState = CounterState())
    -> StateStore<CounterState, CounterAction>
  {
    StateStore(initialState: initialState, handler: handle)
  }

  /// Applies `action` to `state`: the screen's whole logic, testable without a view.
  public static func handle(_ state: inout CounterState, _ action: CounterAction) {
    switch action {
    case .increment: state.count += 1
    }
  }
}
