// MARK: - Binding

/// A read-write reference to a value owned elsewhere, as SwiftUI's `Binding`: a child view
/// declares `@Binding var isOn: Bool` and its parent passes `$isOn`.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
  private let getValue: () -> Value
  private let setValue: (Value) -> Void

  /// A binding from a getter and a setter.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getValue = get
    setValue = set
  }

  /// The binding a parent passed, for `@Binding` parameters (`Child($isOn)`).
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// A binding that always reads `value` and ignores writes; for previews and snapshots.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// The current value.
  public var wrappedValue: Value {
    get { getValue() }
    nonmutating set { setValue(newValue) }
  }

  /// The binding itself, so `$value` can be passed on.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value: `$settings.isEnabled`.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    Binding<Subject>(
      get: { self.wrappedValue[keyPath: keyPath] },
      set: { self.wrappedValue[keyPath: keyPath] = $0 })
  }
}

extension Binding {
  /// A binding to an optional value that is `nil` when `base` is, as SwiftUI's failable init.
  public init?(_ base: Binding<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    var last = value
    self.init(
      get: {
        if let current = base.wrappedValue { last = current }
        return last
      }, set: { base.wrappedValue = $0 })
  }
}

extension Binding {
  /// A binding to an optional version of the value, writing `nil` as no change.
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
  }
}
