import Foundation
import Hashing
import TextEngine

// MARK: - RenderingEnvironment

/// What the pixels of a snapshot depend on besides the code that draws them: the renderer's
/// version, the HarfBuzz and ICU libraries text goes through, and every font file the run
/// can draw with.
///
/// `record` writes it into the snapshots folder as `rendering-environment.yaml`, one line per
/// item so a pull request shows a change as a line diff; `verify` compares it with the
/// machine it runs on and says once, before any failure, what differs and what that can
/// move, so a failure caused by another machine is explained instead of puzzling. A
/// difference is a note, never a verdict: the pixels decide.
public struct RenderingEnvironment: Equatable, Sendable {
  /// The file's name in the snapshots folder.
  public static let fileName = "rendering-environment.yaml"

  /// The renderer's version: raised whenever a change to the rasterizer, the text engine or
  /// the layout moves pixels on purpose, so references of another version are recognised.
  public static let rendererVersion = "1"

  /// One font file: its name (the last path component) and a hash of its bytes.
  public struct Font: Equatable, Sendable {
    /// The file's name, such as `Inter-Regular.otf`.
    public var name: String
    /// `xxh3-128:` and 32 hex digits of the file's bytes.
    public var digest: String

    /// Creates a font entry.
    public init(name: String, digest: String) {
      self.name = name
      self.digest = digest
    }
  }

  /// The renderer's version (`rendererVersion` when current).
  public var renderer: String
  /// The HarfBuzz version, such as `6.0.0`.
  public var harfBuzz: String
  /// The ICU version, such as `72.1`.
  public var icu: String
  /// Every font file, sorted by name, then digest.
  public var fonts: [Font]

  /// Creates an environment from its parts; `fonts` are sorted.
  public init(renderer: String, harfBuzz: String, icu: String, fonts: [Font]) {
    self.renderer = renderer
    self.harfBuzz = harfBuzz
    self.icu = icu
    self.fonts = fonts.sorted { ($0.name, $0.digest) < ($1.name, $1.digest) }
  }

  /// This process's environment: the registered fonts (built-in and the user's) and the
  /// libraries it is linked with.
  public static func current(fontRegistry: FontRegistry = .shared) -> RenderingEnvironment {
    let fonts = fontRegistry.fileURLs.map { url in
      Font(name: url.lastPathComponent, digest: digest(of: url))
    }
    return RenderingEnvironment(
      renderer: rendererVersion, harfBuzz: EngineVersions.harfBuzz, icu: EngineVersions.icu,
      fonts: fonts)
  }

  private static func digest(of url: URL) -> String {
    guard let data = try? Data(contentsOf: url, options: .mappedIfSafe) else {
      return "unreadable"
    }
    return "xxh3-128:" + data.withUnsafeBytes { XXH3.hash128($0).hex }
  }

  // MARK: - Differences

  /// What differs between `recorded` (the references') and this environment, one sentence
  /// each, naming both values and what the difference can move; empty when they are equal.
  public func differences(from recorded: RenderingEnvironment) -> [String] {
    var notes: [String] = []
    if recorded.renderer != renderer {
      notes.append(
        "references were recorded with renderer version \(recorded.renderer); this catalog "
          + "is version \(renderer), which draws some pixels differently on purpose")
    }
    if recorded.harfBuzz != harfBuzz {
      notes.append(
        "references were recorded with HarfBuzz \(recorded.harfBuzz); this machine has "
          + "\(harfBuzz), which can move glyphs")
    }
    if recorded.icu != icu {
      notes.append(
        "references were recorded with ICU \(recorded.icu); this machine has \(icu), which "
          + "can order mixed-direction text differently")
    }
    let here = Dictionary(fonts.map { ($0.name, $0.digest) }, uniquingKeysWith: { a, _ in a })
    let there = Dictionary(
      recorded.fonts.map { ($0.name, $0.digest) }, uniquingKeysWith: { a, _ in a })
    let changed = here.keys.filter { there[$0] != nil && there[$0] != here[$0] }.sorted()
    let missing = there.keys.filter { here[$0] == nil }.sorted()
    let added = here.keys.filter { there[$0] == nil }.sorted()
    if !changed.isEmpty {
      notes.append(
        "font files differ from the ones the references were recorded with: "
          + list(changed) + "; text drawn with them can move")
    }
    if !missing.isEmpty {
      notes.append(
        "fonts the references were recorded with are not registered here: " + list(missing)
          + "; register them (Font.registerFonts(in:)) or text falls back to other faces")
    }
    if !added.isEmpty {
      notes.append(
        "fonts registered here were not when the references were recorded: " + list(added))
    }
    return notes
  }

  private func list(_ names: [String]) -> String {
    let shown = names.prefix(5).joined(separator: ", ")
    return names.count > 5 ? shown + " and \(names.count - 5) more" : shown
  }

  // MARK: - File

  private static let header = """
    # catalog-environment/1
    # What these references were rendered with. `catalog record` writes this file; `verify`
    # says when the machine it runs on differs. Keep it in version control with the images.

    """

  /// The file's bytes: a header, then one `key: value` line per item.
  public func encoded() -> Data {
    var text = Self.header
    text += "renderer: \(renderer)\nharfbuzz: \(harfBuzz)\nicu: \(icu)\nfonts:\n"
    for font in fonts { text += "  - \(font.name) \(font.digest)\n" }
    return Data(text.utf8)
  }

  /// Reads an environment file; the error names the line that is not of this form.
  public static func decode(_ data: Data, file: String) throws(CatalogError)
    -> RenderingEnvironment
  {
    guard let text = String(validating: data, as: UTF8.self) else {
      throw .run(.environmentNotText(file: file))
    }
    var values: [String: String] = [:]
    var fonts: [Font] = []
    var inFonts = false
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if line.isEmpty || line.hasPrefix("#") { continue }
      if inFonts, line.hasPrefix("  - ") {
        let parts = line.dropFirst(4).split(separator: " ")
        guard parts.count == 2 else {
          throw .run(.environmentFontLineMalformed(file: file, line: index + 1))
        }
        fonts.append(Font(name: String(parts[0]), digest: String(parts[1])))
        continue
      }
      guard let colon = line.firstIndex(of: ":") else {
        throw .run(.environmentLineMalformed(file: file, line: index + 1))
      }
      let key = String(line[..<colon])
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      guard ["renderer", "harfbuzz", "icu", "fonts"].contains(key), values[key] == nil else {
        throw .run(.environmentUnexpectedKey(file: file, line: index + 1, key: key))
      }
      values[key] = value
      inFonts = key == "fonts"
    }
    guard let renderer = values["renderer"], let harfBuzz = values["harfbuzz"],
      let icu = values["icu"], values["fonts"] != nil
    else {
      throw .run(.environmentIncomplete(file: file))
    }
    return RenderingEnvironment(renderer: renderer, harfBuzz: harfBuzz, icu: icu, fonts: fonts)
  }
}
