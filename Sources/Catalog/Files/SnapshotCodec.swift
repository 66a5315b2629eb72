import Foundation
import PNG
import PixelDiff
import Raster

// MARK: - SnapshotCodec

/// How the runner encodes, decodes and compares snapshot images.
enum SnapshotCodec {
  static func encode(_ pixmap: Pixmap, name: String, effort: PNGEncoder.Effort = .smallest)
    throws(CatalogError) -> Data
  {
    do {
      return try PNGEncoder.encode(pixmap, effort: effort)
    } catch {
      throw .file(.cannotEncodeRendering(name: name, reason: "\(error)"))
    }
  }

  static func decode(_ data: Data, name: String) throws(PNGError) -> Pixmap {
    try PNGDecoder.decode(data, name: name)
  }

  /// Whether two byte arrays are equal, with `memcmp` (vectorised) rather than `==`, which
  /// compares element by element.
  static func sameBytes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    guard a.count == b.count else { return false }
    return a.withUnsafeBytes { pa in
      b.withUnsafeBytes { pb in
        guard let baseA = pa.baseAddress, let baseB = pb.baseAddress else { return true }
        return memcmp(baseA, baseB, pa.count) == 0
      }
    }
  }

  /// The outcome of comparing a rendering with its reference.
  struct Outcome {
    var isMatch: Bool
    var difference: RunReport.Difference?
    var diffImage: Pixmap?
    var summary: String
  }

  static func compare(expected: Pixmap, actual: Pixmap, comparison: SnapshotComparison) -> Outcome {
    // Nearly every snapshot matches: comparing the bytes first skips the diff image the
    // comparator would otherwise build, and equal bytes pass under any comparison.
    if expected.width == actual.width, expected.height == actual.height,
      sameBytes(expected.data, actual.data)
    {
      return Outcome(
        isMatch: true, difference: nil, diffImage: nil,
        summary: "0 pixels differ (0.000 %, largest channel difference 0)")
    }
    let options: DiffOptions
    switch comparison {
    case .exact:
      options = .exact
    case .perceptual(let threshold, let includeAA, let maxPixels, let maxRatio):
      options = DiffOptions(
        mode: .perceptual(threshold: threshold, includeAA: includeAA),
        maxDiffPixels: maxPixels, maxDiffPixelRatio: maxRatio)
    }
    let (result, image) = PixelComparator.diff(expected, actual, options: options)
    if let size = result.sizeMismatch {
      let text = "\(size.expected.0)x\(size.expected.1) vs \(size.actual.0)x\(size.actual.1)"
      return Outcome(
        isMatch: false,
        difference: RunReport.Difference(
          mismatchedPixels: result.mismatchedPixels, mismatchedRatio: 1, maxChannelDelta: 255,
          bounds: nil, sizeMismatch: text),
        diffImage: image,
        summary:
          "size changed: reference \(text.replacingOccurrences(of: " vs ", with: ", rendering "))")
    }
    let difference = RunReport.Difference(
      mismatchedPixels: result.mismatchedPixels, mismatchedRatio: result.mismatchedRatio,
      maxChannelDelta: result.maxChannelDelta,
      bounds: result.bounds.map { [$0.x, $0.y, $0.width, $0.height] })
    let percent = (result.mismatchedRatio * 100).formatted(decimals: 3)
    return Outcome(
      isMatch: result.isEqual,
      difference: result.mismatchedPixels > 0 || !result.isEqual ? difference : nil,
      diffImage: result.isEqual ? nil : image,
      summary: "\(result.mismatchedPixels) pixels differ (\(percent) %, largest channel "
        + "difference \(result.maxChannelDelta))")
  }
}
