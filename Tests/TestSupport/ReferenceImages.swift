import Foundation
import PNG
import Raster
import Testing

// MARK: - ReferenceImages

/// A test suite's reference PNGs: rendered pixels are compared byte for byte with
/// `<directory>/<name>.png`; a missing reference fails with the command that records it.
///
/// Recording follows the one record-mode variable every snapshot in the package obeys,
/// `assertSnapshot`'s `CATALOG_RECORD`: `missing` writes references that do not exist yet,
/// `failed` also rewrites those that differ, `all` rewrites every one (look at them before
/// committing); unset or `never` only compares.
public struct ReferenceImages: Sendable {
  /// What `CATALOG_RECORD` asks of reference images.
  enum RecordMode: String {
    case never, missing, failed, all

    /// The mode of this run; an unknown value stops the test with the accepted ones.
    static func current() -> RecordMode {
      guard let text = ProcessInfo.processInfo.environment[variable], !text.isEmpty else {
        return .never
      }
      guard let mode = RecordMode(rawValue: text) else {
        preconditionFailure(
          "\(variable)='\(text)' is not a record mode; use one of never, missing, failed, all")
      }
      return mode
    }
  }

  /// The environment variable that sets the record mode.
  public static let variable = "CATALOG_RECORD"

  /// Where the references are.
  public let directory: URL
  /// The test target, for the command in failure messages.
  public let suite: String

  /// References in `directory` of the test target `suite`.
  public init(directory: URL, suite: String) {
    self.directory = directory
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
    let mode = RecordMode.current()
    func record() {
      do { try PNGEncoder.write(pixmap, to: url) } catch {
        fail("\(name): could not record: \(error)")
      }
    }
    if mode == .all { return record() }
    let reference: Pixmap
    do {
      reference = try PNGDecoder.read(contentsOf: url)
    } catch {
      if mode != .never, !FileManager.default.fileExists(atPath: url.path) { return record() }
      return fail(
        "\(name): no readable reference at \(url.path) (\(error)); run "
          + "`\(Self.variable)=missing swift test -c release --filter \(suite)` to record it")
    }
    guard let difference = firstDifference(pixmap, reference) else { return }
    if mode == .failed { return record() }
    fail("\(name): \(difference)")
  }
}
