import Foundation

// MARK: - AppStorage

/// A value stored under a key for the whole app, as SwiftUI's `@AppStorage`: every view that
/// declares the same key reads and writes one value, and writing it renders them again.
///
/// Unlike SwiftUI, the value is never read from or written to `UserDefaults` (a snapshot must
/// not depend on what a machine stored, nor change it): each host starts from the value the
/// declaration gives, and keeps what its views write for as long as the host lives. The
/// `store:` argument is accepted and not used.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  let key: String
  let box: StateBox<Value>

  init(value: Value, key: String) {
    self.key = key
    box = StateBox(value)
  }

  /// The stored value.
  public var wrappedValue: Value {
    get { box.location.value }
    nonmutating set { box.location.set(newValue) }
  }

  /// A binding to the stored value.
  public var projectedValue: Binding<Value> {
    let location = box.location
    return Binding(get: { location.value }, set: { location.set($0) })
  }
}

extension AppStorage: LinkedDynamicProperty {
  func link(_ link: inout DynamicPropertyLink) throws(DynamicPropertyError) {
    try linkShared(box, scope: "AppStorage", key: key, in: &link)
  }
}

/// The types `@AppStorage` stores, as SwiftUI's initialisers list them: `Bool`, `Int`,
/// `Double`, `String`, `URL` and `Data`. An implementation detail; declare the property.
public protocol _AppStorageValue {}

extension Bool: _AppStorageValue {}
extension Int: _AppStorageValue {}
extension Double: _AppStorageValue {}
extension String: _AppStorageValue {}
extension URL: _AppStorageValue {}
extension Data: _AppStorageValue {}

extension AppStorage where Value: _AppStorageValue {
  /// A Boolean, integer, number, string, URL or data stored under `key`, `wrappedValue` until
  /// a view writes it.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(value: wrappedValue, key: key)
  }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == Int {
  /// An enumeration with integer raw values stored under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(value: wrappedValue, key: key)
  }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == String {
  /// An enumeration with string raw values stored under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(value: wrappedValue, key: key)
  }
}

extension AppStorage {
  /// An optional Boolean, integer, number, string, URL or data stored under `key`, `nil` until
  /// a view writes it.
  public init<Wrapped: _AppStorageValue>(_ key: String, store: UserDefaults? = nil)
  where Value == Wrapped? {
    self.init(value: nil, key: key)
  }
}

// MARK: - SceneStorage

/// A value stored under a key for the scene, as SwiftUI's `@SceneStorage`: shared by the views
/// that declare the key, starting from the declaration's value in each host (a snapshot has
/// one scene and nothing restored).
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  let key: String
  let box: StateBox<Value>

  /// A value stored under `key`, `wrappedValue` until a view writes it.
  public init(wrappedValue: Value, _ key: String) {
    self.key = key
    box = StateBox(wrappedValue)
  }

  /// The stored value.
  public var wrappedValue: Value {
    get { box.location.value }
    nonmutating set { box.location.set(newValue) }
  }

  /// A binding to the stored value.
  public var projectedValue: Binding<Value> {
    let location = box.location
    return Binding(get: { location.value }, set: { location.set($0) })
  }
}

extension SceneStorage: LinkedDynamicProperty {
  func link(_ link: inout DynamicPropertyLink) throws(DynamicPropertyError) {
    try linkShared(box, scope: "SceneStorage", key: key, in: &link)
  }
}

/// Links a stored value to the one place in the host that every declaration of `key` shares.
private func linkShared<Value>(
  _ box: StateBox<Value>, scope: String, key: String, in link: inout DynamicPropertyLink
) throws(DynamicPropertyError) {
  let initial = box.initial
  let graph = link.graph
  let place = ViewIdentity.root.appending(.explicit("\(scope) \(key)"))
  let location = graph.storage(at: place, index: 0) { StateLocation(initial, graph: graph) }
  box.linked.link(location, at: link)
}
