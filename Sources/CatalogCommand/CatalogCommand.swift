import ArgumentParser
import Catalog
import Foundation
import Synchronization

// MARK: - CatalogCommand

/// The `catalog` command for a package's own definitions: `record`, `verify`, `list`, `prune`,
/// `merge-reports`, `gallery`, `diff`, `render-text` and `symbols`.
///
/// A package's executable target named `catalog` holds one line,
/// `CatalogCommand.main(definitions: DiscoveredDefinitions.all)`, where `DiscoveredDefinitions`
/// is what the `DefinitionsDiscovery` plugin generates in the definitions target. Accept
/// commands in messages name that executable: `swift run -c release catalog record …`.
public enum CatalogCommand {
  /// Runs the command line of this process on `definitions` and exits with its code;
  /// `accessibility` is the catalog-wide policy of the accessibility audits (every rule an
  /// error but truncation, a warning, and 44 pt targets by default), which definitions and
  /// variants refine in their snapshot settings; `nil` keeps no accessibility snapshots.
  @MainActor
  public static func main(
    definitions: [any ViewDefinition.Type],
    accessibility: AccessibilityPolicy? = .default
  ) -> Never {
    exit(
      run(
        Array(CommandLine.arguments.dropFirst()), definitions: definitions,
        accessibility: accessibility, rendersInWorkers: true))
  }

  /// Runs one command line (without the executable's name) on `definitions` and returns its
  /// exit code, for tools built on the command such as benchmarks.
  ///
  /// With `rendersInWorkers`, `record` and `verify` render in worker processes, so a snapshot
  /// that crashes fails alone: pass it only when this process's executable, started again
  /// with the same command line, reaches this call with the same definitions.
  @MainActor
  public static func run(
    _ arguments: [String], definitions: [any ViewDefinition.Type],
    accessibility: AccessibilityPolicy? = .default, rendersInWorkers: Bool = false
  ) -> Int32 {
    let previews = PreviewMacroDefinitions.definitions(besides: definitions)
    CatalogContext.definitions.withLock { $0 = definitions + previews }
    CatalogContext.policy.withLock { $0 = accessibility }
    CatalogContext.workers.withLock { $0 = rendersInWorkers }
    do {
      var command = try CatalogRootCommand.parseAsRoot(arguments)
      try command.run()
      return 0
    } catch {
      let message = CatalogRootCommand.fullMessage(for: error)
      let code = CatalogRootCommand.exitCode(for: error)
      if !message.isEmpty {
        if code == .success {
          print(message)
        } else {
          FileHandle.standardError.write(Data((message + "\n").utf8))
        }
      }
      return code.rawValue
    }
  }
}

// MARK: - CatalogContext

/// What every verb needs beyond its arguments: the definitions and how to name the command.
enum CatalogContext {
  /// The definitions `CatalogCommand` was started with.
  static let definitions = Mutex<[any ViewDefinition.Type]>([])

  /// The definitions of this run.
  static var all: [any ViewDefinition.Type] { definitions.withLock { $0 } }

  /// Whether `record` and `verify` render in worker processes (see `CatalogCommand.run`).
  static let workers = Mutex(false)

  /// Whether this run renders in worker processes.
  static var rendersInWorkers: Bool { workers.withLock { $0 } }

  /// Runs `body` on the main actor from a verb's `run()`, which ArgumentParser calls on the
  /// thread that called `CatalogCommand.run`: the main thread, where `run` is isolated.
  static func onMainActor<T: Sendable>(_ body: @MainActor () throws -> T) rethrows -> T {
    try MainActor.assumeIsolated(body)
  }

  /// The plan of this run's definitions under its accessibility policy.
  static func plan() -> CatalogPlan {
    onMainActor { CatalogPlanner.plan(all, accessibility: accessibility) }
  }

  /// The catalog-wide accessibility policy `CatalogCommand` was started with.
  static let policy = Mutex<AccessibilityPolicy?>(.default)

  /// The catalog-wide accessibility policy of this run; `nil` when accessibility snapshots
  /// are off.
  static var accessibility: AccessibilityPolicy? { policy.withLock { $0 } }

  /// How accept commands start: `swift run -c release <executable>`, with the name this
  /// process was started as, so an adopting package's messages name its own command.
  static var commandPrefix: String {
    let name = CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent } ?? "catalog"
    return "swift run -c release \(name.isEmpty ? "catalog" : name)"
  }
}
