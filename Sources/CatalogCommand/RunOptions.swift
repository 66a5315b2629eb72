import ArgumentParser
import Catalog
import Foundation

// MARK: - SnapshotsOptions

/// `--snapshots`, shared by every command that reads references.
struct SnapshotsOptions: ParsableArguments {
  @Option(name: .long, help: ArgumentHelp("The references directory.", valueName: "dir"))
  var snapshots: String = "Snapshots"

  /// The snapshots folder, checked for `use` (see `RunFolders.snapshots(_:for:)`).
  func folder(for use: RunFolders.SnapshotsUse) throws(CatalogError) -> URL {
    try RunFolders.snapshots(snapshots, for: use)
  }
}

// MARK: - SelectionOptions

/// `--filter` and `--shard`, shared by the commands that pick snapshots.
struct SelectionOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Only snapshots whose id (Definition/variant.traits) matches this regular expression.",
      valueName: "pattern"))
  var filter: String?

  // Unconditional, so `--shard -1/3` is refused as a shard instead of read as an option.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Only this part of the catalog, for CI matrices.", valueName: "K/N"))
  var shard: String?

  /// A malformed pattern or shard is a usage error with the command's usage, before any folder
  /// is looked at.
  func validate() throws {
    do {
      _ = try parsedFilter()
      _ = try parsedShard()
    } catch {
      throw ValidationError(error.description)
    }
  }

  func parsedFilter() throws(CatalogError) -> SnapshotFilter? {
    try filter.map { (pattern) throws(CatalogError) in try SnapshotFilter(pattern) }
  }

  func parsedShard() throws(CatalogError) -> Shard {
    try shard.map { (text) throws(CatalogError) in try Shard(parsing: text) } ?? .all
  }
}

// MARK: - RunOptions

/// Options of `record` and `verify`.
struct RunOptions: ParsableArguments {
  @OptionGroup var snapshots: SnapshotsOptions
  @OptionGroup var selection: SelectionOptions

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Parallel render jobs, \(OptionRange<Int>.jobs.text) (default and most: the number of "
        + "cores).", valueName: "n"))
  var jobs: Int?

  @Option(help: ArgumentHelp("Where the report and gallery go.", valueName: "dir"))
  var report: String = ".build/catalog"

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Seconds one snapshot may render before it is stopped and fails, "
        + "\(OptionRange<Double>.timeLimit.text) (default: 60; a variant's "
        + "SnapshotSettings.timeLimit wins).", valueName: "seconds"))
  var timeLimit: Double?

  @Flag(help: "Print only errors and the summary.")
  var quiet = false

  @Flag(help: "Print every snapshot, not only problems.")
  var verbose = false

  @Flag(
    help: ArgumentHelp(
      "Draw the accessibility overlay of every snapshot and play back every transition in the "
        + "report, not only those that need review (slower: tens of milliseconds a screen, "
        + "about a second a transition)."))
  var allOverlays = false

  @Flag(
    help: ArgumentHelp(
      "Decode and compare every reference, even one whose fingerprint vouches for it: the "
        + "fingerprint catches accidents, --full also a deliberate edit that recomputes it."))
  var full = false

  func validate() throws {
    try OptionRange<Int>.jobs.check(jobs)
    try OptionRange<Double>.timeLimit.check(timeLimit)
    if quiet && verbose {
      throw CommandError.quietAndVerbose.validation
    }
  }

  /// The run's configuration, after checking its folders for `use`.
  func configuration(for use: RunFolders.SnapshotsUse) throws(CatalogError) -> RunConfiguration {
    // The report folder first: a refused run must not have created the snapshots folder.
    // A worker process writes into the folder its run checked (and has begun to fill).
    let reportFolder =
      WorkerLaunch.isWorkerProcess
      ? URL(fileURLWithPath: report, isDirectory: true)
      : try RunFolders.report(report, apartFrom: [snapshots.snapshots])
    let snapshotsFolder = try snapshots.folder(for: use)
    var configuration = RunConfiguration(
      snapshotsDirectory: snapshotsFolder,
      reportDirectory: reportFolder,
      filter: try selection.parsedFilter(),
      jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
      shard: try selection.parsedShard(),
      commandPrefix: CatalogContext.commandPrefix)
    configuration.overlaysForEverySnapshot = allOverlays
    configuration.decodesEveryReference = full
    if let timeLimit {
      configuration.timeLimit = .milliseconds(Int64((timeLimit * 1000).rounded()))
    }
    return configuration
  }

  var verbosity: ConsoleProgress.Verbosity { quiet ? .quiet : verbose ? .verbose : .normal }
}
