// MARK: - State

/// A value a view owns, kept as long as the view's identity, as SwiftUI's `@State`: writing it
/// renders the view again; `$value` is a binding to it.
///
/// Outside a hosted view (a test or a preview that makes `State(initialValue:)` itself), the
/// value lives in the wrapper, so it can still be read, written and bound; as in SwiftUI, no
/// host watches such a value, so a view that must show its changes owns it as `@State`.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let box: StateBox<Value>

  /// State with an initial value, used when the view first appears.
  public init(wrappedValue value: Value) { box = StateBox(value) }

  /// State with an initial value (the spelling for `_value = State(initialValue: …)`).
  public init(initialValue value: Value) { self.init(wrappedValue: value) }

  /// The current value.
  public var wrappedValue: Value {
    get { box.location.value }
    nonmutating set { box.location.set(newValue) }
  }

  /// A binding to the value, for a child view's `@Binding`.
  public var projectedValue: Binding<Value> {
    let location = box.location
    return Binding(get: { location.value }, set: { location.set($0) })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Optional state that starts as `nil`.
  public init() { self.init(wrappedValue: nil) }
}

extension State: LinkedDynamicProperty {
  func link(_ link: inout DynamicPropertyLink) throws(DynamicPropertyError) {
    let initial = box.initial
    let graph = link.graph
    let location = link.graph.storage(at: link.identity, index: link.takeSlot()) {
      StateLocation(initial, graph: graph)
    }
    box.linked.link(location, at: link)
  }
}

/// A `State` wrapper's link to where its value lives: its own location until a host links it
/// to the storage of the view's identity (of each place it is linked at).
final class StateBox<Value> {
  let initial: Value
  var linked: LinkedPlaces<StateLocation<Value>>

  init(_ value: Value) {
    initial = value
    linked = LinkedPlaces(StateLocation(value, graph: nil))
  }

  /// Where the value lives for the view being drawn or acting.
  var location: StateLocation<Value> { linked.value }
}

/// Where a state value lives; a write tells the graph, unless an equatable value is unchanged.
final class StateLocation<Value> {
  private(set) var value: Value
  private weak var graph: StateGraph?

  init(_ value: Value, graph: StateGraph?) {
    self.value = value
    self.graph = graph
  }

  func set(_ newValue: Value) {
    let unchanged = isEqual(value, newValue)
    value = newValue
    if !unchanged { graph?.invalidate() }
  }
}

/// Whether two values are equal, when their type is `Equatable`; `false` otherwise.
func isEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
  guard let lhs = lhs as? any Equatable else { return false }
  return lhs.isEqual(to: rhs)
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
