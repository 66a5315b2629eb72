import Foundation
import Synchronization

// MARK: - LargeStack

/// Runs the recursive passes (resolve, layout, draw, accessibility, hit testing) on a thread
/// with a 64 MiB stack, so the deepest tree the depth limit allows never overflows a small
/// worker-thread stack (512 KiB threads overflowed at about 600 nested stacks).
///
/// Cost: on a thread this type started, nothing (the pass runs in place); elsewhere a handoff
/// to a parked large-stack thread and back, a few microseconds (starting a thread for each
/// call, as this type once did, cost tens of microseconds, several times per test step). A
/// runner that renders many views starts its workers with `concurrentPerform`, so each pass
/// runs in place. The stack is reserved, and only the pages a deep tree touches are committed.
public enum LargeStack {
  /// The stack size of the threads this type starts.
  public static let byteCount = 64 << 20

  private static let marker = "CatalogUI.LargeStack"

  /// Carries the work and its result across the thread boundary; the caller waits, so the
  /// two threads never touch it at the same time.
  private final class Handoff<T>: @unchecked Sendable {
    var work: (() -> T)?
    var result: T?
  }

  /// Holds `concurrentPerform`'s body for its threads until every call has returned.
  private final class Work: @unchecked Sendable {
    var body: ((Int) -> Void)?
    init(_ body: @escaping (Int) -> Void) { self.body = body }
  }

  /// A thread's body on its way into the C start routine.
  fileprivate final class Start: Sendable {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
  }

  /// A parked thread `run` hands work to: it waits on `wake` for `job`, runs it, parks again
  /// (or ends, when `maxParked` others are already parked) and then signals `done`.
  private final class Parked: @unchecked Sendable {
    let wake = DispatchSemaphore(value: 0)
    /// Set by the caller before `wake` is signalled, taken by the thread after.
    var job: (() -> Void)?
    var done: DispatchSemaphore?
  }

  /// The threads waiting for work.
  private static let parked = Mutex<[Parked]>([])

  /// At most this many threads wait for work; more are only started while calls overlap.
  static let maxParked = 2

  /// The body of a thread `run` started: runs its first job, then each one it is handed. It
  /// parks before it signals a job done, so a caller's next call finds it waiting.
  private static func serve(
    _ thread: Parked, job first: @escaping () -> Void,
    done firstDone: DispatchSemaphore
  ) {
    var job = first
    var done = firstDone
    while true {
      job()
      let stays = parked.withLock { threads in
        guard threads.count < maxParked else { return false }
        threads.append(thread)
        return true
      }
      done.signal()
      guard stays else { return }
      thread.wake.wait()
      guard let next = thread.job, let nextDone = thread.done else { return }
      thread.job = nil
      thread.done = nil
      job = next
      done = nextDone
    }
  }

  /// Runs `job` on a parked large-stack thread, or on a new one, and signals `done` after it;
  /// `false` when there is no thread and none can be started.
  private static func hand(_ job: @escaping () -> Void, done: DispatchSemaphore) -> Bool {
    if let thread = parked.withLock({ $0.popLast() }) {
      thread.job = job
      thread.done = done
      thread.wake.signal()
      return true
    }
    let thread = Parked()
    nonisolated(unsafe) let job = job
    return start { serve(thread, job: job, done: done) }
  }

  /// Marks the current thread as having a stack of at least `byteCount`, so passes run on it
  /// in place: for the main thread of a process started with a large enough stack limit
  /// (a worker process of `catalog`), whose main thread's stack grows to that limit.
  public static func adoptCurrentThread() {
    var limit = rlimit()
    guard getrlimit(__rlimit_resource_t(RLIMIT_STACK.rawValue), &limit) == 0,
      limit.rlim_cur == rlim_t.max || limit.rlim_cur >= rlim_t(byteCount)
    else { return }
    Thread.current.threadDictionary[marker] = true
  }

  /// Whether the current thread was started here, with the large stack.
  private static var isOnLargeStack: Bool {
    Thread.current.threadDictionary[marker] as? Bool == true
  }

  /// Starts a detached, marked thread with the large stack that runs `body`; `false` when the
  /// system cannot start one (no address space for the stack, too many threads), which
  /// callers must survive rather than wait for a thread that never runs.
  private static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
    var attributes = pthread_attr_t()
    guard pthread_attr_init(&attributes) == 0 else { return false }
    defer { pthread_attr_destroy(&attributes) }
    guard pthread_attr_setstacksize(&attributes, byteCount) == 0,
      pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED)) == 0
    else { return false }
    let box = Unmanaged.passRetained(Start(body)).toOpaque()
    var thread = pthread_t()
    guard pthread_create(&thread, &attributes, largeStackThreadEntry, box) == 0 else {
      Unmanaged<Start>.fromOpaque(box).release()
      return false
    }
    return true
  }

  /// Runs a started thread's body, marked as being on a large stack.
  fileprivate static func enter(_ start: Start) {
    Thread.current.threadDictionary[marker] = true
    start.body()
  }

  /// `run` for work that throws a typed error.
  static func runThrowing<T, E: Error>(_ work: () throws(E) -> T) throws(E) -> T {
    try run { () -> Result<T, E> in
      do throws(E) {
        return .success(try work())
      } catch {
        return .failure(error)
      }
    }.get()
  }

  static func run<T>(_ work: () -> T) -> T {
    if isOnLargeStack { return work() }
    return withoutActuallyEscaping(work) { escapable in
      let handoff = Handoff<T>()
      handoff.work = escapable
      let finished = DispatchSemaphore(value: 0)
      let started = hand(
        {
          handoff.result = handoff.work?()
          // The work must not outlive this call (withoutActuallyEscaping checks it).
          handoff.work = nil
        }, done: finished)
      // Without a thread, the work runs on the caller's own stack: deep trees may not fit,
      // but nothing waits forever.
      guard started else { return escapable() }
      finished.wait()
      handoff.work = nil
      guard let result = handoff.result else {
        // Unreachable: the thread always stores a result before signalling.
        return escapable()
      }
      return result
    }
  }

  /// Calls `body(i)` on up to `workers` large-stack threads, one call per thread that the
  /// system could start (`i` counts them from 0), and returns when all have returned; views
  /// laid out inside need no further thread. When no thread can be started, `body(0)` runs
  /// on the calling thread. Callers share work through a counter, so fewer workers only
  /// take longer.
  public static func concurrentPerform(workers: Int, _ body: @Sendable (Int) -> Void) {
    guard workers > 0 else { return }
    withoutActuallyEscaping(body) { escapable in
      // The threads reach the work only through the box, which is emptied once every call has
      // returned: a thread that has not yet been torn down must not still hold the closure.
      let work = Work(escapable)
      let group = DispatchGroup()
      var started = 0
      for _ in 0..<workers {
        let index = started
        group.enter()
        guard
          start({
            work.body?(index)
            group.leave()
          })
        else {
          group.leave()
          break
        }
        started += 1
      }
      if started == 0 { escapable(0) }
      group.wait()
      work.body = nil
    }
  }
}

/// The C start routine of `LargeStack`'s threads.
private func largeStackThreadEntry(_ raw: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
  guard let raw else { return nil }
  LargeStack.enter(Unmanaged<LargeStack.Start>.fromOpaque(raw).takeRetainedValue())
  return nil
}
