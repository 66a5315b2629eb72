// MARK: - environment(_:_:)

extension View {
  /// Changes an environment value for the view and everything inside it.
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  )
    -> some View
  {
    modifier(EnvironmentValueModifier(keyPath: keyPath, value: value))
  }
}

// MARK: - EnvironmentValueModifier

/// Sets one environment value, by key path.
nonisolated struct EnvironmentValueModifier<Value>: EnvironmentModifier {
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let value: Value

  @MainActor func modify(_ environment: inout EnvironmentValues) {
    environment[keyPath: keyPath] = value
  }
}
