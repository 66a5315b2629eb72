// MARK: - SVG path data output

extension Path {
  /// The path as SVG path data with absolute commands (`M L Q C Z`) and the shortest numbers
  /// that read back to the same values, so `Path(svgPathData: p.svgPathData) == p`.
  public var svgPathData: String {
    var out = ""
    func add(_ command: Character, _ points: Point...) {
      out.append(command)
      var isFirst = true
      for p in points {
        if !isFirst { out.append(" ") }
        isFirst = false
        out += formatSVGNumber(p.x) + " " + formatSVGNumber(p.y)
      }
    }
    forEach { element in
      switch element {
      case .move(let p): add("M", p)
      case .line(let p): add("L", p)
      case .quadCurve(let p, let c): add("Q", c, p)
      case .curve(let p, let c1, let c2): add("C", c1, c2, p)
      case .closeSubpath: out.append("Z")
      }
    }
    return out
  }
}

/// The shortest text that parses back to `value`: Swift's round-trip digits without a trailing
/// `.0`; non-finite values (which SVG cannot express) become 0.
func formatSVGNumber(_ value: Double) -> String {
  guard value.isFinite else { return "0" }
  if value == 0 { return "0" }
  var text = value.description
  if text.hasSuffix(".0") { text.removeLast(2) }
  return text
}
