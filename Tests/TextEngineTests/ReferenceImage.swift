import Foundation
import Raster
import TestSupport
import Testing

/// The directory of this test target, found from this file.
private let suiteDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

/// This suite's reference PNGs, in `References/` beside this file;
/// `CATALOG_RECORD=missing|failed|all` records them.
let references = ReferenceImages(
  directory: suiteDirectory.appendingPathComponent("References"), suite: "TextEngineTests")

/// Compares rendered pixels byte for byte with `References/<name>.png` beside this file.
func expectMatchesReference(
  _ pixmap: Pixmap?, named name: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  references.expectMatch(pixmap, named: name, sourceLocation: sourceLocation)
}
