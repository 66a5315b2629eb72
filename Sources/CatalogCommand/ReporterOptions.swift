import ArgumentParser
import Catalog
import Foundation

// MARK: - ReporterOptions

/// `--reporter`, shared by `verify` and `merge-reports`: whether failures are also told to
/// GitHub Actions, as workflow commands and a job summary.
struct ReporterOptions: ParsableArguments {
  /// Where failures are told besides the console.
  enum Reporter: String, ExpressibleByArgument, CaseIterable {
    /// The console only.
    case console
    /// The console, then `::error` workflow commands and the `$GITHUB_STEP_SUMMARY` summary.
    case github
  }

  @Option(
    help: ArgumentHelp(
      "console, or github: also annotate each failure with a workflow command and append a "
        + "job summary to $GITHUB_STEP_SUMMARY (default: github when GITHUB_ACTIONS is true).",
      valueName: "name"))
  var reporter: Reporter?

  /// Whether this run tells GitHub: `--reporter github`, or none given in GitHub Actions.
  var tellsGitHub: Bool {
    (reporter
      ?? (ProcessInfo.processInfo.environment["GITHUB_ACTIONS"] == "true" ? .github : .console))
      == .github
  }

  /// Prints the workflow commands of a verify `report`'s failures and appends its job summary
  /// (naming the accept command when the report was written to `reportDirectory`); a summary
  /// that cannot be written is a warning, never a failure of the run. The workflow commands go
  /// to standard error with `toStandardError` (`--json`), where GitHub reads them too.
  func publish(_ report: RunReport, reportDirectory: String?, toStandardError: Bool = false) {
    guard tellsGitHub, report.command == SnapshotRunner.Mode.verify.rawValue else { return }
    let annotations = GitHubReport.annotations(
      for: report, relativeTo: FileManager.default.currentDirectoryPath)
    if !annotations.isEmpty {
      printLine(annotations.joined(separator: "\n"), toStandardError: toStandardError)
    }
    guard let path = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !path.isEmpty
    else { return }
    let accept = reportDirectory.flatMap {
      report.acceptFailedCommand(commandPrefix: CatalogContext.commandPrefix, reportDirectory: $0)
    }
    do {
      try GitHubReport.appendSummary(
        GitHubReport.summary(for: report, acceptCommand: accept), to: path)
    } catch {
      printWarning(error.description)
    }
  }
}
