import Foundation

// MARK: - SymbolRegistry + Bundle

extension SymbolRegistry {
  /// Registers every `.svg` file among a bundle's resources, such as a package's
  /// `Bundle.module`, or in one folder of them, under its file name without the extension
  /// (`rosette.svg` is `Image(systemName: "rosette")`), and returns the names sorted.
  ///
  /// Each file must be a symbol file as `register(_:contentsOf:)` reads it. The files are read
  /// first, in path order, and nothing is registered unless every one of them is a valid
  /// symbol under a name no other file of the bundle has.
  @discardableResult
  public func registerSymbols(in bundle: Bundle, subdirectory: String? = nil)
    throws(SymbolError) -> [String]
  {
    let resources = bundle.resourceURL ?? bundle.bundleURL
    let root =
      subdirectory.map { resources.appendingPathComponent($0, isDirectory: true) }
      ?? resources
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder),
      isFolder.boolValue
    else {
      throw SymbolError(
        "the bundle at '\(resources.path)' has no folder "
          + "'\(subdirectory ?? "")'; declare it as a resource in Package.swift, such as "
          + "resources: [.copy(\"Symbols\")], and pass its name as subdirectory")
    }
    let files =
      (FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL } ?? [])
      .filter { $0.pathExtension.lowercased() == "svg" }
      .sorted { $0.path < $1.path }
    guard !files.isEmpty else {
      throw SymbolError(
        "no symbol files (.svg) in '\(root.path)'; declare them as resources "
          + "in Package.swift, such as resources: [.copy(\"Symbols\")]")
    }
    var drawings: [(name: String, url: URL, drawing: SymbolDrawing)] = []
    for file in files {
      let name = file.deletingPathExtension().lastPathComponent
      do {
        try Self.checkName(name)
      } catch {
        throw SymbolError("symbol file '\(file.path)': \(error.message)")
      }
      if let other = drawings.first(where: { $0.name == name }) {
        throw SymbolError(
          "symbol files '\(other.url.path)' and '\(file.path)' both name "
            + "'\(name)'; rename or remove one of them")
      }
      drawings.append((name, file, try SVGSymbolFile.read(file)))
    }
    try add(drawings.map { ($0.name, $0.drawing, "'\($0.url.path)'") })
    return drawings.map(\.name).sorted()
  }
}
