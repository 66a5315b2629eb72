import Synchronization

// MARK: - DynamicProperty

/// A stored property of a view that the framework updates before computing `body`: `@State`,
/// `@Binding`, `@Environment`, `@ObservedObject`, `@StateObject`, `@EnvironmentObject`, and
/// structs of your own that hold them.
///
/// As in SwiftUI, the framework finds these properties by reflection and links each to the
/// storage of its view's identity. Unlike SwiftUI, `update()` is called on a copy: the
/// properties this module provides keep their storage in references, so a copy sees it.
public protocol DynamicProperty {
  /// Called before the view's body is computed.
  mutating func update()
}

extension DynamicProperty {
  /// Does nothing.
  public mutating func update() {}
}

// MARK: - Linking

/// What a dynamic property needs from the pass that links it: the graph, the view's identity
/// and environment, and the next free storage slot.
struct DynamicPropertyLink {
  let graph: StateGraph
  let identity: ViewIdentity
  let environment: EnvironmentValues
  /// The view whose properties are linked, for messages.
  let viewName: String
  var nextSlot = 0

  mutating func takeSlot() -> Int {
    defer { nextSlot += 1 }
    return nextSlot
  }
}

/// A problem that keeps a view's body from being computed, such as a missing environment object.
struct DynamicPropertyError: Error {
  let message: String
}

/// A property wrapper this module links to a graph.
protocol LinkedDynamicProperty {
  func link(_ link: inout DynamicPropertyLink) throws(DynamicPropertyError)
}

enum DynamicProperties {
  /// Types known to hold no dynamic properties, so reflection runs once per type, not per view.
  private static let plainTypes = Mutex<Set<ObjectIdentifier>>([])

  /// Links the dynamic properties of `view` (and of dynamic properties nested in structs);
  /// throws when one cannot be linked.
  static func link<V>(_ view: V, _ link: inout DynamicPropertyLink) throws(DynamicPropertyError) {
    let key = ObjectIdentifier(V.self)
    if plainTypes.withLock({ $0.contains(key) }) { return }
    let found = try linkFields(of: view, &link)
    if !found { plainTypes.withLock { _ = $0.insert(key) } }
  }

  private static func linkFields(of value: Any, _ link: inout DynamicPropertyLink)
    throws(DynamicPropertyError) -> Bool
  {
    var found = false
    for child in Mirror(reflecting: value).children {
      if let linked = child.value as? any LinkedDynamicProperty {
        try linked.link(&link)
        found = true
      } else if var custom = child.value as? any DynamicProperty {
        _ = try linkFields(of: custom, &link)
        custom.update()
        found = true
      }
    }
    return found
  }
}
