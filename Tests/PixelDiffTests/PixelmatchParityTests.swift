import Foundation
import PNG
import PixelDiff
import Raster
import TestSupport
import Testing

/// The perceptual mode reports the same mismatched-pixel count as the `pixelmatch` Python
/// package (a port of mapbox/pixelmatch) for the same images and options.
@Suite struct PixelmatchParityTests {
  /// Two UI-like images: anti-aliased circles and text-like bars, slightly moved and recoloured.
  /// With `isOpaque` false the background stays transparent, so edges are translucent.
  static func pair(isOpaque: Bool = true) -> (Pixmap, Pixmap) {
    func draw(shift: Double, color: ColorU8) -> Pixmap {
      guard let blank = Pixmap(width: 120, height: 80) else { preconditionFailure("valid size") }
      var canvas = Painter(pixmap: blank)
      if isOpaque {
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 120, height: 80)), paint: .solid(.white))
      }
      canvas.fill(
        Path(ellipseIn: Rect(x: 10 + shift, y: 10, width: 40, height: 40)), paint: .solid(color))
      for i in 0..<5 {
        canvas.fill(
          Path(
            rect: Rect(
              x: 60 + shift * 0.5, y: 12 + Double(i) * 12, width: 50 - Double(i) * 7.3, height: 5.5)
          ),
          paint: .solid(ColorU8(r: 30, g: 30, b: 30, a: 200)))
      }
      return canvas.pixmap
    }
    return (
      draw(shift: 0, color: ColorU8(r: 224, g: 49, b: 75)),
      draw(shift: 2.6, color: ColorU8(r: 170, g: 70, b: 120))
    )
  }

  static func pixelmatchCount(_ a: URL, _ b: URL, threshold: Double, includeAA: Bool) throws -> Int
  {
    let python = """
      import sys
      sys.path.insert(0, '')
      from pixelmatch import pixelmatch
      import png
      def load(p):
          w, h, rows, info = png.Reader(filename=p).asRGBA8()
          data = bytearray()
          for r in rows: data.extend(r)
          return w, h, data
      w, h, a = load(sys.argv[1]); _, _, b = load(sys.argv[2])
      print(pixelmatch(a, b, w, h, None, threshold=float(sys.argv[3]), includeAA=sys.argv[4] == '1'))
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", "-c", python, a.path, b.path, String(threshold), includeAA ? "1" : "0",
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    process.waitUntilExit()
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    return Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
  }

  @Test(arguments: [(0.0, false), (0.1, false), (0.1, true), (0.3, false), (0.05, true)])
  func countsMatchThePixelmatchPackage(threshold: Double, includeAA: Bool) throws {
    let (a, b) = Self.pair()
    let directory = try TestSupport.makeTemporaryDirectory("pixelmatch")
    let ua = directory.appendingPathComponent("a.png")
    let ub = directory.appendingPathComponent("b.png")
    try PNGEncoder.write(a, to: ua)
    try PNGEncoder.write(b, to: ub)
    let ours = PixelComparator.compare(
      a, b, options: DiffOptions(mode: .perceptual(threshold: threshold, includeAA: includeAA)))
    let theirs = try Self.pixelmatchCount(ua, ub, threshold: threshold, includeAA: includeAA)
    #expect(ours.mismatchedPixels == theirs)
    #expect(ours.mismatchedPixels > 0)
  }

  @Test(arguments: [0.0, 0.1, 0.3])
  func countsMatchThePixelmatchPackageOnTranslucentImages(threshold: Double) throws {
    let (a, b) = Self.pair(isOpaque: false)
    let directory = try TestSupport.makeTemporaryDirectory("pixelmatch")
    let ua = directory.appendingPathComponent("a.png")
    let ub = directory.appendingPathComponent("b.png")
    try PNGEncoder.write(a, to: ua)
    try PNGEncoder.write(b, to: ub)
    let ours = PixelComparator.compare(
      a, b, options: DiffOptions(mode: .perceptual(threshold: threshold, includeAA: false)))
    #expect(
      ours.mismatchedPixels
        == (try Self.pixelmatchCount(
          ua, ub, threshold: threshold,
          includeAA: false)))
    #expect(ours.mismatchedPixels > 0)
  }

  @Test func exactModeCountsStraightColoursOfTranslucentPixels() throws {
    let (a, b) = Self.pair(isOpaque: false)
    let sa = a.straightRGBA
    let sb = b.straightRGBA
    var count = 0
    var largest = 0
    for i in stride(from: 0, to: sa.count, by: 4) where sa[i..<(i + 4)] != sb[i..<(i + 4)] {
      count += 1
      for c in 0..<4 { largest = max(largest, abs(Int(sa[i + c]) - Int(sb[i + c]))) }
    }
    let result = PixelComparator.compare(a, b)
    #expect(result.mismatchedPixels == count)
    #expect(result.maxChannelDelta == largest)
    #expect(count > 0)
  }

  @Test func exactModeFindsEveryChangedPixelAndItsBounds() throws {
    let (a, _) = Self.pair()
    var b = a
    b.setPixel(x: 7, y: 9, to: PremultipliedColorU8(r: 0, g: 0, b: 0, a: 255))
    b.setPixel(x: 30, y: 40, to: PremultipliedColorU8(r: 0, g: 0, b: 0, a: 255))
    let result = PixelComparator.compare(a, b)
    #expect(!result.isEqual)
    #expect(result.mismatchedPixels == 2)
    #expect(
      result.bounds?.x == 7 && result.bounds?.y == 9 && result.bounds?.width == 24
        && result.bounds?.height == 32)
    #expect(result.maxChannelDelta == 255)
    #expect(PixelComparator.compare(a, b, options: DiffOptions(maxDiffPixels: 2)).isEqual)
    #expect(PixelComparator.compare(a, a).isEqual)
  }

  @Test func differentSizesAreReportedAsSuch() throws {
    let a = try #require(Pixmap(width: 4, height: 4))
    let b = try #require(Pixmap(width: 5, height: 4))
    let result = PixelComparator.compare(a, b)
    #expect(!result.isEqual)
    let size = try #require(result.sizeMismatch)
    #expect(size.expected == (4, 4) && size.actual == (5, 4))
  }
}
