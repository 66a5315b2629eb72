// MARK: - ExcludedFromEquality

/// Marks a property that a synthesized `==` skips: the closures a style calls and the views it
/// places, which have no equality of their own.
///
/// A style configuration compares its data and state (`isEnabled`, `title`), so two
/// configurations that differ only in a callback or a caller's view are equal:
///
/// ```swift
/// public struct DLSToastConfiguration: Equatable, Sendable {
///   public let message: String
///   @ExcludedFromEquality public internal(set) var didTapAction: () -> Void
/// }
/// ```
@propertyWrapper
public struct ExcludedFromEquality<Value>: Equatable {
  /// The property's value.
  public var wrappedValue: Value

  /// Wraps `wrappedValue`.
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

  /// Always `true`: the wrapped value takes no part in its owner's equality.
  public static func == (lhs: Self, rhs: Self) -> Bool { true }
}

extension ExcludedFromEquality: Sendable where Value: Sendable {}
