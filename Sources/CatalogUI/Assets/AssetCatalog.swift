import Foundation
import PNG
import Raster

// MARK: - AssetCatalog

/// Reads colour sets and image sets from the `.xcassets` folders of a bundle, as Xcode's asset
/// catalogues are read by `Color("Name", bundle:)` and `Image("name", bundle:)`.
///
/// On Linux nothing compiles the catalogue: the adopter copies the folder into its bundle
/// (`resources: [.copy("Assets.xcassets")]`) and it is read as written. A name is looked up in
/// every `.xcassets` folder at the bundle's top level (and one level down), through the
/// catalogue's groups; `"Group/Name"` names a set inside a group folder. Results are kept for
/// the life of the process.
nonisolated enum AssetCatalog {
  /// What a colour set holds: the colour for light and dark appearance.
  struct ColorAsset: Sendable {
    let light: ColorU8
    let dark: ColorU8
  }

  /// One PNG of an image set: its file and the scale it was drawn for.
  struct ImageFile: Sendable {
    let url: URL
    let scale: Double
  }

  /// What an image set holds: its files for light and for dark appearance.
  struct ImageAsset: Sendable {
    let light: [ImageFile]
    let dark: [ImageFile]
  }

  /// Why an asset could not be read; the text of the diagnostic.
  struct Problem: Error, Sendable {
    let message: String
  }

  /// The most sets' folders a lookup walks, so a huge or looping tree cannot stall a render.
  static let maxEntries = 20_000
  /// The largest `Contents.json` read.
  static let maxContentsBytes = 1 << 20

  private static let cache = AssetCache()

  // MARK: - Lookups

  /// The colour set `name` in `bundle`, or why there is none.
  static func color(named name: String, in bundle: Bundle) -> Result<ColorAsset, Problem> {
    let key = "color\u{0}\(bundle.bundlePath)\u{0}\(name)"
    if let cached: Result<ColorAsset, Problem> = cache.value(for: key) { return cached }
    let result = Result { () throws(Problem) in
      let folder = try find(name, kind: "colorset", in: bundle)
      return try readColorSet(folder, name: name, bundle: bundle)
    }
    cache.store(result, for: key)
    return result
  }

  /// The image set `name` in `bundle`, or why there is none.
  static func image(named name: String, in bundle: Bundle) -> Result<ImageAsset, Problem> {
    let key = "image\u{0}\(bundle.bundlePath)\u{0}\(name)"
    if let cached: Result<ImageAsset, Problem> = cache.value(for: key) { return cached }
    let result = Result { () throws(Problem) in
      let folder = try find(name, kind: "imageset", in: bundle)
      return try readImageSet(folder, name: name, bundle: bundle)
    }
    cache.store(result, for: key)
    return result
  }

  /// How a bundle is named in a diagnostic: its path.
  static func describe(_ bundle: Bundle) -> String {
    bundle == Bundle.main ? "the main bundle (\(bundle.bundlePath))" : "bundle \(bundle.bundlePath)"
  }

  // MARK: - Finding a set

  /// The `.xcassets` folders of a bundle: at the top of its resources, or one folder down
  /// (SwiftPM's `.copy("Resources")` of a folder holding the catalogue).
  static func catalogs(in bundle: Bundle) -> [URL] {
    let root = URL(fileURLWithPath: bundle.resourcePath ?? bundle.bundlePath)
    let manager = FileManager.default
    var found: [URL] = []
    let top = (try? manager.contentsOfDirectory(atPath: root.path))?.sorted() ?? []
    for entry in top {
      let url = root.appendingPathComponent(entry)
      if entry.hasSuffix(".xcassets") {
        found.append(url)
      } else if isDirectory(url) {
        let inner = (try? manager.contentsOfDirectory(atPath: url.path))?.sorted() ?? []
        found += inner.filter { $0.hasSuffix(".xcassets") }.map { url.appendingPathComponent($0) }
      }
    }
    return found
  }

  private static func isDirectory(_ url: URL) -> Bool {
    var directory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &directory)
      && directory.boolValue
  }

  /// The folder `<name>.<kind>` in the bundle's catalogues: through the group folders named
  /// by `name`'s path, else anywhere in the catalogue's groups.
  private static func find(_ name: String, kind: String, in bundle: Bundle) throws(Problem)
    -> URL
  {
    let what = kind == "colorset" ? "colour set" : "image set"
    guard !name.isEmpty, !name.split(separator: "/").contains(where: { $0 == ".." || $0 == "." })
    else {
      throw Problem(message: "the asset name \(quoted(name)) is not a valid \(what) name")
    }
    let catalogs = catalogs(in: bundle)
    guard !catalogs.isEmpty else {
      throw Problem(
        message: "no \(what) \(quoted(name)): \(describe(bundle)) has no .xcassets folder "
          + "(copy it into the bundle: resources: [.copy(\"Assets.xcassets\")])")
    }
    let leaf = "\(name.split(separator: "/").last.map(String.init) ?? name).\(kind)"
    for catalog in catalogs {
      let direct = catalog.appendingPathComponent("\(name).\(kind)")
      if isDirectory(direct) { return direct }
      var budget = maxEntries
      if let found = search(catalog, for: leaf, depth: 0, budget: &budget) { return found }
    }
    throw Problem(
      message:
        "no \(what) \(quoted(name)) in \(catalogs.map(\.lastPathComponent).joined(separator: ", ")) "
        + "of \(describe(bundle))")
  }

  /// A depth-first search of group folders for `leaf`, in name order, within a budget.
  private static func search(_ folder: URL, for leaf: String, depth: Int, budget: inout Int)
    -> URL?
  {
    guard depth < 16, budget > 0,
      let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
    else { return nil }
    budget -= entries.count
    for entry in entries.sorted() {
      let url = folder.appendingPathComponent(entry)
      if entry == leaf, isDirectory(url) { return url }
    }
    for entry in entries.sorted() where !entry.contains(".") {
      let url = folder.appendingPathComponent(entry)
      // A group folder; a link to a folder is not followed, so a loop cannot recurse.
      guard !isSymbolicLink(url), isDirectory(url) else { continue }
      if let found = search(url, for: leaf, depth: depth + 1, budget: &budget) { return found }
    }
    return nil
  }

  private static func isSymbolicLink(_ url: URL) -> Bool {
    let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
    return attributes?[.type] as? FileAttributeType == .typeSymbolicLink
  }

  // MARK: - Contents.json

  /// One entry of a set's `Contents.json` (`colors` or `images`): its appearance and fields.
  private struct Entry {
    let fields: [String: Any]
    let isDark: Bool
    /// Whether it is for a contrast or other appearance CatalogUI does not render.
    let isOtherAppearance: Bool
  }

  private static func readContents(
    _ folder: URL, list: String, name: String, what: String, bundle: Bundle
  ) throws(Problem) -> [Entry] {
    let file = folder.appendingPathComponent("Contents.json")
    let place = "\(what) \(quoted(name)) in \(describe(bundle))"
    guard let handle = try? FileHandle(forReadingFrom: file) else {
      throw Problem(message: "\(place): \(file.path) cannot be read")
    }
    defer { try? handle.close() }
    let data = (try? handle.read(upToCount: maxContentsBytes + 1)) ?? Data()
    guard data.count <= maxContentsBytes else {
      throw Problem(message: "\(place): \(file.path) is larger than \(maxContentsBytes) bytes")
    }
    guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw Problem(message: "\(place): \(file.path) is not a JSON object")
    }
    guard let items = json[list] as? [[String: Any]] else {
      throw Problem(message: "\(place): \(file.path) has no \"\(list)\" array")
    }
    return items.compactMap { item in
      if let idiom = item["idiom"] as? String,
        !["universal", "iphone", "ipad"].contains(idiom)
      {
        return nil
      }
      var dark = false
      var other = false
      for appearance in item["appearances"] as? [[String: Any]] ?? [] {
        let kind = appearance["appearance"] as? String
        let value = appearance["value"] as? String
        if kind == "luminosity", value == "dark" {
          dark = true
        } else if !(kind == "luminosity" && value == "light") {
          other = true
        }
      }
      return Entry(fields: item, isDark: dark, isOtherAppearance: other)
    }
  }

  // MARK: - Colour sets

  private static func readColorSet(_ folder: URL, name: String, bundle: Bundle) throws(Problem)
    -> ColorAsset
  {
    let what = "colour set"
    let place = "\(what) \(quoted(name)) in \(describe(bundle))"
    let entries = try readContents(
      folder, list: "colors", name: name, what: what, bundle: bundle
    ).filter { !$0.isOtherAppearance }
    func color(_ entry: Entry) throws(Problem) -> ColorU8 {
      guard let spec = entry.fields["color"] as? [String: Any],
        let components = spec["components"] as? [String: Any]
      else { throw Problem(message: "\(place): an entry has no \"color\" with \"components\"") }
      return try parseColor(components, space: spec["color-space"] as? String, place: place)
    }
    guard let base = entries.first(where: { !$0.isDark }) ?? entries.first else {
      throw Problem(message: "\(place): Contents.json lists no colour for iPhone")
    }
    let light = try color(base)
    let dark = try entries.first(where: \.isDark).map { entry throws(Problem) in try color(entry) }
    return ColorAsset(light: light, dark: dark ?? light)
  }

  /// A colour from a colour set's components: floats 0…1 ("0.478"), integers 0…255 ("122"),
  /// or hexadecimal ("0x7A"), as Xcode writes them; alpha is always 0…1.
  static func parseColor(_ components: [String: Any], space: String?, place: String)
    throws(Problem) -> ColorU8
  {
    let supported = ["srgb", "extended-srgb", "gray-gamma-22", "extended-gray", nil]
    guard supported.contains(space) else {
      throw Problem(
        message: "\(place): the colour space \(quoted(space ?? "")) is not supported "
          + "(use sRGB or Gray Gamma 2.2 in Xcode's attributes inspector)")
    }
    func value(_ key: String, isAlpha: Bool = false) throws(Problem) -> Double {
      guard let raw = components[key] else {
        throw Problem(message: "\(place): the component \"\(key)\" is missing")
      }
      let number: Double?
      if let n = raw as? NSNumber, !(raw is String) {
        number = n.doubleValue
      } else if let text = (raw as? String)?.trimmingCharacters(in: .whitespaces) {
        if text.lowercased().hasPrefix("0x"), !isAlpha {
          number = UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
        } else if !text.contains("."), !isAlpha, let integer = Int(text) {
          number = (0...255).contains(integer) ? Double(integer) / 255 : nil
        } else {
          number = Double(text)
        }
      } else {
        number = nil
      }
      guard let number, number.isFinite else {
        throw Problem(
          message: "\(place): the component \"\(key)\" is \(quoted("\(raw)")), not a number")
      }
      return min(max(number, 0), 1)
    }
    let alpha = components["alpha"] == nil ? 1 : try value("alpha", isAlpha: true)
    func byte(_ v: Double) -> UInt8 { UInt8(v * 255, rounding: .toNearestOrAwayFromZero) }
    if components["white"] != nil {
      let w = byte(try value("white"))
      return ColorU8(r: w, g: w, b: w, a: byte(alpha))
    }
    return ColorU8(
      r: byte(try value("red")), g: byte(try value("green")), b: byte(try value("blue")),
      a: byte(alpha))
  }

  // MARK: - Image sets

  private static func readImageSet(_ folder: URL, name: String, bundle: Bundle) throws(Problem)
    -> ImageAsset
  {
    let what = "image set"
    let place = "\(what) \(quoted(name)) in \(describe(bundle))"
    let entries = try readContents(
      folder, list: "images", name: name, what: what, bundle: bundle
    ).filter { !$0.isOtherAppearance }
    var light: [ImageFile] = []
    var dark: [ImageFile] = []
    var unsupported: [String] = []
    for entry in entries {
      guard let file = entry.fields["filename"] as? String else { continue }
      guard !file.contains("/"), file != "..", file != "." else {
        throw Problem(message: "\(place): the file name \(quoted(file)) leaves the set's folder")
      }
      guard file.lowercased().hasSuffix(".png") else {
        unsupported.append(file)
        continue
      }
      let scaleText = (entry.fields["scale"] as? String) ?? "1x"
      let scale = Double(scaleText.dropLast()) ?? 1
      let image = ImageFile(url: folder.appendingPathComponent(file), scale: scale)
      if entry.isDark { dark.append(image) } else { light.append(image) }
    }
    guard !light.isEmpty || !dark.isEmpty else {
      let reason =
        unsupported.isEmpty
        ? "Contents.json names no image file"
        : "only \(unsupported.map(quoted).joined(separator: ", ")) (CatalogUI reads PNG files)"
      throw Problem(message: "\(place): \(reason)")
    }
    return ImageAsset(light: light.isEmpty ? dark : light, dark: dark.isEmpty ? light : dark)
  }

  /// The file of a set to draw at `displayScale`: the one drawn for that scale, else the 1×
  /// one, else the largest.
  static func bestFile(_ files: [ImageFile], displayScale: Double) -> ImageFile? {
    files.first { $0.scale == displayScale } ?? files.first { $0.scale == 1 }
      ?? files.max { $0.scale < $1.scale }
  }

  private static func quoted(_ text: String) -> String { "\"\(text)\"" }
}

// MARK: - AssetCache

/// Lookups already made, by kind, bundle and name.
private final class AssetCache: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [String: Any] = [:]

  func value<T>(for key: String) -> T? {
    lock.lock()
    defer { lock.unlock() }
    return values[key] as? T
  }

  func store(_ value: some Any, for key: String) {
    lock.lock()
    defer { lock.unlock() }
    if values.count > 4_096 { values.removeAll() }
    values[key] = value
  }
}

// MARK: - Loading an image set

extension AssetCatalog {
  /// The PNG of image set `name` to draw in `environment` and its scale; `nil`, with a
  /// diagnostic, when there is none or it cannot be decoded.
  static func loadImage(
    named name: String, bundle: Bundle?, environment: EnvironmentValues, diagnostics: Diagnostics
  ) -> (pixmap: Pixmap, scale: Double)? {
    let bundle = bundle ?? .main
    switch image(named: name, in: bundle) {
    case .failure(let problem):
      diagnostics.report("Image: \(problem.message)")
      return nil
    case .success(let asset):
      let files = environment.colorScheme == .dark ? asset.dark : asset.light
      let scale = max(environment.displayScale, 1)
      guard let file = bestFile(files, displayScale: scale) else { return nil }
      do {
        let pixmap = try PNGDecoder.read(contentsOf: file.url)
        return (pixmap, file.scale > 0 && file.scale.isFinite ? file.scale : 1)
      } catch {
        diagnostics.report(
          "Image: image set \"\(name)\" in \(describe(bundle)): \(file.url.lastPathComponent): "
            + "\(error)")
        return nil
      }
    }
  }
}
