// MARK: - RunProgress

/// Hears about a run as it goes, for progress output; called on the main actor, which runs the
/// run.
public protocol RunProgress: Sendable {
  /// The run is about to process `total` snapshots and orphans.
  func didStart(total: Int)
  /// One snapshot or orphan is done.
  func didFinish(_ entry: RunReport.Entry)
  /// Something worth knowing before any verdict, such as a rendering environment that differs
  /// from the references'; said once, before the first snapshot.
  func didNote(_ note: String)
}

extension RunProgress {
  /// Notes are dropped unless the progress shows them.
  public func didNote(_ note: String) {}
}
