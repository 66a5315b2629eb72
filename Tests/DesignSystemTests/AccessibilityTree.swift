import CatalogUI

// MARK: - AccessibilityTree

/// The accessibility tree of a view as lines a test can compare whole: one line per element,
/// indented under its container, with traits, label, value, hint, adjustability and actions,
/// but not frames (layout has its own tests).
@MainActor
enum AccessibilityTree {
  static func lines<V: View>(of view: V, width: Double = 375) -> [String] {
    let host = ViewHost(view, proposal: ProposedViewSize(width: width, height: nil))
    return host.accessibilityElements.flatMap { lines(of: $0, depth: 0) }
  }

  static func lines(of element: AccessibilityElement, depth: Int) -> [String] {
    var parts = [element.traits.description.isEmpty ? "element" : element.traits.description]
    parts.append("\"\(element.label)\"")
    if let value = element.value, !value.isEmpty { parts.append("value \"\(value)\"") }
    if let hint = element.hint, !hint.isEmpty { parts.append("hint \"\(hint)\"") }
    if element.isAdjustable { parts.append("with adjust action") }
    if !element.actionNames.isEmpty {
      parts.append("actions [\(element.actionNames.joined(separator: ", "))]")
    }
    let line = String(repeating: "  ", count: depth) + parts.joined(separator: " ")
    return [line] + element.children.flatMap { lines(of: $0, depth: depth + 1) }
  }
}
