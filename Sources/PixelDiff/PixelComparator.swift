import Foundation
import Raster

// MARK: - PixelComparator

/// Compares two pixmaps and optionally draws a pixelmatch-style diff image.
public enum PixelComparator {
  /// Compares `expected` with `actual`.
  public static func compare(_ expected: Pixmap, _ actual: Pixmap, options: DiffOptions = .exact)
    -> DiffResult
  {
    var unused: Pixmap?
    return compare(expected, actual, options: options, drawing: false, into: &unused)
  }

  /// Compares and draws the diff image: changed pixels red, anti-aliasing differences yellow,
  /// the rest a faded grey copy of `expected`. When the sizes differ, the two are aligned at
  /// the top left on a canvas as large as both: the shared area is drawn as usual and what
  /// only one image covers is red.
  public static func diff(_ expected: Pixmap, _ actual: Pixmap, options: DiffOptions = .exact)
    -> (result: DiffResult, image: Pixmap?)
  {
    var image: Pixmap?
    let result = compare(expected, actual, options: options, drawing: true, into: &image)
    if result.sizeMismatch != nil {
      image = sizeChangeImage(expected, actual, options: options)
    }
    return (result, image)
  }

  private static func sizeChangeImage(_ expected: Pixmap, _ actual: Pixmap, options: DiffOptions)
    -> Pixmap?
  {
    let width = min(expected.width, actual.width)
    let height = min(expected.height, actual.height)
    let canvasWidth = max(expected.width, actual.width)
    let canvasHeight = max(expected.height, actual.height)
    guard let a = crop(expected, width, height), let b = crop(actual, width, height) else {
      return nil
    }
    var shared: Pixmap?
    _ = compare(a, b, options: options, drawing: true, into: &shared)
    // Identical shared areas draw no image of their own: their faded copy stands in.
    let inner = (shared ?? fadedCopy(a))?.straightRGBA ?? []
    var out = [UInt8](repeating: 0, count: canvasWidth * canvasHeight * 4)
    for y in 0..<canvasHeight {
      for x in 0..<canvasWidth {
        let o = (y * canvasWidth + x) * 4
        if x < width, y < height, !inner.isEmpty {
          let i = (y * width + x) * 4
          out[o] = inner[i]
          out[o + 1] = inner[i + 1]
          out[o + 2] = inner[i + 2]
          out[o + 3] = 255
        } else {
          out[o] = 255
          out[o + 1] = 0
          out[o + 2] = 0
          out[o + 3] = 255
        }
      }
    }
    return Pixmap(width: canvasWidth, height: canvasHeight, straightRGBA: out)
  }

  /// The top-left `width` × `height` of `image`.
  private static func crop(_ image: Pixmap, _ width: Int, _ height: Int) -> Pixmap? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(width * height * 4)
    for y in 0..<height {
      let start = y * image.width * 4
      bytes += image.data[start..<(start + width * 4)]
    }
    return Pixmap(width: width, height: height, premultipliedData: bytes)
  }

  private static func compare(
    _ expected: Pixmap, _ actual: Pixmap, options: DiffOptions,
    drawing: Bool, into diffImage: inout Pixmap?
  ) -> DiffResult {
    guard expected.width == actual.width, expected.height == actual.height else {
      var result = DiffResult(
        isEqual: false, mismatchedPixels: expected.width * expected.height,
        mismatchedRatio: 1, maxChannelDelta: 255)
      result.sizeMismatch = ((expected.width, expected.height), (actual.width, actual.height))
      return result
    }
    let total = expected.width * expected.height
    let width = expected.width
    let height = expected.height
    let perceptual: (threshold: Double, includeAA: Bool)? = {
      if case .perceptual(let t, let aa) = options.mode { return (t, aa) }
      return nil
    }()
    let maxYIQ = 35215 * (perceptual?.threshold ?? 0) * (perceptual?.threshold ?? 0)
    var output: [UInt8]?
    var mismatched = 0
    var maxDelta = 0
    var minX = width
    var minY = height
    var maxX = -1
    var maxY = -1
    let isIdentical = expected.data.withUnsafeBytes { ra in
      actual.data.withUnsafeBytes { rb -> Bool in
        guard let baseA = ra.baseAddress, let baseB = rb.baseAddress else { return true }
        if memcmp(baseA, baseB, ra.count) == 0 { return true }
        if drawing { output = fadedBytes(expected.straightRGBA) }
        let a = PackedPixels(base: baseA, width: width, height: height)
        let b = PackedPixels(base: baseB, width: width, height: height)
        var lumaA: LumaPlane?
        var lumaB: LumaPlane?
        defer {
          lumaA?.deallocate()
          lumaB?.deallocate()
        }
        let rowBytes = width * 4
        for y in 0..<height {
          // Most rows of a changed snapshot are untouched: skip them at memory speed.
          if memcmp(baseA + y * rowBytes, baseB + y * rowBytes, rowBytes) == 0 { continue }
          if perceptual == nil && output == nil {
            // Exact counting only: a tight loop with the bounds kept per row.
            var count = 0
            var first = -1
            var last = 0
            for x in 0..<width {
              let pa = a[x, y]
              let pb = b[x, y]
              if pa == pb { continue }
              count += 1
              last = x
              if first < 0 { first = x }
              if maxDelta < 255 {
                maxDelta = max(
                  maxDelta,
                  PackedPixels.maxChannelDelta(
                    PackedPixels.straight(pa), PackedPixels.straight(pb)))
              }
            }
            mismatched += count
            minX = min(minX, first)
            maxX = max(maxX, last)
            minY = min(minY, y)
            maxY = y
            continue
          }
          var areRowsReady = false
          for x in 0..<width {
            let pa = a[x, y]
            let pb = b[x, y]
            if pa == pb { continue }
            let sa = PackedPixels.straight(pa)
            let sb = PackedPixels.straight(pb)
            maxDelta = max(maxDelta, PackedPixels.maxChannelDelta(sa, sb))
            var counts = true
            var isAA = false
            if let perceptual {
              if abs(YIQ.delta(sa, sb)) <= maxYIQ {
                counts = false
              } else if !perceptual.includeAA {
                if lumaA == nil {
                  lumaA = LumaPlane(a)
                  lumaB = LumaPlane(b)
                }
                guard let planeA = lumaA, let planeB = lumaB else { continue }
                if !areRowsReady {
                  planeA.prepareRows(around: y)
                  planeB.prepareRows(around: y)
                  areRowsReady = true
                }
                if AntiAliasing.isAntialiased(a, planeA, b, x, y)
                  || AntiAliasing.isAntialiased(b, planeB, a, x, y)
                {
                  counts = false
                  isAA = true
                }
              }
            }
            let i = (y * width + x) * 4
            if counts {
              mismatched += 1
              minX = min(minX, x)
              minY = min(minY, y)
              maxX = max(maxX, x)
              maxY = max(maxY, y)
              output?.withUnsafeMutableBufferPointer { setColor($0, i, 255, 0, 0) }
            } else if isAA {
              output?.withUnsafeMutableBufferPointer { setColor($0, i, 255, 255, 0) }
            }
          }
        }
        return false
      }
    }
    if isIdentical {
      if drawing { diffImage = fadedCopy(expected) }
      return DiffResult(isEqual: true, mismatchedPixels: 0, mismatchedRatio: 0, maxChannelDelta: 0)
    }
    if let output, let image = Pixmap(width: width, height: height, straightRGBA: output) {
      diffImage = image
    }
    let ratio = Double(mismatched) / Double(total)
    let allowed =
      mismatched <= options.maxDiffPixels
      || (options.maxDiffPixelRatio > 0 && ratio <= options.maxDiffPixelRatio)
    var result = DiffResult(
      isEqual: mismatched == 0 || allowed, mismatchedPixels: mismatched,
      mismatchedRatio: ratio, maxChannelDelta: maxDelta)
    if maxX >= 0 { result.bounds = (minX, minY, maxX - minX + 1, maxY - minY + 1) }
    return result
  }

  private static func setColor(
    _ p: UnsafeMutableBufferPointer<UInt8>, _ i: Int, _ r: UInt8,
    _ g: UInt8, _ b: UInt8
  ) {
    p[i] = r
    p[i + 1] = g
    p[i + 2] = b
    p[i + 3] = 255
  }

  /// pixelmatch's background: each pixel's luma blended with white at alpha 0.1.
  private static func fadedBytes(_ straight: [UInt8]) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: straight.count)
    straight.withUnsafeBufferPointer { src in
      out.withUnsafeMutableBufferPointer { dst in
        var i = 0
        while i < src.count {
          let y = YIQ.luma(
            UInt32(src[i]) | UInt32(src[i + 1]) << 8 | UInt32(src[i + 2]) << 16
              | UInt32(src[i + 3]) << 24)
          let v = UInt8(255 + (y - 255) * 0.1, rounding: .toNearestOrAwayFromZero)
          dst[i] = v
          dst[i + 1] = v
          dst[i + 2] = v
          dst[i + 3] = 255
          i += 4
        }
      }
    }
    return out
  }

  private static func fadedCopy(_ image: Pixmap) -> Pixmap? {
    Pixmap(width: image.width, height: image.height, straightRGBA: fadedBytes(image.straightRGBA))
  }
}
