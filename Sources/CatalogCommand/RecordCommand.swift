import ArgumentParser
import Catalog

// MARK: - RecordCommand

/// `catalog record`: renders every variant and writes the references that changed.
struct RecordCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "record",
    abstract: "Write references for new and changed variants.",
    discussion: """
      Each reference is written to a temporary file and renamed into place, so an interrupted \
      run leaves no half-written file: on SIGINT or SIGTERM the snapshots in progress finish, \
      the run stops and exits 130 or 143 (a second signal stops at once, deleting the \
      temporary files). A reference whose pixels did not change is not \
      rewritten. References no longer in the plan are counted, not deleted: `catalog prune` \
      deletes them. Exits 2 when any variant failed to render or write, 64 on usage errors \
      (including a --filter or --shard that selects nothing). Accessibility findings do not \
      fail record (verify fails on them); --update-accessibility-baseline --reason "…" \
      accepts them into Snapshots/accessibility-baseline.yaml. --failed REPORT_DIR records \
      exactly the snapshots that failed (changed or missing) in that verify report, the command \
      verify prints at its end; it exits 2 when the report is missing, not of verify, of \
      another --snapshots folder, or has nothing to accept.
      """)

  @OptionGroup var options: RunOptions

  @Flag(
    help: ArgumentHelp(
      "Rewrite the accessibility baseline: accept every new accessibility finding of the "
        + "snapshots run (with --reason) and drop entries that are stale or fixed."))
  var updateAccessibilityBaseline = false

  @Option(
    help: ArgumentHelp(
      "Why the findings accepted by --update-accessibility-baseline are acceptable; stored with "
        + "each new baseline entry.", valueName: "text"))
  var reason: String?

  @Option(
    help: ArgumentHelp(
      "Record only the snapshots that failed (changed or missing) in this verify report "
        + "directory.", valueName: "report-dir"))
  var failed: String?

  func validate() throws {
    if updateAccessibilityBaseline {
      guard let reason, !reason.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
        throw CommandError.baselineNeedsReason.validation
      }
    } else if reason != nil {
      throw CommandError.reasonWithoutBaseline.validation
    }
  }

  func run() throws {
    let report = try CatalogSession.run(
      .record, options: options, baselineReason: updateAccessibilityBaseline ? reason : nil,
      failedIn: failed)
    let code = CatalogSession.exitCode(of: report)
    if code != .success { throw code }
  }
}
