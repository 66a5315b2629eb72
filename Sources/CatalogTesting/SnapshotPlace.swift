import Catalog
import Foundation
import Testing

// MARK: - SnapshotPlace

/// Where one `assertSnapshot` keeps its reference and writes its artefacts.
///
/// Every name in a path is made safe first: the test's name as the catalog names a
/// definition's folder (kept when it is already letters, digits, `_` and `-`, else its
/// `Slug`, so a raw identifier such as `` `../../escape` `` or `` `a/b c` `` never leaves
/// `__Snapshots__` or makes a folder), the snapshot's name as a variant's (`Slug`). Nothing is
/// written through a symbolic link in `__Snapshots__` or in the artefacts folder, and an
/// artefacts folder at, inside or around a `__Snapshots__` folder is refused.
struct SnapshotPlace {
  /// The name given to `assertSnapshot`.
  let name: String
  /// The test function as `#function` gives it, such as `rendersPill()`.
  let function: String
  /// `<test>.<name>[.<traits>]`: the reference's file name without `.png`.
  let id: String
  /// The folder of the test file.
  let testFolder: URL
  /// The test file's name without `.swift`, made safe as a folder name.
  let testFile: String
  /// The test file as `#filePath` gives it, for annotations.
  let filePath: String

  init(filePath: String, function: String, name: String, traits: SnapshotTraits) {
    let file = URL(fileURLWithPath: filePath)
    self.filePath = filePath
    testFolder = file.deletingLastPathComponent()
    testFile = Self.folderName(file.deletingPathExtension().lastPathComponent)
    self.name = name
    self.function = function
    // `rendersPill()` or `rendersPill(style:)` → `rendersPill`.
    let test = Slug.fileName(for: String(function.prefix { $0 != "(" }))
    let suffix = traits.fileSuffix
    id = "\(test).\(Slug(name).value)" + (suffix.isEmpty ? "" : ".\(suffix)")
  }

  /// A file name as the file system gave it, unless it is empty, `.` or `..` (no test file's
  /// `#filePath` gives them, a `filePath:` passed by hand may), which become their slug.
  private static func folderName(_ name: String) -> String {
    ["", ".", ".."].contains(name) ? Slug(name).value : name
  }

  /// The folder that holds every reference of the test target's files.
  var snapshotsFolder: URL { testFolder.appendingPathComponent(Self.snapshotsFolderName) }

  /// `__Snapshots__`, swift-snapshot-testing's name for the folder beside the tests.
  static let snapshotsFolderName = "__Snapshots__"

  /// The reference file.
  var reference: URL {
    snapshotsFolder.appendingPathComponent("\(testFile)/\(id).png")
  }

  /// The reference's path as a message shows it: from `__Snapshots__` on.
  var shownPath: String { "\(Self.snapshotsFolderName)/\(testFile)/\(id).png" }

  // MARK: - Writing references

  /// Refuses to record when `__Snapshots__` or the test file's folder in it is a symbolic link
  /// or no folder, so a reference is never written outside the folder beside the test.
  func checkReferenceFolders() throws(SnapshotConfigurationError) {
    for folder in [Self.snapshotsFolderName, "\(Self.snapshotsFolderName)/\(testFile)"] {
      let url = testFolder.appendingPathComponent(folder)
      var info = stat()
      guard lstat(url.path, &info) == 0 else { continue }  // created when first written
      switch info.st_mode & S_IFMT {
      case S_IFDIR:
        continue
      case S_IFLNK:
        throw SnapshotConfigurationError(
          message:
            "\(FileNames.quoted(folder)) is a symbolic link; references are written only into "
            + "real folders beside the test: replace the link with a folder")
      default:
        throw SnapshotConfigurationError(
          message:
            "\(FileNames.quoted(folder)) is not a folder; remove it so the references can be "
            + "written there")
      }
    }
  }

  // MARK: - Artefacts

  /// The artefacts folder: `CATALOG_ARTIFACTS`, else `.build/catalog-artifacts` in the package
  /// that holds the test file, else one in the temporary folder.
  var artefactsFolder: URL {
    if let path = ProcessInfo.processInfo.environment["CATALOG_ARTIFACTS"], !path.isEmpty {
      return URL(fileURLWithPath: path, isDirectory: true)
    }
    var folder = testFolder
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      {
        return folder.appendingPathComponent(".build/catalog-artifacts", isDirectory: true)
      }
      folder.deleteLastPathComponent()
    }
    return FileManager.default.temporaryDirectory.appendingPathComponent("catalog-artifacts")
  }

  /// Where the artefacts of a problem went.
  struct Artefacts {
    var folder: String
    var actual: String?
  }

  /// Writes the expected, actual and diff images of `verification` that exist.
  ///
  /// An artefacts folder that is, lies in or holds a `__Snapshots__` folder is refused (an
  /// artefact must never pass for a reference), and so is a link where the test file's
  /// folder in it should be; each image replaces what is at its name (a link included)
  /// without writing through it.
  func writeArtefacts(_ verification: SnapshotCheck.Verification) throws -> Artefacts {
    let root = artefactsFolder
    try checkArtefactsFolder(root)
    let folder = root.appendingPathComponent(testFile, isDirectory: true)
    var info = stat()
    if lstat(folder.path, &info) == 0, info.st_mode & S_IFMT != S_IFDIR {
      throw SnapshotConfigurationError(
        message:
          "the artefacts folder \(FileNames.quoted(folder.path)) is "
          + (info.st_mode & S_IFMT == S_IFLNK ? "a symbolic link" : "not a folder")
          + "; remove it, and artefacts are written into a new folder there")
    }
    var actual: String?
    for (kind, bytes) in images(of: verification) {
      let url = folder.appendingPathComponent("\(id).\(kind).png")
      try AtomicFile.write(bytes, to: url)
      if kind == "actual" { actual = url.path }
    }
    return Artefacts(folder: folder.path, actual: actual)
  }

  /// Refuses `root` as the artefacts folder when it is, lies in, or holds this test's
  /// `__Snapshots__`, or lies in any other folder of that name; folders are told apart by
  /// their identity (device and inode), so neither a link nor a bind mount hides them.
  private func checkArtefactsFolder(_ root: URL) throws(SnapshotConfigurationError) {
    let source =
      ProcessInfo.processInfo.environment["CATALOG_ARTIFACTS"].map {
        "CATALOG_ARTIFACTS=\(FileNames.quoted($0))"
      } ?? "the artefacts folder \(FileNames.quoted(root.path))"
    let artefacts = Self.folders(from: root.path)
    let references = Self.folders(from: snapshotsFolder.path)
    let relation: String?
    if let snapshots = references.chain.first, references.exists,
      let index = artefacts.chain.firstIndex(of: snapshots)
    {
      relation =
        index == 0 && artefacts.exists
        ? "is the snapshots folder \(shownFolder)"
        : "lies inside the snapshots folder \(shownFolder)"
    } else if let folder = artefacts.chain.first, artefacts.exists,
      references.chain.contains(folder)
    {
      relation = "holds the snapshots folder \(shownFolder)"
    } else if RunFolders.resolved(root.path).split(separator: "/")
      .contains(where: { $0 == Self.snapshotsFolderName })
    {
      relation = "lies inside a \(Self.snapshotsFolderName) folder"
    } else {
      relation = nil
    }
    if let relation {
      throw SnapshotConfigurationError(
        message:
          "\(source) \(relation): artefacts must never mix with references; point "
          + "CATALOG_ARTIFACTS at a folder apart from the tests, such as .build/catalog-artifacts")
    }
  }

  /// A folder as the file system knows it, whatever path leads there.
  private struct Identity: Hashable {
    var device: UInt64
    var inode: UInt64
  }

  /// The identities of the folder at `path` (links resolved), or of its nearest existing
  /// folder when it does not exist yet, and of every folder above; and whether it exists.
  private static func folders(from path: String) -> (chain: [Identity], exists: Bool) {
    let start = RunFolders.resolved(path)
    var current = start
    var chain: [Identity] = []
    var exists = false
    while true {
      var info = stat()
      if stat(current, &info) == 0 {
        if chain.isEmpty { exists = current == start }
        chain.append(Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
      }
      guard current != "/", let slash = current.lastIndex(of: "/") else { break }
      current = slash == current.startIndex ? "/" : String(current[..<slash])
    }
    return (chain, exists)
  }

  /// This test's `__Snapshots__` folder for messages, quoted.
  private var shownFolder: String { FileNames.quoted(snapshotsFolder.path) }

  /// Attaches the images of `verification` to the current test.
  func attach(_ verification: SnapshotCheck.Verification) {
    for (kind, bytes) in images(of: verification) {
      Attachment.record(Array(bytes), named: "\(id).\(kind).png")
    }
  }

  private func images(of verification: SnapshotCheck.Verification) -> [(String, Data)] {
    [
      ("expected", verification.referenceBytes), ("actual", verification.renderingBytes),
      ("diff", verification.diffBytes),
    ].compactMap { kind, bytes in bytes.map { (kind, $0) } }
  }
}
