import PackagePlugin

/// Embeds the files of a target's `Assets` folders (stylesheets, scripts) in its code as
/// `EmbeddedAssets`, so they are edited as real files yet the built program needs nothing
/// beside it: a binary copied elsewhere still writes the same pages.
///
/// Generated source rather than a SwiftPM resource: a resource bundle must sit beside every
/// executable that links the target, one more folder to copy with an installed `catalog`.
@main
struct EmbeddedAssets: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let sourceTarget = target as? SourceModuleTarget else { return [] }
    let inputs = sourceTarget.sourceFiles
      .filter {
        $0.type != .source && $0.url.deletingLastPathComponent().lastPathComponent == "Assets"
      }
      .map(\.url).sorted { $0.path < $1.path }
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedAssets.swift")
    return [
      .buildCommand(
        displayName: "Embedding the assets of \(target.name)",
        executable: try context.tool(named: "AssetEmbedder").url,
        arguments: [output.path] + inputs.map(\.path),
        inputFiles: inputs,
        outputFiles: [output]
      )
    ]
  }
}
