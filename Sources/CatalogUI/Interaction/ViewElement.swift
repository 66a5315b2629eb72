import Raster

// MARK: - ViewQueryError

/// Why a query found nothing or an action could not be performed; the message names the
/// element, says what is on screen instead, or why a user could not do it.
public struct ViewQueryError: Error, CustomStringConvertible, Equatable {
  /// The whole message, such as `no button named "Reserve"; buttons: "Cancel", "Book now"`.
  public let message: String

  /// An error with a message.
  public init(_ message: String) { self.message = message }

  public var description: String { message }
}

// MARK: - ViewElement

/// A view found on a hosted screen: where it is drawn, what it shows and says to
/// accessibility, and the actions a user can perform on it (`tap()`, `typeText(_:)`,
/// `toggle()`, `increment()` …).
///
/// An element keeps its place in the tree by identity: after a state change it acts on the same
/// view in the new rendering, or fails when that view is gone.
public struct ViewElement: CustomStringConvertible {
  /// How the element was found, for messages: `button "Reserve"`, `text "Count 0"`.
  public let name: String
  /// The view's frame in points in the root's coordinates, moved by its ancestors' offsets,
  /// rotations and scales; a view's own `.offset` moves what it draws, not its frame, as in
  /// SwiftUI (`.offset(x: 8).id("a")` is found in its slot, `.id("a").offset(x: 8)` moved).
  public let frame: CGRect
  /// The text the view shows, its lines and children joined with ", ", if any.
  public let text: String?
  /// The accessibility element the view is, or is part of.
  public let accessibility: AccessibilityElement?
  /// Identifiers given to the view with `.id(_:)`.
  public let identifiers: [AnyHashable]

  let host: ViewHost
  let identity: ViewIdentity?
  /// Which of the nodes sharing this identity (wrappers share their content's), in preorder.
  let ordinal: Int
  /// For a link found with `find(link:)`, its index among its text's links.
  var link: Int? = nil

  /// The accessibility label, if the view is an accessibility element.
  public var label: String? { accessibility?.label }
  /// The accessibility value, if any (`"3 of 5"`, `"On"`).
  public var value: String? { accessibility?.value }
  /// The accessibility traits (`button`, `selected`, `notEnabled` …).
  public var traits: AccessibilityTraits { accessibility?.traits ?? [] }

  /// `name` and frame, such as `button "Reserve" (16, 700, 358×48)`.
  public var description: String { "\(name) \(Rect(frame))" }

  /// The link `index` of this element's text, framed by its first run.
  func link(_ index: Int, text: String, frame: CGRect) -> ViewElement {
    var element = ViewElement(
      name: name, frame: frame, text: text, accessibility: accessibility,
      identifiers: identifiers, host: host, identity: identity, ordinal: ordinal)
    element.link = index
    return element
  }
}

// MARK: - Actions

@MainActor
extension ViewElement {
  /// Taps the centre of the view as a finger would, after checking that a user could: the view
  /// is on screen, visible, enabled, has an area, is not clipped away or covered by another
  /// view, and something handles the tap.
  public func tap() throws(ViewQueryError) {
    let action = try LargeStack.runThrowing { () throws(ViewQueryError) in
      try host.tapAction(for: self)
    }
    action()
  }

  /// Types `text` into the view, a text field (appending to what it holds).
  public func typeText(_ text: String) throws(ViewQueryError) {
    let input = try LargeStack.runThrowing { () throws(ViewQueryError) in
      let target = try host.locate(self)
      guard
        let input = target.node.textInput
          ?? target.node.firstDescendant(where: {
            $0.textInput != nil
          })?.textInput
      else { throw ViewQueryError("cannot type into \(name): it is not a text field") }
      try host.checkUsable(self, target)
      return input
    }
    input(text)
  }

  /// Flips a toggle, as a tap on it would.
  public func toggle() throws(ViewQueryError) {
    guard traits.contains(.isToggle) else {
      throw ViewQueryError("cannot toggle \(name): it is not a toggle (traits: \(traitList))")
    }
    try tap()
  }

  /// Raises an adjustable element (a stepper, a rating) one step, as a swipe up would.
  public func increment() throws(ViewQueryError) { try adjust(.increment) }

  /// Lowers an adjustable element one step, as a swipe down would.
  public func decrement() throws(ViewQueryError) { try adjust(.decrement) }

  /// Performs the accessibility custom action named `actionName`.
  public func performAction(named actionName: String) throws(ViewQueryError) {
    let element = try currentAccessibility()
    guard let action = element.namedActions.first(where: { $0.0 == actionName })?.1 else {
      let names = element.actionNames.map { "\"\($0)\"" }.joined(separator: ", ")
      throw ViewQueryError(
        "\(name) has no action named \"\(actionName)\"; "
          + (names.isEmpty ? "it has no custom actions" : "its actions: \(names)"))
    }
    action()
  }

  private func adjust(_ direction: AccessibilityAdjustmentDirection) throws(ViewQueryError) {
    let element = try currentAccessibility()
    guard let adjust = element.adjust else {
      throw ViewQueryError(
        "cannot \(direction) \(name): it is not adjustable "
          + "(traits: \(traitList)); adjustable elements use .accessibilityAdjustableAction")
    }
    if element.traits.contains(.isNotEnabled) {
      throw ViewQueryError("cannot \(direction) \(name): it is disabled")
    }
    adjust(direction)
  }

  private func currentAccessibility() throws(ViewQueryError) -> AccessibilityElement {
    try LargeStack.runThrowing { () throws(ViewQueryError) in
      let target = try host.locate(self)
      guard let element = host.accessibilityElement(containing: target.node) else {
        throw ViewQueryError("\(name) is not an accessibility element")
      }
      return element
    }
  }

  private var traitList: String { traits.isEmpty ? "none" : traits.description }
}

extension LayoutNode {
  /// The first node below this one, in preorder, for which `predicate` holds.
  func firstDescendant(where predicate: (LayoutNode) -> Bool) -> LayoutNode? {
    for child in children {
      if predicate(child) { return child }
      if let found = child.firstDescendant(where: predicate) { return found }
    }
    return nil
  }

  /// Whether `self` is `other` or lies inside it.
  func isDescendant(of other: LayoutNode) -> Bool {
    self === other || other.firstDescendant(where: { $0 === self }) != nil
  }
}
