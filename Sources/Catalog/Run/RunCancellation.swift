import Synchronization

// MARK: - RunCancellation

/// Asks a running `record` or `verify` to stop, for example on Ctrl-C: the snapshots in
/// progress finish (so every file written is whole), no new ones start.
public final class RunCancellation: Sendable {
  private let flag = Atomic<Bool>(false)

  /// Creates a cancellation that has not been requested.
  public init() {}

  /// Requests the stop; safe from any thread, and more than once.
  public func cancel() {
    flag.store(true, ordering: .relaxed)
  }

  /// Whether the stop was requested.
  public var isCancelled: Bool { flag.load(ordering: .relaxed) }
}
