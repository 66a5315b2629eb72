import Catalog
import CatalogUI
import Foundation
import Raster
import Testing

// MARK: - Elements for the tests

/// Accessibility elements with chosen properties: `AccessibilityElement` has no public
/// initialiser, so one is taken from a laid-out view and its public properties are set.
@MainActor
enum TestElements {
  static func element(
    _ label: String, traits: AccessibilityTraits = [],
    frame: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
    value: String? = nil, hint: String? = nil, actions: [String] = [],
    children: [AccessibilityElement] = []
  ) -> AccessibilityElement {
    var element = prototype()
    element.label = label
    element.traits = traits
    element.frame = frame
    element.value = value
    element.hint = hint
    element.actionNames = actions
    element.children = children
    element.identifier = nil
    return element
  }

  @MainActor
  static func prototype() -> AccessibilityElement {
    let host = ViewHost(Text("x"))
    return host.accessibilityElements[0]
  }

  /// The tree of the format's documentation.
  static func example(reserveLabel: String = "Reserve") -> [AccessibilityElement] {
    [
      element(
        "Reviews", traits: [.isHeader, .isStaticText],
        frame: CGRect(x: 16, y: 20, width: 120, height: 24)),
      element(
        reserveLabel, traits: [.isButton, .isSelected],
        frame: CGRect(x: 16, y: 500, width: 343, height: 48), value: "2 guests",
        hint: "Books the stay", actions: ["Share", "Save"]),
      element(
        "Rating", traits: [.isAdjustable], frame: CGRect(x: 16, y: 80, width: 130, height: 44),
        value: "3 of 5"),
      element(
        "Filters", frame: CGRect(x: 0, y: 120, width: 390, height: 44),
        children: [
          element(
            "Price", traits: [.isButton, .isSelected],
            frame: CGRect(x: 16, y: 124, width: 60, height: 36))
        ]),
    ]
  }

  static let exampleText = """
    # catalog-a11y/1
    - header "Reviews" frame: (16, 20, 120×24)
    - button "Reserve" [selected] value: "2 guests" hint: "Books the stay" actions: [Share, Save] frame: (16, 500, 343×48)
    - adjustable "Rating" value: "3 of 5" frame: (16, 80, 130×44)
    - group "Filters" frame: (0, 120, 390×44):
      - button "Price" [selected] frame: (16, 124, 60×36)

    """
}

/// The message of a `CatalogError` thrown by `body`, or a marker when nothing was thrown.
func errorMessage(_ body: () throws(CatalogError) -> Void) -> String {
  do {
    try body()
    return "(no error)"
  } catch {
    return error.description
  }
}

// MARK: - AccessibilitySnapshotTests

@MainActor @Suite struct AccessibilitySnapshotTests {
  @Test func writesTheDocumentedExample() throws {
    let text = AccessibilitySnapshot.text(of: TestElements.example())
    #expect(text == TestElements.exampleText)
    try AccessibilitySnapshot.validate(text)
  }

  @Test func anEmptyTreeSaysSo() throws {
    let text = AccessibilitySnapshot.text(of: [])
    #expect(text == "# catalog-a11y/1\n# no accessibility elements\n")
    try AccessibilitySnapshot.validate(text)
  }

  @Test func rolesFollowTheirPrecedenceAndTheRestGoInBrackets() throws {
    let all: AccessibilityTraits = [
      .isButton, .isHeader, .isSelected, .isImage, .isStaticText, .isAdjustable, .isToggle,
      .isSearchField, .isLink, .isNotEnabled,
    ]
    let elements = [
      TestElements.element("All", traits: all),
      TestElements.element("Switch", traits: [.isToggle, .isButton, .isNotEnabled]),
      TestElements.element("Find", traits: [.isSearchField, .isButton]),
      TestElements.element("Next", traits: [.isButton, .isLink]),
      TestElements.element("Terms", traits: [.isLink, .isHeader]),
      TestElements.element("Title", traits: [.isHeader, .isImage]),
      TestElements.element("Photo", traits: [.isImage, .isStaticText]),
      TestElements.element("Body", traits: [.isStaticText, .isSelected]),
      TestElements.element(
        "Card", traits: [.isNotEnabled],
        children: [
          TestElements.element("Inside", traits: [.isStaticText])
        ]),
      TestElements.element(
        "Box", traits: [.isStaticText],
        children: [
          TestElements.element("", traits: [])
        ]),
      TestElements.element("Plain"),
    ]
    let text = AccessibilitySnapshot.text(of: elements)
    #expect(
      text == """
        # catalog-a11y/1
        - adjustable "All" [selected, disabled, header, button, link, image, toggle, searchField] frame: (0, 0, 1×1)
        - toggle "Switch" [disabled, button] frame: (0, 0, 1×1)
        - searchField "Find" [button] frame: (0, 0, 1×1)
        - button "Next" [link] frame: (0, 0, 1×1)
        - link "Terms" [header] frame: (0, 0, 1×1)
        - header "Title" [image] frame: (0, 0, 1×1)
        - image "Photo" frame: (0, 0, 1×1)
        - text "Body" [selected] frame: (0, 0, 1×1)
        - group "Card" [disabled] frame: (0, 0, 1×1):
          - text "Inside" frame: (0, 0, 1×1)
        - text "Box" frame: (0, 0, 1×1):
          - element "" frame: (0, 0, 1×1)
        - element "Plain" frame: (0, 0, 1×1)

        """)
    try AccessibilitySnapshot.validate(text)
  }

  @Test func anAdjustableActionMakesTheRoleEvenWithoutTheTrait() throws {
    let host = ViewHost(
      Text("Stars").accessibilityElement(children: .ignore).accessibilityAdjustableAction { _ in })
    var element = try #require(host.accessibilityElements.first)
    element.traits = []
    element.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(AccessibilitySnapshot.element(element) == "adjustable \"Stars\"")
  }

  @Test func stringsEscapeQuotesBackslashesAndInvisibleCharacters() throws {
    let label =
      "Say \"hi\"\\ to\nall\tnow \u{0}\u{1B}\u{7F}\u{85}\u{200F}\u{2028}\u{202E}\u{FEFF} é 🎉"
    let element = TestElements.element(label, traits: [.isStaticText], value: "", hint: "\r")
    let text = AccessibilitySnapshot.text(of: [element])
    #expect(
      text == """
        # catalog-a11y/1
        - text "Say \\"hi\\"\\\\ to\\nall\\tnow \\u{0}\\u{1b}\\u{7f}\\u{85}\\u{200f}\\u{2028}\\u{202e}\\u{feff} é 🎉" value: "" hint: "\\u{d}" frame: (0, 0, 1×1)

        """)
    try AccessibilitySnapshot.validate(text)
  }

  @Test func actionNamesAreBareUnlessTheyCouldBeMistakenForPunctuation() throws {
    let element = TestElements.element(
      "Row",
      actions: ["Share", "Save for later", "a, b", "[x]", "\"q\"", " padded", "", "tab\there"])
    let text = AccessibilitySnapshot.text(of: [element])
    #expect(
      text == """
        # catalog-a11y/1
        - element "Row" actions: [Share, Save for later, "a, b", "[x]", "\\"q\\"", " padded", "", "tab\\there"] frame: (0, 0, 1×1)

        """)
    try AccessibilitySnapshot.validate(text)
  }

  @Test(arguments: [
    (Rect(x: 16, y: 500, width: 343, height: 48), "(16, 500, 343×48)"),
    (Rect(x: 16.5, y: 0.25, width: 0.1, height: 0.07), "(16.5, 0.25, 0.1×0.07)"),
    (Rect(x: -0.0, y: -0.001, width: -16.5, height: 343.999), "(0, 0, -16.5×344)"),
    (Rect(x: 0.125, y: 1234567.891, width: 2.5, height: 1e-9), "(0.13, 1234567.89, 2.5×0)"),
    (
      Rect(x: 1e15, y: 0x1p53, width: -1e18, height: 1e19),
      "(1000000000000000, 9007199254740992, -1000000000000000000×1e+19)"
    ),
    (Rect(x: .nan, y: .infinity, width: -.infinity, height: 1.5e300), "(nan, inf, -inf×1.5e+300)"),
  ])
  func framesAreWrittenWithAtMostTwoDecimals(rect: Rect, expected: String) throws {
    #expect(AccessibilitySnapshot.frame(rect) == expected)
    let text = AccessibilitySnapshot.text(of: [TestElements.element("A", frame: CGRect(rect))])
    try AccessibilitySnapshot.validate(text)
  }

  @Test func elementNamesRoleAndLabelOnly() {
    let elements = TestElements.example()
    #expect(
      elements.map(AccessibilitySnapshot.element) == [
        "header \"Reviews\"", "button \"Reserve\"", "adjustable \"Rating\"", "group \"Filters\"",
      ])
  }

  @Test func tenThousandElementsAreWrittenAndValidated() throws {
    let prototype = TestElements.prototype()
    var elements: [AccessibilityElement] = []
    for index in 0..<10_000 {
      var element = prototype
      element.label = "Row \(index)"
      element.traits = index % 3 == 0 ? [.isButton] : [.isStaticText]
      element.frame = CGRect(x: 0, y: Double(index) * 44.5, width: 390, height: 44.5)
      elements.append(element)
    }
    let text = AccessibilitySnapshot.text(of: elements)
    #expect(text.split(separator: "\n").count == 10_001)
    #expect(
      text.split(separator: "\n")[10_000]
        == "- button \"Row 9999\" frame: (0, 444955.5, 390×44.5)")
    try AccessibilitySnapshot.validate(text)
  }

  @Test func aDeepTreeIsWrittenAndValidated() throws {
    // Deep enough to overflow a recursive writer's stack on a secondary thread.
    var deep = TestElements.element("Leaf", traits: [.isStaticText])
    var container = TestElements.element("")
    for level in 0..<2_000 {
      container.label = "Level \(level)"
      container.children = [deep]
      deep = container
    }
    let deepText = AccessibilitySnapshot.text(of: [deep])
    let lines = deepText.split(separator: "\n")
    #expect(lines.count == 2_002)
    let indentation = String(repeating: "  ", count: 2_000)
    #expect(lines[2_001] == Substring(indentation + "- text \"Leaf\" frame: (0, 0, 1×1)"))
    try AccessibilitySnapshot.validate(deepText)
  }

  @Test func aMegabyteLabelIsWrittenAndValidated() throws {
    let label = String(repeating: "a", count: 1 << 20)
    let text = AccessibilitySnapshot.text(of: [TestElements.element(label)])
    #expect(text.utf8.count == (1 << 20) + 50)
    try AccessibilitySnapshot.validate(text)
  }
}
