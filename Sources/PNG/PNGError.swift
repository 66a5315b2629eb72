import Raster

// MARK: - PNGError

/// Why a PNG could not be read or written; the description names the file and the fix.
public struct PNGError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Reason: Hashable, Sendable {
    /// The file is empty.
    case empty
    /// The first eight bytes are not the PNG signature.
    case notPNG
    /// The file stops before its data does.
    case truncated
    /// A chunk is damaged or out of order; libpng's words say which.
    case corrupt(String)
    /// The header's size is zero or over the limits; checked before allocating.
    case tooLarge(String)
    /// The path does not exist.
    case missing
    /// The path is a directory.
    case isDirectory
    /// The file exists but cannot be read or written.
    case unreadable(String)
    /// The image cannot be written as asked, such as a text keyword PNG does not allow.
    case unwritable(String)
  }

  /// The file's path, or a name for in-memory data.
  public var file: String
  public var reason: Reason

  /// Creates an error for `file`.
  public init(file: String, reason: Reason) {
    self.file = file
    self.reason = reason
  }

  public var description: String {
    switch reason {
    case .empty: "'\(file)' is empty, not a PNG image"
    case .notPNG: "'\(file)' is not a PNG image (its first 8 bytes are not the PNG signature)"
    case .truncated: "'\(file)' is truncated: the file ends before its image data does"
    case .corrupt(let detail): "'\(file)' is a damaged PNG: \(detail)"
    case .tooLarge(let detail): "'\(file)' is refused: \(detail)"
    case .missing: "'\(file)' does not exist"
    case .isDirectory: "'\(file)' is a directory, expected a PNG file"
    case .unreadable(let detail): "'\(file)' cannot be read: \(detail)"
    case .unwritable(let detail): "'\(file)' cannot be written: \(detail)"
    }
  }
}

// MARK: - PNGDecodingLimits

/// The largest image a decoder accepts, checked from the header before allocating, so a small
/// file that claims a huge size cannot exhaust memory.
///
/// The defaults are the pixmap's own limits, so every image the renderer can write can be
/// read back; lower values tighten them, higher ones do not raise them.
public struct PNGDecodingLimits: Hashable, Sendable {
  /// The largest width or height.
  public var maxSide: Int
  /// The largest width × height.
  public var maxPixels: Int

  /// `Pixmap.maxDimension` a side and `Pixmap.maxPixelCount` pixels by default.
  public init(maxSide: Int = Pixmap.maxDimension, maxPixels: Int = Pixmap.maxPixelCount) {
    self.maxSide = maxSide
    self.maxPixels = maxPixels
  }

  /// Why an image of `width` × `height` is refused, in the pixmap's words; `nil` when it is not.
  func sizeProblem(width: Int, height: Int) -> String? {
    Pixmap.sizeProblem(
      width: width, height: height, maxDimension: maxSide,
      maxPixelCount: maxPixels)
  }
}
