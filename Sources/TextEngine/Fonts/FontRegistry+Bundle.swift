import Foundation

// MARK: - FontRegistry + Bundle

extension FontRegistry {
  /// The file extensions `registerFonts(in:)` treats as fonts.
  private static let fontFileExtensions: Set<String> = ["otf", "ttf"]

  /// Registers every font file among a bundle's resources, such as a package's
  /// `Bundle.module`, under the families they name, and returns those families sorted.
  ///
  /// Files are registered in path order, so a clash names the same two files every time.
  @discardableResult
  public func registerFonts(in bundle: Bundle) throws(TextError) -> [String] {
    let root = bundle.resourceURL ?? bundle.bundleURL
    let files =
      (FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL } ?? [])
      .filter { Self.fontFileExtensions.contains($0.pathExtension.lowercased()) }
      .sorted { $0.path < $1.path }
    guard !files.isEmpty else {
      throw TextError(
        "no font files (.otf, .ttf) in the bundle at '\(root.path)'; declare "
          + "them as resources in Package.swift, such as resources: [.copy(\"Fonts\")]")
    }
    var families: Set<String> = []
    for file in files {
      families.insert(try register(fileAt: file))
    }
    return families.sorted()
  }
}
