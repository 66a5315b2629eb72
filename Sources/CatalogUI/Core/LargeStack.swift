import Foundation

// MARK: - LargeStack

/// Runs the recursive passes (resolve, layout, draw, accessibility, hit testing) on a thread
/// with a 64 MiB stack, so the deepest tree the depth limit allows never overflows a small
/// worker-thread stack (512 KiB threads overflowed at about 600 nested stacks).
///
/// Cost: one thread start per pass, tens of microseconds; the stack is reserved, and only the
/// pages a deep tree touches are committed.
enum LargeStack {
  static let byteCount = 64 << 20

  /// Carries the work and its result across the thread boundary; the caller waits, so the
  /// two threads never touch it at the same time.
  private final class Handoff<T>: @unchecked Sendable {
    var work: (() -> T)?
    var result: T?
  }

  static func run<T>(_ work: () -> T) -> T {
    withoutActuallyEscaping(work) { escapable in
      let handoff = Handoff<T>()
      handoff.work = escapable
      let finished = DispatchSemaphore(value: 0)
      let thread = Thread {
        handoff.result = handoff.work?()
        // The work must not outlive this call (withoutActuallyEscaping checks it).
        handoff.work = nil
        finished.signal()
      }
      thread.stackSize = byteCount
      thread.start()
      finished.wait()
      handoff.work = nil
      guard let result = handoff.result else {
        // Unreachable: the thread always stores a result before signalling.
        return escapable()
      }
      return result
    }
  }
}
