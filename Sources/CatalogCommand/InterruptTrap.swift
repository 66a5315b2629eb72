import Catalog
import Dispatch
import Foundation
import Synchronization

// MARK: - InterruptTrap

/// Turns SIGINT and SIGTERM into a cancelled run: on the first, the snapshots in progress
/// finish, so every reference and report file on disk is whole, and the run stops; a second
/// one exits at once, deleting the temporary files being written, and so does the first when
/// the run has not stopped within `gracePeriod`.
final class InterruptTrap: @unchecked Sendable {
  // @unchecked: `sources` is set once in `init` and only kept alive afterwards.
  /// How long the first interrupt lets the run finish before the process stops anyway.
  static let gracePeriod: DispatchTimeInterval = .milliseconds(900)
  /// The cancellation the run watches.
  let cancellation = RunCancellation()
  private let received = Atomic<Int32>(0)
  private var sources: [any DispatchSourceSignal] = []

  /// Catches SIGINT and SIGTERM from now on.
  init() {
    // A private serial queue gets its own thread even while every worker is busy rendering.
    let queue = DispatchQueue(label: "catalog.interrupts")
    for signalNumber in [SIGINT, SIGTERM] {
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
      // The handler keeps the trap alive, as it must be until the process exits.
      source.setEventHandler { [self] in
        let first = received.compareExchange(
          expected: 0, desired: signalNumber, ordering: .relaxed
        ).exchanged
        guard first else {
          AtomicFile.removeTemporaryFiles()
          _exit(128 + signalNumber)
        }
        cancellation.cancel()
        FileHandle.standardError.write(
          Data(
            "interrupted: finishing the snapshots in progress (interrupt again to stop at once)\n"
              .utf8))
        // Work that never looks at the cancellation (a filter whose regular expression
        // backtracks for minutes, one enormous rendering) must not keep the process alive:
        // every file is written by rename, so stopping hard at any point leaves whole files.
        queue.asyncAfter(deadline: .now() + Self.gracePeriod) {
          AtomicFile.removeTemporaryFiles()
          FileHandle.standardError.write(Data("interrupted: stopped\n".utf8))
          _exit(128 + signalNumber)
        }
      }
      source.resume()
      sources.append(source)
    }
  }

  /// The signal that interrupted the run, if one did.
  var receivedSignal: Int32? {
    let value = received.load(ordering: .relaxed)
    return value == 0 ? nil : value
  }
}
