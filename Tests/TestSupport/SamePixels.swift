import Raster
import Testing

// MARK: - Comparing two renderings

/// Records an issue unless `actual` equals `expected` pixel for pixel; the message names the
/// first pixel that differs rather than printing every byte of both.
public func expectSamePixels(
  _ actual: Pixmap?, _ expected: Pixmap?,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  func fail(_ message: String) {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
  guard let actual, let expected else {
    if actual != nil || expected != nil {
      fail(
        "expected \(expected.map { "\($0.width)×\($0.height) pixels" } ?? "nothing"), "
          + "rendered \(actual.map { "\($0.width)×\($0.height) pixels" } ?? "nothing")")
    }
    return
  }
  if let difference = firstDifference(actual, expected) { fail(difference) }
}

/// How `actual` first differs from `expected` (its size, or the first differing pixel), or
/// `nil` when they are equal pixel for pixel.
public func firstDifference(_ actual: Pixmap, _ expected: Pixmap) -> String? {
  guard actual.width == expected.width, actual.height == expected.height else {
    return "expected \(expected.width)×\(expected.height) pixels, rendered "
      + "\(actual.width)×\(actual.height)"
  }
  for y in 0..<actual.height {
    for x in 0..<actual.width where actual.pixel(x: x, y: y) != expected.pixel(x: x, y: y) {
      return "first differing pixel at (\(x), \(y)): expected "
        + "\(String(describing: expected.pixel(x: x, y: y))), rendered "
        + "\(String(describing: actual.pixel(x: x, y: y)))"
    }
  }
  return nil
}
