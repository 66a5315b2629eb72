// MARK: - ObservedObject

/// An observable object a view reads, owned elsewhere, as SwiftUI's `@ObservedObject`: its
/// changes render the view again; `$object.property` is a binding to one of its properties.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// The object.
  public var wrappedValue: ObjectType

  /// Observes `wrappedValue`.
  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

  /// Observes `initialValue` (the older spelling).
  public init(initialValue: ObjectType) { self.init(wrappedValue: initialValue) }

  /// Bindings to the object's properties: `$model.name`.
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  /// Makes bindings to the properties of an observed object.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    /// A binding to one property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
      -> Binding<Subject>
    {
      let object = object
      return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
  }
}

extension ObservedObject: LinkedDynamicProperty {
  func link(_ link: inout DynamicPropertyLink) throws(DynamicPropertyError) {
    link.graph.observe(wrappedValue)
  }
}

// MARK: - StateObject

/// An observable object a view owns, made once per view identity, as SwiftUI's `@StateObject`.
///
/// Outside a hosted view, the object is made on first use and kept by the wrapper.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  let box: StateObjectBox<ObjectType>

  /// An object made by `thunk` the first time the view appears, and kept while it stays.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    box = StateObjectBox(thunk)
  }

  /// The object.
  public var wrappedValue: ObjectType { box.object }

  /// Bindings to the object's properties: `$model.name`.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject(wrappedValue: box.object).projectedValue
  }
}

extension StateObject: LinkedDynamicProperty {
  func link(_ link: inout DynamicPropertyLink) throws(DynamicPropertyError) {
    let make = box.make
    let stored = link.graph.storage(at: link.identity, index: link.takeSlot()) {
      StateObjectStorage(make())
    }
    box.linked.link(stored.object, at: link)
    link.graph.observe(stored.object)
  }
}

/// A `StateObject` wrapper's object: the one of the view's identity once linked, else its own.
final class StateObjectBox<ObjectType: ObservableObject> {
  let make: () -> ObjectType
  var linked = LinkedPlaces<ObjectType?>(nil)
  private lazy var own: ObjectType = make()

  init(_ make: @escaping () -> ObjectType) { self.make = make }

  var object: ObjectType { linked.value ?? own }
}

/// The object of one view identity.
final class StateObjectStorage<ObjectType: ObservableObject> {
  let object: ObjectType
  init(_ object: ObjectType) { self.object = object }
}
