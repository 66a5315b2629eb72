// MARK: - FocusState

/// Where focus is, as SwiftUI's `@FocusState`: `Bool` for one field, or an optional `Hashable`
/// naming the focused field among several. `.focused($flag)` or `.focused($field, equals: …)`
/// ties a view to it, and `@Environment(\.isFocused)` inside reads it.
///
/// A still picture shows focus only through what the view draws for it: a text field here
/// draws no caret and no keyboard. Focus starts as SwiftUI's does (`false`, `nil`); set it in
/// `onAppear` or an action to snapshot a focused state.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  let state: State<Value>

  /// Focus for one view: `false` until something focuses it.
  public init() where Value == Bool { state = State(wrappedValue: false) }

  /// Focus among several views, named by a value: `nil` until something focuses one.
  public init<T: Hashable>() where Value == T? { state = State(wrappedValue: nil) }

  /// Where focus is.
  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  /// A binding for `.focused(_:)`.
  public var projectedValue: Binding { Binding(base: state.projectedValue) }

  /// A binding to a focus state, as SwiftUI's `FocusState.Binding`.
  @propertyWrapper
  public struct Binding {
    let base: CatalogUI.Binding<Value>

    /// Where focus is.
    public var wrappedValue: Value {
      get { base.wrappedValue }
      nonmutating set { base.wrappedValue = newValue }
    }

    /// The binding itself.
    public var projectedValue: Binding { self }
  }
}

// MARK: - focused(_:)

extension View {
  /// Ties the view's focus to `binding`: the view is focused while it is `true`, and
  /// `@Environment(\.isFocused)` inside reads that.
  nonisolated public func focused(_ binding: FocusState<Bool>.Binding) -> some View {
    modifier(FocusedModifier { binding.wrappedValue })
  }

  /// Ties the view's focus to `binding`: the view is focused while it equals `value`.
  nonisolated public func focused<Value: Hashable>(
    _ binding: FocusState<Value>.Binding, equals value: Value
  ) -> some View {
    modifier(FocusedModifier { binding.wrappedValue == value })
  }
}

// MARK: - FocusedModifier

/// Sets `isFocused` for the content from the focus state, read where the view resolves.
nonisolated struct FocusedModifier: EnvironmentModifier {
  let isFocused: () -> Bool

  @MainActor func modify(_ environment: inout EnvironmentValues) {
    environment.isFocused = isFocused()
  }
}
