import CatalogUI
import Foundation
import Synchronization
import Testing

/// Work split across threads (a transition's layers and frames, the report's entries) runs
/// every iteration once, whether or not its threads can start: under an address-space limit a
/// thread that cannot start must cost time, never the run.
@Suite struct RenderThreadsTests {
  /// Runs `count` iterations, each recording the thread it ran on.
  private func run(
    _ count: Int, start: ((@escaping @Sendable () -> Void) -> pthread_t?)? = nil
  ) -> (caller: pthread_t, ranOn: [[pthread_t]]) {
    let ranOn = Mutex([[pthread_t]](repeating: [], count: count))
    let body: @Sendable (Int) -> Void = { index in
      ranOn.withLock { $0[index].append(pthread_self()) }
    }
    if let start {
      RenderThreads.perform(iterations: count, start: start, body)
    } else {
      RenderThreads.perform(iterations: count, body)
    }
    return (pthread_self(), ranOn.withLock { $0 })
  }

  @Test func everyIterationRunsOnce() {
    let (_, ranOn) = run(100)
    #expect(ranOn.allSatisfy { $0.count == 1 })
  }

  @Test func iterationsWhoseThreadsCannotStartRunOnTheCallersThread() {
    let (caller, ranOn) = run(9) { _ in nil }
    #expect(ranOn == Array(repeating: [caller], count: 9))
  }

  @Test func theThreadsThatStartDoEveryIteration() {
    // The first thread starts, the next cannot: the caller and that thread share the work.
    let starts = Mutex(0)
    let (_, ranOn) = run(50) { body in
      let first = starts.withLock { count in
        count += 1
        return count == 1
      }
      return first ? RenderThreads.startThread(body) : nil
    }
    #expect(ranOn.allSatisfy { $0.count == 1 })
  }

  @Test func noIterationsIsNothingToDo() {
    let (_, ranOn) = run(0)
    #expect(ranOn.isEmpty)
  }
}
