import Foundation

// MARK: - LargeStack

/// Runs the recursive passes (resolve, layout, draw, accessibility, hit testing) on a thread
/// with a 64 MiB stack, so the deepest tree the depth limit allows never overflows a small
/// worker-thread stack (512 KiB threads overflowed at about 600 nested stacks).
///
/// Cost: on a thread this type started, nothing (the pass runs in place); elsewhere one thread
/// start per pass, tens of microseconds. A runner that renders many views starts its workers
/// with `concurrentPerform`, so each pass runs in place. The stack is reserved, and only the
/// pages a deep tree touches are committed.
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

  /// Whether the current thread was started here, with the large stack.
  private static var isOnLargeStack: Bool {
    Thread.current.threadDictionary[marker] as? Bool == true
  }

  /// Starts a marked thread with the large stack that runs `body`.
  private static func start(_ body: @escaping @Sendable () -> Void) {
    let thread = Thread {
      Thread.current.threadDictionary[marker] = true
      body()
    }
    thread.stackSize = byteCount
    thread.start()
  }

  static func run<T>(_ work: () -> T) -> T {
    if isOnLargeStack { return work() }
    return withoutActuallyEscaping(work) { escapable in
      let handoff = Handoff<T>()
      handoff.work = escapable
      let finished = DispatchSemaphore(value: 0)
      start {
        handoff.result = handoff.work?()
        // The work must not outlive this call (withoutActuallyEscaping checks it).
        handoff.work = nil
        finished.signal()
      }
      finished.wait()
      handoff.work = nil
      guard let result = handoff.result else {
        // Unreachable: the thread always stores a result before signalling.
        return escapable()
      }
      return result
    }
  }

  /// Calls `body(i)` for every `i` in `0..<iterations`, each on its own large-stack thread,
  /// and returns when all have returned; views laid out inside need no further thread.
  public static func concurrentPerform(iterations: Int, _ body: @Sendable (Int) -> Void) {
    guard iterations > 0 else { return }
    withoutActuallyEscaping(body) { escapable in
      // The threads reach the work only through the box, which is emptied once every call has
      // returned: a thread that has not yet been torn down must not still hold the closure.
      let work = Work(escapable)
      let group = DispatchGroup()
      for i in 0..<iterations {
        group.enter()
        start {
          work.body?(i)
          group.leave()
        }
      }
      group.wait()
      work.body = nil
    }
  }
}
