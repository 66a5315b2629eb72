// MARK: - TransitionID

/// The name of a component taking part in screen transitions, such as
/// `BottomSheet.backgroundView`: views on two screens tagged with the same id are two states of
/// one component, which a `TransitionDefinition` animates between.
///
/// Ids are usually static constants grouped in a caseless enum per feature:
///
/// ```swift
/// enum BottomSheet {
///   static let backgroundView: TransitionID = "BottomSheet.backgroundView"
/// }
/// ```
public struct TransitionID: Hashable, Sendable, Comparable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The id's name, as written in messages and reports.
  public let name: String

  /// An id named `name`.
  public init(_ name: String) { self.name = name }

  /// An id from a string literal.
  public init(stringLiteral name: String) { self.name = name }

  public var description: String { name }

  public static func < (lhs: TransitionID, rhs: TransitionID) -> Bool { lhs.name < rhs.name }
}

// MARK: - TransitionTag

/// A view's transition id and where in the source it was given, so a message about an id
/// used twice names both places.
struct TransitionTag: Sendable {
  let id: TransitionID
  let fileID: String
  let line: Int
  /// The animation a SwiftUI modifier gave the view (`transition(_:)`,
  /// `animation(_:value:)`), used where no definition names the id.
  var animation: TransitionAnimation?
  /// The animation when the view leaves, where it differs from `animation`
  /// (`transition(.slide)`, `.asymmetric(insertion:removal:)`).
  var removal: TransitionAnimation?

  /// `Screens/SearchInputScreen.swift:42`.
  var place: String { "\(fileID):\(line)" }
}

extension View {
  /// Tags the view as the component `id` in screen transitions: a `ScreenTransition` renders
  /// it as its own layer and animates it as its `TransitionDefinition` says. Outside a
  /// transition the tag changes nothing. An id may appear once per screen; a tagged view may
  /// contain other tagged views, which then move with it.
  nonisolated public func transitionID(
    _ id: TransitionID, fileID: String = #fileID, line: Int = #line
  )
    -> some View
  {
    modifier(TransitionIDModifier(id: id, fileID: fileID, line: line))
  }
}

// MARK: - TransitionIDModifier

/// Tags the view as the component `id` of screen transitions.
nonisolated struct TransitionIDModifier: TagModifier {
  let id: TransitionID
  let fileID: String
  let line: Int

  @MainActor func tag(_ tags: inout NodeTags, in context: ResolveContext) {
    tags.transitionTag = TransitionTag(id: id, fileID: fileID, line: line)
  }
}
