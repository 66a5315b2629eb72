import Foundation
import Raster
import TestSupport
import Testing

/// The directory of this test target's fixtures and references, found from this file.
let rasterTestsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

/// This suite's reference PNGs, in `References/` beside this file;
/// `CATALOG_RECORD=missing|failed|all` records them.
let references = ReferenceImages(
  directory: rasterTestsDirectory.appendingPathComponent("References"), suite: "RasterTests")

/// Compares rendered pixels byte for byte with `References/<name>.png` beside this file.
func expectMatchesReference(
  _ pixmap: Pixmap?, named name: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  references.expectMatch(pixmap, named: name, sourceLocation: sourceLocation)
}
