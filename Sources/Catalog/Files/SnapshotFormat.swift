import Foundation

// MARK: - SnapshotFormat

/// A kind of reference file a snapshot keeps: its image, and text formats stored beside it
/// under the same id. `record`, `verify`, orphan detection, `prune`, shards and reports treat
/// every format alike.
public struct SnapshotFormat: Hashable, Sendable {
  /// The format's name in reports and messages: `image`, `accessibility`.
  public var name: String
  /// What follows the id in the reference's file name: `.png`, `.a11y.yaml`.
  public var fileExtension: String

  /// Creates a reference file kind; `fileExtension` starts with a dot (`.layout.txt`).
  public init(name: String, fileExtension: String) {
    self.name = name
    self.fileExtension = fileExtension
  }

  /// The PNG of the rendering.
  public static let image = SnapshotFormat(name: "image", fileExtension: ".png")
  /// The accessibility snapshot: elements in reading order, one line each.
  public static let accessibility = SnapshotFormat(
    name: "accessibility", fileExtension: ".a11y.yaml")
  /// The laid-out view tree (`ViewHost.dump()`), kept where a reference was recorded, for the
  /// structural diff of a changed snapshot.
  public static let layout = SnapshotFormat(name: "layout", fileExtension: ".layout.txt")

  /// The shipped formats' reference files, in the order a snapshot's files are checked.
  public static let all = SnapshotStrategies.referenceFormats(of: SnapshotStrategies.builtIn)

  /// The reference path of snapshot `id` in this format, relative to the snapshots folder.
  public func referencePath(for id: String) -> String { id + fileExtension }

  /// Which of `formats` a path under the snapshots folder belongs to, and the snapshot id it would
  /// hold, or `nil` when it is no reference at all. A path that spells an extension in
  /// another case (`.PNG`) belongs to the format, with the whole path as its id, so it can
  /// never collide with a planned id and is reported as an orphan.
  static func classify(_ path: String, among formats: [SnapshotFormat] = all)
    -> (format: SnapshotFormat, id: String)?
  {
    // Longest extension first: `x.a11y.yaml` is not a YAML file of id `x.a11y`.
    for format in formats.sorted(by: { $0.fileExtension.count > $1.fileExtension.count }) {
      let ext = format.fileExtension
      guard path.count > ext.count, path.suffix(ext.count).lowercased() == ext else { continue }
      return (format, path.hasSuffix(ext) ? String(path.dropLast(ext.count)) : path)
    }
    return nil
  }
}

// MARK: - TextDiffing

/// How a text format reads a reference back and shows a difference, in the way
/// swift-snapshot-testing's `Diffing` composes: `read` refuses bytes `record` could not have
/// written (naming the line), `diff` shows expected → actual line by line.
public struct TextDiffing: Sendable {
  /// The reference's text, or why it is not a reference of this format.
  public var read: @Sendable (Data) throws(CatalogError) -> String
  /// A line diff from the reference to the rendering.
  public var diff: @Sendable (_ expected: String, _ actual: String) -> String

  /// Creates a text diffing.
  public init(
    read: @escaping @Sendable (Data) throws(CatalogError) -> String,
    diff: @escaping @Sendable (_ expected: String, _ actual: String) -> String
  ) {
    self.read = read
    self.diff = diff
  }

  /// Any UTF-8 text: read as it is, shown as a unified line diff.
  public static let lines = TextDiffing(
    read: { (data) throws(CatalogError) in
      guard let text = String(validating: data, as: UTF8.self) else {
        throw .format(.referenceNotText)
      }
      return text
    },
    diff: { AccessibilitySnapshot.lineDiff(expected: $0, actual: $1) })

  /// The accessibility snapshot's: strict validation and a unified line diff.
  public static let accessibility = TextDiffing(
    read: { (data) throws(CatalogError) in try AccessibilitySnapshot.validate(data) },
    diff: { AccessibilitySnapshot.lineDiff(expected: $0, actual: $1) })
}
