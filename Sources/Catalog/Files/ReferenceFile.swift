import Foundation
import Raster

// MARK: - ReferenceFile

/// What is on disk where a reference should be.
enum ReferenceFile {
  case absent
  /// A readable PNG: its pixels and its exact bytes (copied into reports unchanged).
  case image(Pixmap, Data)
  /// A PNG whose fingerprint proves it holds the pixels asked about; its exact bytes, not
  /// decoded.
  case proven(Data)
  /// Something is there but it is not a usable reference; the reason says what.
  case unreadable(String)

  /// Reads the reference at `url`: `.proven` when `fingerprint` is given and the file's own
  /// fingerprint proves it holds those pixels, otherwise decoded.
  static func read(_ url: URL, proving fingerprint: SnapshotFingerprint.Pixels? = nil)
    -> ReferenceFile
  {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      return .absent
    }
    if isDirectory.boolValue {
      return .unreadable("it is a directory, not a PNG file (remove it first)")
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      return .unreadable("it cannot be read (check its permissions)")
    }
    if let fingerprint, SnapshotFingerprint.proves(data, holds: fingerprint) {
      return .proven(data)
    }
    do {
      return .image(try SnapshotCodec.decode(data, name: url.lastPathComponent), data)
    } catch {
      return .unreadable("\(error)")
    }
  }
}
