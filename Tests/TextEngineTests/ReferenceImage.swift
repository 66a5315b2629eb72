import Foundation
import PNG
import Raster
import Testing

/// The directory of this test target's fixtures and references, found from this file.
let textEngineTestsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

/// Compares rendered pixels byte for byte with `References/<name>.png` beside this file.
///
/// Set `TEXTENGINE_RECORD=1` to write the references instead (then look at them before
/// committing); a missing reference fails with that instruction.
func expectMatchesReference(_ pixmap: Pixmap?, named name: String,
                            sourceLocation: SourceLocation = #_sourceLocation) {
  func fail(_ message: String) {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
  let url = textEngineTestsDirectory.appendingPathComponent("References/\(name).png")
  guard let pixmap else { return fail("\(name): nothing was rendered") }
  if ProcessInfo.processInfo.environment["TEXTENGINE_RECORD"] == "1" {
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
      + "`TEXTENGINE_RECORD=1 swift test -c release --filter TextEngineTests` to record it")
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
