import Foundation

// MARK: - AtomicFile

/// Writes files so a reader never sees half of one: write a temporary file beside the target,
/// then rename it over the target (rename is atomic within one directory).
public enum AtomicFile {
  /// Writes `data` to `url`, creating parent directories; the error names the path and the cause.
  public static func write(_ data: Data, to url: URL) throws(CatalogError) {
    let directory = url.deletingLastPathComponent()
    let fm = FileManager.default
    do {
      try fm.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw .failure("cannot create directory '\(directory.path)': \(reason(error))")
    }
    var isDirectory: ObjCBool = false
    if fm.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
      throw .failure(
        "cannot write '\(url.path)': a directory is in the way; remove it and run again")
    }
    let temporary = directory.appendingPathComponent(
      ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UInt64.random(in: 0...UInt64.max)).tmp")
    guard fm.createFile(atPath: temporary.path, contents: data) else {
      throw .failure(
        "cannot write '\(url.path)': the directory '\(directory.path)' is not writable")
    }
    if rename(temporary.path, url.path) != 0 {
      let cause = String(cString: strerror(errno))
      try? fm.removeItem(at: temporary)
      throw .failure("cannot write '\(url.path)': \(cause)")
    }
  }

  /// A short description of a Foundation error without its domain noise.
  public static func reason(_ error: any Error) -> String {
    let ns = error as NSError
    if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError {
      return String(cString: strerror(Int32(underlying.code)))
    }
    return ns.localizedDescription
  }
}
