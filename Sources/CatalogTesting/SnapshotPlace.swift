import Catalog
import Foundation
import Testing

// MARK: - SnapshotPlace

/// Where one `assertSnapshot` keeps its reference and writes its artefacts.
struct SnapshotPlace {
  /// The name given to `assertSnapshot`.
  let name: String
  /// `<test>.<name>[.<traits>]`: the reference's file name without `.png`.
  let id: String
  /// The folder of the test file.
  let testFolder: URL
  /// The test file's name without `.swift`.
  let testFile: String

  init(filePath: String, function: String, name: String, traits: SnapshotTraits) {
    let file = URL(fileURLWithPath: filePath)
    testFolder = file.deletingLastPathComponent()
    testFile = file.deletingPathExtension().lastPathComponent
    self.name = name
    // `rendersPill()` or `rendersPill(style:)` → `rendersPill`.
    let test = String(function.prefix { $0 != "(" })
    let suffix = traits.fileSuffix
    id = "\(test).\(Slug(name).value)" + (suffix.isEmpty ? "" : ".\(suffix)")
  }

  /// The reference file.
  var reference: URL {
    testFolder.appendingPathComponent("__Snapshots__/\(testFile)/\(id).png")
  }

  /// The reference's path as a message shows it: from `__Snapshots__` on.
  var shownPath: String { "__Snapshots__/\(testFile)/\(id).png" }

  /// The artefacts folder: `CATALOG_ARTIFACTS`, else `.build/catalog-artifacts` in the package
  /// that holds the test file, else one in the temporary folder.
  var artefactsFolder: URL {
    if let path = ProcessInfo.processInfo.environment["CATALOG_ARTIFACTS"], !path.isEmpty {
      return URL(fileURLWithPath: path, isDirectory: true)
    }
    var folder = testFolder
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
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
  func writeArtefacts(_ verification: SnapshotCheck.Verification) throws -> Artefacts {
    let folder = artefactsFolder.appendingPathComponent(testFile, isDirectory: true)
    var actual: String?
    for (kind, bytes) in images(of: verification) {
      let url = folder.appendingPathComponent("\(id).\(kind).png")
      try OutputFile.write(bytes, to: url.path)
      if kind == "actual" { actual = url.path }
    }
    return Artefacts(folder: folder.path, actual: actual)
  }

  /// Attaches the images of `verification` to the current test.
  func attach(_ verification: SnapshotCheck.Verification) {
    for (kind, bytes) in images(of: verification) {
      Attachment.record(Array(bytes), named: "\(id).\(kind).png")
    }
  }

  private func images(of verification: SnapshotCheck.Verification) -> [(String, Data)] {
    [("expected", verification.referenceBytes), ("actual", verification.renderingBytes),
     ("diff", verification.diffBytes)].compactMap { kind, bytes in bytes.map { (kind, $0) } }
  }
}
