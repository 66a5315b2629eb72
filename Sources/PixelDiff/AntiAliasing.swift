// MARK: - AntiAliasing

/// pixelmatch's anti-aliasing detector (after Vysniauskas 2009), on packed pixels and
/// precomputed luma, visiting neighbours in pixelmatch's order so ties resolve as it does.
enum AntiAliasing {
  /// Whether the pixel at `(x1, y1)` of `image` looks like anti-aliasing against `other`;
  /// `luma`'s rows around `y1` must be prepared.
  static func isAntialiased(
    _ image: PackedPixels, _ luma: LumaPlane, _ other: PackedPixels,
    _ x1: Int, _ y1: Int
  ) -> Bool {
    let width = image.width
    let height = image.height
    let x0 = max(x1 - 1, 0)
    let y0 = max(y1 - 1, 0)
    let x2 = min(x1 + 1, width - 1)
    let y2 = min(y1 + 1, height - 1)
    let center = luma[x1, y1]
    var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
    var minDelta = 0.0
    var maxDelta = 0.0
    var minX = 0
    var minY = 0
    var maxX = 0
    var maxY = 0
    // While loops: closed-range iteration costs a measurable share of this per-pixel path.
    var x = x0
    while x <= x2 {
      var y = y0
      while y <= y2 {
        if x != x1 || y != y1 {
          let delta = center - luma[x, y]
          if delta == 0 {
            zeroes += 1
            if zeroes > 2 { return false }
          } else if delta < minDelta {
            minDelta = delta
            minX = x
            minY = y
          } else if delta > maxDelta {
            maxDelta = delta
            maxX = x
            maxY = y
          }
        }
        y += 1
      }
      x += 1
    }
    if minDelta == 0 || maxDelta == 0 { return false }
    return (hasManySiblings(image, minX, minY) && hasManySiblings(other, minX, minY))
      || (hasManySiblings(image, maxX, maxY) && hasManySiblings(other, maxX, maxY))
  }

  /// Whether at least three neighbours of `(x1, y1)` have exactly its colour.
  static func hasManySiblings(_ image: PackedPixels, _ x1: Int, _ y1: Int) -> Bool {
    let x0 = max(x1 - 1, 0)
    let y0 = max(y1 - 1, 0)
    let x2 = min(x1 + 1, image.width - 1)
    let y2 = min(y1 + 1, image.height - 1)
    let center = image[x1, y1]
    var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
    var x = x0
    while x <= x2 {
      var y = y0
      while y <= y2 {
        if (x != x1 || y != y1) && image[x, y] == center {
          zeroes += 1
          if zeroes > 2 { return true }
        }
        y += 1
      }
      x += 1
    }
    return false
  }
}
