import PackagePlugin

/// Gives a target that draws pixels or judges them the digest of its own files
/// (`<target>SourceDigest`, such as `rasterSourceDigest`), computed at build time by
/// `SourceDigester`: rendering keys include it, so a key recorded by one renderer (or one
/// accessibility audit) never vouches for what another would draw (or find).
///
/// Every file of the target counts (sources and resources, such as the built-in fonts), and the
/// version of the compiler that builds it, so the digest cannot go stale the way a
/// hand-maintained version number can.
@main
struct RendererDigest: BuildToolPlugin {
  /// The folders of a target whose files count, for targets where not all of them do.
  ///
  /// The view layer takes part in pixels only through its transition compositing (Motion) and
  /// in audit findings through the system colours it recognises (Accessibility): the rest of
  /// it makes display lists and elements, which keys hold as data. Of `Catalog`, only the
  /// accessibility audit turns a rendering into findings.
  static let folders = ["CatalogUI": ["Motion", "Accessibility"], "Catalog": ["Accessibility"]]

  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let sourceTarget = target as? SourceModuleTarget else { return [] }
    let folders = Self.folders[target.name]
    let root = sourceTarget.directoryURL.path
    let inputs = sourceTarget.sourceFiles.map(\.url)
      .filter { url in
        folders.map { $0.contains { url.path.hasPrefix(root + "/" + $0 + "/") } } ?? true
      }
      .sorted { $0.path < $1.path }
    let name = target.name.prefix(1).lowercased() + target.name.dropFirst() + "SourceDigest"
    let output = context.pluginWorkDirectoryURL.appending(path: "SourceDigest.swift")
    // The compiler that builds the renderer takes part too: its version is digested with the
    // files, so a key recorded by one toolchain's build never vouches for another's.
    let compiler = try? context.tool(named: "swiftc").url
    let compilerArguments = compiler.map { ["--compiler", $0.path] } ?? []
    return [
      .buildCommand(
        displayName: "Digesting the renderer files of \(target.name)",
        executable: try context.tool(named: "SourceDigester").url,
        arguments: compilerArguments + [output.path, name, root] + inputs.map(\.path),
        inputFiles: inputs + (compiler.map { [$0] } ?? []),
        outputFiles: [output]
      )
    ]
  }
}
