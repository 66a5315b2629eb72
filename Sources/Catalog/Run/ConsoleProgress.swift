import Foundation
import Synchronization

// MARK: - ConsoleProgress

/// Progress on standard error: a live line (counts, rate, time left) on a terminal, plain lines
/// for problems otherwise, so CI logs stay readable.
public final class ConsoleProgress: RunProgress {
  /// How much to say.
  public enum Verbosity: Sendable { case quiet, normal, verbose }

  private struct State {
    var total = 0
    var done = 0
    var started = ContinuousClock.now
    var lastDraw = ContinuousClock.now
  }

  private let state = Mutex(State())
  private let verbosity: Verbosity
  private let isTerminal: Bool

  /// Creates a reporter; `isTerminal` defaults to whether standard error is a terminal.
  public init(verbosity: Verbosity, isTerminal: Bool = isatty(STDERR_FILENO) != 0) {
    self.verbosity = verbosity
    self.isTerminal = isTerminal
  }

  public func didStart(total: Int) {
    state.withLock {
      $0.total = total
      $0.started = .now
    }
  }

  public func didFinish(_ entry: RunReport.Entry) {
    guard verbosity != .quiet else { return }
    state.withLock { s in
      s.done += 1
      var lines: [String] = []
      let isProblem = [.failed, .missing, .orphaned, .error].contains(entry.status)
      if isProblem || verbosity == .verbose {
        lines.append("\(entry.status.rawValue.uppercased()) \(FileNames.escaped(entry.id))"
          + (entry.message.map { ": \(FileNames.escaped($0))" } ?? ""))
      }
      let now = ContinuousClock.now
      let shouldDraw = isTerminal && (now - s.lastDraw > .milliseconds(100) || s.done == s.total)
      var text = ""
      if isTerminal { text += "\r\u{1B}[2K" }
      text += lines.map { $0 + "\n" }.joined()
      if shouldDraw {
        s.lastDraw = now
        let elapsed = s.started.duration(to: now).milliseconds / 1000
        let rate = elapsed > 0 ? Double(s.done) / elapsed : 0
        let left = rate > 0 ? Double(s.total - s.done) / rate : 0
        text += "[\(s.done)/\(s.total)] \(Int(rate.rounded()))/s, about \(left.formatted(decimals: 1)) s left"
      }
      if !text.isEmpty { FileHandle.standardError.write(Data(text.utf8)) }
    }
  }

  /// Clears the live line before the summary is printed.
  public func finish() {
    if isTerminal, verbosity != .quiet {
      FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
    }
  }
}
