import Foundation
import Synchronization

// MARK: - AtomicFile

/// Writes files so a reader never sees half of one: write a temporary file beside the target,
/// then rename it over the target (rename is atomic within one directory).
///
/// Temporary files are hidden (`.name.pid.random.tmp`), so the snapshot scan never takes one
/// for a reference, and the ones being written are tracked so an interrupted process can
/// remove them before it exits (`removeTemporaryFiles()`).
public enum AtomicFile {
  /// The temporary files being written right now.
  private static let inFlight = Mutex<Set<Temporary>>([])

  /// A temporary file: a name in a directory opened by the writer (or a path, with
  /// `AT_FDCWD`), kept open until the entry is removed.
  private struct Temporary: Hashable {
    var directory: Int32
    var name: String
  }

  /// Writes `data` to `url`, creating parent directories; the error names the path and the cause.
  ///
  /// With `isDurable` the data is flushed to disk before the rename, so even a power cut leaves
  /// either the old file or the new one; reports, which the next run rewrites, skip the flush.
  public static func write(_ data: Data, to url: URL, isDurable: Bool = false)
    throws(CatalogError)
  {
    try write(to: url, isDurable: isDurable) { $0.append(data) }
  }

  /// Writes the bytes `produce` appends to its sink, as `write(_:to:isDurable:)` does: large
  /// files (reports of thousands of snapshots) are written as they are produced, in
  /// buffer-sized pieces, instead of being built whole in memory first.
  public static func write(
    to url: URL, isDurable: Bool = false,
    _ produce: (inout FileSink) throws(CatalogError) -> Void
  )
    throws(CatalogError)
  {
    // Plain path strings: URL methods cost more than the write for small files.
    let path = url.path
    let slash = path.lastIndex(of: "/")
    let directoryPath = slash.map { String(path[..<$0]) } ?? "."
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    try write(
      Place(
        directory: AT_FDCWD, prefix: directoryPath + "/", name: name, path: path,
        directoryPath: directoryPath),
      isDurable: isDurable,
      createDirectory: { () throws(CatalogError) in
        do {
          try FileManager.default.createDirectory(
            atPath: directoryPath, withIntermediateDirectories: true)
        } catch {
          throw .file(.cannotCreateDirectory(path: directoryPath, reason: reason(error)))
        }
      },
      produce)
  }

  /// Where `write` puts a file: `name` in the directory open as `directory`, or, with
  /// `AT_FDCWD`, at `prefix + name`; `path` and `directoryPath` are for messages.
  struct Place {
    var directory: Int32
    var prefix = ""
    var name: String
    var path: String
    var directoryPath: String
  }

  /// Writes the bytes `produce` appends as `name` in an open directory: the temporary file
  /// is created there (`O_EXCL`, never through a link) and renamed over `name`, which replaces
  /// a link or a hard link's name without touching what it leads to. The caller keeps
  /// `place.directory` open until this returns.
  static func write(
    _ place: Place, isDurable: Bool = false,
    createDirectory: (() throws(CatalogError) -> Void)? = nil,
    _ produce: (inout FileSink) throws(CatalogError) -> Void
  )
    throws(CatalogError)
  {
    let path = place.path
    let directoryPath = place.directoryPath
    let target = place.prefix + place.name
    let temporary = Temporary(
      directory: place.directory,
      name: "\(place.prefix).\(place.name).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp")
    inFlight.withLock { _ = $0.insert(temporary) }
    defer { inFlight.withLock { _ = $0.remove(temporary) } }

    let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
    var descriptor = openat(place.directory, temporary.name, flags, 0o666)
    if descriptor < 0, errno == ENOENT || errno == ENOTDIR, let createDirectory {
      // The directory is missing: create it only now, so the common case costs no lookups.
      try createDirectory()
      descriptor = openat(place.directory, temporary.name, flags, 0o666)
    }
    guard descriptor >= 0 else {
      let code = errno
      if [EACCES, EPERM, EROFS].contains(code) {
        throw .file(.directoryNotWritable(file: path, directory: directoryPath))
      }
      throw .file(.cannotWrite(file: path, reason: String(cString: strerror(code))))
    }
    var sink = FileSink(descriptor: descriptor)
    do {
      try produce(&sink)
    } catch {
      close(descriptor)
      unlinkat(place.directory, temporary.name, 0)
      throw error
    }
    sink.flush()
    let flushed = !isDurable || fsync(descriptor) == 0
    let closed = close(descriptor) == 0
    guard sink.failure == nil, flushed, closed else {
      let cause = sink.failure ?? String(cString: strerror(errno))
      unlinkat(place.directory, temporary.name, 0)
      throw .file(.cannotWrite(file: path, reason: cause))
    }
    if renameat(place.directory, temporary.name, place.directory, target) != 0 {
      let code = errno
      unlinkat(place.directory, temporary.name, 0)
      if code == EISDIR || code == ENOTEMPTY || code == EEXIST {
        throw .file(.directoryInTheWay(file: path))
      }
      throw .file(.cannotWrite(file: path, reason: String(cString: strerror(code))))
    }
  }

  /// Deletes every temporary file still being written, for a process that must exit at once;
  /// the targets keep their previous contents.
  public static func removeTemporaryFiles() {
    inFlight.withLock { files in
      for file in files { unlinkat(file.directory, file.name, 0) }
      files.removeAll()
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

// MARK: - FileSink

/// The bytes of a file being written by `AtomicFile.write(to:isDurable:_:)`, buffered; the
/// first write error is kept and ends writing.
public struct FileSink {
  private let descriptor: Int32
  private var buffer: [UInt8] = []
  private static let capacity = 1 << 16
  /// Why writing failed, if it did.
  private(set) var failure: String?

  init(descriptor: Int32) {
    self.descriptor = descriptor
    buffer.reserveCapacity(Self.capacity)
  }

  /// Appends `data`.
  public mutating func append(_ data: Data) {
    if buffer.count + data.count > Self.capacity { flush() }
    if data.count >= Self.capacity {
      data.withUnsafeBytes { write($0) }
    } else {
      buffer.append(contentsOf: data)
    }
  }

  /// Appends `text` as UTF-8.
  public mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { utf8 in
      if buffer.count + utf8.count > Self.capacity { flush() }
      if utf8.count >= Self.capacity {
        write(UnsafeRawBufferPointer(utf8))
      } else {
        buffer.append(contentsOf: utf8)
      }
    }
  }

  /// Writes out what is buffered.
  mutating func flush() {
    let descriptor = descriptor
    let failed = failure == nil ? buffer.withUnsafeBytes { Self.write($0, to: descriptor) } : nil
    failure = failure ?? failed
    buffer.removeAll(keepingCapacity: true)
  }

  private mutating func write(_ bytes: UnsafeRawBufferPointer) {
    guard failure == nil else { return }
    failure = Self.write(bytes, to: descriptor)
  }

  /// Writes all of `bytes`; returns the cause when it could not.
  private static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> String? {
    guard let base = bytes.baseAddress else { return nil }
    var offset = 0
    while offset < bytes.count {
      let count = Glibc.write(descriptor, base + offset, bytes.count - offset)
      if count < 0 {
        if errno == EINTR { continue }
        return String(cString: strerror(errno))
      }
      offset += count
    }
    return nil
  }
}
