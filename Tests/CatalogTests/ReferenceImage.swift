import Foundation
import TestSupport

/// This suite's reference PNGs, in `References/` beside this file;
/// `CATALOG_RECORD=missing|failed|all` records them.
let references = ReferenceImages(
  directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("References"), suite: "CatalogTests")
