import Catalog
import CatalogUI
import Foundation
import Raster
import Testing

// MARK: - assertSnapshot

/// Renders `view` exactly as the catalog renders a variant and compares it with the reference
/// beside the test file, `__Snapshots__/<TestFile>/<test>.<name>.png` (swift-snapshot-testing's
/// layout), byte for byte what `catalog record` would write for the same view and settings.
///
/// `<test>` is the test function's name as the catalog names a definition's folder (a raw
/// identifier such as `` `a/b c` `` becomes its slug, `a-b-c`) and `<name>` is `name` slugged
/// as a variant's name. Two calls that would share one reference in a test process are an
/// error (see `SnapshotClaims`), so a recording always settles.
///
/// `scale` is pixels per point: by default the device's for a `.device` layout (3 for an
/// iPhone 15), else 2.
///
/// It never writes unless asked (see `SnapshotRecordMode`), and never through a symbolic link
/// in `__Snapshots__`. A failure says what differs with the figures `verify` prints, writes
/// the expected, actual and diff images to `CATALOG_ARTIFACTS` (by default
/// `.build/catalog-artifacts` in the package; never at, in or around a `__Snapshots__`
/// folder) and attaches them to the test.
@MainActor
public func assertSnapshot(
  of view: some View,
  named name: String,
  layout: SnapshotSettings.Layout = .sizeThatFits,
  traits: SnapshotTraits = SnapshotTraits(),
  comparison: SnapshotComparison = .exact,
  scale: Double? = nil,
  record: SnapshotRecordMode? = nil,
  fileID: String = #fileID,
  filePath: String = #filePath,
  function: String = #function,
  line: Int = #line,
  column: Int = #column
) {
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  let place = SnapshotPlace(filePath: filePath, function: function, name: name, traits: traits)
  do {
    var settings = SnapshotSettings()
    settings.layout = layout
    settings.comparison = comparison
    settings.scale = scale
    let pixmap = try SnapshotRenderer.render(
      view, name: "snapshot '\(name)'", settings: settings, traits: traits)
    let mode = try record ?? SnapshotRecordMode.current()
    try SnapshotClaims.claim(place, location: location, pixmap: pixmap)
    try check(pixmap, at: place, comparison: comparison, mode: mode, location: location)
  } catch {
    SnapshotAnnotations.fail("\(error)", name: name, file: filePath, at: location)
  }
}

// MARK: - SnapshotAnnotations

/// How `assertSnapshot` reports a failure: an issue at the call, and, when `GITHUB_ACTIONS` is
/// `true`, a workflow command that annotates the call's line in the pull request (at most
/// `GitHubReport.limit` per test process, then one warning saying how many more there are).
@MainActor
public enum SnapshotAnnotations {
  /// Whether failures print workflow commands: `GITHUB_ACTIONS` is `true`.
  public static var isEnabled = ProcessInfo.processInfo.environment["GITHUB_ACTIONS"] == "true"
  /// Where a workflow command goes: standard output, as GitHub reads it.
  public static var write: (String) -> Void = { print($0) }
  /// How many failures were reported in this process.
  public private(set) static var count = 0

  /// Records `message` as an issue at `location` (in `file`) and annotates it for GitHub when
  /// enabled.
  static func fail(
    _ message: String, name: String, file: String, at location: SourceLocation
  ) {
    Issue.record(Comment(rawValue: message), sourceLocation: location)
    guard isEnabled else { return }
    count += 1
    if count <= GitHubReport.limit {
      write(
        GitHubReport.annotation(
          file: file, line: location.line,
          title: "assertSnapshot '\(name)' failed", message: message,
          relativeTo: FileManager.default.currentDirectoryPath))
    } else if count == GitHubReport.limit + 1 {
      write(
        "::warning::more assertSnapshot failures are not annotated; the test log lists every one")
    }
  }

  /// Starts counting again, as a new test process would: for tests of the cap.
  public static func reset() { count = 0 }
}

/// Compares or records one rendering and records an issue for anything but a pass.
@MainActor
private func check(
  _ pixmap: Pixmap, at place: SnapshotPlace, comparison: SnapshotComparison,
  mode: SnapshotRecordMode, location: SourceLocation
) throws {
  let reference = place.reference
  let shown = place.shownPath
  if mode == .all {
    try place.checkReferenceFolders()
    let recording = try SnapshotCheck.record(pixmap, at: reference, name: place.id)
    if recording.isWritten {
      SnapshotAnnotations.fail(
        "recorded \(shown) (\(recording.message ?? "written")); run the test again without "
          + "recording to check against it",
        name: place.name, file: place.filePath, at: location)
    }
    return
  }
  let verification = try SnapshotCheck.verify(
    pixmap, against: reference, comparison: comparison, name: place.id)
  switch verification.verdict {
  case .passed:
    return
  case .missing where mode != .never, .failed where mode == .failed,
    .unreadable where mode == .failed:
    try place.checkReferenceFolders()
    _ = try SnapshotCheck.record(pixmap, at: reference, name: place.id)
    let was =
      verification.verdict == .missing ? "no reference" : verification.reason ?? "it differed"
    SnapshotAnnotations.fail(
      "recorded \(shown) (\(was)); run the test again without recording to check against it",
      name: place.name, file: place.filePath, at: location)
  case .missing:
    let artefacts = try place.writeArtefacts(verification)
    SnapshotAnnotations.fail(
      "no reference at \(shown); the rendering is at \(artefacts.actual ?? "?"); run the test "
        + "with CATALOG_RECORD=missing to record it",
      name: place.name, file: place.filePath, at: location)
    place.attach(verification)
  case .unreadable, .failed:
    let artefacts = try place.writeArtefacts(verification)
    let what =
      verification.verdict == .failed
      ? "differs from \(shown): \(verification.reason ?? "the pixels differ")"
      : "cannot compare with \(shown): \(verification.reason ?? "unreadable")"
    SnapshotAnnotations.fail(
      "snapshot '\(place.name)' \(what); expected, actual and diff images are in "
        + "\(artefacts.folder); if the change is intended, run the test with "
        + "CATALOG_RECORD=failed",
      name: place.name, file: place.filePath, at: location)
    place.attach(verification)
  }
}
