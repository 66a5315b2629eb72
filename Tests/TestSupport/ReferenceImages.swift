import Foundation
import PNG
import Raster
import Testing

// MARK: - ReferenceImages

/// A test suite's reference PNGs: rendered pixels are compared byte for byte with
/// `<directory>/<name>.png`, and setting `recordVariable` to `1` writes them instead (look at
/// them before committing); a missing reference fails with that instruction.
public struct ReferenceImages: Sendable {
  /// Where the references are.
  public let directory: URL
  /// The environment variable that switches to recording, e.g. `RASTER_RECORD`.
  public let recordVariable: String
  /// The test target, for the command in failure messages.
  public let suite: String

  /// References in `directory`, recorded when `recordVariable` is `1`.
  public init(directory: URL, recordVariable: String, suite: String) {
    self.directory = directory
    self.recordVariable = recordVariable
    self.suite = suite
  }

  /// Records an issue unless `pixmap` equals the reference `name` pixel for pixel.
  public func expectMatch(
    _ pixmap: Pixmap?, named name: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    func fail(_ message: String) {
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
    let url = directory.appendingPathComponent("\(name).png")
    guard let pixmap else { return fail("\(name): nothing was rendered (zero size?)") }
    if ProcessInfo.processInfo.environment[recordVariable] == "1" {
      do { try PNGEncoder.write(pixmap, to: url) } catch {
        fail("\(name): could not record: \(error)")
      }
      return
    }
    let reference: Pixmap
    do {
      reference = try PNGDecoder.read(contentsOf: url)
    } catch {
      return fail(
        "\(name): no readable reference at \(url.path) (\(error)); run "
          + "`\(recordVariable)=1 swift test -c release --filter \(suite)` to record it")
    }
    if let difference = firstDifference(pixmap, reference) {
      return fail("\(name): \(difference)")
    }
  }
}
