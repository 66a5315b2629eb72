import Foundation

// MARK: - AcceptClause

/// The clause a verify message ends with to name the command that accepts one snapshot, written
/// here once so the console can leave it out where the run's one accept command stands instead.
public enum AcceptClause: CaseIterable, Sendable {
  /// A missing reference: `; run `…` to create it`.
  case create
  /// An unreadable reference: `; run `…` to replace it`.
  case replace
  /// A changed rendering: `; if the change is intended, run `…``.
  case intended

  /// The clause naming `accept`.
  public func text(_ accept: String) -> String {
    switch self {
    case .create: "; run `\(accept)` to create it"
    case .replace: "; run `\(accept)` to replace it"
    case .intended: "; if the change is intended, run `\(accept)`"
    }
  }

  /// `message` without any clause naming `accept`.
  public static func removing(_ accept: String, from message: String) -> String {
    allCases.reduce(message) { $0.replacingOccurrences(of: $1.text(accept), with: "") }
  }
}

// MARK: - RunReport accepting failures

extension RunReport {
  /// The entries `record --failed` accepts: every planned snapshot of a verify report whose
  /// rendering recording would accept (changed, missing, or an unreadable reference); never one
  /// that passed or was not run, an orphaned reference, or one failing on accessibility
  /// findings alone (the baseline accepts those).
  public var acceptableEntries: [Entry] {
    guard command == SnapshotRunner.Mode.verify.rawValue else { return [] }
    return entries.filter { $0.status != .orphaned && $0.acceptCommand != nil }
  }

  /// What `record --failed` would accept, in words: `2 changed and 1 missing snapshots`.
  public var acceptableCounts: String {
    let entries = acceptableEntries
    let kinds: [(Status, String)] = [
      (.failed, "changed"), (.missing, "missing"), (.error, "unreadable"),
    ]
    let parts = kinds.compactMap { status, word in
      let count = entries.filter { $0.status == status }.count
      return count > 0 ? "\(count) \(word)" : nil
    }
    let list =
      parts.count > 1
      ? parts.dropLast().joined(separator: ", ") + " and " + (parts.last ?? "") : parts.joined()
    return list + (entries.count == 1 ? " snapshot" : " snapshots")
  }

  /// The command that records the run's snapshots again, rewriting only `rendering-keys.txt`
  /// where their pixels are unchanged: with the run's `--snapshots` folder.
  public func refreshKeysCommand(commandPrefix: String) -> String {
    "\(commandPrefix) record"
      + RunConfiguration.snapshotsOption(for: URL(fileURLWithPath: snapshotsDirectory))
  }

  /// The one command that accepts every entry of `acceptableEntries`, for a report written to
  /// `reportDirectory` (as the user wrote it); `nil` when there is none.
  public func acceptFailedCommand(commandPrefix: String, reportDirectory: String) -> String? {
    guard !acceptableEntries.isEmpty else { return nil }
    let folder =
      reportDirectory.count > 1 && reportDirectory.hasSuffix("/")
      ? String(reportDirectory.dropLast()) : reportDirectory
    return "\(commandPrefix) record --failed \(FileNames.shellQuoted(folder))"
      + RunConfiguration.snapshotsOption(for: URL(fileURLWithPath: snapshotsDirectory))
  }
}

// MARK: - FailedSelection

/// The snapshots `record --failed` renders again: those a verify report offered to accept,
/// after checking that the report is a verify report of the same references folder (or of a
/// folder not on this machine: a CI run's report) and that its snapshots are still planned.
public struct FailedSelection: Hashable, Sendable {
  /// The ids to record, every one in the plan.
  public var ids: Set<String>
  /// What the user should know but that stops nothing: a report of a folder not on this
  /// machine, failed ids the plan no longer has.
  public var warnings: [String] = []

  /// Reads the report in `directory` (as the user wrote it) and selects its accepted failures
  /// for a run on `snapshotsDirectory` whose plan holds `planned`.
  public static func read(
    reportDirectory directory: String, snapshotsDirectory: URL, planned: [String]
  ) throws(CatalogError) -> FailedSelection {
    guard !directory.isEmpty else {
      throw .usage("--failed needs the report directory of a verify run, such as .build/catalog")
    }
    let report = try ReportWriter.read(from: URL(fileURLWithPath: directory, isDirectory: true))
    guard report.command == SnapshotRunner.Mode.verify.rawValue else {
      throw .report(.notAVerifyReport(directory: directory, command: report.command))
    }
    var warnings: [String] = []
    let verified = report.snapshotsDirectory
    if RunFolders.resolved(verified) != RunFolders.resolved(snapshotsDirectory.path) {
      // A folder that is here is another folder; one that is not is most likely the checkout
      // of the CI machine that ran verify, whose report was downloaded.
      guard FileKind.of(verified) == .missing else {
        throw .report(
          .otherSnapshots(directory: directory, verified: verified, given: snapshotsDirectory.path))
      }
      warnings.append(
        "the report in \(FileNames.quoted(directory)) verified the references in "
          + "\(FileNames.quoted(verified)), which is not on this machine (a CI run's report?); "
          + "its failures are recorded in \(FileNames.quoted(snapshotsDirectory.path))")
    }
    let failed = report.acceptableEntries.map(\.id)
    guard !failed.isEmpty else {
      throw .report(.nothingToAccept(directory: directory, passed: report.isSuccess))
    }
    let plan = Set(planned)
    let gone = failed.filter { !plan.contains($0) }
    guard gone.count < failed.count else {
      throw .report(.failuresNotPlanned(directory: directory, ids: gone))
    }
    var selection = FailedSelection(ids: Set(failed).intersection(plan), warnings: warnings)
    if !gone.isEmpty {
      let one = gone.count == 1
      selection.warnings.append(
        "\(gone.count) snapshot\(one ? "" : "s") that failed in the report in "
          + "\(FileNames.quoted(directory)) \(one ? "is" : "are") no longer planned and "
          + "\(one ? "is" : "are") not recorded (\(ReportError.sample(gone)))")
    }
    return selection
  }
}
