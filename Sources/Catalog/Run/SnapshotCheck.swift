import Foundation
import Raster

// MARK: - SnapshotCheck

/// One rendering against its reference file, exactly as `record` and `verify` treat it: the
/// one place that decides what a reference's bytes are, whether they vouch for a rendering,
/// and what a failure shows. The runner and `assertSnapshot` both go through it.
public enum SnapshotCheck {
  /// What `verify` found for one rendering.
  public struct Verification: Sendable {
    /// The verdict.
    public enum Verdict: Sendable, Equatable {
      /// The reference holds the rendering's pixels (under the comparison).
      case passed
      /// The reference holds other pixels.
      case failed
      /// No reference exists.
      case missing
      /// Something is there that is not a usable reference.
      case unreadable
    }

    /// The verdict.
    public var verdict: Verdict
    /// The figures of a failure ("12 pixels differ (…)"), or why the reference is unreadable.
    public var reason: String?
    /// The figures of a failure, for reports.
    public var difference: RunReport.Difference?
    /// The reference's bytes, as they are on disk, when it could be read.
    public var referenceBytes: Data?
    /// The rendering as `record` would write it, for every verdict but `passed`.
    public var renderingBytes: Data?
    /// The diff image, for a failure of the same size.
    public var diffBytes: Data?
  }

  /// What `record` did for one rendering.
  public struct Recording: Sendable {
    /// Whether the reference was written; `false` when it already held these exact bytes.
    public var isWritten: Bool
    /// Why it was written: "new reference", "reference updated: …", "fingerprint added; …".
    public var message: String?
    /// The reference's bytes now on disk.
    public var bytes: Data
  }

  /// The bytes `record` writes for `pixmap`: the PNG with its fingerprint.
  public static func referenceBytes(for pixmap: Pixmap, name: String) throws(CatalogError) -> Data {
    SnapshotFingerprint.adding(
      SnapshotFingerprint.Pixels(pixmap), to: try SnapshotCodec.encode(pixmap, name: name))
  }

  /// Compares `pixmap` with the reference at `url` under `comparison`; `name` is used in
  /// messages about the rendering.
  ///
  /// With `trustsFingerprint` (the default), a reference whose fingerprint chunk proves it is
  /// byte for byte what `record` wrote for these pixels passes without being decoded; that
  /// guards against accidents (an edited, truncated, optimised or corrupted file), not
  /// against someone who edits the pixels and recomputes the chunk. Without it, every
  /// reference is decoded and compared (`verify --full`). Either way a reference that holds
  /// chunks `record` never writes fails: they change what viewers show (`ReferenceChunks`).
  public static func verify(
    _ pixmap: Pixmap, against url: URL, comparison: SnapshotComparison,
    name: String, trustsFingerprint: Bool = true
  ) throws(CatalogError)
    -> Verification
  {
    let proving = trustsFingerprint ? SnapshotFingerprint.Pixels(pixmap) : nil
    switch ReferenceFile.read(url, proving: proving) {
    case .proven(let bytes):
      // The reference's fingerprint vouches for exactly these pixels: equal under any
      // comparison, with no decoding.
      return Verification(verdict: .passed, referenceBytes: bytes)
    case .absent:
      return Verification(
        verdict: .missing, renderingBytes: try referenceBytes(for: pixmap, name: name))
    case .unreadable(let reason):
      return Verification(
        verdict: .unreadable, reason: reason,
        renderingBytes: try referenceBytes(for: pixmap, name: name))
    case .image(let expected, let bytes):
      let outcome = SnapshotCodec.compare(
        expected: expected, actual: pixmap, comparison: comparison)
      let foreign = ReferenceChunks.foreign(in: bytes)
      guard !outcome.isMatch || !foreign.isEmpty else {
        return Verification(verdict: .passed, difference: outcome.difference, referenceBytes: bytes)
      }
      let extra = foreign.isEmpty ? nil : "the reference holds \(ReferenceChunks.phrase(foreign))"
      let reason =
        outcome.isMatch
        ? (extra ?? "") + "; its pixels decode alike, but viewers show them otherwise"
        : [outcome.summary, extra].compactMap { $0 }.joined(separator: "; ")
      return Verification(
        verdict: .failed, reason: reason, difference: outcome.difference,
        referenceBytes: bytes, renderingBytes: try referenceBytes(for: pixmap, name: name),
        diffBytes: try outcome.diffImage.map { (image) throws(CatalogError) in
          try SnapshotCodec.encode(image, name: name)
        })
    }
  }

  /// Writes the reference for `pixmap` at `url` unless it already holds exactly what `record`
  /// writes for these pixels; without `trustsFingerprint` the existing reference is decoded
  /// and compared even when its fingerprint vouches for it (`record --full`).
  public static func record(
    _ pixmap: Pixmap, at url: URL, name: String,
    trustsFingerprint: Bool = true
  ) throws(CatalogError) -> Recording {
    let existing = ReferenceFile.read(
      url, proving: trustsFingerprint ? SnapshotFingerprint.Pixels(pixmap) : nil)
    if case .proven(let bytes) = existing {
      // Unchanged: nothing to encode, and the reference keeps its bytes and date.
      return Recording(isWritten: false, bytes: bytes)
    }
    let encoded = try referenceBytes(for: pixmap, name: name)
    if case .image(_, let bytes) = existing, bytes == encoded {
      // Decoded because the fingerprint was not trusted, and exactly what record writes.
      return Recording(isWritten: false, bytes: bytes)
    }
    try AtomicFile.write(encoded, to: url, isDurable: true)
    let message: String
    switch existing {
    case .absent:
      message = "new reference"
    case .image(let old, let bytes)
    where old.width == pixmap.width
      && old.height == pixmap.height && SnapshotCodec.sameBytes(old.data, pixmap.data):
      let isCurrent =
        SnapshotFingerprint.statedVersion(in: bytes)
        == Substring(SnapshotFingerprint.version)
      let foreign = ReferenceChunks.foreign(in: bytes)
      if !foreign.isEmpty {
        message =
          "rewritten without \(ReferenceChunks.phrase(foreign)); the pixels are "
          + "unchanged"
      } else {
        message =
          isCurrent
          ? "rewritten: its bytes were not the ones record writes (edited or corrupted); "
            + "the pixels are unchanged"
          : "fingerprint added; the pixels are unchanged"
      }
    case .image, .proven:
      message = "reference updated: the rendering changed"
    case .unreadable(let reason):
      message = "replaced an unreadable reference (\(reason))"
    }
    return Recording(isWritten: true, message: message, bytes: encoded)
  }

  // MARK: - Text formats

  /// Compares `text` with the text reference at `url`: equal bytes pass; a reference that is
  /// no file of this format is unreadable (the reason names its line); other text fails with
  /// the line diff as `diffBytes`.
  public static func verify(text: String, against url: URL, diffing: TextDiffing)
    -> Verification
  {
    let rendering = Data(text.utf8)
    switch ReferenceFile.readBytes(url) {
    case .absent:
      return Verification(verdict: .missing, renderingBytes: rendering)
    case .unreadable(let reason):
      return Verification(verdict: .unreadable, reason: reason, renderingBytes: rendering)
    case .bytes(let bytes):
      if bytes == rendering { return Verification(verdict: .passed, referenceBytes: bytes) }
      let expected: String
      do {
        expected = try diffing.read(bytes)
      } catch {
        return Verification(
          verdict: .unreadable, reason: error.description, referenceBytes: bytes,
          renderingBytes: rendering)
      }
      let diff = diffing.diff(expected, text)
      let changed = diff.split(separator: "\n").filter { $0.hasPrefix("- ") || $0.hasPrefix("+ ") }
      return Verification(
        verdict: .failed, reason: "\(changed.count) lines differ", referenceBytes: bytes,
        renderingBytes: rendering, diffBytes: Data(diff.utf8))
    }
  }

  /// How recording or verifying one text artefact came out, worded for the report: what every
  /// text format (the accessibility snapshot, `TextSnapshotStrategy`) writes into its entry.
  public struct TextOutcome: Sendable {
    /// The artefact's status.
    public var status: RunReport.Status
    /// Why, when it did not simply pass.
    public var message: String?
    /// The reference's text when it differs from the rendering or cannot be read.
    public var expected: String?
    /// The line diff from the reference to the rendering, when they differ.
    public var diff: String?
  }

  /// Records (`.record`) or verifies (`.verify`) `text` against the reference `file` at `url`,
  /// worded with `noun` ("accessibility snapshot") and, for a change, `changed` ("the
  /// accessibility tree"), naming `accept` as the next step.
  public static func judge(
    text: String, file: String, at url: URL, mode: SnapshotRunner.Mode, diffing: TextDiffing,
    noun: String, changed: String, accept: String
  ) -> TextOutcome {
    var outcome = TextOutcome(status: .error)
    switch mode {
    case .record:
      do {
        let recording = try record(text: text, at: url)
        outcome.status = recording.isWritten ? .recorded : .unchanged
        outcome.message = recording.message.map { "\(noun): " + $0 }
      } catch {
        outcome.message = "\(error)"
      }
    case .verify:
      let verification = verify(text: text, against: url, diffing: diffing)
      let expected = verification.referenceBytes.flatMap { String(validating: $0, as: UTF8.self) }
      switch verification.verdict {
      case .passed:
        outcome.status = .passed
      case .missing:
        outcome.status = .missing
        outcome.message =
          "no \(noun) at \(FileNames.quoted(file))" + AcceptClause.create.text(accept)
      case .unreadable:
        outcome.status = .error
        outcome.expected = expected
        outcome.message =
          "\(noun) \(FileNames.quoted(file)) is unreadable: "
          + (verification.reason ?? "unknown") + AcceptClause.replace.text(accept)
      case .failed:
        outcome.status = .failed
        outcome.expected = expected
        outcome.diff = verification.diffBytes.map { String(decoding: $0, as: UTF8.self) }
        outcome.message =
          "\(changed) changed (\(verification.reason ?? ""))" + AcceptClause.intended.text(accept)
      }
    }
    return outcome
  }

  /// Writes `text` at `url` unless the reference already holds exactly these bytes.
  public static func record(text: String, at url: URL) throws(CatalogError) -> Recording {
    let encoded = Data(text.utf8)
    let message: String
    switch ReferenceFile.readBytes(url) {
    case .bytes(let bytes) where bytes == encoded:
      return Recording(isWritten: false, bytes: bytes)
    case .bytes:
      message = "reference updated: the rendering changed"
    case .absent:
      message = "new reference"
    case .unreadable(let reason):
      message = "replaced an unreadable reference (\(reason))"
    }
    try AtomicFile.write(encoded, to: url, isDurable: true)
    return Recording(isWritten: true, message: message, bytes: encoded)
  }
}
