import PackagePlugin

/// Gives a target that draws pixels the digest of its own files (`<target>SourceDigest`, such
/// as `rasterSourceDigest`, or `catalogUIMotionSourceDigest` for the one folder that counts),
/// computed at build time by `SourceDigester`: rendering keys include it, so a key recorded by
/// one renderer never vouches for pixels another renderer draws.
///
/// Every file of the target counts (sources and resources, such as the built-in fonts), so the
/// digest cannot go stale the way a hand-maintained version number can.
@main
struct RendererDigest: BuildToolPlugin {
  /// The one folder of a target whose files count, for targets where not all of them do.
  static let folders = ["CatalogUI": "Motion"]

  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let sourceTarget = target as? SourceModuleTarget else { return [] }
    // The view layer takes part in pixels only through its transition compositing (Motion):
    // the rest of it makes display lists, which keys hold as data.
    let folder = Self.folders[target.name]
    let root = sourceTarget.directoryURL.path
    let inputs = sourceTarget.sourceFiles.map(\.url)
      .filter { url in folder.map { url.path.hasPrefix(root + "/" + $0 + "/") } ?? true }
      .sorted { $0.path < $1.path }
    let name =
      target.name.prefix(1).lowercased() + target.name.dropFirst() + (folder ?? "")
      + "SourceDigest"
    let output = context.pluginWorkDirectoryURL.appending(path: "SourceDigest.swift")
    return [
      .buildCommand(
        displayName: "Digesting the renderer files of \(target.name)",
        executable: try context.tool(named: "SourceDigester").url,
        arguments: [output.path, name, root] + inputs.map(\.path),
        inputFiles: inputs,
        outputFiles: [output]
      )
    ]
  }
}
