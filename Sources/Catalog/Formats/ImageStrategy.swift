import Foundation
import Hashing

// MARK: - ImageStrategy

/// The PNG of the rendering: recorded and compared through `SnapshotCheck` (fingerprints,
/// foreign chunks, the snapshot's comparison), with the expected, actual and diff images in
/// the report and the difference's figures in JUnit. The gallery's cards and review modes are
/// its view, so it adds nothing to the page.
struct ImageStrategy: SnapshotStrategy {
  /// The rendering keys the references were recorded with; empty until `prepared(for:)`.
  var keys = RenderingKeys.empty

  var name: String { "image" }
  var referenceFormat: SnapshotFormat? { .image }
  var gallery: GalleryView { .none }

  func prepared(for run: SnapshotRunContext) throws(CatalogError) -> ImageStrategy {
    var prepared = self
    if !run.configuration.decodesEveryReference {
      prepared.keys = RenderingKeys.load(from: run.configuration.renderingKeysURL)
    }
    return prepared
  }

  func check(_ snapshot: SnapshotContext, into entry: inout RunReport.Entry) {
    entry.width = snapshot.rendering.pixelWidth
    entry.height = snapshot.rendering.pixelHeight
    if let key = snapshot.rendering.contentKey, let bytes = vouchedReference(snapshot, key) {
      // The reference was recorded from these very inputs: it holds these pixels, and the
      // line's findings are the audit's findings of them.
      entry.status = snapshot.mode == .verify ? .passed : .unchanged
      entry.images.expected = snapshot.artefacts.writer.write(
        bytes, kind: .expected, id: snapshot.item.id)
      entry.renderingKey = RunReport.RenderingKey(
        key: key.hex, file: bytes.withUnsafeBytes { XXH3.hash128($0) }.hex, rasterized: false)
      return
    }
    _ = snapshot.rendering.pixmap
    if let failure = snapshot.rendering.rasterFailure {
      entry.status = .error
      entry.message = "rendering '\(snapshot.item.id)' failed: \(failure)"
      return
    }
    switch snapshot.mode {
    case .record: record(snapshot, into: &entry)
    case .verify: verify(snapshot, into: &entry)
    }
    if let key = snapshot.rendering.contentKey {
      entry.renderingKey = RunReport.RenderingKey(
        key: key.hex, file: writtenFileHash(snapshot, entry), rasterized: true)
    }
  }

  /// The reference's bytes when its line in `rendering-keys.txt` vouches that they hold the
  /// pixels of a rendering of `key` (and, for an audited rendering, holds its findings, which
  /// the rendering then takes instead of running the audits).
  private func vouchedReference(_ snapshot: SnapshotContext, _ key: XXH3.Hash128) -> Data? {
    let id = snapshot.item.id
    guard let line = keys.lines[id], line.key == key else { return nil }
    let findings = line.decodedFindings
    if snapshot.rendering.accessibility != nil, findings == nil { return nil }
    guard
      case .bytes(let bytes) = ReferenceFile.readBytes(
        snapshot.run.referenceURL(snapshot.item.referencePath)),
      keys.vouches(for: id, key: key, referenceBytes: bytes)
    else { return nil }
    if let findings { snapshot.rendering.accessibility?.adoptFindings(findings) }
    return bytes
  }

  /// The hash of the reference file as the run leaves it, when it holds the rendering: passed
  /// or recorded, never changed or missing in verify.
  private func writtenFileHash(_ snapshot: SnapshotContext, _ entry: RunReport.Entry)
    -> String?
  {
    guard [.passed, .recorded, .unchanged].contains(entry.status),
      case .bytes(let bytes) = ReferenceFile.readBytes(
        snapshot.run.referenceURL(snapshot.item.referencePath))
    else { return nil }
    return bytes.withUnsafeBytes { XXH3.hash128($0) }.hex
  }

  /// Writes `rendering-keys.txt` after a record: the lines of every snapshot the run wrote or
  /// kept with a key, without those it ran with none and those the plan no longer has.
  func finish(_ report: inout RunReport, plan: [PlannedSnapshot], run: SnapshotRunContext)
    throws(CatalogError)
  {
    guard run.mode == .record else { return }
    let url = run.configuration.renderingKeysURL
    // No folder, no reference: nothing to key, and nothing to create.
    var isFolder: ObjCBool = false
    guard
      FileManager.default.fileExists(
        atPath: run.configuration.snapshotsDirectory.path, isDirectory: &isFolder),
      isFolder.boolValue
    else { return }
    // Another record may have rewritten the file since this run began: read, update and
    // write it under a lock on the snapshots folder, so both runs' lines stay.
    try FolderLock.withExclusiveLock(on: run.configuration.snapshotsDirectory) {
      () throws(CatalogError) in
      try updateKeys(at: url, report: report, plan: plan)
    }
  }

  /// Rewrites `rendering-keys.txt` with the lines of `report`'s entries.
  private func updateKeys(at url: URL, report: RunReport, plan: [PlannedSnapshot])
    throws(CatalogError)
  {
    var keys = RenderingKeys.load(from: url)
    let planned = Set(plan.map(\.id))
    keys.keep { planned.contains($0) }
    for entry in report.entries where planned.contains(entry.id) {
      let findings = entry.accessibility.map { RenderingKeys.Line.encoded($0.violations) }
      guard let note = entry.renderingKey, let file = note.file,
        let key = XXH3.Hash128(hex: note.key), let fileHash = XXH3.Hash128(hex: file),
        findings != .some(nil)
      else {
        if entry.status != .error { keys.set(entry.id, nil) }
        continue
      }
      keys.set(entry.id, RenderingKeys.Line(key: key, file: fileHash, findings: findings ?? nil))
    }
    let encoded = keys.encoded
    if case .bytes(let data) = ReferenceFile.readBytes(url), data == encoded { return }
    if keys.lines.isEmpty, case .absent = ReferenceFile.readBytes(url) { return }
    try AtomicFile.write(encoded, to: url, isDurable: true)
  }

  private func record(_ snapshot: SnapshotContext, into entry: inout RunReport.Entry) {
    let item = snapshot.item
    do {
      let recording = try SnapshotCheck.record(
        snapshot.rendering.pixmap, at: snapshot.run.referenceURL(item.referencePath),
        name: item.id,
        trustsFingerprint: !snapshot.run.configuration.decodesEveryReference)
      entry.status = recording.isWritten ? .recorded : .unchanged
      entry.message = recording.message
      entry.images.expected = snapshot.artefacts.writer.write(
        recording.bytes, kind: .expected, id: item.id)
    } catch {
      entry.status = .error
      entry.message = "\(error)"
    }
  }

  private func verify(_ snapshot: SnapshotContext, into entry: inout RunReport.Entry) {
    let item = snapshot.item
    let verification: SnapshotCheck.Verification
    do {
      verification = try SnapshotCheck.verify(
        snapshot.rendering.pixmap, against: snapshot.run.referenceURL(item.referencePath),
        comparison: item.comparison, name: item.id,
        trustsFingerprint: !snapshot.run.configuration.decodesEveryReference)
    } catch {
      entry.status = .error
      entry.message = "\(error)"
      return
    }
    let accept = verification.verdict == .passed ? "" : snapshot.acceptCommand
    entry.difference = verification.difference
    switch verification.verdict {
    case .passed:
      entry.status = .passed
    case .missing:
      entry.status = .missing
      entry.message = "no reference at '\(item.referencePath)'" + AcceptClause.create.text(accept)
    case .unreadable:
      entry.status = .error
      entry.message =
        "reference '\(item.referencePath)' is unreadable: "
        + (verification.reason ?? "unknown") + AcceptClause.replace.text(accept)
    case .failed:
      entry.status = .failed
      entry.message =
        (verification.reason ?? "the pixels differ") + AcceptClause.intended.text(accept)
    }
    if verification.verdict != .passed { entry.acceptCommand = accept }
    let writer = snapshot.artefacts.writer
    if let bytes = verification.referenceBytes {
      entry.images.expected = writer.write(bytes, kind: .expected, id: item.id)
    }
    if let bytes = verification.renderingBytes {
      entry.images.actual = writer.write(bytes, kind: .actual, id: item.id)
    }
    if let bytes = verification.diffBytes {
      entry.images.diff = writer.write(bytes, kind: .diff, id: item.id)
    }
  }

  func describeOrphan(
    at url: URL, into entry: inout RunReport.Entry, artefacts: SnapshotArtefacts
  ) {
    guard case .image(let pixmap, let bytes) = ReferenceFile.read(url) else { return }
    entry.width = pixmap.width
    entry.height = pixmap.height
    entry.images.expected = artefacts.writer.write(bytes, kind: .expected, id: entry.id)
  }

  func relocateArtefacts(
    of entry: inout RunReport.Entry,
    _ relocate: (String?) throws(CatalogError) -> String?
  ) throws(CatalogError) {
    entry.images.expected = try relocate(entry.images.expected)
    entry.images.actual = try relocate(entry.images.actual)
    entry.images.diff = try relocate(entry.images.diff)
  }

  func failureDetails(of entry: RunReport.Entry) -> [String] {
    guard let d = entry.difference else { return [] }
    if let size = d.sizeMismatch { return ["size: \(size)"] }
    let percent = (d.mismatchedRatio * 100).formatted(decimals: 3)
    var lines = [
      "mismatched pixels: \(d.mismatchedPixels) (\(percent) %)",
      "largest channel difference: \(d.maxChannelDelta)",
    ]
    if let b = d.bounds, b.count == 4 {
      lines.append("changed area: x \(b[0]), y \(b[1]), \(b[2])×\(b[3])")
    }
    return lines
  }
}
