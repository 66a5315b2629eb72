import Foundation
import Synchronization

// MARK: - FontRegistry

/// The fonts text can use: families by weight and style, loaded on first use, plus a fallback
/// chain for characters the chosen font lacks.
///
/// `shared` knows Inter in every weight with italics, and falls back to Noto Sans Hebrew and
/// Noto Sans Arabic (drawn to sit beside a sans-serif Latin) and then to DejaVu Sans (wide
/// coverage of symbols and other scripts). Each fallback family is used in the weight and style
/// nearest the text's, so bold Latin gets bold Hebrew. Their files are the package's own
/// (`BuiltInFonts`), never the machine's; fonts of a package's own are added with
/// `register(fileAt:)` or `registerFonts(in:)`.
public final class FontRegistry: Sendable {
  private struct Key: Hashable {
    var family: String
    var weight: FontWeight
    var isItalic: Bool
  }

  private struct State {
    var files: [Key: URL] = [:]
    var loaded: [URL: FontFace] = [:]
    /// Families tried in order for characters the primary font lacks.
    var fallbackFamilies: [String] = []
    /// Files registered with `registerFallback(fileAt:)`, tried after the families.
    var fallbackFiles: [URL] = []
    /// Fallback chains already resolved, by weight and style; cleared by any registration.
    var chains: [Key: [FontFace]] = [:]
    /// Fonts already resolved, by the family as asked, weight and style; cleared by any
    /// registration. Every text layout asks, and matching families ignoring case is slow.
    var resolved: [Key: FontFace] = [:]
    /// Why the built-in fonts could not be registered; every lookup throws it, since text set
    /// without them would silently use other faces.
    var builtInProblem: TextError?
    /// How many registrations changed what text resolves to.
    var generation: UInt64 = 0
  }

  private let state = Mutex(State())

  /// The registry every view uses by default.
  public static let shared: FontRegistry = {
    let registry = FontRegistry()
    registry.registerBuiltInFonts()
    return registry
  }()

  /// An empty registry.
  public init() {}

  /// A number that changes whenever a registration may change how text resolves to fonts, so
  /// a cache of layouts made with this registry knows when to forget them.
  public var generation: UInt64 { state.withLock { $0.generation } }

  /// Registers a font file under the family, weight and style its own tables declare (name
  /// IDs 16 then 1, OS/2 `usWeightClass` and `fsSelection`), and returns the family.
  ///
  /// Registering the same file again does nothing; another file for a family, weight and
  /// style already registered is an error, so which file draws text never depends on order.
  @discardableResult
  public func register(fileAt url: URL) throws(TextError) -> String {
    let face = try loadFont(url)
    guard let family = face.familyName else {
      throw TextError(
        "font file '\(url.path)' names no family (its name table has neither "
          + "name ID 16 nor 1); register it with register(fileAt:family:weight:isItalic:)")
    }
    let key = Key(family: family, weight: face.weight, isItalic: face.isItalic)
    let existing: URL? = state.withLock { s in
      for (other, file) in s.files
      where other.weight == key.weight
        && other.isItalic == key.isItalic
        && other.family.caseInsensitiveCompare(family) == .orderedSame
      {
        return file
      }
      s.files[key] = url
      s.chains = [:]
      s.resolved = [:]
      s.generation &+= 1
      return nil
    }
    if let existing, existing.standardizedFileURL != url.standardizedFileURL {
      let style = key.isItalic ? " italic" : ""
      throw TextError(
        "font file '\(url.path)' is \(family) \(key.weight)\(style), which "
          + "'\(existing.path)' already provides; register only one of them, or give one "
          + "another family with register(fileAt:family:weight:isItalic:)")
    }
    return family
  }

  /// Registers a font file under a family, weight and style; the file is loaded on first use.
  /// A file registered earlier for the same family, weight and style is replaced.
  public func register(
    fileAt url: URL, family: String, weight: FontWeight = .regular,
    isItalic: Bool = false
  ) throws(TextError) {
    _ = try loadFont(url)
    state.withLock {
      $0.files[Key(family: family, weight: weight, isItalic: isItalic)] = url
      $0.chains = [:]
      $0.resolved = [:]
      $0.generation &+= 1
    }
  }

  /// Adds a font at the end of the fallback chain.
  public func registerFallback(fileAt url: URL) {
    state.withLock {
      $0.fallbackFiles.append(url)
      $0.chains = [:]
      $0.resolved = [:]
      $0.generation &+= 1
    }
  }

  /// Throws why the built-in fonts cannot be used (their bundle is not beside the executable),
  /// so a command can fail once before rendering instead of once for every text.
  public func checkBuiltInFonts() throws(TextError) {
    if let problem = state.withLock({ $0.builtInProblem }) { throw problem }
  }

  /// Every registered family, sorted.
  public var families: [String] {
    state.withLock { Set($0.files.keys.map(\.family)).sorted() }
  }

  /// Every font file the registry can draw with (the families' and the fallbacks'), sorted by
  /// path: what a rendering's text can depend on.
  public var fileURLs: [URL] {
    state.withLock { Set($0.files.values).union($0.fallbackFiles) }.sorted { $0.path < $1.path }
  }

  /// The font for a descriptor: the exact weight and style, or the nearest weight of the family.
  public func font(_ descriptor: FontDescriptor) throws(TextError) -> FontFace {
    let key = Key(
      family: descriptor.family, weight: descriptor.weight,
      isItalic: descriptor.isItalic)
    let (cached, problem) = state.withLock { ($0.resolved[key], $0.builtInProblem) }
    if let problem { throw problem }
    if let cached { return cached }
    let url: URL? = state.withLock { s in
      let candidates = s.files.filter {
        $0.key.family.caseInsensitiveCompare(descriptor.family) == .orderedSame
      }
      let styled = candidates.filter { $0.key.isItalic == descriptor.isItalic }
      let pool = styled.isEmpty ? candidates : styled
      return pool.min { a, b in
        let da = abs(a.key.weight.rawValue - descriptor.weight.rawValue)
        let db = abs(b.key.weight.rawValue - descriptor.weight.rawValue)
        return da != db ? da < db : a.key.weight > b.key.weight
      }?.value
    }
    guard let url else {
      let known = families
      throw TextError(
        "unknown font family '\(descriptor.family)'; registered: "
          + (known.isEmpty ? "none" : known.joined(separator: ", "))
          + "; register its font files first (Font.register(contentsOf:) or "
          + "Font.registerFonts(in:))")
    }
    let font = try loadFont(url)
    state.withLock { $0.resolved[key] = font }
    return font
  }

  /// The fallback fonts in order for text in `descriptor`'s weight and style: each fallback
  /// family in its nearest weight and style (then its regular face), then the files added
  /// with `registerFallback`.
  /// Files that fail to load are skipped.
  public func fallbackFonts(for descriptor: FontDescriptor) -> [FontFace] {
    let key = Key(family: "", weight: descriptor.weight, isItalic: descriptor.isItalic)
    let (cached, families, urls) = state.withLock {
      ($0.chains[key], $0.fallbackFamilies, $0.fallbackFiles)
    }
    if let cached { return cached }
    // A family's lighter or slanted faces may cover fewer characters (DejaVu Sans ExtraLight
    // has no symbols), so its regular face follows them.
    let styled = families.flatMap { family -> [FontFace] in
      var matching = descriptor
      matching.family = family
      let faces = [try? font(matching), try? font(FontDescriptor(family: family))]
      return faces.compactMap { $0 }.reduce(into: []) { chain, face in
        if !chain.contains(where: { $0 === face }) { chain.append(face) }
      }
    }
    let chain = styled + urls.compactMap { url in try? loadFont(url) }
    state.withLock { $0.chains[key] = chain }
    return chain
  }

  private func loadFont(_ url: URL) throws(TextError) -> FontFace {
    if let font = state.withLock({ $0.loaded[url] }) { return font }
    let font = try FontFace(contentsOf: url)
    return state.withLock { s in
      if let existing = s.loaded[url] { return existing }
      s.loaded[url] = font
      return font
    }
  }

  /// Registers the package's own fonts (`BuiltInFonts`), or keeps why they cannot be.
  private func registerBuiltInFonts() {
    let families = [BuiltInFonts.inter] + BuiltInFonts.designs + BuiltInFonts.fallbacks
    let files: [[BuiltInFontFile]]
    do {
      files = try BuiltInFonts.files(of: families)
    } catch {
      state.withLock { $0.builtInProblem = error }
      return
    }
    state.withLock { s in
      for (family, files) in zip(families, files) {
        for file in files {
          s.files[Key(family: family.name, weight: file.weight, isItalic: file.isItalic)] = file.url
        }
        if BuiltInFonts.fallbacks.contains(where: { $0.name == family.name }) {
          s.fallbackFamilies.append(family.name)
        }
      }
    }
  }
}
