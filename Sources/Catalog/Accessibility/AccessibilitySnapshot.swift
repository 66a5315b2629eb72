import CatalogUI
import Raster

// MARK: - AccessibilitySnapshot

/// The accessibility snapshot format (`<id>.a11y.yaml`): one element per line in reading order,
/// in the spirit of Playwright's ARIA snapshots, so a pull request's diff reads as what a
/// screen reader would announce differently.
///
/// ```
/// # catalog-a11y/1
/// - header "Reviews" frame: (16, 20, 120×24)
/// - button "Reserve" [selected] value: "2 guests" actions: [Share] frame: (16, 500, 343×48)
/// - group "Filters" frame: (0, 120, 390×44):
///   - button "Price" [selected] frame: (16, 124, 60×36)
/// ```
///
/// A line is `- role "label"`, then the traits the role does not already say in brackets, then
/// `value:`, `hint:`, `actions:` and `frame:` in that order, each only when present except the
/// frame; a container's line ends with `:` and its children follow two spaces deeper. The role
/// is the first of `adjustable`, `toggle`, `searchField`, `button`, `link`, `header`, `image`,
/// `text`, `group` (an element with children) and `element` that applies; static text shows
/// only as the `text` role, since a header or button made of text is announced as such.
/// Identifiers are left out: a screen reader never announces them. Frames are in points in the
/// root's coordinates, rounded to two decimals. The file is UTF-8 with LF line endings and ends
/// with a line feed. Writing is linear in the number of elements and does not recurse, so a
/// deep tree cannot exhaust the stack.
public enum AccessibilitySnapshot {
  /// The first line of every snapshot; the number is the format's version.
  public static let header = "# catalog-a11y/1"

  /// The line that stands for an empty tree, so an empty screen is visible in review.
  public static let emptyTreeLine = "# no accessibility elements"

  /// The snapshot text of a tree, header first, ending with a line feed.
  public static func text(of elements: [AccessibilityElement]) -> String {
    var out = header + "\n"
    guard !elements.isEmpty else { return out + emptyTreeLine + "\n" }
    var pending: [(element: AccessibilityElement, depth: Int)] =
      elements.reversed().map { ($0, 0) }
    while let (element, depth) = pending.popLast() {
      appendLine(of: element, depth: depth, to: &out)
      pending.append(contentsOf: element.children.reversed().map { ($0, depth + 1) })
    }
    return out
  }

  /// An element as findings and the baseline name it: role and quoted label, such as
  /// `button "Reserve"`.
  public static func element(_ element: AccessibilityElement) -> String {
    role(of: element).rawValue + " " + quoted(element.label)
  }

  /// A frame as the snapshot writes it, such as `(16, 500, 343×48)`.
  public static func frame(_ rect: Rect) -> String {
    "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width))×\(number(rect.height)))"
  }

  // MARK: Lines

  private static func appendLine(
    of element: AccessibilityElement, depth: Int,
    to out: inout String
  ) {
    let role = role(of: element)
    out += String(repeating: "  ", count: depth)
    out += "- " + role.rawValue + " " + quoted(element.label)
    let traits = BracketTrait.allCases.filter {
      element.traits.contains($0.trait) && $0.trait != role.trait
    }
    if !traits.isEmpty { out += " [" + traits.map(\.rawValue).joined(separator: ", ") + "]" }
    if let value = element.value { out += " value: " + quoted(value) }
    if let hint = element.hint { out += " hint: " + quoted(hint) }
    if !element.actionNames.isEmpty {
      out += " actions: [" + element.actionNames.map(actionName).joined(separator: ", ") + "]"
    }
    out += " frame: " + frame(Rect(element.frame))
    out += element.children.isEmpty ? "\n" : ":\n"
  }

  static func quoted(_ string: String) -> String {
    AccessibilityTextSyntax.quoted(string, style: .swift)
  }

  /// An action name bare when it cannot be mistaken for list punctuation, quoted otherwise.
  static func actionName(_ name: String) -> String {
    isBareActionName(name.unicodeScalars) ? name : quoted(name)
  }

  static func isBareActionName(_ name: some Collection<Unicode.Scalar>) -> Bool {
    guard let first = name.first, let last = name.reversed().first,
      first != " ", last != " "
    else { return false }
    return name.allSatisfy {
      !AccessibilityTextSyntax.mustEscape($0) && !",[]\"\\".unicodeScalars.contains($0)
    }
  }

  // MARK: Numbers

  /// A number with at most two decimals and no trailing zeros (`16`, `16.5`, `0.25`); `-0` is
  /// `0`. Past 2^53, where a Double has no fraction left, whole numbers are written in full up
  /// to 2^63 and beyond that as Swift prints them (`1e+19`); non-finite values are `nan`,
  /// `inf` and `-inf`, so no input can trap.
  static func number(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    guard abs(value) < 0x1p53 else {
      return abs(value) < 0x1p63 ? String(Int64(value)) : String(value)
    }
    let hundredths = Int64((abs(value) * 100).rounded(.toNearestOrAwayFromZero))
    let sign = value < 0 && hundredths != 0 ? "-" : ""
    let whole = hundredths / 100
    let fraction = hundredths % 100
    switch fraction {
    case 0: return "\(sign)\(whole)"
    case let f where f % 10 == 0: return "\(sign)\(whole).\(f / 10)"
    case let f where f < 10: return "\(sign)\(whole).0\(f)"
    case let f: return "\(sign)\(whole).\(f)"
    }
  }

  // MARK: Roles and traits

  /// What an element is announced as: one word at the start of its line.
  enum Role: String, CaseIterable {
    case adjustable, toggle, searchField, button, link, header, image, text, group, element

    /// The trait the role stands for; `nil` for `group` and `element`.
    var trait: AccessibilityTraits? {
      switch self {
      case .adjustable: .isAdjustable
      case .toggle: .isToggle
      case .searchField: .isSearchField
      case .button: .isButton
      case .link: .isLink
      case .header: .isHeader
      case .image: .isImage
      case .text: .isStaticText
      case .group, .element: nil
      }
    }

    /// The first role, in declaration order, that the traits and children call for.
    init(traits: AccessibilityTraits, hasChildren: Bool) {
      let matching = Role.allCases.first { role in
        switch role {
        case .group: hasChildren
        case .element: true
        default: role.trait.map(traits.contains) ?? false
        }
      }
      self = matching ?? .element
    }
  }

  /// A trait written in brackets after the label, in this order, when the role does not say it.
  enum BracketTrait: String, CaseIterable {
    case selected, disabled, header, button, link, image, toggle, searchField

    var trait: AccessibilityTraits {
      switch self {
      case .selected: .isSelected
      case .disabled: .isNotEnabled
      case .header: .isHeader
      case .button: .isButton
      case .link: .isLink
      case .image: .isImage
      case .toggle: .isToggle
      case .searchField: .isSearchField
      }
    }
  }

  static func role(of element: AccessibilityElement) -> Role {
    var traits = element.traits
    if element.isAdjustable { traits.insert(.isAdjustable) }
    return Role(traits: traits, hasChildren: !element.children.isEmpty)
  }
}
