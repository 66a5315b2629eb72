import Catalog
import CatalogUI
import Foundation
import PNG
import Raster
import TestSupport
import Testing

// MARK: - Definitions used by the locale trait tests

/// A price, a count and a date, and a red square before a blue one: what a locale changes.
enum LocalePrice_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    VStack(spacing: 0) {
      Text(1234.5, format: .number)
      Text("\(1000) nights")
      Text(Date(timeIntervalSince1970: 1_800_000_000), format: .dateTime.year().month().day())
      HStack(spacing: 0) {
        Color.red.frame(width: 10, height: 10)
        Color.blue.frame(width: 10, height: 10)
      }
    }
    .named("Price")
  }

  static var snapshotSettings: SnapshotSettings {
    var settings = SnapshotSettings()
    settings.layout = .sizeThatFits
    settings.traits = TraitsMatrix(
      colorSchemes: [.light],
      locales: [
        Locale(identifier: "en_US"), Locale(identifier: "de_DE"), Locale(identifier: "he_IL"),
      ])
    return settings
  }
}

// MARK: - LocaleTraitTests

@MainActor @Suite struct LocaleTraitTests {
  @Test func localesAreADimensionWhoseDefaultKeepsTheFileNames() {
    let matrix = TraitsMatrix(
      colorSchemes: [.light, .dark],
      locales: [Locale(identifier: "en_US"), Locale(identifier: "de_DE")])
    #expect(
      matrix.combinations.map(\.fileSuffix) == ["", "de-DE", "dark", "dark.de-DE"])
    #expect(TraitsMatrix.standard.combinations.map(\.fileSuffix) == ["", "dark"])
  }

  @Test func aRightToLeftLanguageIsLaidOutRightToLeftOnce() {
    let matrix = TraitsMatrix(
      colorSchemes: [.light], layoutDirections: [.leftToRight, .rightToLeft],
      locales: [Locale(identifier: "en_US"), Locale(identifier: "ar_SA")])
    #expect(matrix.combinations.map(\.fileSuffix) == ["", "rtl.ar-SA", "rtl"])
  }

  @Test func localesWithTheSameTokenCountOnceAndNoneMeansEnUS() {
    let twice = TraitsMatrix(locales: [Locale(identifier: "de_DE"), Locale(identifier: "de-DE")])
    #expect(twice.locales.count == 1)
    #expect(TraitsMatrix(locales: []).locales == [Locale(identifier: "en_US")])
    let odd = SnapshotTraits(locale: Locale(identifier: "sr_Latn@calendar=buddhist"))
    #expect(odd.fileSuffix == "sr-Latn-calendar-buddhist")
    #expect(SnapshotTraits(locale: Locale(identifier: "")).fileSuffix == "root")
  }

  @Test func eachLocaleIsItsOwnSnapshotFormattedAndMirroredForIt() throws {
    let root = try TestSupport.makeTemporaryDirectory("locale-trait")
    let snapshots = root.appendingPathComponent("Snapshots")
    let plan = CatalogPlanner.plan([LocalePrice_Definition.self])
    let report = try SnapshotRunner(
      configuration: RunConfiguration(
        snapshotsDirectory: snapshots, reportDirectory: root.appendingPathComponent("report"),
        jobs: 1)
    ).run(.record, plan: plan.snapshots, problems: plan.problems)
    #expect(report.summary.recorded == 3)
    #expect(
      report.entries.map(\.id).sorted() == [
        "LocalePrice/price", "LocalePrice/price.de-DE", "LocalePrice/price.rtl.he-IL",
      ])
    #expect(
      report.entries.first { $0.id == "LocalePrice/price.de-DE" }?.traits["locale"] == "de-DE")
    #expect(report.traitDimensions.map(\.name).contains("locale"))

    func labels(_ id: String) throws -> [String] {
      let text = try String(
        contentsOf: snapshots.appendingPathComponent("\(id).a11y.yaml"), encoding: .utf8)
      return text.split(separator: "\n").compactMap { line in
        guard let open = line.firstIndex(of: "\""), let close = line.lastIndex(of: "\""),
          open < close
        else { return nil }
        return String(line[line.index(after: open)..<close])
      }
    }
    #expect(try labels("LocalePrice/price") == ["1,234.5", "1,000 nights", "Jan 15, 2027"])
    #expect(try labels("LocalePrice/price.de-DE") == ["1.234,5", "1.000 nights", "15. Jan. 2027"])

    // Left to right the red square comes first; in Hebrew the stack is mirrored.
    func firstPixelOfTheLastRow(_ id: String) throws -> PremultipliedColorU8? {
      let pixmap = try PNGDecoder.decode(
        try Data(contentsOf: snapshots.appendingPathComponent("\(id).png")), name: id)
      return pixmap.pixel(x: pixmap.width / 2 - 4, y: pixmap.height - 2)
    }
    let red = PremultipliedColorU8(r: 255, g: 59, b: 48, a: 255)
    #expect(try firstPixelOfTheLastRow("LocalePrice/price") == red)
    #expect(
      try firstPixelOfTheLastRow("LocalePrice/price.rtl.he-IL")
        == PremultipliedColorU8(r: 0, g: 122, b: 255, a: 255))
  }
}
