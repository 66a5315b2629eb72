import Catalog
import CatalogUI
import Foundation
import Testing

// MARK: - Definitions used by the section tests

enum SectionedScreen_Definition: ViewDefinition {
  static var catalogSection: CatalogSection { .screens }
  static var contentVariants: ContentVariants { Color.red.frame(width: 4, height: 4).named("Home") }
}

enum SectionedPattern_Definition: ViewDefinition {
  static var catalogSection: CatalogSection { CatalogSection("Patterns") }
  static var contentVariants: ContentVariants { Color.red.frame(width: 4, height: 4).named("Grid") }
}

// MARK: - CatalogSectionTests

/// A definition says which part of the catalog it belongs to; plans and reports carry it, so
/// the gallery can show screens apart from components.
@MainActor @Suite struct CatalogSectionTests {
  @Test func everySnapshotCarriesItsDefinitionsSection() {
    let plan = CatalogPlanner.plan([
      SectionedScreen_Definition.self, Listing_Definition.self, SectionedPattern_Definition.self,
    ])
    let sections = plan.snapshots.map { "\($0.id) \($0.section)" }
    #expect(
      sections == [
        "Listing/card Components", "Listing/card.dark Components",
        "SectionedPattern/grid Patterns", "SectionedPattern/grid.dark Patterns",
        "SectionedScreen/home Screens", "SectionedScreen/home.dark Screens",
      ])
  }

  @Test func reportsWriteTheSectionAndReadReportsWithoutOne() throws {
    let entry = RunReport.Entry(
      id: "SectionedScreen/home", definition: "SectionedScreen", variant: "Home",
      section: "Screens", traits: [:], status: .passed, referenceFile: "SectionedScreen/home.png")
    let report = RunReport(
      command: "verify", snapshotsDirectory: "Snapshots",
      durationMilliseconds: 0, traitDimensions: [], entries: [entry])
    let text = String(decoding: try ReportWriter.json(for: report), as: UTF8.self)
    #expect(text.contains(#""section" : "Screens""#))
    // A report written before sections existed still reads, with no section.
    let older = Data(text.replacingOccurrences(of: #""section" : "Screens","#, with: "").utf8)
    let decoded = try JSONDecoder().decode(RunReport.self, from: older)
    #expect(decoded.entries.map(\.section) == [nil])
  }
}
