import ArgumentParser
import Catalog

// MARK: - VerifyCommand

/// `catalog verify`: renders every variant and compares it with its reference.
struct VerifyCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "verify",
    abstract: "Compare every variant with its reference; never writes references.",
    discussion: """
      Exits 0 when every snapshot matches, 1 when any is changed, missing or orphaned \
      (each is listed, then the one command that accepts every changed and missing snapshot, \
      `record --failed REPORT_DIR`; --verbose also names each snapshot's own), 2 on errors such as an unreadable \
      reference, 64 on usage errors (including a --filter or --shard that selects nothing), \
      130 or 143 when interrupted by SIGINT or SIGTERM. Writes report.json, junit.xml, the diff images and the \
      gallery into the report directory.
      """)

  @OptionGroup var options: RunOptions
  @OptionGroup var reporter: ReporterOptions

  @Flag(
    help: ArgumentHelp(
      "Print the report (report.json, schema in docs/report-schema.md) on standard output, and "
        + "the summary on standard error."))
  var json = false

  func run() throws {
    let report = try CatalogSession.run(
      .verify, options: options, reporter: reporter, json: json)
    let code = CatalogSession.exitCode(of: report)
    if code != .success { throw code }
  }
}
