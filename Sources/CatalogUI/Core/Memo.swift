import Synchronization

// MARK: - Memo

/// Values worked out once per key and kept for the life of the process, from any thread: what
/// a type, a locale or a folder always gives (a name, number symbols, a command-line option).
package final class Memo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  private let values = Mutex<[Key: Value]>([:])

  /// An empty memo.
  package init() {}

  /// The value of `key`, made by `make` the first time it is asked for. Two threads asking at
  /// once may both make it; both get the one stored first.
  package func value(for key: Key, _ make: () -> Value) -> Value {
    if let known = values.withLock({ $0[key] }) { return known }
    let made = make()
    return values.withLock { stored in
      if let first = stored[key] { return first }
      stored[key] = made
      return made
    }
  }
}
