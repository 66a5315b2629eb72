import Foundation

// MARK: - GitHubReport

/// What a run tells GitHub Actions: one workflow command (`::error …`) per failure, which the
/// pull request shows on the file it names, and a Markdown job summary for
/// `$GITHUB_STEP_SUMMARY`. Both are capped, so a run with thousands of failures neither floods
/// the log nor passes the summary's size limit.
public enum GitHubReport {
  /// The most failures annotated, and listed in the summary, per run.
  public static let limit = 50
  /// The most layout changes an annotation, or the summary, shows per snapshot.
  public static let layoutLimit = 10

  /// The workflow commands for the failures of `report` (failed, missing, orphaned and broken
  /// snapshots, in report order), at most `limit` of them, then a `::warning` saying how many
  /// more there are. A failure annotates the line that declares its variant when the report
  /// knows it, else its reference file; either is named from `directory` (the working
  /// directory, where GitHub's paths start) when it lies below it. A changed snapshot's layout
  /// changes follow its message, one a line (at most `layoutLimit`).
  public static func annotations(
    for report: RunReport, relativeTo directory: String, limit: Int = GitHubReport.limit
  ) -> [String] {
    let failures = problems(of: report)
    var lines = failures.prefix(limit).map { entry in
      let title = "\(entry.id) \(word(for: entry.status))"
      let message = ([message(of: entry)] + layoutLines(of: entry).map { "layout: " + $0 })
        .joined(separator: "\n")
      return annotation(
        file: entry.source?.file ?? referencePath(of: entry, in: report),
        line: entry.source?.line, title: title, message: message, relativeTo: directory)
    }
    if failures.count > limit {
      lines.append(
        "::warning::\(failures.count - limit) more failures are not annotated; the job summary "
          + "and the report list every one")
    }
    let warnings = layoutWarnings(of: report)
    lines += warnings.prefix(max(0, limit - min(failures.count, limit))).map { entry in
      let title = "\(entry.id) layout changed"
      let message = ([layoutWarning] + layoutLines(of: entry).map { "layout: " + $0 })
        .joined(separator: "\n")
      return annotation(
        level: "warning", file: entry.source?.file ?? referencePath(of: entry, in: report),
        line: entry.source?.line, title: title, message: message, relativeTo: directory)
    }
    return lines
  }

  /// What a layout warning says: the snapshot passed, but its laid-out tree changed.
  static let layoutWarning = "the layout changed but the pixels did not"

  /// One workflow command at `level` (`error` unless said) annotating `line` of `file` (named
  /// from `directory` when it lies below it, as GitHub's paths are) with `title` and `message`.
  public static func annotation(
    level: String = "error", file: String, line: Int?, title: String, message: String,
    relativeTo directory: String
  ) -> String {
    var properties = [("file", relative(file, to: directory))]
    if let line { properties.append(("line", "\(line)")) }
    properties.append(("title", title))
    let list = properties.map { "\($0)=\(escapedProperty($1))" }.joined(separator: ",")
    return "::\(level) \(list)::\(escapedData(message))"
  }

  /// The Markdown job summary of `report`: the verdict, the counts, the failures grouped by
  /// definition (at most `limit`, then how many more; a changed snapshot's layout changes in a
  /// code block below it, so user text stays literal), and `acceptCommand` when there is one.
  public static func summary(
    for report: RunReport, acceptCommand: String?, limit: Int = GitHubReport.limit
  ) -> String {
    let failures = problems(of: report)
    let count = report.summary.snapshotCount
    var lines = [
      "## catalog \(report.command): \(report.verdict)", "",
      "\(count) snapshot\(count == 1 ? "" : "s"): \(report.summary.verifyCounts)",
    ]
    var definition: String?
    for entry in failures.prefix(limit) {
      if entry.definition != definition {
        definition = entry.definition
        lines += [
          "", "### \(markdownText(entry.definition.isEmpty ? entry.id : entry.definition))", "",
        ]
      }
      lines.append(
        "- \(code(entry.id)) \(word(for: entry.status)): \(markdownText(message(of: entry)))")
      lines += layoutBlock(of: entry)
    }
    if failures.count > limit {
      lines += ["", "… and \(failures.count - limit) more failures: see the report."]
    }
    let warnings = layoutWarnings(of: report)
    if !warnings.isEmpty {
      lines += ["", "### Layout changed, pixels unchanged (\(warnings.count))", ""]
      for entry in warnings.prefix(limit) {
        lines.append("- \(code(entry.id)): \(layoutWarning)")
        lines += layoutBlock(of: entry)
      }
      if warnings.count > limit {
        lines += ["", "… and \(warnings.count - limit) more: see the report."]
      }
    }
    if let acceptCommand {
      lines += [
        "", "To accept \(report.acceptableCounts), run:", "", "```sh", acceptCommand, "```",
      ]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Appends `text` to the job summary file at `path` (`$GITHUB_STEP_SUMMARY`), creating it if
  /// needed; never through a symbolic link, and never into anything but a regular file.
  public static func appendSummary(_ text: String, to path: String) throws(CatalogError) {
    func failure(_ reason: String) -> CatalogError {
      .report(.summaryNotWritten(path: path, reason: reason))
    }
    let descriptor = open(
      path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      let code = errno
      switch code {
      case ELOOP: throw failure("it is a symbolic link")
      case EISDIR: throw failure("it is a folder")
      default: throw failure(String(cString: strerror(code)))
      }
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw failure(String(cString: strerror(errno))) }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw failure("it is \(FileKind.describe(info.st_mode & S_IFMT))")
    }
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { throw failure(String(cString: strerror(errno))) }
      offset += written
    }
  }

  /// The entry's layout changes, at most `layoutLimit`, then how many more; none when the
  /// layout did not change or no tree is stored.
  static func layoutLines(of entry: RunReport.Entry) -> [String] {
    guard let layout = entry.layout, !layout.changes.isEmpty else { return [] }
    let more = layout.changes.count - layoutLimit + (layout.omitted ?? 0)
    return Array(layout.changes.prefix(layoutLimit))
      + (more > 0 ? ["… and \(more) more layout changes (see the report)"] : [])
  }

  /// The entry's layout changes as an indented code block of the summary (fenced with more
  /// backticks than any line holds in a row, so user text stays literal); none when there are
  /// none.
  private static func layoutBlock(of entry: RunReport.Entry) -> [String] {
    let layout = layoutLines(of: entry).map { FileNames.escaped($0) }
    guard !layout.isEmpty else { return [] }
    let longest =
      layout.map { line in
        line.split(omittingEmptySubsequences: true) { $0 != "`" }.map(\.count).max() ?? 0
      }.max() ?? 0
    let fence = String(repeating: "`", count: max(3, longest + 1))
    return ["", "  " + fence + "text"] + layout.map { "  " + $0 } + ["  " + fence]
  }

  /// The reference file of `entry`, in the run's snapshots folder.
  private static func referencePath(of entry: RunReport.Entry, in report: RunReport) -> String {
    report.snapshotsDirectory + "/" + entry.referenceFile
  }

  /// The snapshots that passed although their layout changed (a warning unless the definition
  /// asks for an error), in report order.
  private static func layoutWarnings(of report: RunReport) -> [RunReport.Entry] {
    report.entries.filter { $0.status == .passed && $0.layout?.pixelsUnchanged == true }
  }

  /// The entries that fail a verify run, in report order.
  private static func problems(of report: RunReport) -> [RunReport.Entry] {
    report.entries.filter { [.failed, .missing, .orphaned, .error].contains($0.status) }
  }

  /// How a status reads after the snapshot's id.
  static func word(for status: RunReport.Status) -> String {
    switch status {
    case .failed: "changed"
    case .missing: "missing"
    case .orphaned: "orphaned"
    case .error: "error"
    default: status.rawValue
    }
  }

  /// The entry's message on one line, without the snapshot's own accept command (the run's
  /// one command stands in the summary).
  static func message(of entry: RunReport.Entry) -> String {
    let message = entry.message ?? ""
    let text = entry.acceptCommand.map { AcceptClause.removing($0, from: message) } ?? message
    return text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init)
      ?? ""
  }

  /// `path` below the working directory `directory` when it lies there (GitHub's paths start
  /// at the workspace), else resolved in full.
  private static func relative(_ path: String, to directory: String) -> String {
    let resolved = RunFolders.resolved(path)
    let base = RunFolders.resolved(directory)
    guard resolved != base else { return "." }
    guard RunFolders.contains(base, resolved) else { return resolved }
    return String(resolved.dropFirst(base.count + (base.hasSuffix("/") ? 0 : 1)))
  }

  // MARK: - Escaping

  /// `text` as a workflow command's message: `%`, carriage return and line feed escaped.
  public static func escapedData(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25")
      .replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// `text` as a workflow command's property value: as `escapedData`, and `:` and `,` too.
  public static func escapedProperty(_ text: String) -> String {
    escapedData(text).replacingOccurrences(of: ":", with: "%3A")
      .replacingOccurrences(of: ",", with: "%2C")
  }

  /// `text` as Markdown text: control characters escaped and HTML's and Markdown's special
  /// characters made literal, so a crafted name can neither format the summary nor inject HTML.
  static func markdownText(_ text: String) -> String {
    var out = ""
    for character in FileNames.escaped(text) {
      switch character {
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "&": out += "&amp;"
      case "\\", "`", "*", "_", "[", "]", "|", "#", "~", "!": out += "\\\(character)"
      default: out.append(character)
      }
    }
    return out
  }

  /// `text` as an inline code span: fenced with more backticks than it holds in a row.
  static func code(_ text: String) -> String {
    let escaped = FileNames.escaped(text)
    var longest = 0
    var run = 0
    for character in escaped {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: longest + 1)
    let pad = escaped.hasPrefix("`") || escaped.hasSuffix("`") ? " " : ""
    return fence + pad + escaped + pad + fence
  }
}
