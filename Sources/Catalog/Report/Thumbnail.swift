import Raster

// MARK: - Thumbnail

/// A small copy of a report image for a pull-request comment: the image shrunk by a whole
/// factor, each pixel the rounded mean of the premultiplied pixels of its block, so the same
/// image always gives the same bytes and a one-pixel change in a large image still shows.
public enum Thumbnail {
  /// The widest a thumbnail is, in pixels: three side by side fit a comment's column.
  public static let maxWidth = 240
  /// The tallest a thumbnail is, in pixels, so a full-screen snapshot stays a thumbnail.
  public static let maxHeight = 480

  /// `image` shrunk by the smallest whole factor that fits it in `maxWidth` × `maxHeight`;
  /// the image itself when it fits already. A block at the right or bottom edge averages the
  /// pixels it has.
  public static func scaled(
    _ image: Pixmap, maxWidth: Int = Thumbnail.maxWidth, maxHeight: Int = Thumbnail.maxHeight
  ) -> Pixmap {
    let factor = max(
      (image.width + maxWidth - 1) / max(maxWidth, 1),
      (image.height + maxHeight - 1) / max(maxHeight, 1), 1)
    guard factor > 1 else { return image }
    let width = (image.width + factor - 1) / factor
    let height = (image.height + factor - 1) / factor
    var out = [UInt8](repeating: 0, count: width * height * 4)
    let data = image.data
    for y in 0..<height {
      let rows = (y * factor)..<min((y + 1) * factor, image.height)
      for x in 0..<width {
        let columns = (x * factor)..<min((x + 1) * factor, image.width)
        var sums = (0, 0, 0, 0)
        for row in rows {
          var index = (row * image.width + columns.lowerBound) * 4
          for _ in columns {
            sums.0 += Int(data[index])
            sums.1 += Int(data[index + 1])
            sums.2 += Int(data[index + 2])
            sums.3 += Int(data[index + 3])
            index += 4
          }
        }
        // Rounding every channel alike keeps each colour at most its alpha.
        let count = rows.count * columns.count
        let at = (y * width + x) * 4
        out[at] = UInt8((sums.0 + count / 2) / count)
        out[at + 1] = UInt8((sums.1 + count / 2) / count)
        out[at + 2] = UInt8((sums.2 + count / 2) / count)
        out[at + 3] = UInt8((sums.3 + count / 2) / count)
      }
    }
    return Pixmap(width: width, height: height, premultipliedData: out) ?? image
  }
}
