// MARK: - environmentObject(_:)

extension View {
  /// Puts `object` in the environment for `@EnvironmentObject` properties of views inside.
  nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    modifier(EnvironmentObjectModifier(object: object))
  }
}

// MARK: - EnvironmentObjectModifier

/// Provides an object, by its type, for `@EnvironmentObject`.
nonisolated struct EnvironmentObjectModifier<T: ObservableObject>: EnvironmentModifier {
  let object: T

  @MainActor func modify(_ environment: inout EnvironmentValues) { environment.setObject(object) }
}
