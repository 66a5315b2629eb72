// MARK: - YIQ

/// pixelmatch's colour distance: YIQ of straight colours blended over white, computed in the
/// same order as pixelmatch so the counts match it exactly.
enum YIQ {
  @inline(__always)
  static func blend(_ c: UInt32, _ a: Double) -> Double { 255 + (Double(c) - 255) * a }

  /// A straight packed colour blended over white, as red, green and blue doubles. Opaque
  /// colours skip the division: blending with alpha exactly 1 gives the channel exactly.
  @inline(__always)
  static func blended(_ p: UInt32) -> (Double, Double, Double) {
    if p >> 24 == 255 {
      return (Double(p & 0xFF), Double(p >> 8 & 0xFF), Double(p >> 16 & 0xFF))
    }
    let a = Double(p >> 24) / 255
    return (blend(p & 0xFF, a), blend(p >> 8 & 0xFF, a), blend(p >> 16 & 0xFF, a))
  }

  /// The luma of a straight packed colour.
  @inline(__always)
  static func luma(_ p: UInt32) -> Double {
    let (r, g, b) = blended(p)
    return r * 0.29889531 + g * 0.58662247 + b * 0.11448223
  }

  /// The squared YIQ distance of two straight colours, negative when the second is darker
  /// (pixelmatch's sign).
  @inline(__always)
  static func delta(_ p1: UInt32, _ p2: UInt32) -> Double {
    let (r1, g1, b1) = blended(p1)
    let (r2, g2, b2) = blended(p2)
    let y1 = r1 * 0.29889531 + g1 * 0.58662247 + b1 * 0.11448223
    let y2 = r2 * 0.29889531 + g2 * 0.58662247 + b2 * 0.11448223
    let y = y1 - y2
    let iq1 = r1 * 0.59597799 - g1 * 0.27417610 - b1 * 0.32180189
    let iq2 = r2 * 0.59597799 - g2 * 0.27417610 - b2 * 0.32180189
    let q1 = r1 * 0.21147017 - g1 * 0.52261711 + b1 * 0.31114694
    let q2 = r2 * 0.21147017 - g2 * 0.52261711 + b2 * 0.31114694
    let iD = iq1 - iq2
    let qD = q1 - q2
    let delta = 0.5053 * y * y + 0.299 * iD * iD + 0.1957 * qD * qD
    return y1 > y2 ? -delta : delta
  }
}
