import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// MARK: - RenderThreads

/// Whether the work that can be split across threads (a transition's layers and its playback
/// frames, the report's entries at the end of a run) is: on threads in a process that renders
/// alone, and on the calling thread in a worker process of a run, where the processes are the
/// parallelism and each further thread only costs memory.
///
/// Threads are started directly, never through Dispatch: under an address-space limit
/// (`ulimit -v`) a thread may not start, and Dispatch then waits for one for ever. Here the
/// threads that did start, or the calling one alone, do every iteration: slower, never stuck.
public enum RenderThreads {
  private static let isSerial = Atomic<Bool>(false)

  /// Does the split work on the calling thread from now on: for a worker process.
  public static func useCallingThreadOnly() {
    isSerial.store(true, ordering: .relaxed)
  }

  /// Runs `body` for each of `iterations` and returns once all have run: on the calling thread
  /// and up to one thread per further core (each started by `start`, by default a new thread),
  /// which take the next iteration as they finish one; on the calling thread alone after
  /// `useCallingThreadOnly()`. Callers collect results by index, so the order never shows.
  package static func perform(
    iterations: Int,
    start: (@escaping @Sendable () -> Void) -> pthread_t? = RenderThreads.startThread,
    _ body: @Sendable (Int) -> Void
  ) {
    let helpers = min(iterations, ProcessInfo.processInfo.activeProcessorCount) - 1
    guard helpers > 0, !isSerial.load(ordering: .relaxed) else {
      for index in 0..<iterations { body(index) }
      return
    }
    withoutActuallyEscaping(body) { body in
      let iterations = Iterations(count: iterations, body: body)
      var threads: [pthread_t] = []
      for _ in 0..<helpers {
        guard let thread = start({ iterations.run() }) else { break }
        threads.append(thread)
      }
      iterations.run()
      for thread in threads { pthread_join(thread, nil) }
    }
  }

  /// Starts `body` on a new, joinable thread with the process's default attributes; `nil`
  /// when the thread cannot start.
  package static func startThread(_ body: @escaping @Sendable () -> Void) -> pthread_t? {
    let context = Unmanaged.passRetained(Body(body)).toOpaque()
    var thread = pthread_t()
    let status = pthread_create(
      &thread, nil,
      { context in
        guard let context else { return nil }
        Unmanaged<Body>.fromOpaque(context).takeRetainedValue().body()
        return nil
      }, context)
    guard status == 0 else {
      Unmanaged<Body>.fromOpaque(context).release()
      return nil
    }
    return thread
  }

  /// The iterations of one `perform`, handed out one at a time to whichever thread asks.
  private final class Iterations: Sendable {
    let count: Int
    let body: @Sendable (Int) -> Void
    private let next = Atomic<Int>(0)

    init(count: Int, body: @escaping @Sendable (Int) -> Void) {
      self.count = count
      self.body = body
    }

    func run() {
      while true {
        let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
        guard index < count else { return }
        body(index)
      }
    }
  }

  /// A body, boxed to pass through `pthread_create`.
  private final class Body {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
  }
}
