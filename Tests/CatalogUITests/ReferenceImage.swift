import Foundation
import PNG
import Raster
import Testing

/// Compares rendered pixels byte for byte with a PNG kept in `References/` beside this file.
///
/// Set `CATALOGUI_RECORD=1` to write the references instead (then look at them before
/// committing); a missing reference fails with that instruction.
func expectMatchesReference(_ pixmap: Pixmap?, named name: String,
                            sourceLocation: SourceLocation = #_sourceLocation) {
  func fail(_ message: String) {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("References/\(name).png")
  guard let pixmap else { return fail("\(name): the view rendered nothing (zero size?)") }
  if ProcessInfo.processInfo.environment["CATALOGUI_RECORD"] == "1" {
    do { try PNGEncoder.write(pixmap, to: url) } catch {
      fail("\(name): could not record: \(error)")
    }
    return
  }
  let reference: Pixmap
  do {
    reference = try PNGDecoder.read(contentsOf: url)
  } catch {
    return fail("\(name): no readable reference at \(url.path) (\(error)); run "
      + "`CATALOGUI_RECORD=1 swift test -c release --filter CatalogUITests` to record it")
  }
  guard reference.width == pixmap.width, reference.height == pixmap.height else {
    return fail("\(name): expected \(reference.width)×\(reference.height) pixels, rendered "
      + "\(pixmap.width)×\(pixmap.height)")
  }
  for y in 0..<pixmap.height {
    for x in 0..<pixmap.width where pixmap.pixel(x: x, y: y) != reference.pixel(x: x, y: y) {
      return fail("\(name): first differing pixel at (\(x), \(y)): expected "
        + "\(String(describing: reference.pixel(x: x, y: y))), rendered "
        + "\(String(describing: pixmap.pixel(x: x, y: y)))")
    }
  }
}
