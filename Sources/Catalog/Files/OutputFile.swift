import Foundation
import PNG
import Raster

// MARK: - OutputFile

/// Writes a file the user named with `--output`/`-o`: a new or regular file atomically, a
/// symbolic link through to its target (the link stays), a character device or a FIFO with a
/// reader in place (`-o /dev/stdout`, a pipe), and nothing else: a directory, a block device
/// or a socket is refused. What is at the path is never replaced by something else.
public enum OutputFile {
  /// Writes `data` to `path`; the error quotes the path and says why it cannot be written.
  public static func write(_ data: Data, to path: String) throws(CatalogError) {
    guard !path.isEmpty else { throw .file(.emptyOutputPath) }
    var info = stat()
    // Follows links: a link to a regular file is written through its resolved path.
    guard stat(path, &info) == 0 else {
      let code = errno
      var link = stat()
      if code == ENOENT, lstat(path, &link) == 0 {
        // A dangling link: create its target in place, the link unchanged.
        return try writeInPlace(data, to: path, flags: O_CREAT | O_TRUNC)
      }
      guard code == ENOENT else {
        throw .file(.outputNotWritten(path: path, reason: String(cString: strerror(code))))
      }
      return try writeAtomically(data, to: path, shownAs: path)
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG:
      try writeAtomically(data, to: RunFolders.resolved(path), shownAs: path)
    case S_IFCHR:
      try writeInPlace(data, to: path, flags: 0)
    case S_IFIFO:
      // Without a reader, opening a FIFO for writing would wait forever.
      try writeInPlace(data, to: path, flags: O_NONBLOCK)
    case S_IFDIR:
      throw .file(.outputIsFolder(path: path))
    case let type:
      throw .file(.outputIsNotAFile(path: path, kind: FileKind.describe(type)))
    }
  }

  /// Encodes `pixmap` as PNG and writes it to `path` as `write(_:to:)` does.
  public static func write(_ pixmap: Pixmap, to path: String) throws(CatalogError) {
    let data: Data
    do {
      data = try PNGEncoder.encode(pixmap)
    } catch {
      throw .file(.cannotEncodeImage(path: path, reason: "\(error)"))
    }
    try write(data, to: path)
  }

  /// Writes `data` to `target` atomically; errors name `path`, as the user wrote it.
  private static func writeAtomically(_ data: Data, to target: String, shownAs path: String)
    throws(CatalogError)
  {
    do {
      try AtomicFile.write(data, to: URL(fileURLWithPath: target))
    } catch {
      throw .file(.outputNotWritten(path: path, reason: error.description))
    }
  }

  private static func writeInPlace(_ data: Data, to path: String, flags: Int32)
    throws(CatalogError)
  {
    func refuse(_ reason: String) -> CatalogError {
      .file(.outputNotWritten(path: path, reason: reason))
    }
    let descriptor = open(path, O_WRONLY | O_CLOEXEC | flags, 0o666)
    guard descriptor >= 0 else {
      let code = errno
      if code == ENXIO { throw .file(.outputFIFOUnread(path: path)) }
      throw refuse(String(cString: strerror(code)))
    }
    if flags & O_NONBLOCK != 0 {
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    }
    var sink = FileSink(descriptor: descriptor)
    sink.append(data)
    sink.flush()
    let closed = close(descriptor) == 0
    if let failure = sink.failure { throw refuse(failure) }
    guard closed else { throw refuse(String(cString: strerror(errno))) }
  }
}
