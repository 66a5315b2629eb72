import ArgumentParser

// MARK: - OptionRange

/// The values a count or size option accepts, stated once for its help and its check, so an
/// absurd value (`--repeat 1000000000000`, `--size nan`) is a usage error (exit 64) naming the
/// option, the value and the range before any work starts.
///
/// `catalog` and `catalog-bench` share it; a value outside the range is refused, never
/// clamped, so the work done is the work asked for.
package struct OptionRange<Value: Comparable & Sendable>: Sendable {
  /// The option as typed, such as `--repeat`.
  package let option: String
  /// The smallest value accepted, or the value every accepted one must exceed.
  package let lower: Value
  /// The largest value accepted.
  package let upper: Value
  /// Whether `lower` itself is refused: `(0, 8]` rather than `0...8`.
  package let excludesLower: Bool

  /// Accepts the values of `range`.
  package init(_ option: String, _ range: ClosedRange<Value>) {
    self.option = option
    lower = range.lowerBound
    upper = range.upperBound
    excludesLower = false
  }

  /// Accepts the values above `lower` and at most `upper`.
  package init(_ option: String, above lower: Value, atMost upper: Value) {
    self.option = option
    self.lower = lower
    self.upper = upper
    excludesLower = true
  }

  /// The range as help and errors write it: `0...10000`, or `(0, 8]` without its lower bound.
  package var text: String {
    excludesLower
      ? "(\(Self.format(lower)), \(Self.format(upper))]"
      : "\(Self.format(lower))...\(Self.format(upper))"
  }

  /// Whether `value` is accepted; NaN never is.
  package func contains(_ value: Value) -> Bool {
    (excludesLower ? value > lower : value >= lower) && value <= upper
  }

  /// Throws the usage error naming the option, `value` and the range, unless it is accepted.
  package func check(_ value: Value) throws(ValidationError) {
    guard contains(value) else {
      throw CommandError.outOfRange(option: option, range: text, found: Self.format(value))
        .validation
    }
  }

  /// Checks `value` when the option was given.
  package func check(_ value: Value?) throws(ValidationError) {
    if let value { try check(value) }
  }

  /// `value` as typed: `8`, not `8.0`, for a whole number held in a `Double`.
  private static func format(_ value: Value) -> String {
    let text = "\(value)"
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }
}

extension OptionRange where Value == Int {
  /// `--jobs` of `record`, `verify` and the benchmarks: past the cores a run starts no more
  /// workers, so the bound only keeps a typo from reading as a plan.
  package static var jobs: OptionRange<Int> { OptionRange("--jobs", 1...1_024) }
}

extension OptionRange where Value == Double {
  /// `--time-limit` of `record` and `verify`, in seconds: a snapshot rendering longer fails.
  package static var timeLimit: OptionRange<Double> {
    OptionRange("--time-limit", above: 0, atMost: 86_400)
  }
}
