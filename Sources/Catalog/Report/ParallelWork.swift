#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// MARK: - ParallelWork

/// Work done at once on threads of its own, for the end of a run, when the workers have ended
/// and the cores are idle: the report's entries, the gallery and JUnit.
///
/// Threads are started directly, never through Dispatch: under an address-space limit
/// (`ulimit -v`) a thread may not start, and Dispatch then waits for one for ever. Here a body
/// whose thread cannot start runs on the calling thread instead: the run is slower, never stuck.
package enum ParallelWork {
  /// The stack each thread gets: the bodies encode and write text, no deep recursion.
  static let stackBytes = 2 << 20

  /// Runs every body and returns once all have run: the first on the calling thread, each
  /// other on a thread of its own, or on the calling thread after the first when `start` (by
  /// default, a new thread) cannot start it.
  package static func run(
    _ bodies: [@Sendable () -> Void],
    start: (@escaping @Sendable () -> Void) -> pthread_t? = ParallelWork.startThread
  ) {
    var started: [pthread_t] = []
    var leftOver: [@Sendable () -> Void] = []
    for body in bodies.dropFirst() {
      if let thread = start(body) {
        started.append(thread)
      } else {
        leftOver.append(body)
      }
    }
    bodies.first?()
    for body in leftOver { body() }
    for thread in started { pthread_join(thread, nil) }
  }

  /// Starts `body` on a new thread, joinable; `nil` when the thread cannot start.
  package static func startThread(_ body: @escaping @Sendable () -> Void) -> pthread_t? {
    let context = Unmanaged.passRetained(Body(body)).toOpaque()
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, stackBytes)
    var thread = pthread_t()
    let status = pthread_create(
      &thread, &attributes,
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

  /// A body, boxed to pass through `pthread_create`.
  private final class Body {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
  }
}
