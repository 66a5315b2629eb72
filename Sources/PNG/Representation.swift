// MARK: - Representation

/// One exact way to store an image in PNG: colour type, bit depth, packed rows, palette.
struct Representation {
  // libpng and zlib constants, spelled out because the C macros are not all importable.
  static let colorGrey: Int = 0, colorRGB = 2, colorPalette = 3, colorGreyAlpha = 4, colorRGBA = 6
  static let filterNone: Int32 = 0x08, filterAll: Int32 = 0xF8
  static let zDefault: Int32 = 0, zFiltered: Int32 = 1

  /// Filter none and libpng's adaptive choice: flat UI images usually compress best
  /// unfiltered, gradients and photos with filtering.
  static let filterChoices = [filterNone, filterAll]

  var colorType: Int
  var bitDepth: Int
  var rowBytes: Int
  var pixels: [UInt8]
  var palette: [UInt8] = []
  var transparency: [UInt8] = []
  /// The libpng filter masks worth ranking for these rows, the usual winner first.
  var filters: [Int32]

  /// The representations worth compressing for this image, smallest first.
  static func candidates(for analysis: ColorAnalysis, straight: [UInt8], width: Int, height: Int)
    -> [Representation]
  {
    var out: [Representation] = []
    if let palette = analysis.palette {
      out.append(paletted(palette, straight: straight, width: width, height: height))
      // A grey image with few levels is often smaller as plain grey with filtering.
      if analysis.isGrey, analysis.isOpaque {
        out.append(grey(straight, width: width, height: height, alpha: false))
      }
    } else if analysis.isGrey {
      out.append(grey(straight, width: width, height: height, alpha: !analysis.isOpaque))
    } else {
      out.append(truecolor(straight, width: width, height: height, alpha: !analysis.isOpaque))
    }
    return out
  }

  static func paletted(_ colors: [UInt32], straight: [UInt8], width: Int, height: Int)
    -> Representation
  {
    let depth = colors.count <= 2 ? 1 : colors.count <= 4 ? 2 : colors.count <= 16 ? 4 : 8
    var index: [UInt32: UInt8] = [:]
    var palette: [UInt8] = []
    var trns: [UInt8] = []
    for (i, color) in colors.enumerated() {
      index[color] = UInt8(i)
      palette += [UInt8(color >> 24), UInt8((color >> 16) & 0xFF), UInt8((color >> 8) & 0xFF)]
      if color & 0xFF != 255 { trns.append(UInt8(color & 0xFF)) }
    }
    let rowBytes = (width * depth + 7) / 8
    var packed = [UInt8](repeating: 0, count: rowBytes * height)
    let perByte = 8 / depth
    straight.withUnsafeBufferPointer { px in
      packed.withUnsafeMutableBufferPointer { out in
        var last: UInt32 = 0
        var lastIndex: UInt8 = 0
        var hasLast = false
        for y in 0..<height {
          for x in 0..<width {
            let i = (y * width + x) * 4
            let c =
              UInt32(px[i]) << 24 | UInt32(px[i + 1]) << 16 | UInt32(px[i + 2]) << 8
              | UInt32(px[i + 3])
            let v: UInt8
            if hasLast && c == last {
              v = lastIndex
            } else {
              v = index[c] ?? 0
              last = c
              lastIndex = v
              hasLast = true
            }
            let byte = y * rowBytes + x / perByte
            let shift = 8 - depth * (x % perByte + 1)
            out[byte] |= v << shift
          }
        }
      }
    }
    // Filtering packed sub-byte indices only scrambles them.
    let filters = depth == 8 ? filterChoices : [filterNone]
    return Representation(
      colorType: colorPalette, bitDepth: depth, rowBytes: rowBytes, pixels: packed,
      palette: palette, transparency: trns, filters: filters)
  }

  static func grey(_ straight: [UInt8], width: Int, height: Int, alpha: Bool) -> Representation {
    let channels = alpha ? 2 : 1
    var out = [UInt8](repeating: 0, count: width * height * channels)
    straight.withUnsafeBufferPointer { px in
      out.withUnsafeMutableBufferPointer { o in
        var j = 0
        var i = 0
        while i < px.count {
          o[j] = px[i]
          if alpha { o[j + 1] = px[i + 3] }
          j += channels
          i += 4
        }
      }
    }
    return Representation(
      colorType: alpha ? colorGreyAlpha : colorGrey, bitDepth: 8, rowBytes: width * channels,
      pixels: out, filters: filterChoices)
  }

  static func truecolor(_ straight: [UInt8], width: Int, height: Int, alpha: Bool)
    -> Representation
  {
    if alpha {
      return Representation(
        colorType: colorRGBA, bitDepth: 8, rowBytes: width * 4, pixels: straight,
        filters: filterChoices)
    }
    var out = [UInt8](repeating: 0, count: width * height * 3)
    straight.withUnsafeBufferPointer { px in
      out.withUnsafeMutableBufferPointer { o in
        var j = 0
        var i = 0
        while i < px.count {
          o[j] = px[i]
          o[j + 1] = px[i + 1]
          o[j + 2] = px[i + 2]
          j += 3
          i += 4
        }
      }
    }
    return Representation(
      colorType: colorRGB, bitDepth: 8, rowBytes: width * 3, pixels: out,
      filters: filterChoices)
  }
}
