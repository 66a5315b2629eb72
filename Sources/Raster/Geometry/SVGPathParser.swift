// MARK: - SVGPathError

/// Why SVG path data could not be read: the offset, what was found and what was expected.
public struct SVGPathError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The character offset (0-based) where the problem starts.
  public var offset: Int
  /// What the parser expected there.
  public var expected: String
  /// The text found there (up to 12 characters), or "end of data".
  public var found: String

  public var description: String {
    "invalid path data at character \(offset): expected \(expected), found \(found)"
  }
}

// MARK: - SVG path data

extension Path {
  /// Parses SVG 1.1 path data: `M L H V C S Q T A Z`, absolute and relative, implicit repeated
  /// commands, packed arc flags (`a1 1 0 01 5 5`) and numbers like `1e-3`, `.5.5`, `-1-2`.
  public init(svgPathData text: String) throws(SVGPathError) {
    var parser = SVGPathParser(Array(text.utf8))
    self = try parser.parse()
  }
}

struct SVGPathParser {
  private let bytes: [UInt8]
  private var i = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  mutating func parse() throws(SVGPathError) -> Path {
    var path = Path()
    var current = Point.zero
    var subpathStart = Point.zero
    var lastControl: Point?
    var lastCommand: UInt8 = 0
    skipSpace()
    if i < bytes.count, !isCommand(bytes[i]) || (bytes[i] | 0x20) != UInt8(ascii: "m") {
      throw error("a moveto command (M or m)")
    }
    while true {
      skipSpace()
      guard i < bytes.count else { break }
      var command = bytes[i]
      if isCommand(command) {
        i += 1
      } else if (lastCommand | 0x20) == UInt8(ascii: "z") {
        // Z takes no numbers, so it never repeats: repeating it would read nothing, forever.
        throw error("a path command (M L H V C S Q T A Z) after Z")
      } else if lastCommand != 0, isNumberStart(command) {
        // Implicit repetition; coordinates after a moveto are linetos.
        command =
          lastCommand == UInt8(ascii: "M")
          ? UInt8(ascii: "L")
          : lastCommand == UInt8(ascii: "m") ? UInt8(ascii: "l") : lastCommand
      } else {
        throw error("a path command (M L H V C S Q T A Z) or a number")
      }
      let relative = command >= UInt8(ascii: "a")
      let base = relative ? current : .zero
      switch command | 0x20 {
      case UInt8(ascii: "m"):
        let p = try point(base)
        path.move(to: p)
        current = p
        subpathStart = p
        lastControl = nil
      case UInt8(ascii: "l"):
        let p = try point(base)
        path.addLine(to: p)
        current = p
        lastControl = nil
      case UInt8(ascii: "h"):
        let x = try number() + (relative ? current.x : 0)
        current = Point(x: x, y: current.y)
        path.addLine(to: current)
        lastControl = nil
      case UInt8(ascii: "v"):
        let y = try number() + (relative ? current.y : 0)
        current = Point(x: current.x, y: y)
        path.addLine(to: current)
        lastControl = nil
      case UInt8(ascii: "c"):
        let c1 = try point(base)
        let c2 = try point(base)
        let p = try point(base)
        path.addCurve(to: p, control1: c1, control2: c2)
        lastControl = c2
        current = p
      case UInt8(ascii: "s"):
        let c1 = isCubic(lastCommand) ? reflect(lastControl, current) : current
        let c2 = try point(base)
        let p = try point(base)
        path.addCurve(to: p, control1: c1, control2: c2)
        lastControl = c2
        current = p
      case UInt8(ascii: "q"):
        let c = try point(base)
        let p = try point(base)
        path.addQuadCurve(to: p, control: c)
        lastControl = c
        current = p
      case UInt8(ascii: "t"):
        let c = isQuad(lastCommand) ? reflect(lastControl, current) : current
        let p = try point(base)
        path.addQuadCurve(to: p, control: c)
        lastControl = c
        current = p
      case UInt8(ascii: "a"):
        let rx = try number()
        let ry = try number()
        let rotation = try number()
        let large = try flag()
        let sweep = try flag()
        let p = try point(base)
        // The arc starts at the current point, which after a close is the subpath's start.
        if path.isEmpty || path.verbs.last == .close { path.move(to: current) }
        path.addEllipticalArc(
          to: p, radiusX: rx, radiusY: ry, rotation: rotation,
          largeArc: large, sweep: sweep)
        current = p
        lastControl = nil
      case UInt8(ascii: "z"):
        path.closeSubpath()
        current = subpathStart
        lastControl = nil
      default:
        throw error("a path command (M L H V C S Q T A Z)")
      }
      lastCommand = command
    }
    return path
  }

  private func isCommand(_ c: UInt8) -> Bool {
    "MmLlHhVvCcSsQqTtAaZz".utf8.contains(c)
  }

  private func isNumberStart(_ c: UInt8) -> Bool {
    (c >= 0x30 && c <= 0x39) || c == UInt8(ascii: "-") || c == UInt8(ascii: "+")
      || c == UInt8(ascii: ".")
  }

  private func isCubic(_ c: UInt8) -> Bool { "CcSs".utf8.contains(c) }
  private func isQuad(_ c: UInt8) -> Bool { "QqTt".utf8.contains(c) }

  private func reflect(_ control: Point?, _ around: Point) -> Point {
    guard let control else { return around }
    return Point(x: 2 * around.x - control.x, y: 2 * around.y - control.y)
  }

  private mutating func skipSpace() {
    while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D, 0x0C].contains(bytes[i]) { i += 1 }
  }

  private mutating func skipSeparator() {
    skipSpace()
    if i < bytes.count, bytes[i] == UInt8(ascii: ",") {
      i += 1
      skipSpace()
    }
  }

  private mutating func point(_ base: Point) throws(SVGPathError) -> Point {
    let x = try number()
    let y = try number()
    return Point(x: base.x + x, y: base.y + y)
  }

  private mutating func flag() throws(SVGPathError) -> Bool {
    skipSeparator()
    guard i < bytes.count, bytes[i] == UInt8(ascii: "0") || bytes[i] == UInt8(ascii: "1") else {
      throw error("an arc flag (0 or 1)")
    }
    defer { i += 1 }
    return bytes[i] == UInt8(ascii: "1")
  }

  private mutating func number() throws(SVGPathError) -> Double {
    skipSeparator()
    let start = i
    if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
    var digits = 0
    while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 {
      i += 1
      digits += 1
    }
    if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
      i += 1
      while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 {
        i += 1
        digits += 1
      }
    }
    guard digits > 0 else {
      i = start
      throw error("a number")
    }
    if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
      var j = i + 1
      if j < bytes.count, bytes[j] == UInt8(ascii: "-") || bytes[j] == UInt8(ascii: "+") { j += 1 }
      var expDigits = 0
      while j < bytes.count, bytes[j] >= 0x30, bytes[j] <= 0x39 {
        j += 1
        expDigits += 1
      }
      if expDigits > 0 { i = j }
    }
    let text = String(decoding: bytes[start..<i], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      i = start
      throw error("a finite number")
    }
    return value
  }

  private func error(_ expected: String) -> SVGPathError {
    let found: String
    if i >= bytes.count {
      found = "end of data"
    } else {
      found = "\"" + String(String(decoding: bytes[i...], as: UTF8.self).prefix(12)) + "\""
    }
    // Offsets count characters, not bytes, so they match what an editor shows.
    let offset = String(decoding: bytes[..<i], as: UTF8.self).count
    return SVGPathError(offset: offset, expected: expected, found: found)
  }
}
