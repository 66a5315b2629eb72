import Foundation
import PNG
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
  ///
  /// Only a regular file is read, and only after its signature and size are checked: a FIFO
  /// never blocks the run, and a huge file named like a reference is refused before a byte
  /// of its body is read.
  static func read(_ url: URL, proving fingerprint: SnapshotFingerprint.Pixels? = nil)
    -> ReferenceFile
  {
    let data: Data
    switch load(url.path, name: url.lastPathComponent) {
    case .success(nil): return .absent
    case .success(let bytes?): data = bytes
    case .failure(let problem): return .unreadable(problem.reason)
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

  /// Why a reference could not be loaded.
  struct Problem: Error {
    var reason: String
  }

  /// The bytes of the PNG at `path`, `nil` when nothing is there.
  static func load(_ path: String, name: String) -> Result<Data?, Problem> {
    let opened = openRegularFile(path, kind: "PNG file")
    guard case .success(let file?) = opened else {
      return opened.map { _ in nil }
    }
    let (descriptor, size) = file
    defer { close(descriptor) }
    // The signature and the header chunk come first, so a file that is no PNG, or that is
    // far larger than its stated size can need, is refused without reading the rest.
    let head = readBytes(descriptor, count: min(size, 33))
    guard head.count >= 8, head.prefix(8).elementsEqual(pngSignature) else {
      let reason: PNGError.Reason = head.isEmpty ? .empty : .notPNG
      return .failure(Problem(reason: PNGError(file: name, reason: reason).description))
    }
    if head.count == 33, let limit = sizeLimit(header: head), size > limit {
      return .failure(
        Problem(
          reason:
            "it is \(size) bytes, more than any PNG of its stated size can need (\(limit)); "
            + "delete it and record again"))
    }
    var data = Data(head)
    if size > head.count {
      let rest = readBytes(descriptor, count: size - head.count)
      guard rest.count == size - head.count else {
        return .failure(
          Problem(reason: "it could not be read whole (\(String(cString: strerror(errno))))"))
      }
      data.append(contentsOf: rest)
    }
    return .success(data)
  }

  private static let pngSignature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

  /// A regular file opened for reading and its size, `nil` when nothing is at `path`; `kind`
  /// names what should be there ("PNG file") in the refusal of a directory, and `advice`, when
  /// given, replaces the advice to remove what is there.
  ///
  /// Opened without blocking, so a FIFO named like a reference never stalls the run.
  private static func openRegularFile(_ path: String, kind: String, advice: String? = nil)
    -> Result<(Int32, Int)?, Problem>
  {
    var info = stat()
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      // A socket cannot be opened at all (ENXIO): say what it is, as for a FIFO.
      if code == ENXIO || code == EOPNOTSUPP, stat(path, &info) == 0,
        info.st_mode & S_IFMT != S_IFREG, info.st_mode & S_IFMT != S_IFDIR
      {
        return .failure(notRegular(info.st_mode & S_IFMT, advice: advice))
      }
      switch code {
      case ENOENT: return .success(nil)
      case EACCES:
        return .failure(
          Problem(
            reason:
              "it cannot be read (permission denied); check the permissions of the file and of "
              + "the folders above it"))
      case ELOOP: return .failure(Problem(reason: "it is a symbolic-link loop; remove the link"))
      case ENOTDIR:
        return .failure(Problem(reason: "a file is in the way where its folder should be"))
      default: return .failure(Problem(reason: String(cString: strerror(code))))
      }
    }
    guard fstat(descriptor, &info) == 0 else {
      let reason = String(cString: strerror(errno))
      close(descriptor)
      return .failure(Problem(reason: reason))
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG:
      return .success((descriptor, Int(info.st_size)))
    case S_IFDIR:
      close(descriptor)
      return .failure(
        Problem(
          reason: "it is a directory, not a \(kind)"
            + (advice.map { "; \($0)" } ?? " (remove it first)")))
    case let type:
      close(descriptor)
      return .failure(notRegular(type, advice: advice))
    }
  }

  /// The refusal of a FIFO, socket or device where a file should be.
  private static func notRegular(_ type: mode_t, advice: String?) -> Problem {
    Problem(
      reason: "it is not a regular file (\(FileKind.describe(type))); "
        + (advice ?? "remove it and record again"))
  }

  /// What is on disk where a text reference should be.
  enum TextBytes {
    case absent
    case bytes(Data)
    case unreadable(String)
  }

  /// The largest text reference read: 64 MiB, far beyond a tree of 10,000 elements (about
  /// 1 MiB), so a huge file named like a reference is refused unread.
  static let textSizeLimit = 64 << 20

  /// The bytes of the text reference at `url`, read only from a regular file within the limit;
  /// `advice`, when given, replaces the advice to remove and record what cannot be read.
  static func readBytes(_ url: URL, advice: String? = nil) -> TextBytes {
    let opened = openRegularFile(url.path, kind: "text file", advice: advice)
    let file: (Int32, Int)
    switch opened {
    case .success(nil): return .absent
    case .success(let found?): file = found
    case .failure(let problem): return .unreadable(problem.reason)
    }
    let (descriptor, size) = file
    defer { close(descriptor) }
    guard size <= textSizeLimit else {
      return .unreadable(
        "it is \(size) bytes, more than the \(textSizeLimit) a text snapshot "
          + "may take; " + (advice ?? "delete it and record again"))
    }
    let bytes = readBytes(descriptor, count: size)
    guard bytes.count == size else {
      return .unreadable("it could not be read whole (\(String(cString: strerror(errno))))")
    }
    return .bytes(Data(bytes))
  }

  /// The most bytes a PNG with this IHDR may take: every row unfiltered at 16-bit RGBA, twice
  /// over for deflate and chunk framing, plus room for ancillary chunks.
  private static func sizeLimit(header: [UInt8]) -> Int? {
    guard header[12..<16].elementsEqual(Array("IHDR".utf8)) else { return nil }
    func word(_ at: Int) -> Int {
      Int(header[at]) << 24 | Int(header[at + 1]) << 16 | Int(header[at + 2]) << 8
        | Int(header[at + 3])
    }
    let width = min(word(16), Pixmap.maxDimension)
    let height = min(word(20), Pixmap.maxDimension)
    return 2 * height * (1 + width * 8) + (16 << 20)
  }

  /// Up to `count` bytes from the descriptor's position, fewer at end of file or on error.
  private static func readBytes(_ descriptor: Int32, count: Int) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: count)
    var filled = 0
    bytes.withUnsafeMutableBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      while filled < count {
        let got = Glibc.read(descriptor, base + filled, count - filled)
        if got < 0, errno == EINTR { continue }
        guard got > 0 else { break }
        filled += got
      }
    }
    bytes.removeLast(count - filled)
    return bytes
  }
}
