import ArgumentParser
import Catalog
import Foundation

// MARK: - ReportCommand

/// `catalog report`: turns a report folder into what a code review shows.
struct ReportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract: "Turn a report folder into what a code review shows.",
    subcommands: [ReportMarkdownCommand.self])
}

// MARK: - ReportMarkdownCommand

/// `catalog report markdown`: writes a verify report as one pull-request comment and its
/// thumbnails (see `PullRequestComment`).
struct ReportMarkdownCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "markdown",
    abstract: "Write a verify report as a pull-request comment with thumbnails.",
    discussion: """
      Writes comment.md (the verdict, the counts, the changed and missing snapshots with \
      expected | actual | diff thumbnails, the accessibility changes as a diff, the accept \
      command) and thumbnails/*.png into --output. GitHub takes no attachments through its \
      API: publish the thumbnails (a companion branch) and pass --image-base-url, or post the \
      comment as it is and let the reviewer open the gallery artifact. Post it with \
      `gh pr comment PR --body-file OUTPUT/comment.md` (add --edit-last to update it). Exits 0 \
      when written, 2 when the report cannot be read, 64 on usage errors.
      """)

  @Argument(help: ArgumentHelp("The report directory of a verify run.", valueName: "dir"))
  var reportDirectory: String

  @Option(
    help: ArgumentHelp(
      "Where comment.md and the thumbnails go (default: the report directory's comment folder).",
      valueName: "dir"))
  var output: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "How many changed or missing snapshots get thumbnails (\(Self.thumbnails.text)).",
      valueName: "n"))
  var maxThumbnails: Int = PullRequestComment.defaultThumbnails

  @Option(
    help: ArgumentHelp(
      "The link to the report artifact, for the snapshots without thumbnails.", valueName: "url"))
  var artifactURL: String?

  @Option(
    help: ArgumentHelp(
      "Where the output folder is published; thumbnails are linked below it instead of "
        + "relative to comment.md.",
      valueName: "url"))
  var imageBaseURL: String?

  /// Each thumbnailed snapshot adds three images to the comment; GitHub's comment and a
  /// reviewer's patience both end well before a hundred.
  static let thumbnails = OptionRange("--max-thumbnails", 0...PullRequestComment.thumbnailLimit)

  func validate() throws {
    try Self.thumbnails.check(maxThumbnails)
    if reportDirectory.isEmpty {
      throw ValidationError("the report directory is empty; pass the --report folder of verify")
    }
    if output?.isEmpty == true {
      throw ValidationError("--output is empty; pass a folder, such as .build/catalog/comment")
    }
  }

  func run() throws {
    let folder =
      reportDirectory.count > 1 && reportDirectory.hasSuffix("/")
      ? String(reportDirectory.dropLast()) : reportDirectory
    let destination = output ?? folder + "/comment"
    do {
      let written = try PullRequestComment.write(
        reportDirectory: folder, output: destination,
        options: PullRequestComment.Options(
          maxThumbnails: maxThumbnails, artifactURL: artifactURL, imageBaseURL: imageBaseURL),
        commandPrefix: CatalogContext.commandPrefix)
      let shown = destination.hasSuffix("/") ? String(destination.dropLast()) : destination
      print("comment: \(shown)/\(written.comment)")
      print(
        "thumbnails: \(written.thumbnails.count) in \(shown)/\(PullRequestComment.thumbnailFolder)")
    } catch {
      throw reported(error)
    }
  }
}
