import CatalogUI

// MARK: - StateAssertionError

/// An action changed a store's state differently from what the test said it would; the message
/// lists every field that differs.
public struct StateAssertionError: Error, CustomStringConvertible {
  /// The whole message: the action, then one line per differing field.
  public let message: String

  public var description: String { message }
}

// MARK: - StateStore.send

extension StateStore where State: Equatable {
  /// Handles `action` and checks the state it leaves, in the style of a test store: `update`
  /// changes a copy of the previous state into the state the test expects, and any difference
  /// (a change the test did not state, or a stated change that did not happen) throws, listing
  /// the fields that differ.
  ///
  /// ```swift
  /// try store.send(.increment) { $0.count = 1 }
  /// try store.send(.noOp)  // the state must not change
  /// ```
  public func send(_ action: Action, _ update: (inout State) throws -> Void = { _ in }) throws {
    var expected = state
    try update(&expected)
    handle(action)
    let actual = state
    guard actual != expected else { return }
    let lines = ValueDiff.lines(expected: expected, actual: actual)
    let details =
      lines.isEmpty
      ? ["  (the states differ, but describe alike: \(actual))"] : lines.map { "  " + $0 }
    throw StateAssertionError(
      message: (["the state after \(describe(action)) is not the expected one:"] + details
        + ["state every change the action makes in the closure, and nothing else"]).joined(
          separator: "\n"))
  }

  private func describe(_ action: Action) -> String {
    let text = String(describing: action)
    return text.first?.isLetter == true ? ".\(text)" : text
  }
}
