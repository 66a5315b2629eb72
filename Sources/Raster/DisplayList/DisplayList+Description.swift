// MARK: - DisplayList text dump

// A dump is for people and for tests that compare whole outputs: one line per item, items
// between a push and its pop indented, fields at their defaults left out, paths written as SVG
// path data with the shortest numbers that read back to the same values.

extension DisplayList: CustomStringConvertible {
  /// The canvas on the first line, then one line per item, nested items indented.
  public var description: String {
    var lines = ["canvas \(width)x\(height) background \(background)"]
    var depth = 0
    for item in items {
      if case .popClip = item { depth = max(0, depth - 1) }
      if case .popLayer = item { depth = max(0, depth - 1) }
      lines.append(String(repeating: "  ", count: depth) + item.description)
      if case .pushClip = item { depth += 1 }
      if case .pushLayer = item { depth += 1 }
      if case .pushMask = item { depth += 1 }
      if case .pushBlur = item { depth += 1 }
      if case .pushFilter = item { depth += 1 }
    }
    return lines.joined(separator: "\n")
  }
}

// MARK: - DisplayItem

extension DisplayItem: CustomStringConvertible {
  /// The item on one line: its operation, then its fields as `name=value`.
  public var description: String {
    var fields: [String]
    switch self {
    case .fill(let path, let paint, let rule, let transform, let opacity):
      fields = ["fill", quoted(path), "paint=\(dumpPaint(paint))"]
      if rule != .nonZero { fields.append("rule=\(rule.rawValue)") }
      appendCommon(&fields, transform: transform, opacity: opacity)
    case .stroke(let path, let style, let paint, let transform, let opacity):
      fields = ["stroke", quoted(path), "paint=\(dumpPaint(paint))", dumpStroke(style)]
      appendCommon(&fields, transform: transform, opacity: opacity)
    case .glyphs(let run, let paint, let transform, let opacity):
      let glyphs = run.glyphs.map { "\($0.id)@\(number($0.origin.x)),\(number($0.origin.y))" }
      fields = [
        "glyphs", "font=\(run.font.name)", "size=\(number(run.size))",
        "text=\(quotedText(run.text))", "ids=[\(glyphs.joined(separator: " "))]",
        "paint=\(dumpPaint(paint))",
      ]
      appendCommon(&fields, transform: transform, opacity: opacity)
    case .shadow(let path, let color, let sigma, let offset, let rule, let transform):
      fields = [
        "shadow", quoted(path), "color=\(color)", "sigma=\(number(sigma))",
        "offset=\(number(offset.x)),\(number(offset.y))",
      ]
      if rule != .nonZero { fields.append("rule=\(rule.rawValue)") }
      appendCommon(&fields, transform: transform, opacity: 1)
    case .pushClip(let path, let rule, let transform):
      fields = ["pushClip", quoted(path)]
      if rule != .nonZero { fields.append("rule=\(rule.rawValue)") }
      appendCommon(&fields, transform: transform, opacity: 1)
    case .popClip:
      fields = ["popClip"]
    case .pushLayer(let opacity, let blendMode):
      fields = ["pushLayer"]
      if blendMode != .normal { fields.append("blend=\(blendMode.rawValue)") }
      appendCommon(&fields, transform: .identity, opacity: opacity)
    case .pushMask:
      fields = ["pushMask"]
    case .pushBlur(let sigma):
      fields = ["pushBlur", "sigma=\(number(sigma))"]
    case .pushFilter(.colorMatrix(let matrix)):
      fields = ["pushFilter", "colorMatrix=[\(matrix.entries.map(number).joined(separator: " "))]"]
    case .pushFilter(.projection(let projection)):
      let entries = projection.entries.map(number).joined(separator: " ")
      fields = ["pushFilter", "projection=[\(entries)]"]
    case .popLayer:
      fields = ["popLayer"]
    case .backdropBlur(let path, let sigma, let rule, let transform):
      fields = ["backdropBlur", quoted(path), "sigma=\(number(sigma))"]
      if rule != .nonZero { fields.append("rule=\(rule.rawValue)") }
      appendCommon(&fields, transform: transform, opacity: 1)
    case .image(let image, let rect, let sampling, let transform, let opacity):
      let box = [rect.minX, rect.minY, rect.width, rect.height].map(number)
      fields = [
        "image", "\(image.width)x\(image.height)", "rect=" + box.joined(separator: ","),
        "sampling=\(sampling.rawValue)",
      ]
      appendCommon(&fields, transform: transform, opacity: opacity)
    }
    return fields.joined(separator: " ")
  }
}

// MARK: - Field formatting

private func number(_ value: Double) -> String { formatSVGNumber(value) }

private func quoted(_ path: Path) -> String { "\"\(path.svgPathData)\"" }

/// Quotes text so a newline or quote in it cannot break the one-line-per-item layout.
private func quotedText(_ text: String) -> String {
  var out = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    case "\n": out += "\\n"
    case "\r": out += "\\r"
    case "\t": out += "\\t"
    default: out.unicodeScalars.append(scalar)
    }
  }
  return out + "\""
}

private func appendCommon(_ fields: inout [String], transform: Transform, opacity: Double) {
  if !transform.isIdentity {
    let entries = [transform.a, transform.b, transform.c, transform.d, transform.e, transform.f]
    fields.append("transform=[\(entries.map(number).joined(separator: " "))]")
  }
  if opacity != 1 { fields.append("opacity=\(number(opacity))") }
}

private func dumpStroke(_ style: Stroke) -> String {
  var text = "width=\(number(style.lineWidth))"
  if style.lineJoin != .miter { text += " join=\(style.lineJoin.rawValue)" }
  if style.lineCap != .butt { text += " cap=\(style.lineCap.rawValue)" }
  if style.miterLimit != 4 { text += " miterLimit=\(number(style.miterLimit))" }
  if !style.dash.isEmpty {
    text += " dash=[\(style.dash.map(number).joined(separator: " "))]"
    if style.dashPhase != 0 { text += " dashOffset=\(number(style.dashPhase))" }
  }
  return text
}

private func dumpPaint(_ paint: Paint) -> String {
  switch paint {
  case .solid(let color):
    return color.description
  case .linearGradient(let start, let end, let gradient):
    return "linear(\(number(start.x)),\(number(start.y)) \(number(end.x)),\(number(end.y))"
      + dumpGradient(gradient) + ")"
  case .radialGradient(let center, let radius, let gradient):
    return "radial(\(number(center.x)),\(number(center.y)) r=\(number(radius))"
      + dumpGradient(gradient) + ")"
  case .angularGradient(let center, let startAngle, let gradient):
    return "angular(\(number(center.x)),\(number(center.y)) start=\(number(startAngle))"
      + dumpGradient(gradient) + ")"
  case .pattern(let pattern):
    var text = "pattern(\(pattern.image.width)x\(pattern.image.height)"
    text += " sampling=\(pattern.sampling.rawValue) extend=\(pattern.spread.rawValue)"
    if !pattern.transform.isIdentity {
      let t = pattern.transform
      text += " transform=[\([t.a, t.b, t.c, t.d, t.e, t.f].map(number).joined(separator: " "))]"
    }
    return text + ")"
  }
}

private func dumpGradient(_ gradient: Gradient) -> String {
  var text =
    " stops=["
    + gradient.stops.map { "\(number($0.offset)) \($0.color)" }
    .joined(separator: ", ") + "]"
  if gradient.spread != .pad { text += " extend=\(gradient.spread.rawValue)" }
  if gradient.interpolation != .premultiplied { text += " interpolation=unpremultiplied" }
  return text
}
