import Foundation

// MARK: - FolderLock

/// An advisory lock on a folder, for read-modify-write of a file in it by several processes
/// at once (two `record --update-accessibility-baseline` runs).
///
/// The lock is `flock` on the folder itself, so nothing is written for it, and the kernel
/// releases it when the process ends, however it ends: a killed run never leaves a stale lock.
enum FolderLock {
  /// Runs `body` while holding an exclusive lock on `folder` (created when missing), waiting
  /// for another process that holds it.
  static func withExclusiveLock<Value>(
    on folder: URL,
    _ body: () throws(CatalogError) -> Value
  )
    throws(CatalogError) -> Value
  {
    let path = folder.path
    var descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if descriptor < 0, errno == ENOENT {
      try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    }
    guard descriptor >= 0 else {
      throw .file(.cannotLock(folder: path, reason: String(cString: strerror(errno))))
    }
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else {
        throw .file(.cannotLock(folder: path, reason: String(cString: strerror(errno))))
      }
    }
    defer { flock(descriptor, LOCK_UN) }
    return try body()
  }
}
