import ArgumentParser

// MARK: - CatalogRootCommand

/// The `catalog` command line: one subcommand per verb, each in its own file.
struct CatalogRootCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "catalog",
    abstract: "Render design-system components to pixels and keep their snapshots honest.",
    version: "0.2.0",
    subcommands: [
      VerifyCommand.self,
      RecordCommand.self,
      ListCommand.self,
      PruneCommand.self,
      MergeReportsCommand.self,
      ReportCommand.self,
      GalleryCommand.self,
      DiffCommand.self,
      RenderTextCommand.self,
      SymbolsCommand.self,
    ]
  )
}
