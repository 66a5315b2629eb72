import CatalogUI
import Foundation

// MARK: - RunConfiguration

/// Where a run reads references and writes its report, and how it splits the work.
public struct RunConfiguration: Sendable {
  /// The references directory (`Snapshots/` by default).
  public var snapshotsDirectory: URL
  /// The report directory (`.build/catalog/` by default); its `images/` holds this run's images
  /// only (unchanged ones are kept from the previous run, stale ones removed).
  public var reportDirectory: URL
  /// Only snapshots whose id matches are rendered, compared and checked for orphans.
  public var filter: SnapshotFilter?
  /// Parallel workers, at least 1 and at most the number of cores: rendering is bound by the
  /// processor, and each further worker would only hold another canvas and a 64 MiB stack.
  public var jobs: Int
  /// The part of the plan this run covers.
  public var shard: Shard
  /// When set, only these snapshot ids are run (`record --failed`), within `filter` and
  /// `shard`.
  public var ids: Set<String>?
  /// How accept commands start, such as `swift run -c release catalog` (a debug build renders
  /// tens of times slower).
  public var commandPrefix: String
  /// When set (record only), the accessibility baseline is rewritten: every new error finding
  /// of the snapshots run is accepted with this reason, and entries that are stale or fixed
  /// are dropped.
  public var baselineReason: String?
  /// Whether every snapshot gets its accessibility overlay, and every transition its playback
  /// frames and filmstrip, in the report; by default only those that need review (a changed,
  /// new or unreadable tree, or findings; a transition with a keyframe not passed).
  public var overlaysForEverySnapshot = false
  /// Whether every reference is decoded and compared (`--full`), instead of trusting a
  /// reference whose fingerprint proves it holds the rendering's pixels: the fingerprint
  /// guards against accidents, not against an edit that recomputes it.
  public var decodesEveryReference = false
  /// The snapshot formats the run checks, in order: by default the image, the accessibility
  /// snapshot and the keyframe playback (`SnapshotStrategies.builtIn`).
  public var strategies: [any SnapshotStrategy] = SnapshotStrategies.builtIn
  /// Where snapshots render: `nil` in this process, one after another on the main actor (a
  /// crash ends the process);
  /// otherwise in worker processes started so, where a snapshot that traps, overflows its
  /// stack or runs past its time limit fails alone (`catalog record` and `verify`).
  public var workers: WorkerLaunch?
  /// How long one snapshot may render in a worker process before it is stopped and fails,
  /// unless its `SnapshotSettings.timeLimit` says otherwise.
  public var timeLimit: Duration = RunConfiguration.defaultTimeLimit

  /// The time limit of a snapshot when nothing sets one: far beyond any real rendering (the
  /// slowest screen takes tens of milliseconds), short enough that a hung CI job says why.
  public static let defaultTimeLimit: Duration = .seconds(60)

  /// Creates a configuration.
  public init(
    snapshotsDirectory: URL, reportDirectory: URL, filter: SnapshotFilter? = nil,
    jobs: Int = ProcessInfo.processInfo.activeProcessorCount, shard: Shard = .all,
    commandPrefix: String = "swift run -c release catalog"
  ) {
    self.snapshotsDirectory = snapshotsDirectory
    self.reportDirectory = reportDirectory
    self.filter = filter
    self.jobs = min(max(1, jobs), max(1, ProcessInfo.processInfo.activeProcessorCount))
    self.shard = shard
    self.commandPrefix = commandPrefix
  }

  /// Whether the run covers the snapshot with this id.
  func selects(_ id: String) -> Bool {
    shard.contains(id: id) && (filter?.matches(id) ?? true) && (ids?.contains(id) ?? true)
  }

  /// Why a run that selects nothing does not pass: a usage error naming the filter or shard
  /// that matched nothing, or, with neither, an error saying the catalog is empty.
  func emptySelectionError(plannedCount: Int) -> CatalogError {
    var options: [String] = []
    if let filter { options.append("--filter '\(filter.pattern)'") }
    if shard.count > 1 { options.append("--shard \(shard)") }
    guard !options.isEmpty else { return .run(.emptyCatalog(snapshots: snapshotsDirectory.path)) }
    return .run(
      .selectsNothing(options: options, plannedCount: plannedCount, command: commandPrefix))
  }

  /// The command that re-records exactly this snapshot, with the user's `--snapshots` if set.
  func acceptCommand(for id: String) -> String {
    "\(commandPrefix) record --filter "
      + FileNames.shellQuoted(SnapshotFilter.exactPattern(for: id)) + snapshotsOption
  }

  /// The command that accepts a snapshot's accessibility findings into the baseline.
  func acceptFindingsCommand(for id: String) -> String {
    "\(commandPrefix) record --update-accessibility-baseline --reason '…' --filter "
      + FileNames.shellQuoted(SnapshotFilter.exactPattern(for: id)) + snapshotsOption
  }

  /// The baseline of accepted accessibility findings, in the snapshots directory.
  var baselineURL: URL {
    snapshotsDirectory.appendingPathComponent(AccessibilityBaseline.fileName)
  }

  /// The rendering keys of the references, in the snapshots directory.
  var renderingKeysURL: URL {
    snapshotsDirectory.appendingPathComponent(RenderingKeys.fileName)
  }

  /// The command that deletes orphaned references, with the user's `--snapshots` if set.
  var pruneCommand: String { "\(commandPrefix) prune" + snapshotsOption }

  private var snapshotsOption: String { Self.snapshotsOption(for: snapshotsDirectory) }

  /// ` --snapshots '…'` naming `directory` for an accept command, or nothing for the default
  /// folder.
  /// Worked out once per directory: every snapshot's accept command names it.
  static func snapshotsOption(for directory: URL) -> String {
    snapshotsOptions.value(for: directory.path) {
      directory.standardizedFileURL.path
        == URL(fileURLWithPath: "Snapshots").standardizedFileURL.path
        ? "" : " --snapshots " + FileNames.shellQuoted(directory.path)
    }
  }

  /// The options `snapshotsOption(for:)` has worked out, by the directory's path.
  private static let snapshotsOptions = Memo<String, String>()
}
