// MARK: - environmentObject(_:)

extension View {
  /// Puts `object` in the environment for `@EnvironmentObject` properties of views inside.
  nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    modifier(EnvironmentObjectModifier(object: object))
  }
}

// MARK: - environment(_:) for @Observable objects

extension View {
  /// Provides an `@Observable` object to the views inside, for `@Environment(Type.self)`, as
  /// SwiftUI's `environment(_:)`; `nil` provides none.
  nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    modifier(ObservableEnvironmentModifier(object: object))
  }
}

// MARK: - EnvironmentObjectModifier

/// Provides an object, by its type, for `@EnvironmentObject`.
nonisolated struct EnvironmentObjectModifier<T: ObservableObject>: EnvironmentModifier {
  let object: T

  @MainActor func modify(_ environment: inout EnvironmentValues) { environment.setObject(object) }
}

// MARK: - ObservableEnvironmentModifier

/// Provides an `@Observable` object, by its type, for `@Environment(Type.self)`.
nonisolated struct ObservableEnvironmentModifier<T: AnyObject & Observable>: EnvironmentModifier {
  let object: T?

  @MainActor func modify(_ environment: inout EnvironmentValues) {
    if let object { environment.setObject(object) } else { environment.removeObject(T.self) }
  }
}
