import Foundation
import Synchronization

// MARK: - ConsoleProgress

/// Progress on standard error: a live line (counts, rate, time left) on a terminal, plain lines
/// for problems otherwise, so CI logs stay readable.
///
/// Even when quiet, every error gets its line: a summary that counts errors must never be
/// the only trace of which file failed and why.
public final class ConsoleProgress: RunProgress {
  /// How much to say.
  public enum Verbosity: Sendable {
    /// Errors only, each on its line, then the summary.
    case quiet
    /// Failures, missing and orphaned references and errors, and the live line on a terminal.
    case normal
    /// Every snapshot.
    case verbose
  }

  private struct State {
    var total = 0
    var done = 0
    var started = ContinuousClock.now
    var lastDraw = ContinuousClock.now
  }

  private let state = Mutex(State())
  private let verbosity: Verbosity
  private let isTerminal: Bool
  private let write: @Sendable (String) -> Void

  /// Creates a reporter; `isTerminal` defaults to whether standard error is a terminal, and
  /// `write` to writing on standard error.
  public init(
    verbosity: Verbosity, isTerminal: Bool = isatty(STDERR_FILENO) != 0,
    write: @escaping @Sendable (String) -> Void = ConsoleProgress.standardError
  ) {
    self.verbosity = verbosity
    self.isTerminal = isTerminal
    self.write = write
  }

  /// Writes `text` on standard error as it is.
  public static func standardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }

  public func didStart(total: Int) {
    state.withLock {
      $0.total = total
      $0.started = .now
    }
  }

  public func didFinish(_ entry: RunReport.Entry) {
    guard verbosity != .quiet else {
      if entry.status == .error { write(line(for: entry) + "\n") }
      return
    }
    state.withLock { s in
      s.done += 1
      var lines: [String] = []
      let isProblem = [.failed, .missing, .orphaned, .error].contains(entry.status)
      if isProblem || verbosity == .verbose {
        lines.append(line(for: entry))
      }
      lines += layoutLines(for: entry, isProblem: isProblem)
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
        text +=
          "[\(s.done)/\(s.total)] \(Int(rate.rounded()))/s, about \(left.formatted(decimals: 1)) s left"
      }
      if !text.isEmpty { write(text) }
    }
  }

  /// Writes `note: …` on its own line, in every verbosity: it explains the failures that may
  /// follow.
  public func didNote(_ note: String) {
    write("note: \(FileNames.escaped(note))\n")
  }

  /// Clears the live line before the summary is printed.
  public func finish() {
    if isTerminal, verbosity != .quiet {
      write("\r\u{1B}[2K")
    }
  }

  /// The structural diff under a changed snapshot's line, one change a line; for a snapshot
  /// whose layout changed while its pixels did not, a warning line first.
  private func layoutLines(for entry: RunReport.Entry, isProblem: Bool) -> [String] {
    guard let layout = entry.layout else { return [] }
    let warns = !isProblem && layout.pixelsUnchanged == true
    guard isProblem || warns else { return [] }
    let head =
      warns
      ? ["WARNING \(FileNames.escaped(entry.id)): the layout changed but the pixels did not"] : []
    return head + layout.lines.map { "    layout: " + FileNames.escaped($0) }
  }

  /// `STATUS id: message`, with control characters escaped; each further line of the
  /// message (a crash's backtrace) indented below. Only a verbose run names the snapshot's own
  /// accept command: the summary ends with the one command that accepts every failure.
  private func line(for entry: RunReport.Entry) -> String {
    let message = entry.message.map { message in
      guard verbosity != .verbose, let accept = entry.acceptCommand else { return message }
      return AcceptClause.removing(accept, from: message)
    }
    let lines = (message ?? "").split(separator: "\n", omittingEmptySubsequences: false)
    return "\(entry.status.rawValue.uppercased()) \(FileNames.escaped(entry.id))"
      + (message == nil ? "" : ": \(FileNames.escaped(String(lines[0])))")
      + lines.dropFirst().map { "\n    " + FileNames.escaped(String($0)) }.joined()
  }
}
