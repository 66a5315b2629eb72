import Raster
import Testing

// A transition's frames composite the same sprites many times: prepared sprites copy opaque
// runs, skip transparent ones and blend a one-colour sprite as its colour, and drawing that a
// later opaque sprite covers is skipped. Each shortcut must give exactly the bytes of the
// plain composite.

/// Premultiplied pixels from a seed: opaque, translucent and transparent regions, with
/// colours never above alpha.
private func pixmap(width: Int, height: Int, seed: UInt32) -> Pixmap {
  var state = seed
  func next() -> UInt8 {
    state = state &* 1_664_525 &+ 1_013_904_223
    return UInt8(truncatingIfNeeded: state >> 24)
  }
  var bytes: [UInt8] = []
  for y in 0..<height {
    for x in 0..<width {
      // Bands: opaque in the middle, transparent at the left, translucent at the right.
      let alpha: UInt8 =
        x < width / 5 ? 0 : x < width * 3 / 4 ? (y % 7 == 0 ? next() : 255) : next()
      let colour = { UInt8(UInt32(next()) * UInt32(alpha) / 255) }
      bytes += [colour(), colour(), colour(), alpha]
    }
  }
  return Pixmap(width: width, height: height, premultipliedData: bytes)!
}

private func solid(width: Int, height: Int, _ color: ColorU8) -> Pixmap {
  Pixmap(width: width, height: height, filledWith: color)!
}

@Suite struct PreparedSpriteTests {
  let canvas = pixmap(width: 61, height: 47, seed: 7)

  @Test(arguments: [(0.0, 0.0), (3, -2), (-5, 7), (40, 30), (-70, 0), (1.5, 2.25)])
  func aPreparedSpriteCompositesTheBytesOfItsPixmap(x: Double, y: Double) {
    let sprite = pixmap(width: 33, height: 29, seed: 11)
    let prepared = PreparedSprite(sprite)
    for opacity in [1, 0.5, 0.003, 0, -1, .nan] {
      var plain = canvas
      var fast = canvas
      plain.composite(sprite, at: SpritePlacement(x: x, y: y), opacity: opacity)
      fast.composite(prepared, at: SpritePlacement(x: x, y: y), opacity: opacity)
      #expect(fast == plain, "at (\(x), \(y)) with opacity \(opacity)")
    }
  }

  @Test func aOneColourSpriteBlendsAsThatColour() {
    for color in [ColorU8(r: 0, g: 0, b: 0, a: 102), ColorU8(r: 200, g: 30, b: 90, a: 255)] {
      let sprite = solid(width: 70, height: 12, color)
      for opacity in [1, 0.37] {
        var plain = canvas
        var fast = canvas
        plain.composite(sprite, at: SpritePlacement(x: -4, y: 9), opacity: opacity)
        fast.composite(
          PreparedSprite(sprite), at: SpritePlacement(x: -4, y: 9),
          opacity: opacity)
        #expect(fast == plain, "\(color) with opacity \(opacity)")
      }
    }
  }

  @Test func drawingUnderAnOpaqueSpriteIsSkippedWithTheSameResult() {
    let below = PreparedSprite(pixmap(width: 50, height: 40, seed: 3))
    let scrim = PreparedSprite(solid(width: 61, height: 47, ColorU8(r: 0, g: 0, b: 0, a: 90)))
    let top = PreparedSprite(pixmap(width: 45, height: 20, seed: 5))
    let placements = [
      SpritePlacement(x: 4, y: 3), SpritePlacement(x: 0, y: 0),
      SpritePlacement(x: 20, y: 30),
    ]
    var expected = canvas
    expected.composite(below.pixmap, at: placements[0], opacity: 0.8)
    expected.composite(scrim.pixmap, at: placements[1])
    expected.composite(top.pixmap, at: placements[2])

    var above = CoveredSpans(width: canvas.width, height: canvas.height)
    above.add(top, at: placements[2], opacity: 1)
    let coveredBelowTop = above
    above.add(scrim, at: placements[1], opacity: 1)  // translucent: covers nothing
    guard var frame = Pixmap(copying: canvas, except: above) else {
      Issue.record("no copy")
      return
    }
    frame.composite(below, at: placements[0], opacity: 0.8, covered: coveredBelowTop)
    frame.composite(scrim, at: placements[1], covered: coveredBelowTop)
    frame.composite(top, at: placements[2])
    #expect(frame == expected)
  }

  @Test func onlyAlignedFullyOpaqueDrawingCovers() {
    let top = PreparedSprite(solid(width: 20, height: 20, ColorU8(r: 1, g: 2, b: 3, a: 255)))
    var covered = CoveredSpans(width: canvas.width, height: canvas.height)
    covered.add(top, at: SpritePlacement(x: 2.5, y: 0), opacity: 1)
    covered.add(top, at: SpritePlacement(x: 0, y: 0, scaleX: 2, scaleY: 2), opacity: 1)
    covered.add(top, at: SpritePlacement(x: 0, y: 0), opacity: 0.99)
    covered.add(top, at: SpritePlacement(x: .nan, y: 0), opacity: 1)
    covered.add(top, at: SpritePlacement(x: 1e300, y: -1e300), opacity: 1)
    // Nothing is covered, so the copy is the whole canvas.
    #expect(Pixmap(copying: canvas, except: covered) == canvas)
    #expect(Pixmap(copying: canvas, except: CoveredSpans(width: 61, height: 46)) == nil)
  }

  @Test func mixingMatchesTheFormulaOnEveryByte() {
    let other = pixmap(width: 61, height: 47, seed: 99)
    for weight in [0, 0.25, 0.5, 0.999, 1] {
      var mixed = canvas
      let box = PixelBox(x0: 3, y0: 2, x1: 58, y1: 45)
      mixed.mix(with: other, weight: weight, in: box)
      let w = UInt32((weight * 256).rounded())
      var expected = canvas.data
      for y in box.y0..<box.y1 {
        for i in (y * 61 + box.x0) * 4..<(y * 61 + box.x1) * 4 {
          expected[i] = UInt8(
            (UInt32(canvas.data[i]) * (256 - w) + UInt32(other.data[i]) * w
              + 128) >> 8)
        }
      }
      #expect(mixed.data == expected, "weight \(weight)")
    }
  }

  @Test(arguments: [1, 2, 5, 8, 13])
  func theDrawnBoxHoldsEveryPixelThatIsNotTransparent(width: Int) {
    var bytes = [UInt8](repeating: 0, count: width * 9 * 4)
    #expect(Pixmap(width: width, height: 9, premultipliedData: bytes)?.drawnBox == nil)
    for (x, y) in [(0, 4), (width - 1, 2), (width / 2, 7)] {
      bytes[(y * width + x) * 4 + 3] = 1
      let pixmap = Pixmap(width: width, height: 9, premultipliedData: bytes)!
      var expected = PixelBox(x0: width, y0: 9, x1: 0, y1: 0)
      for yy in 0..<9 {
        for xx in 0..<width where pixmap.data[(yy * width + xx) * 4 + 3] != 0 {
          expected = PixelBox(
            x0: min(expected.x0, xx), y0: min(expected.y0, yy),
            x1: max(expected.x1, xx + 1), y1: max(expected.y1, yy + 1))
        }
      }
      #expect(pixmap.drawnBox == expected, "after drawing (\(x), \(y))")
    }
  }

  @Test func aPixmapIsOpaqueOnlyWhenEveryPixelIs() {
    #expect(solid(width: 3, height: 3, ColorU8(r: 9, g: 8, b: 7, a: 255)).isOpaque)
    #expect(!solid(width: 3, height: 3, ColorU8(r: 9, g: 8, b: 7, a: 254)).isOpaque)
    // The last pixel of an odd count is checked on its own.
    var bytes = [UInt8](repeating: 255, count: 3 * 3 * 4)
    for channel in 0..<4 { bytes[8 * 4 + channel] = 200 }
    #expect(Pixmap(width: 3, height: 3, premultipliedData: bytes)?.isOpaque == false)
  }

  @Test func equalDisplayListsCompareEqual() {
    let square = Path(rect: Rect(x: 0, y: 0, width: 4, height: 4))
    let a = DisplayList(width: 8, height: 8, items: [.fill(square, paint: .solid(.black))])
    var b = a
    #expect(a == b)
    b.items.append(.popClip)
    #expect(a != b)
  }
}
