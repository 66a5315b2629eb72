// MARK: - Environment

/// Reads a value from the view's environment, as SwiftUI's `@Environment(\.colorScheme)`, or
/// an `@Observable` object an ancestor provided with `.environment(_:)`, as
/// `@Environment(Model.self)`.
///
/// Outside a hosted view, it reads the default environment. Where SwiftUI stops the app when
/// no ancestor provides a required object, the view is not shown and the host reports which
/// object is missing and where to provide it.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  /// How the value is found in the environment.
  let read: (EnvironmentValues) -> Value?
  /// The object type a missing value names, for an object that must be provided.
  let requiredObject: Any.Type?
  let box = EnvironmentBox()

  /// Reads the value at `keyPath` of the environment.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    read = { $0[keyPath: keyPath] }
    requiredObject = nil
  }

  /// Reads the `@Observable` object of type `objectType` an ancestor provided with
  /// `.environment(_:)`.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    read = { $0.object(Value.self) }
    requiredObject = objectType
  }

  /// Reads the `@Observable` object of type `objectType` an ancestor provided, or `nil`.
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    read = { $0.object(T.self) }
    requiredObject = nil
  }

  /// The value in the environment the view was resolved in.
  public var wrappedValue: Value {
    guard let value = read(box.values ?? EnvironmentValues()) else {
      preconditionFailure(EnvironmentObjectKey.missingObservable(requiredObject, in: nil))
    }
    return value
  }
}

extension Environment: LinkedDynamicProperty {
  func link(_ link: inout DynamicPropertyLink) throws(DynamicPropertyError) {
    if requiredObject != nil, read(link.environment) == nil {
      throw DynamicPropertyError(
        message: EnvironmentObjectKey.missingObservable(requiredObject, in: link.viewName))
    }
    box.linked.link(link.environment, at: link)
  }
}

/// The environment an `Environment` wrapper was linked with.
final class EnvironmentBox {
  var linked = LinkedPlaces<EnvironmentValues?>(nil)
  var values: EnvironmentValues? { linked.value }
}

// MARK: - EnvironmentObject

/// An observable object an ancestor put in the environment with `.environmentObject(_:)`, as
/// SwiftUI's `@EnvironmentObject`.
///
/// Where SwiftUI stops the app when no ancestor provides the object, the view is not shown and
/// the host reports which object is missing and where to provide it.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  let box = EnvironmentObjectBox<ObjectType>()

  /// Reads the object of type `ObjectType` from the environment.
  public init() {}

  /// The object; reading it outside a hosted view that provides it stops with a message.
  public var wrappedValue: ObjectType {
    guard let object = box.object else {
      preconditionFailure(EnvironmentObjectKey.missingMessage(ObjectType.self, in: nil))
    }
    return object
  }

  /// Bindings to the object's properties: `$model.name`.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject(wrappedValue: wrappedValue).projectedValue
  }
}

extension EnvironmentObject: LinkedDynamicProperty {
  func link(_ link: inout DynamicPropertyLink) throws(DynamicPropertyError) {
    guard let object = link.environment.object(ObjectType.self) else {
      throw DynamicPropertyError(
        message: EnvironmentObjectKey.missingMessage(ObjectType.self, in: link.viewName))
    }
    box.linked.link(object, at: link)
    link.graph.observe(object)
  }
}

/// The object an `EnvironmentObject` wrapper was linked with.
final class EnvironmentObjectBox<ObjectType> {
  var linked = LinkedPlaces<ObjectType?>(nil)
  var object: ObjectType? { linked.value }
}

/// Where the environment keeps objects by type.
enum EnvironmentObjectKey {
  static func missingMessage<T>(_ type: T.Type, in view: String?) -> String {
    "no \(typeName(type)) in the environment for @EnvironmentObject"
      + (view.map { " in \($0)" } ?? "")
      + "; provide one with .environmentObject(\(typeName(type))(…)) on an ancestor view"
  }

  static func missingObservable(_ type: Any.Type?, in view: String?) -> String {
    let name = type.map { typeName($0) } ?? "object"
    return "no \(name) in the environment for @Environment(\(name).self)"
      + (view.map { " in \($0)" } ?? "")
      + "; provide one with .environment(\(name)(…)) on an ancestor view"
  }
}
