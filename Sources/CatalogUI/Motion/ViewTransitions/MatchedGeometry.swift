// MARK: - Namespace

/// A namespace for `matchedGeometryEffect(id:in:)` ids, as SwiftUI's `@Namespace`: each view
/// that declares one has its own, stable for as long as the view's identity.
@propertyWrapper
public struct Namespace: DynamicProperty {
  /// A namespace's identity.
  public struct ID: Hashable, Sendable, CustomStringConvertible {
    let name: String
    public var description: String { name }
  }

  private let box = NamespaceBox()

  /// A namespace, named after the view that declares it once that view is hosted.
  public init() {}

  /// The namespace's identity.
  public var wrappedValue: ID { box.id }
}

/// Where a `Namespace` keeps the identity its host gave it.
final class NamespaceBox: @unchecked Sendable {
  // `@unchecked`: written while its view is linked, before its body is computed, by the one
  // thread resolving the host.
  var id = Namespace.ID(name: "unhosted")
}

extension Namespace: LinkedDynamicProperty {
  func link(_ link: inout DynamicPropertyLink) throws(DynamicPropertyError) {
    box.id = Namespace.ID(name: "\(link.identity)#\(link.takeSlot())")
  }
}

extension View {
  /// Makes the view and the other view with the same `id` in `namespace` one element, as
  /// SwiftUI's `matchedGeometryEffect(id:in:properties:anchor:isSource:)`: under
  /// `ViewHost.animate(_:_:)` it moves and resizes from the one's frame to the other's while
  /// their contents crossfade. `properties`, `anchor` and `isSource` are accepted; frames and
  /// positions always both match.
  nonisolated public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true, fileID: String = #fileID,
    line: Int = #line
  ) -> some View {
    modifier(
      MatchedGeometryModifier(
        id: TransitionID("matched \(namespace) \(id)"), fileID: fileID, line: line))
  }
}

// MARK: - MatchedGeometryModifier

/// Tags the view as the element `id` of screen transitions, keeping the animation a
/// `transition(_:)` or `animation(_:value:)` inside gave it.
nonisolated struct MatchedGeometryModifier: TagModifier {
  let id: TransitionID
  let fileID: String
  let line: Int

  @MainActor func tag(_ tags: inout NodeTags, in context: ResolveContext) {
    tags.transitionTag = TransitionTag(
      id: id, fileID: fileID, line: line, animation: tags.transitionTag?.animation)
  }
}

/// Which geometry `matchedGeometryEffect` matches, as SwiftUI's option set.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  /// A property set from its raw value.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The position of the view.
  public static let position = MatchedGeometryProperties(rawValue: 1)
  /// The size of the view.
  public static let size = MatchedGeometryProperties(rawValue: 2)
  /// Position and size.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}
