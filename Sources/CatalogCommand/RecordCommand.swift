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
      run leaves no half-written file: on SIGINT or SIGTERM the snapshots in progress finish, \
      the run stops and exits 130 or 143 (a second signal stops at once, deleting the \
      temporary files). A reference whose pixels did not change is not \
      rewritten. References no longer in the plan are counted, not deleted: `catalog prune` \
      deletes them. Exits 2 when any variant failed to render or write, 64 on usage errors \
      (including a --filter or --shard that selects nothing).
      """)

  @OptionGroup var options: RunOptions

  func run() throws {
    let report = try CatalogSession.run(.record, options: options)
    let code = CatalogSession.exitCode(of: report)
    if code != .success { throw code }
  }
}
