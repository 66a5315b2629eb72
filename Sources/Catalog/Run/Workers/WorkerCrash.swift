import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// MARK: - WorkerCrash

/// Reads what a worker that ended while rendering a snapshot left behind (the runtime's message
/// and backtrace on its standard error) and says it in a few lines: the cause, then the frames
/// of the user's code nearest the crash.
enum WorkerCrash {
  /// Whether `line` starts the runtime's crash report, after which nothing the worker writes is
  /// the user's output.
  static func startsReport(_ line: String) -> Bool {
    line.hasPrefix("Fatal error:") || line.hasPrefix("*** Signal ")
      || line.hasPrefix("*** Program crashed") || line.contains(": Fatal error:")
  }

  /// How many frames of the user's code the message shows.
  static let frameCount = 5

  /// The message of a snapshot whose worker ended with `failure`, naming the snapshot `id`,
  /// what ended it and, for a crash, the runtime's message and the user's frames.
  static func message(for failure: WorkerFailure, id: String, timeLimitHint: String) -> String {
    switch failure.cause {
    case .timeLimit(let limit):
      return "'\(id)' ran past its time limit of \(seconds(limit)) and was stopped (an endless "
        + "loop, or a view that re-renders itself for ever); \(timeLimitHint)"
    case .launch(let reason):
      return "'\(id)' was not rendered: \(reason)"
    case .exit(let code):
      return "'\(id)' ended the process rendering it (exit status \(code)) without a result: "
        + "a call to exit() in the view's code, or the process could not plan the catalog"
        + details(failure.crashOutput)
    case .signal(let number):
      return "'\(id)' crashed: \(describe(signal: number, output: failure.crashOutput))"
        + details(failure.crashOutput)
    }
  }

  /// The signal's name and what usually raises it in Swift code.
  static func describe(signal number: Int32, output: [String]) -> String {
    let frames = Frame.parse(output)
    if number == SIGSEGV || number == SIGBUS, Frame.looksLikeRecursion(frames) {
      return "signal \(number) (\(name(of: number))): the stack overflowed, a runaway recursion"
    }
    switch number {
    case SIGILL, SIGTRAP:
      return "signal \(number) (\(name(of: number))): a Swift runtime trap (index out of range, "
        + "nil unwrapped, arithmetic overflow, fatalError or a failed precondition)"
    case SIGABRT:
      return "signal \(number) (SIGABRT): the process aborted (a failed assertion in C code, or "
        + "memory that could not be allocated)"
    case SIGSEGV, SIGBUS:
      return "signal \(number) (\(name(of: number))): a bad memory access, or a stack overflow"
    case SIGKILL:
      return "signal \(number) (SIGKILL): stopped from outside, perhaps by the system for want "
        + "of memory"
    default:
      return "signal \(number) (\(name(of: number)))"
    }
  }

  static func name(of signal: Int32) -> String {
    switch signal {
    case SIGILL: "SIGILL"
    case SIGTRAP: "SIGTRAP"
    case SIGABRT: "SIGABRT"
    case SIGSEGV: "SIGSEGV"
    case SIGBUS: "SIGBUS"
    case SIGFPE: "SIGFPE"
    case SIGKILL: "SIGKILL"
    case SIGTERM: "SIGTERM"
    default: "signal \(signal)"
    }
  }

  /// The runtime's message and the user's frames, each on a line of its own.
  private static func details(_ output: [String]) -> String {
    var lines: [String] = []
    if let fatal = output.first(where: { $0.contains("Fatal error:") }) {
      lines.append(fatal.trimmingCharacters(in: .whitespaces))
    }
    let frames = Frame.parse(output)
    let own = frames.filter(\.isUsers)
    let chosen = own.isEmpty ? frames.filter { !$0.isSystem && !$0.isThunk && $0.file != nil } : own
    // A recursion repeats one frame: said once, with how many more follow.
    var runs: [(frame: Frame, count: Int)] = []
    for frame in chosen {
      if let last = runs.last, last.frame == frame {
        runs[runs.count - 1].count += 1
      } else {
        runs.append((frame, 1))
      }
    }
    lines += runs.prefix(frameCount).map { run in
      "at " + run.frame.description
        + (run.count > 1
          ? ", and \(run.count - 1) more frame\(run.count == 2 ? "" : "s") like it" : "")
    }
    return lines.isEmpty ? "" : "\n" + lines.joined(separator: "\n")
  }

  private static func seconds(_ duration: Duration) -> String {
    let value = duration.milliseconds / 1000
    return value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
  }

  // MARK: - Frame

  /// One frame of the runtime's backtrace: `3 [inlined] 0x… userCode() in App at /p/F.swift:2:26`.
  struct Frame: Equatable {
    let symbol: String
    let file: String?
    let isSystem: Bool
    let isThunk: Bool

    /// Whether the frame is in code the catalog did not ship: not the runtime, not a thunk
    /// the compiler made, not the catalog's own libraries. A protocol witness into which the
    /// user's code was inlined (a main-actor `body` often is) is parsed as the user's member,
    /// not as a thunk: the runtime names the witness, at the user's line.
    var isUsers: Bool {
      guard !isSystem, !isThunk, let file, file.contains(".swift") else { return false }
      if file.hasPrefix("/") {
        return !WorkerCrash.libraryFolders.contains { file.hasPrefix($0) }
      }
      return !WorkerCrash.libraryNames.contains { file.hasPrefix("Sources/\($0)/") }
    }

    var description: String {
      file.map { "\(symbol) (\(Self.shortened($0)))" } ?? symbol
    }

    /// The last three components of a path: enough to find the file, short enough to read.
    private static func shortened(_ path: String) -> String {
      let parts = path.split(separator: "/")
      return parts.suffix(3).joined(separator: "/")
    }

    static func parse(_ lines: [String]) -> [Frame] {
      lines.compactMap(parse)
    }

    /// Reads a frame line; `nil` for any other line.
    static func parse(_ line: String) -> Frame? {
      var words = line.split(separator: " ", omittingEmptySubsequences: true)[...]
      guard let number = words.first, Int(number) != nil else { return nil }
      words = words.dropFirst()
      var isSystem = false
      var isThunk = false
      while let word = words.first, word.hasPrefix("[") {
        if word == "[system]" { isSystem = true }
        if word == "[thunk]" { isThunk = true }
        words = words.dropFirst()
      }
      guard let address = words.first, address.hasPrefix("0x") else { return nil }
      let rest = words.dropFirst().joined(separator: " ")
      guard !rest.isEmpty else { return nil }
      var symbol = rest
      var file: String?
      if let at = rest.range(of: " at ", options: .backwards) {
        let path = String(rest[at.upperBound...])
        // `//<compiler-generated>` is no file of anyone's.
        file = path.hasPrefix("//<") ? nil : path
        symbol = String(rest[..<at.lowerBound])
      }
      if let image = symbol.range(of: " in ", options: .backwards) {
        symbol = String(symbol[..<image.lowerBound])
      }
      if let offset = symbol.range(of: " + ", options: .backwards),
        Int(symbol[offset.upperBound...]) != nil
      {
        symbol = String(symbol[..<offset.lowerBound])
      }
      return Frame(
        symbol: witnessedMember(symbol) ?? symbol, file: file, isSystem: isSystem,
        isThunk: isThunk && witnessedMember(symbol) == nil)
    }

    private static let witnessPrefix = "protocol witness for "

    /// `T.body.getter` for `protocol witness for View.body.getter in conformance T`: the
    /// member the user wrote; `nil` for any other symbol.
    static func witnessedMember(_ symbol: String) -> String? {
      guard symbol.hasPrefix(witnessPrefix),
        let conformance = symbol.range(of: " in conformance ")
      else { return nil }
      let requirement = symbol[
        symbol.index(symbol.startIndex, offsetBy: witnessPrefix.count)..<conformance.lowerBound]
      let type = symbol[conformance.upperBound...]
      guard let dot = requirement.firstIndex(of: "."), !type.isEmpty else { return nil }
      return String(type) + String(requirement[dot...])
    }

    /// Whether one function fills the top of the stack: what an overflowed stack looks like.
    static func looksLikeRecursion(_ frames: [Frame]) -> Bool {
      let top = frames.prefix(24)
      guard top.count >= 8 else { return false }
      var counts: [String: Int] = [:]
      for frame in top { counts[frame.symbol, default: 0] += 1 }
      return (counts.values.max() ?? 0) >= 8
    }
  }

  /// The source folders of the catalog's own libraries, as this build saw them: frames there
  /// are the catalog's, not the user's.
  static let libraryFolders: [String] = {
    // This file is Sources/Catalog/Run/Workers/WorkerCrash.swift of the catalog's package.
    let sources = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().path
    return libraryNames.map { sources + "/" + $0 + "/" }
  }()

  /// The catalog's own library targets.
  static let libraryNames = [
    "Catalog", "CatalogUI", "CatalogCommand", "CatalogTesting", "Raster", "TextEngine", "PNG",
    "PixelDiff", "Hashing",
  ]
}
