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
/// Every file is written, read and deleted through a `ReportFolder`: never through a link
/// below the report folder, never in a folder of the snapshots tree.
///
/// The first image that cannot be written (a read-only or full disk, a link in the way) ends
/// writing: the run keeps its verdicts, and `failure` is reported once instead of failing
/// every snapshot.
final class ArtefactWriter: Sendable {
  /// Which image of a snapshot.
  enum Kind: String, Sendable { case expected, actual, diff }

  /// The manifest's file name in the report folder.
  static let manifestName = ".catalog-manifest"

  let reportDirectory: URL
  private let folder: ReportFolder
  private let state = Mutex(State())

  private struct State {
    /// Relative path → hash of the bytes this run wrote or found there.
    var written: [String: String] = [:]
    /// What `written` gained since `takeWritten()` was last called.
    var fresh: [String: String] = [:]
    var failure: CatalogError?
    /// The report folders images are copied from, opened once each.
    var sources: [String: ReportFolder] = [:]
  }

  /// Writes images under `reportDirectory`, never into a folder of `snapshotsDirectories`
  /// (the snapshots folders the report is about), however it is reached.
  init(reportDirectory: URL, apartFrom snapshotsDirectories: [String]) {
    self.reportDirectory = reportDirectory
    folder = ReportFolder(reportDirectory, apartFrom: snapshotsDirectories)
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
    do {
      try folder.write(data, at: relative, keepingEqualFile: true)
    } catch {
      state.withLock { $0.failure = $0.failure ?? error }
      return nil
    }
    let hash = Self.hash(data)
    state.withLock {
      $0.written[relative] = hash
      $0.fresh[relative] = hash
    }
    return relative
  }

  /// The images written since the last call (path → hash) and why writing stopped, if it did:
  /// what a worker process hands the run that `finish()`es the folder.
  func takeWritten() -> (written: [String: String], failure: String?) {
    state.withLock { state in
      defer { state.fresh = [:] }
      return (state.fresh, state.failure?.description)
    }
  }

  /// Counts images a worker process wrote (and its failure) as written by this run.
  func adopt(_ written: [String: String], failure: String?) {
    state.withLock { state in
      state.written.merge(written) { _, new in new }
      if let failure, state.failure == nil { state.failure = .failure(failure) }
    }
  }

  /// Copies the image at `relative` (a path below `images/`) in the report folder `source` to
  /// the same path here, as `write(_:at:)` writes; the image is read only as a regular file
  /// reached without following a link below `source`, and the error says why it cannot be.
  func copy(_ relative: String, from source: URL) throws(CatalogError) -> String? {
    let folder = state.withLock { state in
      if let open = state.sources[source.path] { return open }
      let folder = ReportFolder(source, apartFrom: [])
      state.sources[source.path] = folder
      return folder
    }
    let path = folder.path + "/" + relative
    switch folder.read(relative) {
    case .file(let data):
      return write(data, at: relative)
    case .missing:
      throw .file(.reportImageMissing(path: path))
    case .unreadable(let reason), .refused(let reason):
      throw .file(.reportImageUnreadable(path: path, reason: reason))
    }
  }

  /// Deletes the previous run's images that this run did not write again (those whose bytes
  /// are still as the previous manifest lists), then writes this run's manifest. Returns the
  /// first failure of the run's writing, or of cleaning up or writing the manifest.
  @discardableResult
  func finish() -> CatalogError? {
    defer {
      folder.close()
      state.withLock { $0.sources = [:] }
    }
    if let failure { return failure }
    let written = state.withLock { $0.written }
    var kept = written
    var folders = Set<String>()
    var refusal: CatalogError?
    // In path order, so a refusal names the same file on every run.
    let previous = Self.readManifest(in: folder).sorted { $0.key < $1.key }
    for (file, hash) in previous where written[file] == nil {
      do {
        switch try folder.remove(file, if: { Self.hash($0) == hash }) {
        case .deleted:
          if let slash = file.lastIndex(of: "/") { folders.insert(String(file[..<slash])) }
        case .left: break
        case .failed: kept[file] = hash
        }
      } catch {
        // Kept listed: once the link is gone, the next run deletes the image.
        kept[file] = hash
        refusal =
          refusal
          ?? .file(
            .cannotDeletePreviousImage(path: folder.path + "/" + file, reason: error.description))
      }
    }
    // Deepest first; a folder that still holds files stays, and so does the report folder.
    for start in folders.sorted(by: { $0.count > $1.count }) {
      var path = start
      while folder.removeFolder(path), let slash = path.lastIndex(of: "/") {
        path = String(path[..<slash])
      }
    }
    do {
      try Self.writeManifest(kept, in: folder)
    } catch {
      state.withLock { $0.failure = $0.failure ?? error }
      return error
    }
    if let refusal { state.withLock { $0.failure = $0.failure ?? refusal } }
    return refusal
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
    var info = stat()
    let path = directory + "/" + manifestName
    return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
  }

  private static func readManifest(in folder: ReportFolder) -> [String: String] {
    guard case .file(let data) = folder.read(manifestName),
      let manifest = try? JSONDecoder().decode(Manifest.self, from: data),
      manifest.format == Manifest.formatTag
    else { return [:] }
    // Only images below `images/`, named as this tool names them: a hand-edited manifest
    // must not reach other files, and a path it could not have written is not its own.
    return manifest.files.filter { path, _ in
      path.hasPrefix("images/")
        && path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
          !$0.isEmpty && $0 != "." && $0 != ".."
        }
    }
  }

  private static func writeManifest(_ files: [String: String], in folder: ReportFolder)
    throws(CatalogError)
  {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data: Data
    do {
      data = try encoder.encode(Manifest(format: Manifest.formatTag, files: files))
    } catch {
      throw .file(.cannotEncodeManifest(reason: "\(error)"))
    }
    try folder.write(data, at: manifestName)
  }

  // MARK: - Files

  private static func hash(_ data: Data) -> String {
    data.withUnsafeBytes { XXH3.hash128($0).hex }
  }
}
