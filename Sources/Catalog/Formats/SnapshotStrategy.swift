import Foundation

// MARK: - SnapshotStrategy

/// One snapshot format: how its artefact comes from a rendering, how it is recorded or
/// compared with its reference, what it adds to the report entry, and how the gallery shows
/// it.
///
/// The runner, the JUnit file, `merge-reports` and the gallery loop over the registered
/// strategies (`RunConfiguration.strategies`, by default `SnapshotStrategies.builtIn`), in
/// the spirit of swift-snapshot-testing's `Snapshotting`: a new format is one conforming type
/// and its `GalleryView`, and no other file changes. Every requirement but `name`, `check`
/// and `gallery` has a default that does nothing.
public protocol SnapshotStrategy: Sendable {
  /// The format's name in reports and messages, such as `image` or `accessibility`.
  var name: String { get }
  /// The reference file the format keeps under the snapshot's id; `nil` for a format that
  /// writes only into the report (keyframe playback).
  var referenceFormat: SnapshotFormat? { get }
  /// How the gallery shows the format.
  var gallery: GalleryView { get }

  /// Whether `item` keeps this format; by default, whether its plan lists `referenceFormat`.
  func applies(to item: PlannedSnapshot) -> Bool
  /// This strategy holding what a whole run shares (such as the accessibility baseline),
  /// read once before any snapshot renders; an error ends the run before it starts.
  func prepared(for run: SnapshotRunContext) throws(CatalogError) -> Self
  /// Renders the format's artefact from `snapshot`'s rendering, records or verifies it, and
  /// folds the outcome (status, message, images, figures) into `entry`; never throws: a
  /// failure is the entry's status and message.
  @MainActor
  func check(_ snapshot: SnapshotContext, into entry: inout RunReport.Entry)
  /// Adds what a reviewer needs to see of an orphaned reference of this format (at `url`) to
  /// its entry, such as the image.
  func describeOrphan(at url: URL, into entry: inout RunReport.Entry, artefacts: SnapshotArtefacts)
  /// Settles what the run found as a whole, once every snapshot is checked (the accessibility
  /// baseline's stale and fixed entries); the summary is counted afterwards.
  func finish(_ report: inout RunReport, plan: [PlannedSnapshot], run: SnapshotRunContext)
    throws(CatalogError)
  /// Rewrites every report-relative file this format put into `entry` through `relocate`
  /// (which copies it, for `merge-reports`), dropping a file it returns `nil` for.
  func relocateArtefacts(
    of entry: inout RunReport.Entry,
    _ relocate: (String?) throws(CatalogError) -> String?
  ) throws(CatalogError)
  /// The lines JUnit's failure text gives this format (figures, findings, a diff).
  func failureDetails(of entry: RunReport.Entry) -> [String]
  /// The lines JUnit's `<system-out>` gives this format: what fails nothing but is worth
  /// reading; `isFailure` says whether the test case failed.
  func notes(of entry: RunReport.Entry, isFailure: Bool) -> [String]
}

// MARK: - SnapshotStrategy defaults

extension SnapshotStrategy {
  /// Whether `item`'s plan lists this format's reference file.
  public func applies(to item: PlannedSnapshot) -> Bool {
    referenceFormat.map { item.formats.contains($0) } ?? true
  }

  /// The strategy as it is: nothing shared by a run.
  public func prepared(for run: SnapshotRunContext) throws(CatalogError) -> Self { self }

  /// Nothing to show of an orphaned reference beyond its entry.
  public func describeOrphan(
    at url: URL, into entry: inout RunReport.Entry, artefacts: SnapshotArtefacts
  ) {}

  /// Nothing to settle for the run as a whole.
  public func finish(_ report: inout RunReport, plan: [PlannedSnapshot], run: SnapshotRunContext)
    throws(CatalogError)
  {}

  /// No files in the report.
  public func relocateArtefacts(
    of entry: inout RunReport.Entry,
    _ relocate: (String?) throws(CatalogError) -> String?
  ) throws(CatalogError) {}

  /// No failure lines.
  public func failureDetails(of entry: RunReport.Entry) -> [String] { [] }

  /// No notes.
  public func notes(of entry: RunReport.Entry, isFailure: Bool) -> [String] { [] }
}

// MARK: - SnapshotStrategies

/// The registered snapshot formats.
public enum SnapshotStrategies {
  /// The formats the catalog ships, in the order they check a snapshot, write JUnit lines and
  /// add to the gallery: the image, the layout tree, the accessibility snapshot, the keyframe
  /// playback.
  public static let builtIn: [any SnapshotStrategy] = [
    ImageStrategy(), LayoutStrategy(), AccessibilityStrategy(), KeyframePlaybackStrategy(),
  ]

  /// Throws unless every format of `strategies` has a name and a reference file extension of
  /// its own, each extension lowercase and starting with a dot: two formats of one extension
  /// would read each other's references, and an empty one would claim every file.
  public static func validate(_ strategies: [any SnapshotStrategy]) throws(CatalogError) {
    var names: Set<String> = []
    var extensions: [String: String] = [:]
    for strategy in strategies {
      guard names.insert(strategy.name).inserted else {
        throw .format(.nameRepeated(name: strategy.name))
      }
      guard let format = strategy.referenceFormat else { continue }
      let ext = format.fileExtension
      guard ext.count > 1, ext.hasPrefix("."), ext == ext.lowercased(), !ext.contains("/")
      else {
        throw .format(.badExtension(name: strategy.name, fileExtension: ext))
      }
      if let other = extensions[ext] {
        throw .format(.extensionShared(first: other, second: strategy.name, fileExtension: ext))
      }
      extensions[ext] = strategy.name
    }
  }

  /// The reference files `strategies` keep, in their order.
  public static func referenceFormats(of strategies: [any SnapshotStrategy]) -> [SnapshotFormat] {
    strategies.compactMap(\.referenceFormat)
  }
}
