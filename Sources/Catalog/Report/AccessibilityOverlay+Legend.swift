import CatalogUI
import Raster

// MARK: - AccessibilityOverlay.Marker

extension AccessibilityOverlay {
  /// One numbered element of the overlay: its frame, and what VoiceOver reads for it.
  struct Marker {
    /// 1-based, in reading order with containers' children after their container.
    var number: Int
    /// The element's frame in points, root coordinates.
    var frame: Rect
    /// Whether the element groups others (`.contain`): VoiceOver does not focus it itself.
    var isContainer: Bool
    /// Label, value and traits as VoiceOver reads them: `Selected: Reserve: 2 guests. Button.`
    var description: String
    /// The hint VoiceOver reads after a pause, if any.
    var hint: String?
    /// `Actions available: Share, Delete` when the element has custom actions.
    var actions: String?

    /// The legend's lines for this marker: the number and description, then hint, actions
    /// and container note indented under it.
    var lines: [String] {
      var lines = ["\(number). \(description)"]
      let indent = String(repeating: " ", count: "\(number). ".count)
      if let hint { lines.append(indent + hint) }
      if let actions { lines.append(indent + actions) }
      if isContainer { lines.append(indent + AccessibilityOverlay.containerNote) }
      return lines
    }
  }

  /// What the legend says of a container, whose children VoiceOver visits one by one.
  static let containerNote = "Container: VoiceOver visits its elements"

  /// The most elements the overlay numbers; the legend counts the rest in one line, so a tree
  /// of thousands of elements still gives an image of sensible size.
  public static let maxNumberedElements = 50

  /// What the legend says when there is nothing to number.
  public static let noElementsText = "No accessibility elements"

  /// The legend as text, one line per row as the image shows it: `1. Reviews. Heading.`, the
  /// hint and custom actions indented below, and `… and N more` past
  /// `maxNumberedElements`.
  public static func legendLines(for elements: [AccessibilityElement]) -> [String] {
    let (markers, remaining) = markers(for: elements)
    guard !markers.isEmpty else { return [noElementsText] }
    return markers.flatMap(\.lines) + (remaining > 0 ? [moreText(remaining)] : [])
  }

  /// The last line of a legend cut short.
  static func moreText(_ remaining: Int) -> String { "… and \(remaining) more" }

  /// Markers for the first `maxNumberedElements` elements in reading order, containers
  /// flattened, and how many elements are left unnumbered.
  static func markers(for elements: [AccessibilityElement]) -> (markers: [Marker], remaining: Int) {
    var markers: [Marker] = []
    var remaining = 0
    // Depth first, by hand: a deeply nested tree must not exhaust the stack.
    var pending: [AccessibilityElement] = elements.reversed()
    while let element = pending.popLast() {
      pending.append(contentsOf: element.children.reversed())
      guard markers.count < maxNumberedElements else {
        remaining += 1
        continue
      }
      let spoken = VoiceOverText(element)
      markers.append(
        Marker(
          number: markers.count + 1, frame: Rect(element.frame),
          isContainer: !element.children.isEmpty,
          description: spoken.description, hint: spoken.hint, actions: spoken.actions))
    }
    return (markers, remaining)
  }
}

// MARK: - VoiceOverText

/// What VoiceOver reads for an element, in its words and order, as AccessibilitySnapshot
/// writes it: label and value (`Label: Value`), `Selected:` before them, the spoken traits
/// after them (`Dimmed. Button.`), then the hint after a pause, and `Actions available` when
/// there are custom actions.
struct VoiceOverText {
  /// Longest label, value or hint shown: the legend is for reading, not for archiving text.
  static let maxLength = 160
  /// Most action names listed.
  static let maxActionNames = 5
  static let adjustableHint = "Swipe up or down with one finger to adjust the value."

  var description: String
  var hint: String?
  var actions: String?

  init(_ element: AccessibilityElement) {
    let traits = element.traits
    let label = Self.clean(element.label)
    let value = Self.clean(element.value ?? "")
    var spoken = label
    if !value.isEmpty { spoken = spoken.isEmpty ? value : "\(spoken): \(value)" }
    if traits.contains(.isSelected) {
      spoken = spoken.isEmpty ? "Selected." : "Selected: \(spoken)"
    }

    // The order VoiceOver reads them in; a toggle is read as a switch, not as a button.
    var names: [String] = []
    if traits.contains(.isNotEnabled) { names.append("Dimmed.") }
    if traits.contains(.isButton) && !traits.contains(.isToggle) { names.append("Button.") }
    if traits.contains(.isToggle) { names.append("Switch Button.") }
    if traits.contains(.isHeader) { names.append("Heading.") }
    if traits.contains(.isLink) { names.append("Link.") }
    if traits.contains(.isAdjustable) || element.isAdjustable { names.append("Adjustable.") }
    if traits.contains(.isImage) { names.append("Image.") }
    if traits.contains(.isSearchField) { names.append("Search Field.") }

    var hint = Self.clean(element.hint ?? "")
    // With nothing else to say, VoiceOver reads the hint in the description's place.
    if spoken.isEmpty {
      spoken = hint
      hint = ""
    }
    if !names.isEmpty {
      let joined = names.joined(separator: " ")
      if spoken.isEmpty {
        spoken = joined
      } else {
        spoken += (spoken.hasSuffix(".") ? " " : ". ") + joined
      }
    }
    let isAdjustable = traits.contains(.isAdjustable) || element.isAdjustable
    if isAdjustable && !traits.contains(.isNotEnabled) {
      hint =
        hint.isEmpty
        ? Self.adjustableHint
        : (hint.hasSuffix(".") ? hint : hint + ".") + " " + Self.adjustableHint
    }
    description = spoken.isEmpty ? "Nothing is read" : spoken
    self.hint = hint.isEmpty ? nil : hint

    let actionNames = element.actionNames.map(Self.clean).filter { !$0.isEmpty }
    if actionNames.isEmpty {
      actions = nil
    } else {
      var listed = actionNames.prefix(Self.maxActionNames).joined(separator: ", ")
      if actionNames.count > Self.maxActionNames {
        listed += ", … \(actionNames.count - Self.maxActionNames) more"
      }
      actions = "Actions available: \(listed)"
    }
  }

  /// `text` on one line (line breaks and other control characters as spaces, runs of spaces
  /// as one), at most `maxLength` characters.
  static func clean(_ text: String) -> String {
    var out = ""
    var pendingSpace = false
    var count = 0
    for character in text {
      let isSpace =
        character.isWhitespace
        || character.unicodeScalars.allSatisfy {
          $0.properties.generalCategory == .control || $0.properties.generalCategory == .format
        }
      if isSpace {
        pendingSpace = !out.isEmpty
        continue
      }
      if count == maxLength {
        out += "…"
        break
      }
      if pendingSpace {
        out += " "
        count += 1
        pendingSpace = false
      }
      out.append(character)
      count += 1
    }
    return out
  }
}
