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
    guard !path.isEmpty else {
      throw .usage("the output path is empty; pass a file name such as --output out.png")
    }
    func refuse(_ reason: String) -> CatalogError {
      .failure("\(FileNames.quoted(path)) cannot be written: \(reason)")
    }
    var info = stat()
    // Follows links: a link to a regular file is written through its resolved path.
    guard stat(path, &info) == 0 else {
      let code = errno
      var link = stat()
      if code == ENOENT, lstat(path, &link) == 0 {
        // A dangling link: create its target in place, the link unchanged.
        return try writeInPlace(data, to: path, flags: O_CREAT | O_TRUNC, refuse)
      }
      guard code == ENOENT else { throw refuse(String(cString: strerror(code))) }
      return try writeAtomically(data, to: path, refuse)
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG:
      try writeAtomically(data, to: RunFolders.resolved(path), refuse)
    case S_IFCHR:
      try writeInPlace(data, to: path, flags: 0, refuse)
    case S_IFIFO:
      // Without a reader, opening a FIFO for writing would wait forever.
      try writeInPlace(data, to: path, flags: O_NONBLOCK, refuse)
    case S_IFDIR:
      throw refuse("it is a folder; pass a file name inside it")
    case let type:
      throw refuse("it is \(FileKind.describe(type)); pass a file name")
    }
  }

  /// Encodes `pixmap` as PNG and writes it to `path` as `write(_:to:)` does.
  public static func write(_ pixmap: Pixmap, to path: String) throws(CatalogError) {
    let data: Data
    do {
      data = try PNGEncoder.encode(pixmap)
    } catch {
      throw .failure("cannot encode the image for \(FileNames.quoted(path)): \(error)")
    }
    try write(data, to: path)
  }

  private static func writeAtomically(
    _ data: Data, to path: String,
    _ refuse: (String) -> CatalogError
  ) throws(CatalogError) {
    do {
      try AtomicFile.write(data, to: URL(fileURLWithPath: path))
    } catch {
      throw refuse(error.description)
    }
  }

  private static func writeInPlace(
    _ data: Data, to path: String, flags: Int32,
    _ refuse: (String) -> CatalogError
  ) throws(CatalogError) {
    let descriptor = open(path, O_WRONLY | O_CLOEXEC | flags, 0o666)
    guard descriptor >= 0 else {
      let code = errno
      throw refuse(
        code == ENXIO ? "it is a FIFO that nothing reads" : String(cString: strerror(code)))
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
