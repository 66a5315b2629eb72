import Foundation

// MARK: - LayoutStrategy

/// The laid-out view tree beside each image reference (`<id>.layout.txt`, `ViewHost.dump()`
/// under a header line), so a changed snapshot says what changed in its layout: `frame 16,12
/// 80×21 → 16,12 94×21`, `spacing 8 → 12`, nodes added and removed.
///
/// The tree is written only where `record` writes the image (a new or changed reference), or
/// where a stored tree is out of date; a reference without one simply has no structural diff
/// until it is recorded again, so adopting the format changes no reference. On verify the
/// tree is made only when a stored one exists, and compared as text first: a run whose
/// references hold no trees pays one failed `open` a snapshot. A tree that changed while the
/// pixels did not is a warning, or a failure where `SnapshotSettings.failsOnLayoutChange`
/// says so. The image strategy runs first: its verdict says whether the pixels changed.
struct LayoutStrategy: SnapshotStrategy {
  /// The most changes kept per snapshot; the rest are counted.
  static let changeLimit = 40
  /// What a changed snapshot without a stored tree says.
  static let noStoredLayout = "no stored layout; re-record to enable"
  /// What a changed snapshot whose tree is the same says.
  static let unchangedLayout =
    "the layout is unchanged: what changed is drawn within the same frames"

  var name: String { "layout" }
  var referenceFormat: SnapshotFormat? { .layout }
  var gallery: GalleryView { GalleryView(header: Self.header(for:)) }

  /// Every snapshot with an image that is rendered from a view (not a transition's frame).
  func applies(to item: PlannedSnapshot) -> Bool {
    item.keyframe == nil && item.formats.contains(.image)
  }

  @MainActor
  func check(_ snapshot: SnapshotContext, into entry: inout RunReport.Entry) {
    guard let layout = snapshot.rendering.layout else { return }
    let file = SnapshotFormat.layout.referencePath(for: snapshot.item.id)
    let url = snapshot.run.referenceURL(file)
    switch snapshot.mode {
    case .record: record(layout, at: url, file: file, into: &entry)
    case .verify: verify(layout, snapshot, at: url, file: file, into: &entry)
    }
  }

  /// Writes the tree where the image was written, or where a stored tree is out of date.
  @MainActor
  private func record(
    _ layout: () -> String, at url: URL, file: String, into entry: inout RunReport.Entry
  ) {
    let stored = ReferenceFile.readBytes(url)
    if case .absent = stored, entry.status != .recorded { return }
    guard entry.status == .recorded || entry.status == .unchanged else { return }
    let text = LayoutTree.stored(layout())
    // A tree of an older format that lays out the same stays as it is: adopting a new format
    // rewrites no reference whose layout did not change.
    if entry.status == .unchanged, case .bytes(let data) = stored {
      let old = LayoutTree(String(decoding: data, as: UTF8.self))
      if old.version < LayoutTree.version, LayoutTree.sameLayout(old, LayoutTree(text)) { return }
    }
    do {
      let recording = try SnapshotCheck.record(text: text, at: url)
      guard recording.isWritten, entry.status == .unchanged else { return }
      entry.status = .recorded
      entry.message = "layout: " + (recording.message ?? "reference updated")
    } catch {
      entry.status = .error
      entry.message = "\(error)"
    }
  }

  @MainActor
  private func verify(
    _ layout: () -> String, _ snapshot: SnapshotContext, at url: URL, file: String,
    into entry: inout RunReport.Entry
  ) {
    let pixelsChanged = entry.status == .failed
    guard pixelsChanged || entry.status == .passed else { return }
    let expected: String
    switch ReferenceFile.readBytes(url) {
    case .absent:
      if pixelsChanged {
        entry.layout = RunReport.Layout(file: file, changes: [], note: Self.noStoredLayout)
      }
      return
    case .unreadable(let reason):
      if pixelsChanged {
        entry.layout = RunReport.Layout(
          file: file, changes: [],
          note: "the stored layout is unreadable (\(reason)); re-record to replace it")
      }
      return
    case .bytes(let data):
      expected = String(decoding: data, as: UTF8.self)
    }
    let actual = LayoutTree.stored(layout())
    guard actual != expected else {
      if pixelsChanged {
        entry.layout = RunReport.Layout(
          file: file, changes: [],
          note: Self.unchangedLayout)
      }
      return
    }
    let changes = LayoutTree.changes(from: LayoutTree(expected), to: LayoutTree(actual))
    // What differs is the format or the names of the custom views, not the layout.
    guard !changes.isEmpty else {
      if pixelsChanged {
        entry.layout = RunReport.Layout(
          file: file, changes: [],
          note: Self.unchangedLayout)
      }
      return
    }
    let omitted = changes.count > Self.changeLimit ? changes.count - Self.changeLimit : nil
    var result = RunReport.Layout(
      file: file, changes: Array(changes.prefix(Self.changeLimit)), omitted: omitted)
    if !pixelsChanged {
      result.pixelsUnchanged = true
      if snapshot.item.failsOnLayoutChange {
        let accept = snapshot.acceptCommand
        entry.status = .failed
        entry.message =
          "the layout changed but the pixels did not: \(changes[0])"
          + (changes.count > 1 ? " (and \(changes.count - 1) more)" : "")
          + AcceptClause.intended.text(accept)
        entry.acceptCommand = accept
      }
    }
    entry.layout = result
  }

  func failureDetails(of entry: RunReport.Entry) -> [String] {
    guard let layout = entry.layout else { return [] }
    return layout.lines.map { "layout: " + $0 }
  }

  func notes(of entry: RunReport.Entry, isFailure: Bool) -> [String] {
    guard !isFailure, let layout = entry.layout, layout.pixelsUnchanged == true else { return [] }
    return ["warning: the layout changed but the pixels did not"]
      + layout.lines.map { "layout: " + $0 }
  }

  /// The gallery's section of layout changes: each snapshot with any, and its lines.
  @Sendable
  static func header(for report: RunReport) -> String {
    let entries = report.entries.filter { !($0.layout?.lines.isEmpty ?? true) }
    guard !entries.isEmpty else { return "" }
    let escape = GalleryView.escapeHTML
    var html = "<details class=\"layout-changes\"><summary>Layout changes ("
    html += "\(entries.count) snapshot\(entries.count == 1 ? "" : "s"))</summary>"
    for entry in entries {
      guard let layout = entry.layout else { continue }
      let warning = layout.pixelsUnchanged == true ? " (the pixels did not change)" : ""
      html += "<h4><a href=\"#\(escape(entry.id))\">\(escape(entry.id))</a>\(warning)</h4><ul>"
      html += layout.lines.map { "<li>\(escape($0))</li>" }.joined()
      html += "</ul>"
    }
    return html + "</details>"
  }
}
