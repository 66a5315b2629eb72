import Foundation
import Synchronization

// MARK: - LargeStack

/// Lets the recursive passes (resolve, layout, draw, accessibility, hit testing) run on the
/// main actor, where views live as in SwiftUI, as deep as the depth limit allows.
///
/// The passes need a few MiB of stack for the deepest tree the depth limit allows (about
/// 2,000 nested views). A thread's stack is fixed when it starts (8 MiB by default, where a
/// test runner runs the main actor), but on Linux the process's main thread grows its stack on
/// demand up to the stack limit (`RLIMIT_STACK`) in force when it grows, and the system keeps
/// at least 128 MiB of address space free below it. So the first pass on the main thread
/// raises the soft limit to `byteCount` (or the hard limit, when lower), and a main thread
/// started under a small `ulimit -s` still holds the deepest tree. Only the pages a deep tree touches are committed.
/// A worker process of `catalog` is started with a larger limit already. Threads started
/// later keep their stack size: the C library reads the limit once, when the process starts.
public enum LargeStack {
  /// The stack the main thread may grow to.
  public static let byteCount = 64 << 20

  private static let isRaised = Atomic<Bool>(false)

  /// Raises the soft stack limit to `byteCount` unless it is at least that already, when called
  /// on the process's main thread (whose stack grows to the limit); the first call on the main
  /// thread does the work, later ones return at once. Elsewhere (a test runner that runs the
  /// main actor on a thread of its own, whose stack is fixed) the process's limit, which its
  /// child processes inherit, is left alone.
  public static func raiseMainThreadLimit() {
    guard Thread.isMainThread, !isRaised.load(ordering: .acquiring) else { return }
    defer { isRaised.store(true, ordering: .releasing) }
    var limit = rlimit()
    let resource = __rlimit_resource_t(RLIMIT_STACK.rawValue)
    guard getrlimit(resource, &limit) == 0, limit.rlim_cur != rlim_t.max,
      limit.rlim_cur < rlim_t(byteCount)
    else { return }
    limit.rlim_cur =
      limit.rlim_max == rlim_t.max ? rlim_t(byteCount) : min(rlim_t(byteCount), limit.rlim_max)
    _ = setrlimit(resource, &limit)
  }

  /// Runs a recursive pass on the main actor, once the main thread's stack may grow to
  /// `byteCount`.
  @MainActor
  static func run<T>(_ work: () -> T) -> T {
    raiseMainThreadLimit()
    return work()
  }

  /// `run` for work that throws a typed error.
  @MainActor
  static func runThrowing<T, E: Error>(_ work: () throws(E) -> T) throws(E) -> T {
    raiseMainThreadLimit()
    return try work()
  }
}
