import Catalog
import Foundation
import Testing

/// The report and the gallery written in one pass hold the bytes they hold written apart.
@MainActor @Suite struct ReportWithGalleryTests {
  @Test func oneEncodingWritesTheSameFilesAsTwo() throws {
    let setup = try RunnerTests.Setup()
    let report = try setup.run(.record, [Swatch_Definition.self])
    let apart = setup.root.appendingPathComponent("apart")
    let together = setup.root.appendingPathComponent("together")
    try ReportWriter.write(report, to: apart)
    try GalleryWriter.write(report, to: apart)
    try ReportWriter.writeWithGallery(report, to: together)
    for name in ["report.json", "junit.xml", "index.html"] {
      let expected = try Data(contentsOf: apart.appendingPathComponent(name))
      let actual = try Data(contentsOf: together.appendingPathComponent(name))
      #expect(actual == expected, "\(name)")
      #expect(expected.count > 100)
    }
  }
}
