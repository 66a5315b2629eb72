import Foundation
import Hashing
import Synchronization

// MARK: - ArtefactWriter

/// Writes the images a report points at under `<report>/images/<kind>/<id>.png`, and deletes
/// only images it can prove an earlier run wrote.
///
/// Runs repeat: a file that already holds an image's bytes (the previous run wrote it) is left
/// alone. `finish()` writes a manifest (`.catalog-manifest`: each image's path and a 128-bit
/// hash of its bytes) and deletes the images the previous manifest lists that this run no
/// longer points at, and only while their bytes still hash as listed; a file the tool did not
/// write, or one changed since, is never deleted, wherever the report folder is.
///
/// The first image that cannot be written (a read-only or full disk) ends writing: the run
/// keeps its verdicts, and `failure` is reported once instead of failing every snapshot.
final class ArtefactWriter: Sendable {
  /// Which image of a snapshot.
  enum Kind: String, Sendable { case expected, actual, diff }

  /// The manifest's file name in the report folder.
  static let manifestName = ".catalog-manifest"

  let reportDirectory: URL
  private let state = Mutex(State())

  private struct State {
    /// Relative path → hash of the bytes this run wrote or found there.
    var written: [String: String] = [:]
    var failure: CatalogError?
  }

  /// Writes images under `reportDirectory`.
  init(reportDirectory: URL) {
    self.reportDirectory = reportDirectory
  }

  /// Why writing images stopped, if it did.
  var failure: CatalogError? { state.withLock { $0.failure } }

  /// Writes one image unless its file already holds `data`; returns its path relative to the
  /// report directory, or `nil` once writing has failed (see `failure`).
  func write(_ data: Data, kind: Kind, id: String) -> String? {
    write(data, at: "images/\(kind.rawValue)/\(id).png")
  }

  /// Writes `data` at `relative` (a path below `images/`) as `write(_:kind:id:)` does.
  func write(_ data: Data, at relative: String) -> String? {
    guard failure == nil else { return nil }
    let path = reportDirectory.path + "/" + relative
    if !Self.holds(path, data) {
      do {
        try AtomicFile.write(data, to: URL(fileURLWithPath: path))
      } catch {
        state.withLock { $0.failure = $0.failure ?? error }
        return nil
      }
    }
    let hash = Self.hash(data)
    state.withLock { $0.written[relative] = hash }
    return relative
  }

  /// Deletes the previous run's images that this run did not write again (those whose bytes
  /// are still as the previous manifest lists), then writes this run's manifest. Returns the
  /// first failure of the run's writing, or of writing the manifest.
  @discardableResult
  func finish() -> CatalogError? {
    if let failure { return failure }
    let written = state.withLock { $0.written }
    let base = reportDirectory.path
    var kept = written
    var folders = Set<String>()
    for (file, hash) in Self.readManifest(in: base) where written[file] == nil {
      let path = base + "/" + file
      guard Self.isRegularFile(path),
        let bytes = FileManager.default.contents(atPath: path), Self.hash(bytes) == hash
      else { continue }
      if unlink(path) == 0 {
        if let slash = file.lastIndex(of: "/") { folders.insert(String(file[..<slash])) }
      } else {
        kept[file] = hash
      }
    }
    // Deepest first; `rmdir` leaves folders that still hold files, and stops at the report
    // folder itself.
    for folder in folders.sorted(by: { $0.count > $1.count }) {
      var path = folder
      while true {
        guard rmdir(base + "/" + path) == 0, let slash = path.lastIndex(of: "/") else { break }
        path = String(path[..<slash])
      }
    }
    do {
      try Self.writeManifest(kept, in: base)
    } catch {
      state.withLock { $0.failure = $0.failure ?? error }
      return error
    }
    return nil
  }

  // MARK: - Manifest

  private struct Manifest: Codable {
    static let formatTag = "catalog-manifest/1"
    var format: String
    /// Relative path → 32 hex digits of XXH3-128 of the file's bytes.
    var files: [String: String]
  }

  /// Whether `directory` holds a manifest of this tool's.
  static func hasManifest(in directory: String) -> Bool {
    isRegularFile(directory + "/" + manifestName)
  }

  private static func readManifest(in directory: String) -> [String: String] {
    guard let data = FileManager.default.contents(atPath: directory + "/" + manifestName),
      let manifest = try? JSONDecoder().decode(Manifest.self, from: data),
      manifest.format == Manifest.formatTag
    else { return [:] }
    // Only images below `images/`, and no way out of it: a hand-edited manifest must not
    // reach other files.
    return manifest.files.filter { path, _ in
      path.hasPrefix("images/") && !path.split(separator: "/").contains("..")
    }
  }

  private static func writeManifest(_ files: [String: String], in directory: String)
    throws(CatalogError)
  {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data: Data
    do {
      data = try encoder.encode(Manifest(format: Manifest.formatTag, files: files))
    } catch {
      throw .failure("cannot encode the report manifest: \(error)")
    }
    try AtomicFile.write(data, to: URL(fileURLWithPath: directory + "/" + manifestName))
  }

  // MARK: - Files

  private static func hash(_ data: Data) -> String {
    data.withUnsafeBytes { XXH3.hash128($0).hex }
  }

  private static func isRegularFile(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
  }

  /// Whether the regular file at `path` holds exactly `data`.
  private static func holds(_ path: String, _ data: Data) -> Bool {
    var info = stat()
    guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
      Int(info.st_size) == data.count
    else { return false }
    return FileManager.default.contents(atPath: path) == data
  }
}
