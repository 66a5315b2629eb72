import Catalog
import Foundation
import Testing

// MARK: - AccessibilityValidationTests

@Suite struct AccessibilityValidationTests {
  /// A snapshot with the header and these element lines, each ending with a line feed.
  static func snapshot(_ lines: String...) -> String {
    (["# catalog-a11y/1"] + lines).map { $0 + "\n" }.joined()
  }

  static let frame = "frame: (0, 0, 1×1)"

  static let malformedSnapshots: [(text: String, message: String)] = [
    // The header and the file's shape.
    ("", "line 1: expected the header '# catalog-a11y/1', found an empty file"),
    ("\n", "line 1: expected the header '# catalog-a11y/1', found an empty line"),
    (
      "- button \"A\" \(frame)\n",
      "line 1: expected the header '# catalog-a11y/1', found '- button \"A\" frame: (0, 0, 1×1)'"
    ),
    (
      "# catalog-a11y/2\n- button \"A\" \(frame)\n",
      "line 1: expected the header '# catalog-a11y/1', found '# catalog-a11y/2'"
    ),
    (
      "\u{FEFF}# catalog-a11y/1\n# no accessibility elements\n",
      "line 1: expected the header '# catalog-a11y/1', found a byte order mark; save the file as "
        + "UTF-8 without one"
    ),
    (
      "# catalog-a11y/1\n",
      "line 2: expected an element line or '# no accessibility elements', found the end of the file"
    ),
    (
      "# catalog-a11y/1\n# no accessibility elements\n- text \"A\" \(frame)\n",
      "line 3: expected the end of the file after '# no accessibility elements', found "
        + "'- text \"A\" frame: (0, 0, 1×1)'"
    ),
    (
      "# catalog-a11y/1\n# no accessibility elements",
      "line 2: expected a line feed at the end of the file, found the end of the file"
    ),
    (
      snapshot("- text \"A\" \(frame)", ""),
      "line 3: expected an element line, found an empty line"
    ),
    (
      "# catalog-a11y/1\r\n- text \"A\" \(frame)\r\n",
      "line 1: expected LF line endings, found a carriage return (CRLF); convert the file to LF, "
        + "and add '*.yaml text eol=lf' to .gitattributes so git keeps it that way"
    ),
    (
      snapshot("- text \"A\" \(frame)", "# a note"),
      "line 3: expected '- role \"label\"', found '# a note'"
    ),

    // Indentation.
    (
      snapshot("\t- text \"A\" \(frame)"),
      "line 2: expected two spaces per level of indentation, found a tab"
    ),
    (
      snapshot("- group \"G\" \(frame):", "  \t- text \"A\" \(frame)"),
      "line 3: expected two spaces per level of indentation, found a tab"
    ),
    (
      snapshot(" - text \"A\" \(frame)"),
      "line 2: expected indentation in steps of two spaces, found 1 space"
    ),
    (
      snapshot("  - text \"A\" \(frame)"),
      "line 2: expected the first element line to start without indentation, found 2 spaces"
    ),
    (
      snapshot("- group \"G\" \(frame):", "    - text \"A\" \(frame)"),
      "line 3: expected the first child of the container on line 2, indented 2 spaces, found 4"
    ),
    (
      snapshot("- group \"G\" \(frame):", "- text \"A\" \(frame)"),
      "line 3: expected the first child of the container on line 2, indented 2 spaces, found 0"
    ),
    (
      snapshot("- text \"A\" \(frame)", "  - text \"B\" \(frame)"),
      "line 3: expected at most 0 spaces of indentation (only a line ending with ':' has "
        + "children), found 2"
    ),
    (
      snapshot("- group \"G\" \(frame):", "  - text \"A\" \(frame)", "      - text \"B\" \(frame)"),
      "line 4: expected at most 2 spaces of indentation (only a line ending with ':' has "
        + "children), found 6"
    ),
    (
      snapshot("- text \"A\" \(frame)", "- group \"G\" \(frame):"),
      "line 4: expected the first child of the container on line 3, found the end of the file"
    ),

    // The element line's shape, role and label.
    (
      snapshot("- text \"A\" \(frame)", "- text \"B\" \(frame)", "button Reserve"),
      "line 4: expected '- role \"label\"', found 'button Reserve'"
    ),
    (
      snapshot("- button Reserve \(frame)"),
      "line 2: expected '- role \"label\"', found '- button Reserve frame: (0, 0, 1×1)'"
    ),
    (
      snapshot("-button \"A\" \(frame)"),
      "line 2: expected '- role \"label\"', found '-button \"A\" frame: (0, 0, 1×1)'"
    ),
    (
      snapshot("- \"A\" \(frame)"),
      "line 2: expected '- role \"label\"', found '- \"A\" frame: (0, 0, 1×1)'"
    ),
    (
      snapshot("- buton \"A\" \(frame)"),
      "line 2, column 3: expected a role (adjustable, toggle, searchField, button, link, header, "
        + "image, text, group, element), found 'buton' (did you mean 'button'?)"
    ),
    (
      snapshot("- checkbox \"A\" \(frame)"),
      "line 2, column 3: expected a role (adjustable, toggle, searchField, button, link, header, "
        + "image, text, group, element), found 'checkbox'"
    ),
    (
      snapshot("- button \"Reserve \(frame)"),
      "line 2, column 10: expected a closing '\"' for the string that starts there, found the "
        + "end of the line"
    ),
    (
      snapshot("- text \"a\\qb\" \(frame)"),
      "line 2, column 10: expected an escape (\\\", \\\\, \\n, \\t or \\u{hex}), found '\\q'"
    ),
    (
      snapshot("- text \"a\\u{110000}\" \(frame)"),
      "line 2, column 10: expected an escape (\\\", \\\\, \\n, \\t or \\u{hex}), found '\\u{110000}'"
    ),
    (
      snapshot("- text \"a\\u{d800}\" \(frame)"),
      "line 2, column 10: expected an escape (\\\", \\\\, \\n, \\t or \\u{hex}), found '\\u{d800}'"
    ),
    (
      snapshot("- text \"a\\u0041\" \(frame)"),
      "line 2, column 10: expected an escape (\\\", \\\\, \\n, \\t or \\u{hex}), found '\\u0'"
    ),
    (
      snapshot("- text \"a\\\" \(frame)"),
      "line 2, column 8: expected a closing '\"' for the string that starts there, found the end "
        + "of the line"
    ),
    (
      snapshot("- text \"a\tb\" \(frame)"),
      "line 2, column 10: expected '\\t' for U+0009 (a tab) inside a string, found it raw"
    ),
    (
      snapshot("- text \"a\u{0}b\" \(frame)"),
      "line 2, column 10: expected '\\u{0}' for U+0000 inside a string, found it raw"
    ),
    (
      snapshot("- text \"a\u{202E}b\" \(frame)"),
      "line 2, column 10: expected '\\u{202e}' for U+202E inside a string, found it raw"
    ),
    (
      snapshot("- text \"A\"\u{0} \(frame)"),
      "line 2, column 11: expected ' [', ' value: ', ' hint: ', ' actions: ' or ' frame: ', found "
        + "'\\u{0} frame: (0, 0, 1×1)'"
    ),

    // Traits.
    (
      snapshot("- button \"A\" [focused] \(frame)"),
      "line 2, column 15: expected a trait (selected, disabled, header, button, link, image, "
        + "toggle, searchField), found 'focused'"
    ),
    (
      snapshot("- button \"A\" [selectd] \(frame)"),
      "line 2, column 15: expected a trait (selected, disabled, header, button, link, image, "
        + "toggle, searchField), found 'selectd' (did you mean 'selected'?)"
    ),
    (
      snapshot("- button \"A\" [] \(frame)"),
      "line 2, column 15: expected a trait (selected, disabled, header, button, link, image, "
        + "toggle, searchField), found '] frame: (0, 0, 1×1)'"
    ),
    (
      snapshot("- text \"A\" [text] \(frame)"),
      "line 2, column 13: expected a trait (selected, disabled, header, button, link, image, "
        + "toggle, searchField), found 'text'"
    ),
    (
      snapshot("- button \"A\" [disabled, selected] \(frame)"),
      "line 2, column 25: expected traits once each in the order selected, disabled, header, "
        + "button, link, image, toggle, searchField, found 'selected' after 'disabled'"
    ),
    (
      snapshot("- button \"A\" [selected, selected] \(frame)"),
      "line 2, column 25: expected traits once each in the order selected, disabled, header, "
        + "button, link, image, toggle, searchField, found 'selected' after 'selected'"
    ),
    (
      snapshot("- button \"A\" [button] \(frame)"),
      "line 2, column 15: expected traits the role does not already say, found 'button' after "
        + "the role 'button'"
    ),
    (
      snapshot("- button \"A\" [selected,disabled] \(frame)"),
      "line 2, column 23: expected ', ' or ']' after a trait, found ',disabled] frame: (0, 0, 1×1)'"
    ),
    (
      snapshot("- button \"A\" [toggle] \(frame)"),
      "line 2, column 3: expected the role 'toggle' (the first of adjustable, toggle, "
        + "searchField, button, link, header, image, text, group, element that applies), found "
        + "'button'"
    ),
    (
      snapshot("- text \"A\" [header] \(frame)"),
      "line 2, column 3: expected the role 'header' (the first of adjustable, toggle, "
        + "searchField, button, link, header, image, text, group, element that applies), found "
        + "'text'"
    ),
    (
      snapshot("- group \"A\" \(frame)"),
      "line 2, column 3: expected the role 'element' (the first of adjustable, toggle, "
        + "searchField, button, link, header, image, text, group, element that applies), found "
        + "'group'; a 'group' line ends with ':' and has children"
    ),
    (
      snapshot("- element \"A\" \(frame):", "  - text \"B\" \(frame)"),
      "line 2, column 3: expected the role 'group' (the first of adjustable, toggle, "
        + "searchField, button, link, header, image, text, group, element that applies), found "
        + "'element'"
    ),

    // Value, hint, actions and their order.
    (
      snapshot("- text \"A\" value: 3 \(frame)"),
      "line 2, column 19: expected a quoted string after 'value:', found '3 frame: (0, 0, 1×1)'"
    ),
    (
      snapshot("- text \"A\" hint: \"h\" value: \"v\" \(frame)"),
      "line 2, column 21: expected ' actions: ' or ' frame: ', found ' value: \"v\" frame: (0, 0, "
        + "1×1)'"
    ),
    (
      snapshot("- text \"A\" label: \"x\" \(frame)"),
      "line 2, column 11: expected ' [', ' value: ', ' hint: ', ' actions: ' or ' frame: ', found "
        + "' label: \"x\" frame: (0, 0, 1×1)'"
    ),
    (
      snapshot("- text \"A\" value: \"v\" [selected] \(frame)"),
      "line 2, column 22: expected ' hint: ', ' actions: ' or ' frame: ', found ' [selected] "
        + "frame: (0, 0, 1×1)'"
    ),
    (
      snapshot("- button \"A\" actions: [] \(frame)"),
      "line 2, column 24: expected an action name, bare or in double quotes, found '] frame: (0, "
        + "0, 1×1)'"
    ),
    (
      snapshot("- button \"A\" actions: [Share,Save] \(frame)"),
      "line 2, column 29: expected ', ' or ']' after an action name, found ',Save] frame: (0, 0, "
        + "1×1)'"
    ),
    (
      snapshot("- button \"A\" actions: [ Share] \(frame)"),
      "line 2, column 24: expected an action name, bare or in double quotes, found ' Share] "
        + "frame: (0, 0, 1×1)'"
    ),
    (
      snapshot("- button \"A\" actions: [Share"),
      "line 2, column 29: expected ', ' or ']' after an action name, found the end of the line"
    ),

    // Frames.
    (
      snapshot("- text \"A\""),
      "line 2, column 11: expected ' [', ' value: ', ' hint: ', ' actions: ' or ' frame: ', found "
        + "the end of the line"
    ),
    (
      snapshot("- text \"A\" frame: (16, 20, 120x24)"),
      "line 2, column 19: expected a frame '(x, y, width×height)' with numbers such as 16, 16.5 "
        + "or -0.25, found '(16, 20, 120x24)'"
    ),
    (
      snapshot("- text \"A\" frame: (16.50, 20, 120×24)"),
      "line 2, column 19: expected a frame '(x, y, width×height)' with numbers such as 16, 16.5 "
        + "or -0.25, found '(16.50, 20, 120×24)'"
    ),
    (
      snapshot("- text \"A\" frame: (-0, 20, 120×24)"),
      "line 2, column 19: expected a frame '(x, y, width×height)' with numbers such as 16, 16.5 "
        + "or -0.25, found '(-0, 20, 120×24)'"
    ),
    (
      snapshot("- text \"A\" frame: (016, 20, 120×24)"),
      "line 2, column 19: expected a frame '(x, y, width×height)' with numbers such as 16, 16.5 "
        + "or -0.25, found '(016, 20, 120×24)'"
    ),
    (
      snapshot("- text \"A\" frame: (1.125, 20, 120×24)"),
      "line 2, column 19: expected a frame '(x, y, width×height)' with numbers such as 16, 16.5 "
        + "or -0.25, found '(1.125, 20, 120×24)'"
    ),
    (
      snapshot("- text \"A\" frame: (1e3, 20, 120×24)"),
      "line 2, column 19: expected a frame '(x, y, width×height)' with numbers such as 16, 16.5 "
        + "or -0.25, found '(1e3, 20, 120×24)'"
    ),
    (
      snapshot("- text \"A\" frame: (16, 20, 120×24"),
      "line 2, column 19: expected a frame '(x, y, width×height)' with numbers such as 16, 16.5 "
        + "or -0.25, found '(16, 20, 120×24'"
    ),
    (
      snapshot("- text \"A\" frame: "),
      "line 2, column 19: expected a frame '(x, y, width×height)' with numbers such as 16, 16.5 "
        + "or -0.25, found the end of the line"
    ),
    (
      snapshot("- text \"A\" frame: (0, 0, 1×1) x"),
      "line 2, column 30: expected ':' or the end of the line after the frame, found ' x'"
    ),
    (
      snapshot("- group \"A\" frame: (0, 0, 1×1): "),
      "line 2, column 31: expected ':' or the end of the line after the frame, found ': '"
    ),
  ]

  @Test(arguments: malformedSnapshots)
  func malformedSnapshotsNameTheLineAndWhatWasExpected(text: String, message: String) {
    #expect(
      errorMessage { () throws(CatalogError) in try AccessibilitySnapshot.validate(text) }
        == message)
  }

  @Test func bytesMustBeUTF8() throws {
    var data = Data(Self.snapshot("- text \"A\" \(Self.frame)", "- text \"B\" \(Self.frame)").utf8)
    #expect(try AccessibilitySnapshot.validate(data) == String(decoding: data, as: UTF8.self))
    data[data.count - 5] = 0xFF
    #expect(
      errorMessage { () throws(CatalogError) in _ = try AccessibilitySnapshot.validate(data) }
        == "line 3: expected UTF-8 text, found the byte 0xFF at offset 74; save the file as UTF-8")
    let overlong = Data("# catalog-a11y/1\n- text \"".utf8) + Data([0xC0, 0x80])
    #expect(
      errorMessage { () throws(CatalogError) in
        _ = try AccessibilitySnapshot.validate(overlong)
      } == "line 2: expected UTF-8 text, found the byte 0xC0 at offset 25; save the file as UTF-8")
  }

  @Test func aMegabyteOfJunkGivesAOneLineMessage() {
    let junk = String(repeating: "x", count: 1 << 20)
    let message = errorMessage { () throws(CatalogError) in
      try AccessibilitySnapshot.validate(Self.snapshot(junk))
    }
    let cut = String(repeating: "x", count: 60) + "…"
    #expect(message == "line 2: expected '- role \"label\"', found '\(cut)'")
  }

  @Test func nulBytesOutsideStringsAreRefusedWithTheirEscape() {
    let message = errorMessage { () throws(CatalogError) in
      try AccessibilitySnapshot.validate("# catalog-a11y/1\n\u{0}\n")
    }
    #expect(message == "line 2: expected '- role \"label\"', found '\\u{0}'")
  }

  @Test func escapesThatNeedNoEscapingAreAccepted() throws {
    try AccessibilitySnapshot.validate(Self.snapshot("- text \"\\u{41}\\u{1F389}\" \(Self.frame)"))
  }
}
