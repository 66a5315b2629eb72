import Foundation
import Raster

// MARK: - SVGSymbolFile

/// Reads a symbol from an SVG file, strictly: one `<svg>` element with a `viewBox`, holding
/// `<path d="…">` elements, each with an optional `fill-rule`.
///
/// Everything else that could change the drawing (another element, a `transform`, a `style`,
/// a stroke, a fill other than `currentColor`, text, entities) is an error naming the file,
/// the line and the element, never skipped: a symbol drawn without it would look wrong with no
/// warning. The XML declaration, comments, namespace declarations, `id`, `class`, `width` and
/// `height` (the view box decides the drawing) and `clip-rule` (without a clip path it does
/// nothing) are accepted.
enum SVGSymbolFile {
  /// The largest file read: icons are kilobytes.
  static let maxBytes = 1 << 20

  /// The symbol in the file at `url`.
  static func read(_ url: URL) throws(SymbolError) -> SymbolDrawing {
    let path = url.path
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw SymbolError("symbol file '\(path)' does not exist")
    }
    guard !isFolder.boolValue else {
      throw SymbolError("symbol file '\(path)' is a folder; give an .svg file")
    }
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    guard size <= maxBytes else {
      throw SymbolError(
        "symbol file '\(path)' has \(size) bytes, more than the \(maxBytes) a "
          + "symbol may have; simplify its paths")
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw SymbolError("symbol file '\(path)' cannot be read: \(error.localizedDescription)")
    }
    guard data.count <= maxBytes else {
      throw SymbolError(
        "symbol file '\(path)' has more than \(maxBytes) bytes, the most a "
          + "symbol may have; simplify its paths")
    }
    guard let text = String(validating: data, as: UTF8.self) else {
      throw SymbolError("symbol file '\(path)' is not UTF-8 text; save it as UTF-8 SVG")
    }
    return try parse(text, file: path)
  }

  /// The symbol in SVG `text`; `file` names it in errors.
  static func parse(_ text: String, file: String) throws(SymbolError) -> SymbolDrawing {
    var reader = Reader(bytes: Array(text.utf8), file: file)
    return try reader.document()
  }
}

// MARK: - SVGSymbolFile.Reader

extension SVGSymbolFile {
  /// One element's start tag: its name, attributes in order and whether it closed itself.
  private struct Tag {
    var name: String
    var attributes: [(name: String, value: String)]
    var isSelfClosing: Bool
    var line: Int
  }

  private struct Reader {
    let bytes: [UInt8]
    let file: String
    var i = 0

    init(bytes: [UInt8], file: String) {
      self.bytes = bytes
      self.file = file
      // A UTF-8 byte order mark is not content.
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
    }

    /// The line (1-based) of the byte at `offset`.
    func line(at offset: Int) -> Int {
      bytes[..<min(offset, bytes.count)].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }

    func error(_ message: String, at offset: Int) -> SymbolError {
      SymbolError("symbol file '\(file)', line \(line(at: offset)): \(message)")
    }

    /// The advice every unsupported construct ends with.
    static let advice =
      "a symbol file holds one <svg viewBox=\"…\"> of <path d=\"…\"> "
      + "elements with an optional fill-rule; convert shapes and strokes to filled paths and "
      + "remove the rest (Inkscape: Path › Object to Path and Stroke to Path)"

    func has(_ prefix: String) -> Bool {
      let p = Array(prefix.utf8)
      return bytes.count - i >= p.count && bytes[i..<(i + p.count)].elementsEqual(p)
    }

    mutating func skipSpace() {
      while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
    }

    /// Skips the declaration, comments and space before or after the root element.
    mutating func skipProlog(isBeforeRoot: Bool) throws(SymbolError) {
      while true {
        skipSpace()
        if isBeforeRoot, has("<?xml") {
          try skip(past: "?>", what: "the XML declaration")
        } else if has("<!--") {
          try skip(past: "-->", what: "a comment")
        } else if has("<!") || has("<?") {
          let start = i
          throw error("\(word(from: i + 1)) is not supported; " + Self.advice, at: start)
        } else {
          return
        }
      }
    }

    mutating func skip(past end: String, what: String) throws(SymbolError) {
      let start = i
      while i < bytes.count, !has(end) { i += 1 }
      guard i < bytes.count else { throw error("\(what) is not closed with \(end)", at: start) }
      i += end.utf8.count
    }

    /// The run of non-space, non-delimiter characters at `offset`, for messages.
    func word(from offset: Int) -> String {
      var end = offset
      while end < bytes.count, end - offset < 40,
        ![0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ">"), UInt8(ascii: "/")].contains(bytes[end])
      {
        end += 1
      }
      let text = String(decoding: bytes[offset..<end], as: UTF8.self)
      return text.isEmpty ? "end of file" : "'\(text)'"
    }

    static func isNameByte(_ b: UInt8) -> Bool {
      switch b {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
        UInt8(ascii: ":"), UInt8(ascii: "."):
        true
      default: false
      }
    }

    mutating func name() -> String {
      let start = i
      while i < bytes.count, Self.isNameByte(bytes[i]) { i += 1 }
      return String(decoding: bytes[start..<i], as: UTF8.self)
    }

    /// A start tag at `<`.
    mutating func startTag() throws(SymbolError) -> Tag {
      let start = i
      i += 1
      let tagName = name()
      guard !tagName.isEmpty else {
        throw error("expected an element, found \(word(from: i)); " + Self.advice, at: start)
      }
      var attributes: [(name: String, value: String)] = []
      while true {
        let beforeSpace = i
        skipSpace()
        if has("/>") {
          i += 2
          return Tag(
            name: tagName, attributes: attributes, isSelfClosing: true,
            line: line(at: start))
        }
        if has(">") {
          i += 1
          return Tag(
            name: tagName, attributes: attributes, isSelfClosing: false,
            line: line(at: start))
        }
        guard i < bytes.count else {
          throw error("<\(tagName)> is not closed with '>'", at: start)
        }
        guard i > beforeSpace else {
          throw error(
            "<\(tagName)> has \(word(from: i)) where a space or '>' should be "
              + "(is a quote missing?)", at: i)
        }
        let attributeStart = i
        let attribute = name()
        guard !attribute.isEmpty else {
          throw error(
            "<\(tagName)> has \(word(from: i)) where an attribute should be",
            at: attributeStart)
        }
        skipSpace()
        guard has("=") else {
          throw error("attribute '\(attribute)' of <\(tagName)> has no value", at: attributeStart)
        }
        i += 1
        skipSpace()
        guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'")
        else {
          throw error(
            "the value of '\(attribute)' in <\(tagName)> is not quoted",
            at: attributeStart)
        }
        let quote = bytes[i]
        i += 1
        let valueStart = i
        while i < bytes.count, bytes[i] != quote { i += 1 }
        guard i < bytes.count else {
          throw error(
            "the value of '\(attribute)' in <\(tagName)> is not closed",
            at: attributeStart)
        }
        let value = String(decoding: bytes[valueStart..<i], as: UTF8.self)
        i += 1
        if value.contains("&") {
          throw error(
            "the value of '\(attribute)' in <\(tagName)> has an entity reference "
              + "('&'), which symbol files do not support; write the characters themselves",
            at: attributeStart)
        }
        if attributes.contains(where: { $0.name == attribute }) {
          throw error("<\(tagName)> has attribute '\(attribute)' twice", at: attributeStart)
        }
        attributes.append((attribute, value))
      }
    }

    /// Expects `</name>` after optional space.
    mutating func endTag(_ tagName: String) throws(SymbolError) {
      skipSpace()
      let start = i
      guard has("</") else {
        if has("<") {
          let inner = try startTag()
          throw error(
            "<\(inner.name)> inside <\(tagName)> is not supported; " + Self.advice,
            at: start)
        }
        throw error(
          "text \(word(from: i)) inside <\(tagName)> is not supported; "
            + Self.advice, at: start)
      }
      i += 2
      let closing = name()
      skipSpace()
      guard closing == tagName, has(">") else {
        throw error("expected </\(tagName)>, found </\(closing)", at: start)
      }
      i += 1
    }

    /// The whole file: prolog, `<svg>` with its paths, then nothing but space and comments.
    mutating func document() throws(SymbolError) -> SymbolDrawing {
      try skipProlog(isBeforeRoot: true)
      let rootStart = i
      guard has("<") else {
        throw error("expected <svg>, found \(word(from: i)); " + Self.advice, at: rootStart)
      }
      let root = try startTag()
      guard root.name == "svg" else {
        throw error(
          "the root element is <\(root.name)>, not <svg>; " + Self.advice,
          at: rootStart)
      }
      let viewBox = try self.viewBox(root, at: rootStart)
      var layers: [SymbolDrawing.Layer] = []
      if !root.isSelfClosing {
        while true {
          try skipProlog(isBeforeRoot: false)
          let start = i
          if has("</") {
            try endTag("svg")
            break
          }
          guard has("<") else {
            guard i < bytes.count else {
              throw error("<svg> is not closed with </svg>", at: rootStart)
            }
            throw error(
              "text \(word(from: i)) inside <svg> is not supported; " + Self.advice,
              at: start)
          }
          let tag = try startTag()
          guard tag.name == "path" else {
            throw error("<\(tag.name)> is not supported; " + Self.advice, at: start)
          }
          layers.append(try layer(tag, at: start))
          if !tag.isSelfClosing { try endTag("path") }
        }
      }
      try skipProlog(isBeforeRoot: false)
      guard i >= bytes.count else {
        throw error("\(word(from: i)) after </svg> is not supported; " + Self.advice, at: i)
      }
      guard !layers.isEmpty else {
        throw error("<svg> has no <path> elements; " + Self.advice, at: rootStart)
      }
      return SymbolDrawing(layers: layers, viewBox: viewBox)
    }

    /// Checks the `<svg>` element's attributes and returns its view box.
    func viewBox(_ tag: Tag, at offset: Int) throws(SymbolError) -> Rect {
      var box: Rect?
      for (name, value) in tag.attributes {
        switch name {
        case "viewBox":
          let numbers = value.split(whereSeparator: { " ,\t\n\r".contains($0) })
            .map { Double($0) }
          guard numbers.count == 4, let x = numbers[0], let y = numbers[1],
            let w = numbers[2], let h = numbers[3]
          else {
            throw error(
              "viewBox=\"\(value.prefix(60))\" is not four numbers; write it as "
                + "viewBox=\"0 0 24 24\"", at: offset)
          }
          box = try SymbolRegistry.checkViewBox(
            Rect(x: x, y: y, width: w, height: h),
            source: "symbol file '\(file)', line \(tag.line)")
        case "width", "height", "version", "id", "class", "xmlns":
          continue
        case "fill":
          try checkFill(value, of: tag, at: offset)
        default:
          if name.hasPrefix("xmlns:") { continue }
          throw unsupported(name, value, of: tag, at: offset)
        }
      }
      guard let box else {
        throw error(
          "<svg> has no viewBox; add one such as viewBox=\"0 0 24 24\" (the box the "
            + "path coordinates are in)", at: offset)
      }
      return box
    }

    /// A `<path>` element's outline and fill rule.
    func layer(_ tag: Tag, at offset: Int) throws(SymbolError) -> SymbolDrawing.Layer {
      var data: String?
      var rule = FillRule.nonZero
      for (name, value) in tag.attributes {
        switch name {
        case "d":
          data = value
        case "fill-rule":
          guard let parsed = FillRule(rawValue: value) else {
            throw error(
              "fill-rule=\"\(value.prefix(40))\" of <path> is neither \"nonzero\" "
                + "nor \"evenodd\"", at: offset)
          }
          rule = parsed
        case "clip-rule":
          guard FillRule(rawValue: value) != nil else {
            throw error(
              "clip-rule=\"\(value.prefix(40))\" of <path> is neither \"nonzero\" "
                + "nor \"evenodd\"", at: offset)
          }
        case "id", "class":
          continue
        case "fill":
          try checkFill(value, of: tag, at: offset)
        default:
          throw unsupported(name, value, of: tag, at: offset)
        }
      }
      guard let data else {
        throw error("<path> has no d attribute; give its outline as d=\"M…\"", at: offset)
      }
      do {
        return SymbolDrawing.Layer(path: try Raster.Path(svgPathData: data), rule: rule)
      } catch {
        throw self.error(
          "the d attribute of <path> is not valid path data: \(error)",
          at: offset)
      }
    }

    /// Only the template colour is accepted: a symbol is tinted with the foreground style.
    func checkFill(_ value: String, of tag: Tag, at offset: Int) throws(SymbolError) {
      guard value == "currentColor" else {
        throw error(
          "fill=\"\(value.prefix(40))\" of <\(tag.name)> is not supported: a symbol "
            + "is filled with the foreground style; remove it or write fill=\"currentColor\""
            + (value == "none"
              ? " (an outline drawn with a stroke must become a filled path "
                + "first: Inkscape's Path › Stroke to Path)" : ""),
          at: offset)
      }
    }

    func unsupported(_ name: String, _ value: String, of tag: Tag, at offset: Int)
      -> SymbolError
    {
      error(
        "attribute \(name)=\"\(value.prefix(40))\" of <\(tag.name)> is not supported; "
          + Self.advice, at: offset)
    }
  }
}
