import Foundation

// MARK: - SnapshotRunContext

/// What every strategy of a run shares: the mode and the configuration.
public struct SnapshotRunContext: Sendable {
  /// Whether the run records or verifies.
  public var mode: SnapshotRunner.Mode
  /// Where the run reads references and writes its report.
  public var configuration: RunConfiguration
  /// The transitions with a keyframe that needs review, for their playback.
  let transitionReviews = TransitionReviews()

  /// Creates a run context.
  public init(mode: SnapshotRunner.Mode, configuration: RunConfiguration) {
    self.mode = mode
    self.configuration = configuration
  }

  /// The URL of `path` (relative to the snapshots folder).
  public func referenceURL(_ path: String) -> URL {
    // A reference is a file: said so, the URL is made without asking the file system.
    configuration.snapshotsDirectory.appendingPathComponent(path, isDirectory: false)
  }
}

// MARK: - SnapshotContext

/// One rendered snapshot as a strategy checks it: the plan's item, its rendering, the run,
/// and where report images go.
public struct SnapshotContext {
  /// The planned snapshot.
  public var item: PlannedSnapshot
  /// What the variant rendered.
  public var rendering: SnapshotRendering
  /// The run.
  public var run: SnapshotRunContext
  /// Where images for the report go.
  public var artefacts: SnapshotArtefacts

  /// Whether the run records or verifies.
  public var mode: SnapshotRunner.Mode { run.mode }

  /// The command that accepts this snapshot's rendering.
  public var acceptCommand: String { run.configuration.acceptCommand(for: item.id) }
}

// MARK: - SnapshotArtefacts

/// Writes files into the report folder (below `images/`), kept when unchanged, removed when a
/// later run no longer points at them (see `ArtefactWriter`).
public struct SnapshotArtefacts: Sendable {
  let writer: ArtefactWriter

  /// Writes `data` at `relative` (a path below `images/`); returns that path, or `nil` once
  /// writing has failed (the run reports why, once).
  public func write(_ data: Data, at relative: String) -> String? {
    writer.write(data, at: relative)
  }
}
