import ArgumentParser
import Catalog
import Foundation

// MARK: - ListCommand

/// `catalog list`: the planned snapshots, as lines or JSON.
struct ListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list",
    abstract: "List every planned snapshot: definition, variant, traits and file.")

  @OptionGroup var snapshots: SnapshotsOptions
  @OptionGroup var selection: SelectionOptions

  @Flag(help: "Print a JSON array with one object per snapshot.")
  var json = false

  func run() throws {
    let filter: SnapshotFilter?
    let shard: Shard
    do {
      // Listing needs no references yet, but never a path that cannot be the folder.
      _ = try snapshots.folder(for: .write)
      filter = try selection.parsedFilter()
      shard = try selection.parsedShard()
    } catch {
      throw reported(error)
    }
    let plan = CatalogContext.plan()
    plan.warnings.forEach(printWarning)
    let selected = plan.snapshots.filter {
      shard.contains(id: $0.id) && (filter?.matches($0.id) ?? true)
    }
    let base = snapshots.snapshots.hasSuffix("/") ? snapshots.snapshots : snapshots.snapshots + "/"
    if json {
      let items = selected.map { snapshot in
        ListedSnapshot(
          definition: snapshot.definition, variant: snapshot.variant, section: snapshot.section,
          traits: snapshot.traits, file: base + snapshot.referencePath,
          files: snapshot.formats.map { base + $0.referencePath(for: snapshot.id) },
          time: snapshot.keyframe?.time, keyframe: snapshot.keyframe?.label,
          transition: snapshot.keyframe?.transition)
      }
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      let data = try encoder.encode(items)
      print(String(decoding: data, as: UTF8.self))
    } else {
      for item in selected { print(base + item.referencePath) }
    }
    for problem in plan.problems {
      printError(problem.message ?? problem.id)
    }
    if !plan.problems.isEmpty { throw ExitCode(2) }
  }
}

/// One element of `catalog list --json`.
private struct ListedSnapshot: Encodable {
  var definition: String
  var variant: String
  var section: String
  var traits: [String: String]
  /// The image reference.
  var file: String
  /// Every reference file of the snapshot: the image, then its text formats.
  var files: [String]
  /// For a transition's keyframe: seconds from the transition's start.
  var time: Double?
  /// For a transition's keyframe: its name, such as `50pct`.
  var keyframe: String?
  /// For a transition's keyframe: the id its keyframes share.
  var transition: String?
}
