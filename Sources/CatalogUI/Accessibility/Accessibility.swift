import Raster

// MARK: - AccessibilityTraits

/// What kind of element an accessibility element is.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable, CustomStringConvertible {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let isButton = AccessibilityTraits(rawValue: 1)
  public static let isHeader = AccessibilityTraits(rawValue: 2)
  public static let isSelected = AccessibilityTraits(rawValue: 4)
  public static let isImage = AccessibilityTraits(rawValue: 8)
  public static let isStaticText = AccessibilityTraits(rawValue: 16)
  public static let isAdjustable = AccessibilityTraits(rawValue: 32)
  public static let isToggle = AccessibilityTraits(rawValue: 64)
  public static let isSearchField = AccessibilityTraits(rawValue: 128)
  public static let isLink = AccessibilityTraits(rawValue: 256)
  public static let isNotEnabled = AccessibilityTraits(rawValue: 512)

  static let names: [(AccessibilityTraits, String)] = [
    (.isButton, "button"), (.isHeader, "header"), (.isSelected, "selected"), (.isImage, "image"),
    (.isStaticText, "text"), (.isAdjustable, "adjustable"), (.isToggle, "toggle"),
    (.isSearchField, "searchField"), (.isLink, "link"), (.isNotEnabled, "notEnabled"),
  ]

  public var description: String {
    Self.names.filter { contains($0.0) }.map(\.1).joined(separator: ", ")
  }
}

/// How an accessibility element relates to the elements inside it.
public enum AccessibilityChildBehavior: Hashable, Sendable {
  /// One element; the children are not exposed.
  case ignore
  /// One element whose label joins the children's labels.
  case combine
  /// A container; the children stay separate elements.
  case contain
}

/// The direction of an adjustable action.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable { case increment, decrement }

// MARK: - AccessibilityProperties

/// Accessibility set on one view.
struct AccessibilityProperties {
  var label: String?
  var value: String?
  var hint: String?
  var traits: AccessibilityTraits = []
  var removedTraits: AccessibilityTraits = []
  var isHidden = false
  var childBehavior: AccessibilityChildBehavior?
  var adjustableAction: ((AccessibilityAdjustmentDirection) -> Void)?
  var actions: [(String, () -> Void)] = []
  var identifier: String?
  /// The stock control a built-in style drew here, as the audits' presets judge it.
  var standardControl: StandardControl?

  var isEmpty: Bool {
    label == nil && value == nil && hint == nil && traits.isEmpty && childBehavior == nil
      && adjustableAction == nil && actions.isEmpty && identifier == nil
  }
}

// MARK: - AccessibilityElement

/// One element of the accessibility tree: what a screen reader announces, and where.
public struct AccessibilityElement: CustomStringConvertible {
  public var label: String
  public var value: String?
  public var hint: String?
  public var traits: AccessibilityTraits
  /// Frame in points, in the root's coordinates.
  public var frame: CGRect
  public var identifier: String?
  /// Elements inside a `.contain` container.
  public var children: [AccessibilityElement]
  /// Names of custom actions.
  public var actionNames: [String]
  let adjust: ((AccessibilityAdjustmentDirection) -> Void)?
  let activate: (() -> Void)?
  let namedActions: [(String, () -> Void)]
  /// The stock control (iOS's switch, a bordered button) a built-in style drew inside this
  /// element, as drawn; `nil` for an app's own views.
  public var standardControl: StandardControl?
  /// The view this element was built from.
  let node: LayoutNode?

  /// Whether the element can be adjusted (a stepper, a rating control).
  public var isAdjustable: Bool { adjust != nil }

  /// Whether activating the element (a double tap) does something.
  public var hasAction: Bool { activate != nil }

  /// Performs the adjustable action, as a swipe up or down would.
  public func adjust(_ direction: AccessibilityAdjustmentDirection) { adjust?(direction) }

  /// Activates the element, as a double tap would.
  public func activateElement() { activate?() }

  /// Performs a named custom action.
  public func performAction(named name: String) {
    namedActions.first { $0.0 == name }?.1()
  }

  /// One line such as `button "Add" value "3" (0, 0, 44×44)`.
  public var description: String {
    var parts: [String] = []
    let t = traits.description
    parts.append(t.isEmpty ? "element" : t)
    parts.append("\"\(label)\"")
    if let value { parts.append("value \"\(value)\"") }
    if let hint { parts.append("hint \"\(hint)\"") }
    if !actionNames.isEmpty { parts.append("actions [\(actionNames.joined(separator: ", "))]") }
    parts.append(Rect(frame).description)
    return parts.joined(separator: " ")
  }
}

// MARK: - StandardControl

/// A control drawn by one of CatalogUI's built-in styles in iOS's own look (system colours, the
/// size iOS draws it at): what an audit preset such as `AccessibilityPolicy.iOS` judges as
/// Apple's design rather than the app's.
///
/// Built-in styles tag the view they draw (`Toggle`'s switch, `Stepper`'s pill, the bordered
/// button styles); a style given a colour that is not one of iOS's system colours (a custom
/// `.tint`) does not tag it, so the app's own colours are judged as the app's.
public struct StandardControl: Hashable, Sendable {
  /// The control, such as `Toggle` or `Button (.borderedProminent)`.
  public var name: String
  /// The size iOS draws the control at, in points; `nil` when it follows its label (a
  /// bordered button).
  public var standardSize: CGSize?
  /// The size the control was laid out at, in points.
  public var layoutSize: CGSize
  /// The size the control is drawn at after its ancestors' scales, in points.
  public var drawnSize: CGSize

  /// Whether the control is drawn at least as large as iOS draws it: its standard size when
  /// it has one, and not shrunk by a scale (half a point of slack for rounding).
  public var isAtStandardSize: Bool {
    let slack = 0.5
    let floor = standardSize ?? layoutSize
    return drawnSize.width >= floor.width - slack && drawnSize.height >= floor.height - slack
      && drawnSize.width >= layoutSize.width - slack
      && drawnSize.height >= layoutSize.height - slack
  }
}

// MARK: - UnreachableTapTarget

/// A view that handles taps (`.onTapGesture`) but whose action no accessibility element
/// activates: VoiceOver and Switch Control users cannot find or perform it.
public struct UnreachableTapTarget: Equatable, Sendable {
  /// Where the view is drawn, in points, in the root's coordinates.
  public var frame: CGRect
  /// The texts the view shows, joined with ", " (empty when it shows none).
  public var text: String
}
