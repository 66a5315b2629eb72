import Raster

// MARK: - JUnitWriter

/// Renders a run report as JUnit XML: one test suite per definition, one test case per
/// snapshot; failures carry the diff figures and the accept command, so CI systems that read
/// JUnit show them without opening the gallery.
public enum JUnitWriter {
  /// The XML document for `report`; the same report always gives the same bytes.
  public static func xml(for report: RunReport) -> String {
    var out = ""
    xml(for: report) { out += $0 }
    return out
  }

  /// Hands out the text of `xml(for:)` in pieces, one test case at a time.
  static func xml(for report: RunReport, _ emit: (String) -> Void) {
    // Positions, not copies: a report may hold thousands of entries.
    var groups: [String: [Int]] = [:]
    for (index, entry) in report.entries.enumerated() {
      groups[entry.definition, default: []].append(index)
    }
    let s = report.summary
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<testsuites name=\"catalog \(escape(report.command))\" tests=\"\(s.total)\""
    out += " failures=\"\(s.failed + s.missing + s.orphaned)\" errors=\"\(s.errors)\""
    out += " time=\"\(seconds(report.durationMilliseconds))\">\n"
    for definition in groups.keys.sorted() {
      let entries = (groups[definition] ?? []).map { report.entries[$0] }
      let failures = entries.filter { [.failed, .missing, .orphaned].contains($0.status) }.count
      let errors = entries.filter { $0.status == .error }.count
      let time = entries.reduce(0) { $0 + $1.durationMilliseconds }
      out += "  <testsuite name=\"\(escape(definition))\" tests=\"\(entries.count)\""
      out += " failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(seconds(time))\">\n"
      for entry in entries {
        // One piece per test case: the document is never held whole.
        emit(out)
        out = "    <testcase classname=\"\(escape(definition))\" name=\"\(escape(caseName(entry)))\""
        out += " time=\"\(seconds(entry.durationMilliseconds))\""
        switch entry.status {
        case .passed, .recorded, .unchanged:
          out += "/>\n"
        case .failed, .missing, .orphaned:
          out += ">\n      <failure type=\"\(entry.status.rawValue)\" message=\"\(escape(entry.message ?? ""))\">"
          out += escape(details(entry)) + "</failure>\n    </testcase>\n"
        case .error:
          out += ">\n      <error message=\"\(escape(entry.message ?? ""))\">"
          out += escape(details(entry)) + "</error>\n    </testcase>\n"
        }
      }
      out += "  </testsuite>\n"
    }
    out += "</testsuites>\n"
    emit(out)
  }

  private static func caseName(_ entry: RunReport.Entry) -> String {
    let traits = entry.traits.keys.sorted().map { "\($0)=\(entry.traits[$0] ?? "")" }
    return traits.isEmpty ? entry.variant : "\(entry.variant) [\(traits.joined(separator: ", "))]"
  }

  private static func details(_ entry: RunReport.Entry) -> String {
    var lines = ["snapshot: \(entry.referenceFile)"]
    if let message = entry.message { lines.append(message) }
    if let d = entry.difference {
      if let size = d.sizeMismatch {
        lines.append("size: \(size)")
      } else {
        let percent = (d.mismatchedRatio * 100).formatted(decimals: 3)
        lines.append("mismatched pixels: \(d.mismatchedPixels) (\(percent) %)")
        lines.append("largest channel difference: \(d.maxChannelDelta)")
        if let b = d.bounds, b.count == 4 {
          lines.append("changed area: x \(b[0]), y \(b[1]), \(b[2])×\(b[3])")
        }
      }
    }
    if let accept = entry.acceptCommand { lines.append("to accept: \(accept)") }
    return lines.joined(separator: "\n")
  }

  private static func seconds(_ milliseconds: Double) -> String {
    (milliseconds / 1000).formatted(decimals: 3)
  }

  /// Escapes text for XML attributes and content; drops characters XML 1.0 cannot hold.
  static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\n": out += "&#10;"
      case "\t", "\r": out.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) { continue }
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}

extension Double {
  /// Fixed-point text with `decimals` digits after the point, independent of locale.
  func formatted(decimals: Int) -> String {
    guard isFinite else { return "0" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(self) * scale).rounded()
    // Past 2^53 a Double has no fraction left to print, and soon no Int can hold it.
    guard scaled < 0x1p53 else { return String(self) }
    let whole = Int(scaled / scale, rounding: .towardZero)
    let fraction = Int(scaled - Double(whole) * scale, rounding: .towardZero)
    let sign = self < 0 && scaled != 0 ? "-" : ""
    guard decimals > 0 else { return "\(sign)\(whole)" }
    var digits = String(fraction)
    while digits.count < decimals { digits = "0" + digits }
    return "\(sign)\(whole).\(digits)"
  }
}
