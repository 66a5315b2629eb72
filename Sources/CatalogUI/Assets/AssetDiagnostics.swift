import Foundation

// MARK: - AssetDiagnostics

/// Reports problems found where no resolve context is at hand (`Color("Name")` is made in a
/// body, before any node exists) to the diagnostics of the render running on this thread.
///
/// A view host makes a fresh `Diagnostics` on its thread before it evaluates bodies; that one
/// is the current one until the next is made there. A problem found with none current (a
/// colour made before any host, passed to a view) is kept until a host's diagnostics are next
/// read, on any thread, and shown there once.
nonisolated enum AssetDiagnostics {
  private static let key = "CatalogUI.AssetDiagnostics.current"
  private static let pending = PendingMessages()

  /// Makes `diagnostics` the current collector of this thread.
  static func makeCurrent(_ diagnostics: Diagnostics) {
    Thread.current.threadDictionary[key] = WeakDiagnostics(diagnostics)
  }

  /// The problems found with no collector current, now handed over.
  static func takePending() -> [String] { pending.take() }

  /// Reports `message` to this thread's current collector, else keeps it for the next one.
  static func report(_ message: String) {
    if let current = (Thread.current.threadDictionary[key] as? WeakDiagnostics)?.diagnostics {
      current.report(message)
    } else {
      pending.add(message)
    }
  }
}

/// A collector held without keeping it alive.
private final class WeakDiagnostics {
  weak var diagnostics: Diagnostics?
  init(_ diagnostics: Diagnostics) { self.diagnostics = diagnostics }
}

/// Messages waiting for a collector.
private final class PendingMessages: @unchecked Sendable {
  private let lock = NSLock()
  private var messages: [String] = []

  func add(_ message: String) {
    lock.lock()
    defer { lock.unlock() }
    if messages.count < 100, !messages.contains(message) { messages.append(message) }
  }

  func take() -> [String] {
    lock.lock()
    defer { lock.unlock() }
    defer { messages = [] }
    return messages
  }
}
