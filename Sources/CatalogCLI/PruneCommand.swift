import ArgumentParser
import Catalog
import Definitions
import Foundation

// MARK: - PruneCommand

/// `catalog prune`: deletes references that no variant produces.
struct PruneCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "prune",
    abstract: "Delete orphaned references (files no variant produces), and nothing else.")

  @OptionGroup var snapshots: SnapshotsOptions
  @OptionGroup var selection: SelectionOptions

  @Flag(help: "Only list what would be deleted.")
  var dryRun = false

  func run() throws {
    let plan = CatalogPlanner.plan(DiscoveredDefinitions.all)
    let orphans: [String]
    do {
      orphans = try SnapshotPruner.orphans(
        in: snapshots.snapshotsURL, plan: plan, filter: selection.parsedFilter(),
        shard: selection.parsedShard())
      for id in orphans {
        if dryRun {
          print("would delete \(snapshots.snapshots)/\(id).png")
        } else {
          try SnapshotPruner.delete(id, in: snapshots.snapshotsURL)
          print("deleted \(snapshots.snapshots)/\(id).png")
        }
      }
    } catch {
      throw reported(error)
    }
    let verb = dryRun ? "would delete" : "deleted"
    print("prune: \(verb) \(orphans.count) orphaned reference\(orphans.count == 1 ? "" : "s")")
  }
}
