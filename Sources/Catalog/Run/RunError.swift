// MARK: - RunError

/// Why a run cannot start or finish: it selects nothing, its references cannot be listed or
/// pruned, or a file it keeps for itself (the rendering environment beside the references)
/// cannot be used. Every message is written here, in `description`.
public enum RunError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No definition is found and the snapshots folder holds no references.
  case emptyCatalog(snapshots: String)
  /// The filter and shard (`options`, such as `--filter 'X'`) select no snapshot and no
  /// reference; `command` is how the user runs catalog.
  case selectsNothing(options: [String], plannedCount: Int, command: String)
  /// `prune` refuses while definitions could not be planned (`reasons`): their references
  /// would look orphaned.
  case planHasProblems(reasons: [String])
  /// A folder of the references cannot be listed, so orphans cannot be found.
  case cannotListReferences(folder: String, reason: String)
  /// An orphaned reference cannot be deleted.
  case cannotDeleteOrphan(path: String, reason: String)
  /// The rendering-environment file is not UTF-8 text.
  case environmentNotText(file: String)
  /// A line of the environment file's font list is not `  - <file> <digest>`.
  case environmentFontLineMalformed(file: String, line: Int)
  /// A line of the environment file is not `key: value`.
  case environmentLineMalformed(file: String, line: Int)
  /// A line of the environment file has an unknown or repeated key.
  case environmentUnexpectedKey(file: String, line: Int, key: String)
  /// The environment file lacks one of its keys.
  case environmentIncomplete(file: String)

  /// Whether the error is in what the user asked for (exit code 64) rather than on disk (2).
  public var isUsage: Bool {
    switch self {
    case .selectsNothing: true
    default: false
    }
  }

  /// The message shown to the user.
  public var description: String {
    let advice = "; run `catalog record` to write it again"
    switch self {
    case .emptyCatalog(let snapshots):
      return "the catalog has no snapshots: no definition conforms to ViewDefinition and "
        + "'\(snapshots)' holds no references. Definitions are found by the "
        + "DefinitionsDiscovery plugin in the target that holds them; pass that target's "
        + "DiscoveredDefinitions.all to CatalogCommand.main (README, \"Use it in your package\")"
    case .selectsNothing(let options, let plannedCount, let command):
      let verb = options.count == 1 ? "selects" : "select"
      let noun = plannedCount == 1 ? "snapshot" : "snapshots"
      return "\(options.joined(separator: " and ")) \(verb) none of the \(plannedCount) planned "
        + "\(noun) and no reference; run `\(command) list` to see the snapshot ids"
    case .planHasProblems(let reasons):
      return "not pruning while the plan has problems:\n  \(reasons.joined(separator: "\n  "))"
    case .cannotListReferences(let folder, let reason):
      return "cannot list the references in \(FileNames.quoted(folder)): \(reason); "
        + "fix its permissions so orphaned snapshots can be found"
    case .cannotDeleteOrphan(let path, let reason):
      return "cannot delete \(FileNames.quoted(path)): \(reason)"
    case .environmentNotText(let file):
      return "\(file): not UTF-8 text" + advice
    case .environmentFontLineMalformed(let file, let line):
      return "\(file):\(line): expected `  - <file> <digest>`" + advice
    case .environmentLineMalformed(let file, let line):
      return "\(file):\(line): expected `key: value`" + advice
    case .environmentUnexpectedKey(let file, let line, let key):
      return "\(file):\(line): unexpected key \(FileNames.quoted(key))" + advice
    case .environmentIncomplete(let file):
      return "\(file): renderer, harfbuzz, icu and fonts are all needed" + advice
    }
  }
}
