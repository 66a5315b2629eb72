import Foundation
import PNG
import Raster

// MARK: - PullRequestComment

/// A verify report as one pull-request comment: `comment.md` (the verdict, the counts as the
/// console prints them, a table of the changed and missing snapshots with expected, actual and
/// diff thumbnails, the other failures, the accessibility changes as a `diff` block, and the
/// one accept command) and the thumbnails it shows, as small PNG files beside it.
///
/// GitHub shows neither `data:` images nor an artifact's files in a comment, and its API takes
/// no attachments, so the thumbnails are files a workflow publishes (a companion branch, as
/// Roborazzi's comment workflow does) and the comment names them relative to itself, or below
/// `imageBaseURL` when the workflow knows where they will be. At most `maxThumbnails`
/// snapshots get thumbnails and the comment stays far below GitHub's 65,536 characters: the
/// rest are listed up to `rowLimit`, then counted, with a link to the gallery.
public enum PullRequestComment {
  /// The comment's file name in the output folder.
  public static let fileName = "comment.md"
  /// The folder of the thumbnails, inside the output folder.
  public static let thumbnailFolder = "thumbnails"
  /// The first line of every comment, an HTML comment GitHub hides, so a workflow can find the
  /// comment it posted before and edit it rather than add another.
  public static let marker = "<!-- catalog-report -->"
  /// How many snapshots get thumbnails unless told otherwise.
  public static let defaultThumbnails = 10
  /// The most snapshots that may get thumbnails (three files each).
  public static let thumbnailLimit = 30
  /// The most snapshots listed in the table, and other failures listed below it.
  public static let rowLimit = 100
  /// The most lines of accessibility changes shown.
  public static let diffLineLimit = 200
  /// The most characters a comment holds: GitHub refuses a comment longer than 65,536, so the
  /// comment lists fewer snapshots and diff lines until it fits below this.
  public static let characterLimit = 60_000
  /// The most characters of a snapshot's message in the table (the report has all of them).
  public static let messageLimit = 240

  /// What the comment shows and links to.
  public struct Options: Hashable, Sendable {
    /// How many changed or missing snapshots get thumbnails, in report order.
    public var maxThumbnails: Int
    /// The link to the report artifact (its gallery), such as a workflow run's page.
    public var artifactURL: String?
    /// Where the thumbnail folder will be published; thumbnails are named relative to the
    /// comment when `nil`.
    public var imageBaseURL: String?
    /// The one command that accepts the report's failures.
    public var acceptCommand: String?

    /// Creates the options.
    public init(
      maxThumbnails: Int = PullRequestComment.defaultThumbnails, artifactURL: String? = nil,
      imageBaseURL: String? = nil, acceptCommand: String? = nil
    ) {
      self.maxThumbnails = maxThumbnails
      self.artifactURL = artifactURL
      self.imageBaseURL = imageBaseURL
      self.acceptCommand = acceptCommand
    }
  }

  /// The thumbnails of one snapshot: paths relative to the output folder, `nil` when the report
  /// has no such image.
  public struct Thumbnails: Hashable, Sendable {
    /// The reference, shrunk.
    public var expected: String?
    /// The rendering, shrunk.
    public var actual: String?
    /// The diff image, shrunk.
    public var diff: String?

    /// Creates the thumbnails of a snapshot.
    public init(expected: String? = nil, actual: String? = nil, diff: String? = nil) {
      self.expected = expected
      self.actual = actual
      self.diff = diff
    }
  }

  /// What `write` wrote, relative to the output folder.
  public struct Written: Hashable, Sendable {
    /// The comment file.
    public var comment: String
    /// Every thumbnail, in comment order.
    public var thumbnails: [String]
  }

  // MARK: - Writing

  /// Reads the verify report in `reportDirectory` and writes `comment.md` and its thumbnails
  /// into `output`, which must be a folder or nothing (never a link, never in the references);
  /// thumbnails of an earlier comment there that this one does not show are deleted. With
  /// `commandPrefix` (`swift run -c release catalog`), the comment ends with the command that
  /// accepts the report's failures, as verify printed it.
  public static func write(
    reportDirectory: String, output: String, options: Options, commandPrefix: String? = nil
  ) throws(CatalogError) -> Written {
    var options = options
    try checkURL(options.artifactURL, option: "--artifact-url")
    try checkURL(options.imageBaseURL, option: "--image-base-url")
    if let kind = notAFolder(output) {
      throw .report(.commentOutputNotAFolder(path: output, kind: kind))
    }
    let report = try ReportWriter.read(from: URL(fileURLWithPath: reportDirectory))
    guard report.command == SnapshotRunner.Mode.verify.rawValue else {
      throw .report(.commentNeedsVerifyReport(directory: reportDirectory, command: report.command))
    }
    let references = RunFolders.resolved(report.snapshotsDirectory)
    let destination = RunFolders.resolved(output)
    if destination == references || RunFolders.contains(references, destination) {
      throw .report(
        .commentOutputInReferences(path: output, references: report.snapshotsDirectory))
    }
    if let commandPrefix {
      options.acceptCommand = report.acceptFailedCommand(
        commandPrefix: commandPrefix, reportDirectory: reportDirectory)
    }
    let source = ReportFolder(URL(fileURLWithPath: reportDirectory), apartFrom: [])
    defer { source.close() }
    var images: [(String, Pixmap)] = []
    var thumbnails: [String: Thumbnails] = [:]
    for (index, entry) in tabled(report).prefix(options.maxThumbnails).enumerated() {
      let stem = "\(thumbnailFolder)/\(index + 1)-\(fileStem(entry.id))"
      var set = Thumbnails()
      for (kind, path) in [
        ("expected", entry.images.expected), ("actual", entry.images.actual),
        ("diff", entry.images.diff),
      ] {
        guard let path else { continue }
        let image = try read(path, from: source, reportDirectory: reportDirectory)
        let name = "\(stem).\(kind).png"
        images.append((name, Thumbnail.scaled(image)))
        switch kind {
        case "expected": set.expected = name
        case "actual": set.actual = name
        default: set.diff = name
        }
      }
      thumbnails[entry.id] = set
    }
    let target = ReportFolder(
      URL(fileURLWithPath: output, isDirectory: true), apartFrom: [report.snapshotsDirectory])
    defer { target.close() }
    for (name, image) in images {
      let data: Data
      do {
        data = try PNGEncoder.encode(image)
      } catch {
        throw .report(.commentImageUnreadable(path: name, reason: error.description))
      }
      try target.write(data, at: name, keepingEqualFile: true)
    }
    let text = markdown(for: report, thumbnails: thumbnails, options: options)
    try target.write(Data(text.utf8), at: fileName, keepingEqualFile: true)
    try removeStaleThumbnails(in: target, output: output, keeping: Set(images.map(\.0)))
    return Written(comment: fileName, thumbnails: images.map(\.0))
  }

  /// Reads and decodes the report image at `path`; the error names the file and the fix.
  private static func read(
    _ path: String, from folder: ReportFolder, reportDirectory: String
  ) throws(CatalogError) -> Pixmap {
    let shown = (reportDirectory.hasSuffix("/") ? reportDirectory : reportDirectory + "/") + path
    let data: Data
    switch folder.read(path) {
    case .file(let bytes): data = bytes
    case .missing: throw .report(.commentImageMissing(directory: reportDirectory, path: path))
    case .unreadable(let reason), .refused(let reason):
      throw .report(.commentImageUnreadable(path: shown, reason: reason))
    }
    do {
      return try PNGDecoder.decode(data, name: shown)
    } catch {
      throw .report(.commentImageUnreadable(path: shown, reason: error.description))
    }
  }

  /// Deletes the PNG files in the thumbnail folder that `keeping` does not name, so a folder
  /// published after an earlier comment holds this comment's thumbnails only.
  private static func removeStaleThumbnails(
    in folder: ReportFolder, output: String, keeping: Set<String>
  ) throws(CatalogError) {
    let listed: [DirectoryListing.File]
    do {
      listed = try DirectoryListing.files(
        below: URL(fileURLWithPath: output).appendingPathComponent(thumbnailFolder).path)
    } catch {
      return
    }
    for file in listed where !file.path.contains("/") && file.path.hasSuffix(".png") {
      let name = "\(thumbnailFolder)/\(file.path)"
      guard !keeping.contains(name) else { continue }
      _ = try folder.remove(name) { _ in true }
    }
  }

  // MARK: - The Markdown

  /// The comment for `report`, showing `thumbnails` (by entry id, paths relative to the
  /// comment) in the table: at most `rowLimit` snapshots a section and `diffLineLimit` diff
  /// lines, fewer when that is what keeps it within `characterLimit`.
  public static func markdown(
    for report: RunReport, thumbnails: [String: Thumbnails], options: Options
  ) -> String {
    var rows = rowLimit
    var diffLines = diffLineLimit
    while true {
      let text = markdown(
        for: report, thumbnails: thumbnails, options: options, rows: rows, diffLines: diffLines)
      if text.count <= characterLimit || (rows == 0 && diffLines == 0) { return text }
      rows = rows * 3 / 4
      diffLines = diffLines * 3 / 4
    }
  }

  /// The comment with at most `rowLimit` snapshots a section and `diffLineLimit` diff lines.
  private static func markdown(
    for report: RunReport, thumbnails: [String: Thumbnails], options: Options,
    rows rowLimit: Int, diffLines diffLineLimit: Int
  ) -> String {
    let count = report.summary.snapshotCount
    var lines = [
      marker,
      "## catalog \(report.command): \(report.verdict)", "",
      "\(count) snapshot\(count == 1 ? "" : "s"): \(report.summary.verifyCounts)",
    ]
    let gallery =
      options.artifactURL.map { "the gallery in [the report artifact](\($0))" }
      ?? "the gallery (`index.html`) of the report artifact"
    let rows = tabled(report)
    if !rows.isEmpty {
      lines += ["", "| Snapshot | Expected | Actual | Diff |", "| --- | --- | --- | --- |"]
      for entry in rows.prefix(rowLimit) {
        let set = thumbnails[entry.id]
        let cells = [
          cell(set?.expected, alt: "expected", options, absent: entry.status == .missing),
          cell(set?.actual, alt: "actual", options, absent: false),
          cell(set?.diff, alt: "diff", options, absent: entry.status == .missing),
        ]
        let name = GitHubReport.code(entry.id) + " " + GitHubReport.word(for: entry.status)
        let message = GitHubReport.markdownText(shortened(GitHubReport.message(of: entry)))
        lines.append(
          "| \(name)<br>\(message) | " + cells.joined(separator: " | ") + " |")
      }
      let shown = min(rows.count, options.maxThumbnails, rowLimit)
      if rows.count > shown {
        let unshown = rows.count - shown
        let listed = min(rows.count, rowLimit) - shown
        let more =
          rows.count > rowLimit ? ", and \(rows.count - rowLimit) more are not listed" : ""
        lines += [
          "",
          "\(unshown) of \(rows.count) snapshots have no thumbnails here (\(listed) listed"
            + "\(more)): see \(gallery).",
        ]
      }
    }
    let others = report.entries.filter { [.orphaned, .error].contains($0.status) }
    if !others.isEmpty {
      lines += ["", "### Other failures", ""]
      for entry in others.prefix(rowLimit) {
        lines.append(
          "- \(GitHubReport.code(entry.id)) \(GitHubReport.word(for: entry.status)): "
            + GitHubReport.markdownText(shortened(GitHubReport.message(of: entry))))
      }
      if others.count > rowLimit {
        lines.append("- … and \(others.count - rowLimit) more: see \(gallery).")
      }
    }
    lines += layoutChanges(report, limit: rowLimit)
    lines += accessibilityChanges(report, gallery: gallery, limit: diffLineLimit)
    if !report.isSuccess, rows.count <= min(rows.count, options.maxThumbnails) {
      lines += ["", "Every snapshot, with the accessibility overlays, is in \(gallery)."]
    }
    if let accept = options.acceptCommand {
      lines += [
        "", "To accept \(report.acceptableCounts), run:", "", "```sh", accept, "```",
      ]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `message` cut after its last clause (`; `) that ends within `messageLimit` characters,
  /// then `…`; whole when it is short enough.
  package static func shortened(_ message: String) -> String {
    guard message.count > messageLimit else { return message }
    let head = message.prefix(messageLimit)
    let cut = head.range(of: "; ", options: .backwards).map { head[..<$0.lowerBound] } ?? head
    return cut + " …"
  }

  /// The changed and missing snapshots, in report order: the table's rows.
  static func tabled(_ report: RunReport) -> [RunReport.Entry] {
    report.entries.filter { $0.status == .failed || $0.status == .missing }
  }

  /// A table cell: the thumbnail at `path`, `—` without one, or `(none)` for an image the
  /// snapshot cannot have (a missing snapshot's reference).
  private static func cell(_ path: String?, alt: String, _ options: Options, absent: Bool)
    -> String
  {
    guard let path else { return absent ? "(none)" : "—" }
    let url =
      options.imageBaseURL.map { ($0.hasSuffix("/") ? $0 : $0 + "/") + path } ?? path
    return "![\(alt)](\(url))"
  }

  /// The structural diff of each snapshot whose laid-out tree changed (see `LayoutTree`), at
  /// most `rowLimit` snapshots, each a code block of its changes (user text stays literal).
  private static func layoutChanges(_ report: RunReport, limit rowLimit: Int) -> [String] {
    let changed = report.entries.filter { !($0.layout?.changes.isEmpty ?? true) }
    guard !changed.isEmpty else { return [] }
    var lines = ["", "### Layout changes"]
    for entry in changed.prefix(rowLimit) {
      guard let layout = entry.layout else { continue }
      let warning = layout.pixelsUnchanged == true ? " (the pixels did not change)" : ""
      let body = layout.lines.map { FileNames.escaped($0) }
      let fence = String(repeating: "`", count: max(3, longestBacktickRun(body) + 1))
      lines +=
        ["", "\(GitHubReport.code(entry.id))\(warning):", "", fence + "text"] + body + [fence]
    }
    if changed.count > rowLimit {
      lines += ["", "… and \(changed.count - rowLimit) more snapshots with layout changes."]
    }
    return lines
  }

  /// The accessibility snapshots that changed, as one `diff` block, each snapshot's lines under
  /// an `@@ id @@` line; at most `diffLineLimit` lines.
  private static func accessibilityChanges(
    _ report: RunReport, gallery: String, limit diffLineLimit: Int
  ) -> [String] {
    var body: [String] = []
    for entry in report.entries {
      guard let diff = entry.accessibility?.diff, !diff.isEmpty else { continue }
      body.append("@@ \(FileNames.escaped(entry.id)) @@")
      body += diff.split(separator: "\n", omittingEmptySubsequences: false)
        .map { FileNames.escaped(String($0)) }.filter { !$0.isEmpty }
    }
    guard !body.isEmpty else { return [] }
    var shown = Array(body.prefix(diffLineLimit))
    if body.count > diffLineLimit {
      shown.append("@@ \(body.count - diffLineLimit) more lines: see the gallery @@")
    }
    let fence = String(repeating: "`", count: max(3, longestBacktickRun(shown) + 1))
    return ["", "### Accessibility changes", "", fence + "diff"] + shown + [fence]
  }

  private static func longestBacktickRun(_ lines: [String]) -> Int {
    var longest = 0
    for line in lines {
      var run = 0
      for character in line {
        run = character == "`" ? run + 1 : 0
        longest = max(longest, run)
      }
    }
    return longest
  }

  /// `id` as a file name: letters, digits, `.`, `_` and `-` kept, `/` as `--`, anything else
  /// as `-`, at most 80 characters.
  private static func fileStem(_ id: String) -> String {
    var stem = ""
    for scalar in id.unicodeScalars {
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9", ".", "_", "-": stem.unicodeScalars.append(scalar)
      case "/": stem += "--"
      default: stem += "-"
      }
    }
    return String(stem.prefix(80))
  }

  /// What `path` is when it is neither a folder nor nothing (`a symbolic link`, `a file`);
  /// `nil` for a folder or nothing. The path itself is not followed: an output folder that is
  /// a link could write anywhere.
  private static func notAFolder(_ path: String) -> String? {
    var info = stat()
    guard lstat(path, &info) == 0 else {
      return errno == ENOENT ? nil : String(cString: strerror(errno))
    }
    let type = info.st_mode & S_IFMT
    if type == S_IFDIR { return nil }
    return type == S_IFLNK ? "a symbolic link" : FileKind.describe(type)
  }

  /// Refuses a link a comment cannot carry: anything but `http(s)://` without spaces,
  /// parentheses or angle brackets.
  private static func checkURL(_ url: String?, option: String) throws(CatalogError) {
    guard let url else { return }
    let lower = url.lowercased()
    let isWeb =
      (lower.hasPrefix("https://") || lower.hasPrefix("http://"))
      && !url.unicodeScalars.contains {
        $0.properties.isWhitespace || "()<>\"'`".unicodeScalars.contains($0)
          || $0.value < 0x20
      }
    guard isWeb else { throw .report(.commentURLInvalid(option: option, url: url)) }
  }
}
