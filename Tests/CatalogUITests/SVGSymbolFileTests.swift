import CatalogUI
import Foundation
import TestSupport
import Testing

/// The strict SVG reader of symbol files: everything that could change the drawing and that it
/// does not draw is an error naming the file, the line and the element.
@MainActor @Suite struct SVGSymbolFileTests {
  /// Registers `text` as a symbol file under a fresh name; the error's message, or `nil`.
  private func problem(_ text: String, file name: String = "icon.svg") throws -> String? {
    let folder = try TestSupport.makeTemporaryDirectory("svg-symbol")
    let file = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: file)
    do {
      try SymbolRegistry.shared.register("test.svg.\(UUID().uuidString)", contentsOf: file)
      return nil
    } catch {
      return error.message.replacingOccurrences(of: folder.path + "/", with: "")
    }
  }

  /// `body` inside `<svg viewBox="0 0 24 24">`.
  private static func svg(_ body: String) -> String {
    "<svg viewBox=\"0 0 24 24\">" + body + "</svg>"
  }

  private static let advice =
    "a symbol file holds one <svg viewBox=\"…\"> of <path d=\"…\"> "
    + "elements with an optional fill-rule; convert shapes and strokes to filled paths and "
    + "remove the rest (Inkscape: Path › Object to Path and Stroke to Path)"

  @Test func whatSymbolFilesHoldIsRead() throws {
    // bootstrap-icons' own form, with a declaration, comments, a byte order mark and CRLF.
    #expect(
      try problem(
        """
        \u{FEFF}<?xml version="1.0"?>\r
        <!-- star -->\r
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" \
        width="16" height="16" fill="currentColor" class="bi bi-star" id="s" version="1.1" \
        viewBox="0,0,16,16">\r
          <path fill-rule="evenodd" clip-rule="evenodd" d="M0 0h16v16H0z" id="p" class="q" \
        fill="currentColor"/>\r
          <!-- inner -->\r
          <path d='M4 4h8v8H4z'></path>\r
        </svg>\r
        <!-- end -->\r

        """) == nil)
  }

  @Test func everyOtherElementIsAnErrorNamingTheFileLineAndElement() throws {
    #expect(
      try problem(Self.svg("\n  <g>\n    <path d=\"M0 0h1v1z\"/>\n  </g>\n"))
        == "symbol file 'icon.svg', line 2: <g> is not supported; " + Self.advice)
    #expect(
      try problem("<svg viewBox=\"0 0 24 24\"><rect width=\"4\" height=\"4\"/></svg>")
        == "symbol file 'icon.svg', line 1: <rect> is not supported; " + Self.advice)
    #expect(
      try problem("<svg viewBox=\"0 0 24 24\"><style>path{fill:red}</style></svg>")
        == "symbol file 'icon.svg', line 1: <style> is not supported; " + Self.advice)
    #expect(
      try problem(Self.svg("<path d=\"M0 0h1v1z\"><title>x</title></path>"))
        == "symbol file 'icon.svg', line 1: <title> inside <path> is not supported; " + Self.advice)
    #expect(
      try problem("<svg viewBox=\"0 0 24 24\">hello<path d=\"M0 0h1v1z\"/></svg>")
        == "symbol file 'icon.svg', line 1: text 'hello<path' inside <svg> is not supported; "
        + Self.advice)
    #expect(
      try problem("<!DOCTYPE svg><svg viewBox=\"0 0 24 24\"><path d=\"M0 0h1v1z\"/></svg>")
        == "symbol file 'icon.svg', line 1: '!DOCTYPE' is not supported; " + Self.advice)
    #expect(
      try problem("<html/>")
        == "symbol file 'icon.svg', line 1: the root element is <html>, not <svg>; " + Self.advice)
    #expect(
      try problem("<svg viewBox=\"0 0 24 24\"><path d=\"M0 0h1v1z\"/></svg><svg/>")
        == "symbol file 'icon.svg', line 1: '<svg' after </svg> is not supported; " + Self.advice)
  }

  @Test func attributesThatChangeTheDrawingAreErrors() throws {
    #expect(
      try problem(Self.svg("<path d=\"M0 0h1v1z\" transform=\"scale(2)\"/>"))
        == "symbol file 'icon.svg', line 1: attribute transform=\"scale(2)\" of <path> is not "
        + "supported; " + Self.advice)
    #expect(
      try problem(
        "<svg viewBox=\"0 0 24 24\" style=\"color:red\"><path d=\"M0 0h1v1z\"/></svg>")
        == "symbol file 'icon.svg', line 1: attribute style=\"color:red\" of <svg> is not "
        + "supported; " + Self.advice)
    #expect(
      try problem(
        "<svg viewBox=\"0 0 24 24\" fill=\"none\">"
          + "<path d=\"M0 0h1v1z\" stroke=\"currentColor\"/></svg>")
        == "symbol file 'icon.svg', line 1: fill=\"none\" of <svg> is not supported: a symbol is "
        + "filled with the foreground style; remove it or write fill=\"currentColor\" (an "
        + "outline drawn with a stroke must become a filled path first: Inkscape's Path › "
        + "Stroke to Path)")
    #expect(
      try problem("<svg viewBox=\"0 0 24 24\"><path fill=\"#ff0000\" d=\"M0 0h1v1z\"/></svg>")
        == "symbol file 'icon.svg', line 1: fill=\"#ff0000\" of <path> is not supported: a symbol "
        + "is filled with the foreground style; remove it or write fill=\"currentColor\"")
    #expect(
      try problem(Self.svg("<path fill-rule=\"odd\" d=\"M0 0h1v1z\"/>"))
        == "symbol file 'icon.svg', line 1: fill-rule=\"odd\" of <path> is neither \"nonzero\" "
        + "nor \"evenodd\"")
    #expect(
      try problem("<svg viewBox=\"0 0 24 24\"><path d=\"M0 0h1v1z\" d=\"M1 1h1v1z\"/></svg>")
        == "symbol file 'icon.svg', line 1: <path> has attribute 'd' twice")
    #expect(
      try problem("<svg viewBox=\"0 0 24 24\"><path d=\"M0 0&#x20;h1v1z\"/></svg>")
        == "symbol file 'icon.svg', line 1: the value of 'd' in <path> has an entity reference "
        + "('&'), which symbol files do not support; write the characters themselves")
  }

  @Test func aMissingOrBadViewBoxOrPathIsAnError() throws {
    #expect(
      try problem("<svg width=\"24\" height=\"24\"><path d=\"M0 0h1v1z\"/></svg>")
        == "symbol file 'icon.svg', line 1: <svg> has no viewBox; add one such as "
        + "viewBox=\"0 0 24 24\" (the box the path coordinates are in)")
    #expect(
      try problem("<svg viewBox=\"0 0 24\"><path d=\"M0 0h1v1z\"/></svg>")
        == "symbol file 'icon.svg', line 1: viewBox=\"0 0 24\" is not four numbers; write it as "
        + "viewBox=\"0 0 24 24\"")
    #expect(
      try problem("<svg\n viewBox=\"0 0 -24 24\"><path d=\"M0 0h1v1z\"/></svg>")
        == "symbol file 'icon.svg', line 1: view box 0 0 -24 24 has no area or is out of range; "
        + "give a width and height above 0 and values of at most 1e6, such as 0 0 24 24")
    #expect(
      try problem("<svg viewBox=\"0 0 24 24\"></svg>")
        == "symbol file 'icon.svg', line 1: <svg> has no <path> elements; " + Self.advice)
    #expect(
      try problem("<svg viewBox=\"0 0 24 24\"><path/></svg>")
        == "symbol file 'icon.svg', line 1: <path> has no d attribute; give its outline as "
        + "d=\"M…\"")
    #expect(
      try problem("<svg viewBox=\"0 0 24 24\">\n\n<path d=\"M0 0 Q\"/></svg>")
        == "symbol file 'icon.svg', line 3: the d attribute of <path> is not valid path data: "
        + "invalid path data at character 6: expected a number, found end of data")
  }

  @Test func brokenMarkupIsAnErrorNotAGuess() throws {
    #expect(
      try problem("") == "symbol file 'icon.svg', line 1: expected <svg>, found end of "
        + "file; " + Self.advice)
    #expect(
      try problem("<svg viewBox=\"0 0 24 24\"><path d=\"M0 0h1v1z\"/>")
        == "symbol file 'icon.svg', line 1: <svg> is not closed with </svg>")
    #expect(
      try problem("<svg viewBox=\"0 0 24 24\"><path d=\"M0 0h1v1z\"/></path>")
        == "symbol file 'icon.svg', line 1: expected </svg>, found </path")
    #expect(
      try problem("<svg viewBox=0><path d=\"M0 0h1v1z\"/></svg>")
        == "symbol file 'icon.svg', line 1: the value of 'viewBox' in <svg> is not quoted")
    #expect(
      try problem("<svg viewBox=\"0 0 24 24><path d=\"M0 0h1v1z\"/></svg>")
        == "symbol file 'icon.svg', line 1: <svg> has 'M0' where a space or '>' should be (is a "
        + "quote missing?)")
    #expect(
      try problem("<svg viewBox=\"0 0 24 24\"><path d=\"M0 0h1v1z\"")
        == "symbol file 'icon.svg', line 1: <path> is not closed with '>'")
    #expect(
      try problem("<!-- never closed <svg/>")
        == "symbol file 'icon.svg', line 1: a comment is not closed with -->")
  }

  @Test func filesThatAreNotSymbolTextAreErrors() throws {
    let folder = try TestSupport.makeTemporaryDirectory("svg-symbol")
    #expect(throws: SymbolError("symbol file '\(folder.path)/none.svg' does not exist")) {
      try SymbolRegistry.shared.register(
        "test.none", contentsOf: folder.appendingPathComponent("none.svg"))
    }
    #expect(throws: SymbolError("symbol file '\(folder.path)' is a folder; give an .svg file")) {
      try SymbolRegistry.shared.register("test.folder", contentsOf: folder)
    }
    let binary = folder.appendingPathComponent("binary.svg")
    try Data([0x3C, 0xFF, 0xFE, 0x00]).write(to: binary)
    #expect(
      throws: SymbolError(
        "symbol file '\(binary.path)' is not UTF-8 text; save it as "
          + "UTF-8 SVG")
    ) {
      try SymbolRegistry.shared.register("test.binary", contentsOf: binary)
    }
    let huge = folder.appendingPathComponent("huge.svg")
    try Data(count: (1 << 20) + 1).write(to: huge)
    #expect(
      throws: SymbolError(
        "symbol file '\(huge.path)' has 1048577 bytes, more than the "
          + "1048576 a symbol may have; simplify its paths")
    ) {
      try SymbolRegistry.shared.register("test.huge", contentsOf: huge)
    }
  }
}
