import Raster

// MARK: - Sanitize

/// Keeps bad numbers out of layout: NaN, negative and infinite sizes or frames from user code
/// become defined values instead of poisoning every frame around them.
enum Sanitize {
  /// A size length: NaN, negative and infinite values become 0.
  static func length(_ value: Double) -> Double {
    value.isFinite ? max(value, 0) : 0
  }

  /// A fixed frame dimension: NaN, negative or infinite means "not given", as SwiftUI ignores an
  /// invalid frame dimension.
  static func fixedDimension(_ value: Double?) -> Double? {
    guard let value, value.isFinite, value >= 0 else { return nil }
    return value
  }

  /// A flexible-frame limit: NaN is dropped, negatives become 0, `.infinity` stays (it means
  /// "as large as proposed").
  static func limit(_ value: Double?) -> Double? {
    guard let value, !value.isNaN else { return nil }
    return max(value, 0)
  }

  /// A rectangle with finite, non-negative size and a finite origin.
  static func rect(_ rect: Rect) -> Rect {
    Rect(
      x: rect.minX.isFinite ? rect.minX : 0, y: rect.minY.isFinite ? rect.minY : 0,
      width: length(rect.width), height: length(rect.height))
  }
}
