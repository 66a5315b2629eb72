import Foundation
import TestSupport

/// This suite's reference PNGs, in `References/` beside this file;
/// `CATALOGTESTS_RECORD=1` records them.
let references = ReferenceImages(
  directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("References"),
  recordVariable: "CATALOGTESTS_RECORD", suite: "CatalogTests")
