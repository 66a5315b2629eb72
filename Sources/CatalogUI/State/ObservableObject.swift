// MARK: - ObservableObject

/// A class whose changes views observe, as in SwiftUI: `@Published` properties announce their
/// changes through `objectWillChange`, and hosts that read the object render again.
///
/// Unlike Combine's protocol, `objectWillChange` is always an `ObservableObjectPublisher`:
/// this module does without Combine (which Linux lacks) and its publishers. A class may declare
/// its own `let objectWillChange = ObservableObjectPublisher()` and call `send()` itself.
public protocol ObservableObject: AnyObject {
  /// Announces that the object is about to change.
  var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
  /// The publisher shared by the object's `@Published` properties, as Combine provides it.
  public var objectWillChange: ObservableObjectPublisher {
    PublishedFields.sharedPublisher(of: self)
  }
}

// MARK: - ObservableObjectPublisher

/// Tells subscribers that an object is about to change; Combine's name, our own small type.
public final class ObservableObjectPublisher {
  private var subscribers: [Int: () -> Void] = [:]
  private var nextKey = 0

  /// A publisher with no subscribers.
  public init() {}

  /// Tells every subscriber that the object is about to change.
  public func send() {
    // Subscribers may cancel while being told; a copy keeps the iteration valid.
    for key in subscribers.keys.sorted() { subscribers[key]?() }
  }

  /// Calls `receiveValue` before every change until the returned token is cancelled or released.
  public func sink(receiveValue: @escaping () -> Void) -> AnyCancellable {
    let key = nextKey
    nextKey += 1
    subscribers[key] = receiveValue
    return AnyCancellable { [weak self] in self?.subscribers[key] = nil }
  }

  /// The number of live subscriptions, for tests that nothing leaks.
  var subscriberCount: Int { subscribers.count }
}

// MARK: - AnyCancellable

/// Ends a subscription when cancelled or released, as Combine's `AnyCancellable`.
public final class AnyCancellable: Hashable {
  private var cancelAction: (() -> Void)?

  /// A token that runs `cancel` once, when cancelled or released.
  public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }

  /// Ends the subscription; later calls do nothing.
  public func cancel() {
    let action = cancelAction
    cancelAction = nil
    action?()
  }

  deinit { cancel() }

  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  /// Keeps the token in `set`, so the subscription lasts as long as the set.
  public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
}

// MARK: - Published

/// A property of an `ObservableObject` whose changes are announced before they happen, as
/// Combine's `@Published`.
///
/// Unlike Combine's, the projected value (`$property`) is not a publisher; views bind to a
/// property with `$object.property` through `@ObservedObject` or `@StateObject`.
@propertyWrapper
public struct Published<Value> {
  let storage: PublishedStorage<Value>

  /// A published property with an initial value.
  public init(wrappedValue: Value) { storage = PublishedStorage(wrappedValue) }

  /// A published property with an initial value (the older spelling).
  public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

  /// The current value; setting it tells the object's subscribers first.
  public var wrappedValue: Value {
    get { storage.value }
    nonmutating set {
      storage.publisher?.send()
      storage.value = newValue
    }
  }
}

/// Where a published value lives, with the publisher of the object that owns it.
final class PublishedStorage<Value>: PublishedField {
  var value: Value
  var publisher: ObservableObjectPublisher?
  init(_ value: Value) { self.value = value }
}

/// A published property, whatever its value type.
protocol PublishedField: AnyObject {
  var publisher: ObservableObjectPublisher? { get set }
}

/// Finds the `@Published` properties of an object, as Combine does, to connect them to the
/// object's publisher.
enum PublishedFields {
  /// The publisher the object's published properties share, made on first use.
  static func sharedPublisher(of object: AnyObject) -> ObservableObjectPublisher {
    let fields = published(in: object)
    if let existing = fields.lazy.compactMap(\.publisher).first { return existing }
    let publisher = ObservableObjectPublisher()
    for field in fields { field.publisher = publisher }
    return publisher
  }

  /// Connects the object's published properties to `publisher`, for a class that declares its
  /// own `objectWillChange`.
  static func connect(_ object: AnyObject, to publisher: ObservableObjectPublisher) {
    for field in published(in: object) where field.publisher == nil { field.publisher = publisher }
  }

  private static func published(in object: AnyObject) -> [PublishedField] {
    var fields: [PublishedField] = []
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      for child in current.children {
        if let field = (child.value as? any PublishedStorageHolder)?.field { fields.append(field) }
      }
      mirror = current.superclassMirror
    }
    return fields
  }
}

/// A `Published` wrapper, whatever its value type, as reflection finds it.
protocol PublishedStorageHolder {
  var field: PublishedField { get }
}

extension Published: PublishedStorageHolder {
  var field: PublishedField { storage }
}
