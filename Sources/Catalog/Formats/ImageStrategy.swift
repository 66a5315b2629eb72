import Foundation

// MARK: - ImageStrategy

/// The PNG of the rendering: recorded and compared through `SnapshotCheck` (fingerprints,
/// foreign chunks, the snapshot's comparison), with the expected, actual and diff images in
/// the report and the difference's figures in JUnit. The gallery's cards and review modes are
/// its view, so it adds nothing to the page.
struct ImageStrategy: SnapshotStrategy {
  var name: String { "image" }
  var referenceFormat: SnapshotFormat? { .image }
  var gallery: GalleryView { .none }

  func check(_ snapshot: SnapshotContext, into entry: inout RunReport.Entry) {
    let pixmap = snapshot.rendering.pixmap
    entry.width = pixmap.width
    entry.height = pixmap.height
    switch snapshot.mode {
    case .record: record(snapshot, into: &entry)
    case .verify: verify(snapshot, into: &entry)
    }
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
