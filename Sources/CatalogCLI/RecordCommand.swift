import ArgumentParser
import Catalog

// MARK: - RecordCommand

/// `catalog record`: renders every variant and writes the references that changed.
struct RecordCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "record",
    abstract: "Write references for new and changed variants.",
    discussion: """
      Each reference is written to a temporary file and renamed into place, so an interrupted \
      run leaves no half-written file. A reference whose pixels did not change is not \
      rewritten. References no longer in the plan are counted, not deleted: `catalog prune` \
      deletes them. Exits 2 when any variant failed to render or write.
      """)

  @OptionGroup var options: RunOptions

  func run() throws {
    let report = try CatalogSession.run(.record, options: options)
    if report.summary.errors > 0 { throw ExitCode(2) }
  }
}
