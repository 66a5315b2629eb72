@_exported import Observation

// MARK: - Bindable

/// Bindings to the properties of an `@Observable` object, as SwiftUI's `@Bindable`: a view
/// holds `@Bindable var model: Model` (or writes `@Bindable var model = model` in its body) and
/// hands `$model.name` to a control. Reading a property in a body follows it, so a change
/// renders the view again.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
  /// The object.
  public var wrappedValue: Value

  /// Bindings to the object's properties.
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

  /// Bindings to the properties of `object`.
  public init(_ object: Value) { wrappedValue = object }

  /// The wrapper itself, so `$model.name` is a binding.
  public var projectedValue: Bindable<Value> { self }

  /// A binding to the object's property at `keyPath`.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    let object = wrappedValue
    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}
