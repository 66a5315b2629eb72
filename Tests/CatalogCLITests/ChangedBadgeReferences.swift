import Foundation
import TestSupport

// MARK: - ChangedBadgeReferences

/// A references folder for a failing verify: a copy of the shipped `DLSBadge` references in
/// which `count` holds `error`'s files (those with the given suffixes) and `neutral.dark.png` is
/// gone, with the shipped rendering environment beside it.
enum ChangedBadgeReferences {
  /// The verify filter that selects the changed, missing and a few passing snapshots.
  static let filter = #"^DLSBadge/(count|neutral)(\.dark)?$"#

  /// Writes the folder at `snapshots`; `suffixes` are the files of `error` copied over `count`.
  static func make(at snapshots: URL, swapping suffixes: [String]) throws {
    let files = FileManager.default
    let shipped = TestSupport.packageRoot.appendingPathComponent("Snapshots")
    let badge = snapshots.appendingPathComponent("DLSBadge")
    try files.createDirectory(at: snapshots, withIntermediateDirectories: true)
    try files.copyItem(at: shipped.appendingPathComponent("DLSBadge"), to: badge)
    try files.copyItem(
      at: shipped.appendingPathComponent("rendering-environment.yaml"),
      to: snapshots.appendingPathComponent("rendering-environment.yaml"))
    for suffix in suffixes {
      try files.removeItem(at: badge.appendingPathComponent("count" + suffix))
      try files.copyItem(
        at: badge.appendingPathComponent("error" + suffix),
        to: badge.appendingPathComponent("count" + suffix))
    }
    try files.removeItem(at: badge.appendingPathComponent("neutral.dark.png"))
  }
}
