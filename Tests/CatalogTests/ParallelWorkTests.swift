import Catalog
import Foundation
import Synchronization
import Testing

/// The end of a run splits its work across threads; a thread that cannot start (under an
/// address-space limit) must cost time, never the run.
@Suite struct ParallelWorkTests {
  /// Runs `count` bodies, each recording the thread it ran on; the caller's thread first.
  private func run(
    _ count: Int, start: ((@escaping @Sendable () -> Void) -> pthread_t?)? = nil
  ) -> (caller: pthread_t, ranOn: [pthread_t?]) {
    let ranOn = Mutex([pthread_t?](repeating: nil, count: count))
    let bodies = (0..<count).map { index in
      { @Sendable in ranOn.withLock { $0[index] = pthread_self() } }
    }
    if let start {
      ParallelWork.run(bodies, start: start)
    } else {
      ParallelWork.run(bodies)
    }
    return (pthread_self(), ranOn.withLock { $0 })
  }

  @Test func everyBodyRunsOnceTheFirstOnTheCallersThread() {
    let (caller, ranOn) = run(4)
    #expect(ranOn.allSatisfy { $0 != nil })
    #expect(ranOn[0] == caller)
    #expect(ranOn[1...].allSatisfy { $0 != caller })
  }

  @Test func bodiesWhoseThreadCannotStartRunOnTheCallersThread() {
    let (caller, ranOn) = run(3) { _ in nil }
    #expect(ranOn == [caller, caller, caller])
    // Only some threads start: the others' bodies still run, on the caller's thread.
    let refusals = Mutex(0)
    let (mixedCaller, mixed) = run(4) { body in
      let refused = refusals.withLock { count in
        count += 1
        return count.isMultiple(of: 2)
      }
      return refused ? nil : ParallelWork.startThread(body)
    }
    #expect(mixed[0] == mixedCaller)
    #expect(mixed[1] != mixedCaller)
    #expect(mixed[2] == mixedCaller)
    #expect(mixed[3] != mixedCaller)
  }

  @Test func noBodiesIsNothingToDo() {
    ParallelWork.run([])
  }
}
