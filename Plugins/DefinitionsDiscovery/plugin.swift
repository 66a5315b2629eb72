import PackagePlugin

/// Generates the list of every `ViewDefinition` in a target, so adding a definition file is
/// enough for it to appear in the catalog: no registration list to keep up to date.
///
/// A build-tool plugin rather than runtime reflection: Swift on Linux has no supported way to
/// enumerate conformances, and a generated list is visible, testable and rebuilt whenever a
/// source file changes.
@main
struct DefinitionsDiscovery: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let sourceTarget = target as? SourceModuleTarget else { return [] }
    let inputs = sourceTarget.sourceFiles(withSuffix: "swift").map(\.url)
      .sorted { $0.path < $1.path }
    let output = context.pluginWorkDirectoryURL.appending(path: "DiscoveredDefinitions.swift")
    return [
      .buildCommand(
        displayName: "Discovering view definitions in \(target.name)",
        executable: try context.tool(named: "DefinitionScanner").url,
        arguments: [output.path] + inputs.map(\.path),
        inputFiles: inputs,
        outputFiles: [output]
      )
    ]
  }
}
