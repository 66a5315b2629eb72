// MARK: - RunProgress

/// Hears about a run as it goes, for progress output; called from worker threads.
public protocol RunProgress: Sendable {
  /// The run is about to process `total` snapshots and orphans.
  func didStart(total: Int)
  /// One snapshot or orphan is done.
  func didFinish(_ entry: RunReport.Entry)
}
