import ArgumentParser
import Catalog
import Foundation

// MARK: - GalleryCommand

/// `catalog gallery`: rebuilds the gallery page from a report directory.
struct GalleryCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gallery",
    abstract: "Rebuild index.html from a report directory's report.json.")

  @Option(help: ArgumentHelp("The report directory.", valueName: "dir"))
  var report: String = ".build/catalog"

  func run() throws {
    let directory = URL(fileURLWithPath: report, isDirectory: true)
    do {
      let loaded = try ReportWriter.read(from: directory)
      print(try GalleryWriter.write(loaded, to: directory).path)
    } catch {
      throw reported(error)
    }
  }
}
