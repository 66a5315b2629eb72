import Foundation
import Raster

// MARK: - AccessibilityStrategy

/// The accessibility snapshot (`<id>.a11y.yaml`, elements in reading order) and the audits of
/// the rendering: the text recorded and compared like the image, findings judged against the
/// accessibility baseline, the overlay image where a reviewer needs it, and the gallery's
/// badges, filter, header note and review tab.
struct AccessibilityStrategy: SnapshotStrategy {
  /// The baseline the run read before rendering; empty until `prepared(for:)`.
  var baseline = AccessibilityBaseline.empty

  var name: String { "accessibility" }
  var referenceFormat: SnapshotFormat? { .accessibility }
  var gallery: GalleryView {
    GalleryView(css: EmbeddedAssets.accessibilityCSS, script: EmbeddedAssets.accessibilityJS) {
      GalleryPage.baselineNote(for: $0)
    }
  }

  func prepared(for run: SnapshotRunContext) throws(CatalogError) -> AccessibilityStrategy {
    var prepared = self
    prepared.baseline = try AccessibilityBaseline.load(from: run.configuration.baselineURL)
    return prepared
  }

  @MainActor
  func check(_ snapshot: SnapshotContext, into entry: inout RunReport.Entry) {
    guard let accessibility = snapshot.rendering.accessibility else {
      entry.status = .error
      entry.message =
        "rendering '\(snapshot.item.id)' has no accessibility snapshot, though its "
        + "settings keep one"
      return
    }
    check(accessibility, of: snapshot, into: &entry)
  }

  /// Records or verifies the accessibility snapshot, applies the baseline to the findings,
  /// writes the overlay, and folds the outcome into the entry's status and message.
  @MainActor
  private func check(
    _ accessibility: AccessibilityRendering, of snapshot: SnapshotContext,
    into entry: inout RunReport.Entry
  ) {
    let item = snapshot.item
    let configuration = snapshot.run.configuration
    let mode = snapshot.mode
    let file = SnapshotFormat.accessibility.referencePath(for: item.id)
    let url = snapshot.run.referenceURL(file)
    var result = RunReport.Accessibility(
      file: file, status: .error, tree: accessibility.tree,
      violations: baseline.apply(to: accessibility.findings, snapshot: item.id))
    result.scale = accessibility.scale
    let accept = snapshot.acceptCommand
    let outcome = SnapshotCheck.judge(
      text: accessibility.tree, file: file, at: url, mode: mode, diffing: .accessibility,
      noun: "accessibility snapshot", changed: "the accessibility tree",
      accept: accept)
    result.status = outcome.status
    result.message = outcome.message
    result.expectedTree = outcome.expected
    result.diff = outcome.diff
    // The overlay costs far more than the audits (drawing and encoding a larger image): it
    // is drawn where a reviewer needs it (a tree that changed, is new or unreadable, or new
    // findings), or everywhere when the configuration asks.
    let needsReview =
      !result.failingViolations.isEmpty
      || ![.passed, .unchanged].contains(result.status)
    if needsReview || configuration.overlaysForEverySnapshot,
      let overlay = overlay(accessibility, pixmap: snapshot.rendering.pixmap, name: item.id)
    {
      entry.images.overlay = snapshot.artefacts.write(overlay, at: "images/overlay/\(item.id).png")
    }
    entry.status = SnapshotRunner.worse(entry.status, result.status)
    if result.status != .passed, result.status != .unchanged, mode == .verify {
      entry.acceptCommand = accept
    }
    var messages = [entry.message, result.message].compactMap { $0 }
    let failing = result.failingViolations
    if !failing.isEmpty {
      if mode == .verify { entry.status = SnapshotRunner.worse(entry.status, .failed) }
      let count =
        failing.count == 1
        ? "1 accessibility finding"
        : "\(failing.count) "
          + "accessibility findings"
      messages.append(
        "\(count): " + failing.map(\.summary).joined(separator: "; ")
          + "; fix them, or accept them with `\(configuration.acceptFindingsCommand(for: item.id))`"
      )
    }
    entry.message = messages.isEmpty ? nil : messages.joined(separator: "; ")
    entry.accessibility = result
  }

  /// The overlay image's PNG bytes; `nil` when it cannot be drawn (the gallery then shows
  /// the tree without it).
  @MainActor
  private func overlay(_ accessibility: AccessibilityRendering, pixmap: Pixmap, name: String)
    -> Data?
  {
    try? SnapshotCodec.encode(
      AccessibilityOverlay.render(
        pixmap, scale: accessibility.scale,
        elements: accessibility.elements), name: name, effort: .fast)
  }

  // MARK: - The run's baseline

  /// Settles the baseline: stale entries (their snapshot is gone) and fixed ones (their
  /// finding is gone). A record run asked to update the baseline rewrites it first (accepting
  /// every new error finding of the snapshots it ran, with the reason given) and marks the
  /// findings it accepted in the report's entries.
  func finish(_ report: inout RunReport, plan: [PlannedSnapshot], run: SnapshotRunContext)
    throws(CatalogError)
  {
    let configuration = run.configuration
    var findings: [String: [AccessibilityViolation]] = [:]
    for entry in report.entries {
      if let accessibility = entry.accessibility { findings[entry.id] = accessibility.violations }
    }
    let planned = Set(plan.map(\.id))
    var baseline = baseline
    if run.mode == .record, let reason = configuration.baselineReason {
      // Another record may have rewritten the file since this run read it: read it again
      // under a lock on the snapshots folder, so both runs' accepted findings stay.
      baseline = try FolderLock.withExclusiveLock(on: configuration.snapshotsDirectory) {
        () throws(CatalogError) -> AccessibilityBaseline in
        let current = try AccessibilityBaseline.load(from: configuration.baselineURL)
        let updated = try current.updated(findings: findings, planned: planned, reason: reason)
        if updated.encoded() != current.encoded() {
          try AtomicFile.write(updated.encoded(), to: configuration.baselineURL, isDurable: true)
        }
        return updated
      }
      for index in report.entries.indices {
        guard var accessibility = report.entries[index].accessibility else { continue }
        accessibility.violations = baseline.apply(
          to: accessibility.violations.map {
            var v = $0
            v.baselineReason = nil
            return v
          },
          snapshot: report.entries[index].id)
        report.entries[index].accessibility = accessibility
      }
    }
    let result = baseline.report(
      findings: findings, planned: planned, file: AccessibilityBaseline.fileName)
    let exists = FileManager.default.fileExists(atPath: configuration.baselineURL.path)
    report.accessibilityBaseline =
      exists || !result.stale.isEmpty || !result.fixed.isEmpty ? result : nil
  }

  // MARK: - Report

  func relocateArtefacts(
    of entry: inout RunReport.Entry,
    _ relocate: (String?) throws(CatalogError) -> String?
  ) throws(CatalogError) {
    entry.images.overlay = try relocate(entry.images.overlay)
  }

  func failureDetails(of entry: RunReport.Entry) -> [String] {
    guard let accessibility = entry.accessibility else { return [] }
    var lines: [String] = []
    let failing = accessibility.failingViolations
    if !failing.isEmpty {
      lines.append("accessibility violations:")
      lines += failing.map(\.summary)
    }
    if let diff = accessibility.diff {
      lines.append(
        "accessibility snapshot differs from \(accessibility.file) "
          + "(- reference, + rendering):")
      lines.append(diff.hasSuffix("\n") ? String(diff.dropLast()) : diff)
    }
    return lines
  }

  /// Warnings, errors a baseline entry accepts (with its reason), and the failing findings of
  /// a test case that passed anyway (as `record` reports), so no finding goes unmentioned.
  func notes(of entry: RunReport.Entry, isFailure: Bool) -> [String] {
    guard let violations = entry.accessibility?.violations, !violations.isEmpty else {
      return []
    }
    let unaccepted = violations.filter { $0.baselineReason == nil }
    let errors = isFailure ? [] : unaccepted.filter { $0.severity == .error }
    let warnings = unaccepted.filter { $0.severity == .warning }
    let known = violations.filter { $0.baselineReason != nil }
    var lines: [String] = []
    if !errors.isEmpty {
      lines.append("accessibility violations:")
      lines += errors.map(\.summary)
    }
    if !warnings.isEmpty {
      lines.append("accessibility warnings:")
      lines += warnings.map(\.summary)
    }
    if !known.isEmpty {
      lines.append("accessibility findings accepted by the baseline:")
      lines += known.map { "\($0.summary) (known: \($0.baselineReason ?? ""))" }
    }
    return lines
  }
}
