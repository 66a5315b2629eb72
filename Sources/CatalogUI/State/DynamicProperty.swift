@_spi(Reflection) import Swift
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
protocol LinkedDynamicProperty: DynamicProperty {
  func link(_ link: inout DynamicPropertyLink) throws(DynamicPropertyError)
}

enum DynamicProperties {
  /// How one type's dynamic properties are found, worked out once per type.
  private enum Plan {
    /// The type holds none.
    case none
    /// At these offsets of a struct, in declaration order.
    case fields([Field])
    /// By reflection, value by value: classes, enums and types with a custom mirror (a
    /// modifier's body presents the modifier's properties as its own).
    case mirror
  }

  /// A stored property that is a dynamic property, and where it is.
  private struct Field {
    let offset: Int
    let kind: Kind
  }

  private enum Kind {
    /// A property wrapper this module links (`@State`, `@Environment` …).
    case linked(any LinkedDynamicProperty.Type)
    /// A struct of the user's that holds dynamic properties of its own.
    case custom(any DynamicProperty.Type)
  }

  /// The plans made so far. Views are resolved on the main actor, as in SwiftUI.
  @MainActor private static var plans: [ObjectIdentifier: Plan] = [:]

  /// Links the dynamic properties of `view` (and of dynamic properties nested in structs);
  /// throws when one cannot be linked.
  ///
  /// A struct's properties are read at the offsets its type metadata gives, as SwiftUI finds
  /// them from the field types: reflecting every value (a `Mirror`, a box and two casts per
  /// stored property) took a twentieth of a whole run.
  @MainActor
  static func link<V>(_ view: V, _ link: inout DynamicPropertyLink) throws(DynamicPropertyError) {
    switch plan(for: V.self) {
    case .none:
      return
    case .fields(let fields):
      try withUnsafePointer(to: view) { (pointer) throws(DynamicPropertyError) in
        let base = UnsafeRawPointer(pointer)
        for field in fields {
          switch field.kind {
          case .linked(let type): try type.link(at: base + field.offset, &link)
          case .custom(let type): try type.linkNested(at: base + field.offset, &link)
          }
        }
      }
    case .mirror:
      // A mirror that shows none for one value shows none for every value of the type.
      if try !linkMirrored(view, &link) { plans[ObjectIdentifier(V.self)] = Plan.none }
    }
  }

  @MainActor
  private static func plan(for type: Any.Type) -> Plan {
    let key = ObjectIdentifier(type)
    if let known = plans[key] { return known }
    let made = makePlan(for: type)
    plans[key] = made
    return made
  }

  private static func makePlan(for type: Any.Type) -> Plan {
    if type is any CustomReflectable.Type { return .mirror }
    var fields: [Field] = []
    let isStruct = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
      // One conformance lookup for most fields (a String, a closure); the second only for the
      // few that are dynamic properties.
      guard let dynamic = fieldType as? any DynamicProperty.Type else { return true }
      if let linked = dynamic as? any LinkedDynamicProperty.Type {
        fields.append(Field(offset: offset, kind: .linked(linked)))
      } else {
        fields.append(Field(offset: offset, kind: .custom(dynamic)))
      }
      return true
    }
    guard isStruct, !(type is AnyObject.Type) else { return .mirror }
    return fields.isEmpty ? .none : .fields(fields)
  }

  /// Links by reflecting `value`; says whether it held any dynamic property.
  @MainActor
  private static func linkMirrored(_ value: Any, _ link: inout DynamicPropertyLink)
    throws(DynamicPropertyError) -> Bool
  {
    var found = false
    for child in Mirror(reflecting: value).children {
      if let linked = child.value as? any LinkedDynamicProperty {
        try linked.link(&link)
        found = true
      } else if var custom = child.value as? any DynamicProperty {
        _ = try linkMirrored(custom, &link)
        custom.update()
        found = true
      }
    }
    return found
  }
}

extension LinkedDynamicProperty {
  /// Links the property stored at `pointer`.
  fileprivate static func link(
    at pointer: UnsafeRawPointer, _ link: inout DynamicPropertyLink
  ) throws(DynamicPropertyError) {
    try pointer.assumingMemoryBound(to: Self.self).pointee.link(&link)
  }
}

extension DynamicProperty {
  /// Links the dynamic properties inside the struct stored at `pointer`, then updates a copy
  /// of it (the properties keep their storage in references, so the view's copy sees it).
  @MainActor
  fileprivate static func linkNested(
    at pointer: UnsafeRawPointer, _ link: inout DynamicPropertyLink
  ) throws(DynamicPropertyError) {
    var value = pointer.assumingMemoryBound(to: Self.self).pointee
    try DynamicProperties.link(value, &link)
    value.update()
  }
}
