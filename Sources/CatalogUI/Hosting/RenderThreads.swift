import Dispatch
import Synchronization

// MARK: - RenderThreads

/// Whether the work that can be split across threads (a transition's layers and its playback
/// frames) is: on threads in a process that renders alone, and on the calling thread in a worker
/// process of a run, where the processes are the parallelism and each further thread only costs
/// memory (and, under an address-space limit, a thread that cannot start would stall the run).
public enum RenderThreads {
  private static let isSerial = Atomic<Bool>(false)

  /// Does the split work on the calling thread from now on: for a worker process.
  public static func useCallingThreadOnly() {
    isSerial.store(true, ordering: .relaxed)
  }

  /// Runs `body` for each of `iterations`, on threads unless `useCallingThreadOnly()` was
  /// called; callers collect results by index, so the order never shows.
  static func perform(iterations: Int, _ body: @Sendable (Int) -> Void) {
    if isSerial.load(ordering: .relaxed) {
      for index in 0..<iterations { body(index) }
    } else {
      DispatchQueue.concurrentPerform(iterations: iterations, execute: body)
    }
  }
}
