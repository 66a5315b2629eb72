import ArgumentParser

// MARK: - CatalogCommand

/// The `catalog` command: one subcommand per verb, each in its own file.
@main
struct CatalogCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "catalog",
    abstract: "Render design-system components to pixels and keep their snapshots honest.",
    version: "0.1.0",
    subcommands: [
      VerifyCommand.self,
      RecordCommand.self,
      ListCommand.self,
      PruneCommand.self,
      MergeReportsCommand.self,
      GalleryCommand.self,
      DiffCommand.self,
      RenderSceneCommand.self,
      RenderTextCommand.self,
      BenchLayoutCommand.self,
      BenchVerifyCommand.self,
      BenchTextCommand.self,
      BenchPNGCommand.self,
    ]
  )
}
