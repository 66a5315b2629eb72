import Raster

// MARK: - JUnitWriter

/// Renders a run report as JUnit XML: one test suite per definition, one test case per
/// snapshot; failures carry each format's lines (the diff figures, failing accessibility
/// findings, the accessibility snapshot's diff) and the accept command, and `<system-out>`
/// each format's notes (the findings that do not fail), so CI systems that read JUnit show
/// them without opening the gallery.
public enum JUnitWriter {
  /// The XML document for `report`, with the lines of `strategies` (the formats the run
  /// checked); the same report always gives the same bytes.
  public static func xml(
    for report: RunReport, strategies: [any SnapshotStrategy] = SnapshotStrategies.builtIn
  ) -> String {
    var out = ""
    xml(for: report, strategies: strategies) { out += $0 }
    return out
  }

  /// Hands out the text of `xml(for:strategies:)` in pieces, one test case at a time.
  static func xml(
    for report: RunReport, strategies: [any SnapshotStrategy] = SnapshotStrategies.builtIn,
    _ emit: (String) -> Void
  ) {
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
        out =
          "    <testcase classname=\"\(escape(definition))\" name=\"\(escape(caseName(entry)))\""
        out += " time=\"\(seconds(entry.durationMilliseconds))\""
        let output = systemOut(entry, strategies: strategies)
        switch entry.status {
        case .passed, .recorded, .unchanged:
          guard let output else {
            out += "/>\n"
            break
          }
          out += ">\n" + output + "    </testcase>\n"
        case .failed, .missing, .orphaned:
          out +=
            ">\n      <failure type=\"\(entry.status.rawValue)\" message=\"\(escape(entry.message ?? ""))\">"
          out +=
            escape(details(entry, strategies: strategies)) + "</failure>\n" + (output ?? "")
            + "    </testcase>\n"
        case .error:
          out += ">\n      <error message=\"\(escape(entry.message ?? ""))\">"
          out +=
            escape(details(entry, strategies: strategies)) + "</error>\n" + (output ?? "")
            + "    </testcase>\n"
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

  private static func details(_ entry: RunReport.Entry, strategies: [any SnapshotStrategy])
    -> String
  {
    var lines = ["snapshot: \(entry.referenceFile)"]
    if let message = entry.message { lines.append(message) }
    for strategy in strategies { lines += strategy.failureDetails(of: entry) }
    if let accept = entry.acceptCommand { lines.append("to accept: \(accept)") }
    return lines.joined(separator: "\n")
  }

  /// The `<system-out>` element for what fails nothing but each format notes (the findings
  /// that do not fail the test case); `nil` when there is none.
  private static func systemOut(_ entry: RunReport.Entry, strategies: [any SnapshotStrategy])
    -> String?
  {
    let isFailure =
      entry.status != .passed && entry.status != .recorded
      && entry.status != .unchanged
    let lines = strategies.flatMap { $0.notes(of: entry, isFailure: isFailure) }
    guard !lines.isEmpty else { return nil }
    return "      <system-out>" + escape(lines.joined(separator: "\n")) + "</system-out>\n"
  }

  private static func seconds(_ milliseconds: Double) -> String {
    (milliseconds / 1000).formatted(decimals: 3)
  }

  /// Escapes text for XML attributes and content, so a reader gets back what the report holds.
  ///
  /// Line feed, tab and carriage return are character references: written raw, a reader turns
  /// them into spaces in an attribute and a carriage return into a line feed in content. The
  /// characters XML 1.0 cannot hold at all (other C0 controls, U+FFFE, U+FFFF) are spelled
  /// as the console spells them, `\u{1B}`, rather than dropped unseen.
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
      case "\t": out += "&#9;"
      case "\r": out += "&#13;"
      default:
        if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) {
          out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          out.unicodeScalars.append(scalar)
        }
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
