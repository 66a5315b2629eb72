import Foundation

// MARK: - TextSnapshotStrategy

/// A text format built from three parts, as swift-snapshot-testing builds a strategy from a
/// `Diffing`: `render` makes the text from a rendering, `diffing` reads a reference back and
/// shows a difference, and the text is recorded and compared through `SnapshotCheck` (equal
/// bytes pass). Its outcome goes into the entry's `formatResults` under the format's name,
/// and its lines into JUnit; a layout tree or a size dump is one value of this type.
public struct TextSnapshotStrategy: SnapshotStrategy {
  /// The reference file kind: its name and extension.
  public var format: SnapshotFormat
  /// How the gallery shows the format.
  public var gallery: GalleryView
  /// Makes the format's text from a rendering; an error fails the snapshot.
  public var render: @Sendable (SnapshotRendering, PlannedSnapshot) throws -> String
  /// How a reference is read back and a difference shown.
  public var diffing: TextDiffing
  /// Which planned snapshots keep the format; by default, those whose plan lists it.
  public var selects: @Sendable (PlannedSnapshot) -> Bool

  /// Creates a text format kept by the snapshots `selects` picks.
  public init(
    format: SnapshotFormat, diffing: TextDiffing = .lines, gallery: GalleryView = .none,
    selects: (@Sendable (PlannedSnapshot) -> Bool)? = nil,
    render: @escaping @Sendable (SnapshotRendering, PlannedSnapshot) throws -> String
  ) {
    self.format = format
    self.diffing = diffing
    self.gallery = gallery
    self.selects = selects ?? { $0.formats.contains(format) }
    self.render = render
  }

  /// The format's name.
  public var name: String { format.name }
  /// The format's reference file kind.
  public var referenceFormat: SnapshotFormat? { format }

  /// Whether `item` keeps the format.
  public func applies(to item: PlannedSnapshot) -> Bool { selects(item) }

  /// Records or verifies the text and folds the outcome into `entry`.
  public func check(_ snapshot: SnapshotContext, into entry: inout RunReport.Entry) {
    let item = snapshot.item
    let file = format.referencePath(for: item.id)
    let text: String
    do {
      text = try render(snapshot.rendering, item)
    } catch {
      entry.status = .error
      entry.message = join(entry.message, "\(name) of '\(item.id)' failed: \(error)")
      return
    }
    let accept = snapshot.acceptCommand
    let outcome = SnapshotCheck.judge(
      text: text, file: file, at: snapshot.run.referenceURL(file), mode: snapshot.mode,
      diffing: diffing, noun: "\(name) snapshot", changed: "the \(name) snapshot",
      accept: accept)
    var result = RunReport.FormatResult(file: file, status: outcome.status, text: text)
    result.message = outcome.message
    result.expectedText = outcome.expected
    result.diff = outcome.diff
    if snapshot.mode == .verify, result.status != .passed { entry.acceptCommand = accept }
    entry.status = SnapshotRunner.worse(entry.status, result.status)
    entry.message = join(entry.message, result.message)
    entry.formatResults = (entry.formatResults ?? [:]).merging([name: result]) { $1 }
  }

  /// The message so far and another, joined as the entry's other formats join theirs.
  private func join(_ first: String?, _ second: String?) -> String? {
    let parts = [first, second].compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: "; ")
  }

  /// The text's diff, when it changed.
  public func failureDetails(of entry: RunReport.Entry) -> [String] {
    guard let result = entry.formatResults?[name], let diff = result.diff else { return [] }
    return [
      "\(name) snapshot differs from \(result.file) (- reference, + rendering):",
      diff.hasSuffix("\n") ? String(diff.dropLast()) : diff,
    ]
  }
}
