import Foundation
import Synchronization

// MARK: - FontRegistry

/// The fonts text can use: families by weight and style, loaded on first use, plus a fallback
/// chain for characters the chosen font lacks.
///
/// `shared` knows Inter (Debian `fonts-inter`) in every weight with italics, and falls back to
/// DejaVu Sans and Noto Sans Hebrew and Arabic when they are installed.
public final class FontRegistry: Sendable {
  /// Where Debian installs fonts.
  public static let systemDirectories = [
    "/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/dejavu",
    "/usr/share/fonts/truetype/noto",
  ]

  private struct Key: Hashable {
    var family: String
    var weight: FontWeight
    var isItalic: Bool
  }

  private struct State {
    var files: [Key: URL] = [:]
    var loaded: [URL: FontFace] = [:]
    var fallbackFiles: [URL] = []
  }

  private let state = Mutex(State())

  /// The registry every view uses by default.
  public static let shared: FontRegistry = {
    let registry = FontRegistry()
    registry.registerSystemFonts()
    return registry
  }()

  /// An empty registry.
  public init() {}

  /// Registers a font file under a family, weight and style; the file is loaded on first use.
  public func register(fileAt url: URL, family: String, weight: FontWeight = .regular,
                       isItalic: Bool = false) throws(TextError) {
    _ = try loadFont(url)
    state.withLock { $0.files[Key(family: family, weight: weight, isItalic: isItalic)] = url }
  }

  /// Adds a font at the end of the fallback chain.
  public func registerFallback(fileAt url: URL) {
    state.withLock { $0.fallbackFiles.append(url) }
  }

  /// Every registered family, sorted.
  public var families: [String] {
    state.withLock { Set($0.files.keys.map(\.family)).sorted() }
  }

  /// The font for a descriptor: the exact weight and style, or the nearest weight of the family.
  public func font(_ descriptor: FontDescriptor) throws(TextError) -> FontFace {
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
      throw TextError("unknown font family '\(descriptor.family)'; available: "
        + (known.isEmpty ? "none (install fonts-inter)" : known.joined(separator: ", ")))
    }
    return try loadFont(url)
  }

  /// The fallback fonts in order, loaded; files that fail to load are skipped.
  public var fallbackFonts: [FontFace] {
    let urls = state.withLock { $0.fallbackFiles }
    return urls.compactMap { url in try? loadFont(url) }
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

  private func registerSystemFonts() {
    let inter = URL(fileURLWithPath: "/usr/share/fonts/opentype/inter")
    state.withLock { s in
      for weight in FontWeight.allCases {
        for italic in [false, true] {
          var name = "Inter-" + weight.interStyleName
          if italic { name = weight == .regular ? "Inter-Italic" : name + "Italic" }
          let url = inter.appendingPathComponent(name + ".otf")
          if FileManager.default.fileExists(atPath: url.path) {
            s.files[Key(family: "Inter", weight: weight, isItalic: italic)] = url
          }
        }
      }
      let fallbacks = [
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf",
        "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf",
      ]
      for path in fallbacks where FileManager.default.fileExists(atPath: path) {
        s.fallbackFiles.append(URL(fileURLWithPath: path))
      }
      if let dejavu = s.fallbackFiles.first {
        s.files[Key(family: "DejaVu Sans", weight: .regular, isItalic: false)] = dejavu
      }
    }
  }
}
