import ArgumentParser
import Catalog
import Foundation

// MARK: - PruneCommand

/// `catalog prune`: deletes references that no variant produces.
struct PruneCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "prune",
    abstract: "Delete orphaned references (files no variant produces), and nothing else.",
    discussion: """
      Goes on past a file it cannot delete and names each one; exits 2 if any could not be \
      deleted, 64 on usage errors.
      """)

  @OptionGroup var snapshots: SnapshotsOptions
  @OptionGroup var selection: SelectionOptions

  @Flag(help: "Only list what would be deleted.")
  var dryRun = false

  func run() throws {
    let plan = CatalogContext.plan()
    let orphans: [SnapshotPruner.Orphan]
    let directory: URL
    do {
      directory = try snapshots.folder(for: .read)
      orphans = try SnapshotPruner.orphans(
        in: directory, plan: plan, filter: selection.parsedFilter(),
        shard: selection.parsedShard())
    } catch {
      throw reported(error)
    }
    let base = FileNames.escaped(
      snapshots.snapshots.hasSuffix("/")
        ? String(snapshots.snapshots.dropLast()) : snapshots.snapshots)
    var deleted = 0
    var failures = 0
    for orphan in orphans {
      if dryRun {
        print("would delete \(base)/\(orphan.file)")
        continue
      }
      do {
        try SnapshotPruner.delete(orphan, in: directory)
        deleted += 1
        print("deleted \(base)/\(orphan.file)")
      } catch {
        failures += 1
        printError(error.description)
      }
    }
    let count = dryRun ? orphans.count : deleted
    let verb = dryRun ? "would delete" : "deleted"
    var line = "prune: \(verb) \(count) orphaned reference\(count == 1 ? "" : "s")"
    if failures > 0 { line += ", \(failures) could not be deleted" }
    print(line)
    if failures > 0 { throw ExitCode(2) }
  }
}
