// MARK: - RunReport.Layout

extension RunReport {
  /// What changed in a snapshot's laid-out view tree, compared with the tree stored beside its
  /// reference (`<id>.layout.txt`): set for a changed snapshot, and for one whose tree changed
  /// while its pixels did not.
  public struct Layout: Codable, Hashable, Sendable {
    /// The layout format `changes` were made in, `catalog-layout/2`, so a reader knows how
    /// they were made (a stored tree of an earlier format is read too).
    public var format: String
    /// The stored layout, relative to the snapshots directory.
    public var file: String
    /// One line per node that changed, was added or removed, in tree order (see
    /// `LayoutTree.changes`); empty when the tree is the same or none is stored.
    public var changes: [String]
    /// Set when the tree changed but the pixels did not: a warning, or the entry's failure
    /// when its settings make it one.
    public var pixelsUnchanged: Bool?
    /// What a reader should know beside the changes: `no stored layout; re-record to enable`,
    /// or that the tree is the same; `nil` when the changes say it all.
    public var note: String?
    /// How many changes were left out of `changes` to keep the report small.
    public var omitted: Int?

    /// Creates a layout comparison.
    public init(
      file: String, changes: [String], pixelsUnchanged: Bool? = nil, note: String? = nil,
      omitted: Int? = nil
    ) {
      self.format = String(LayoutTree.header.dropFirst(2))
      self.file = file
      self.changes = changes
      self.pixelsUnchanged = pixelsUnchanged
      self.note = note
      self.omitted = omitted
    }

    /// The lines a reader is shown: the changes, then how many more, then the note.
    public var lines: [String] {
      changes + (omitted.map { ["… and \($0) more layout changes (see the report)"] } ?? [])
        + (note.map { [$0] } ?? [])
    }
  }
}
