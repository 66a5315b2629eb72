// MARK: - ColorU8

/// A straight (not premultiplied) 8-bit sRGB colour with alpha, as written in `#RRGGBBAA`.
public struct ColorU8: Hashable, Sendable, CustomStringConvertible {
  public var r: UInt8, g: UInt8, b: UInt8, a: UInt8

  public static let transparent = ColorU8(r: 0, g: 0, b: 0, a: 0)
  public static let black = ColorU8(r: 0, g: 0, b: 0, a: 255)
  public static let white = ColorU8(r: 255, g: 255, b: 255, a: 255)

  /// Creates a colour from straight 8-bit components.
  public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
    (self.r, self.g, self.b, self.a) = (r, g, b, a)
  }

  /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (case-insensitive); `nil` for anything else.
  public init?(hex: String) {
    guard hex.first == "#" else { return nil }
    let digits = hex.dropFirst()
    guard digits.allSatisfy(\.isHexDigit) else { return nil }
    func byte(_ s: Substring) -> UInt8? { UInt8(s, radix: 16) }
    switch digits.count {
    case 3:
      let chars = Array(digits)
      guard let r = byte(Substring(String([chars[0], chars[0]]))),
        let g = byte(Substring(String([chars[1], chars[1]]))),
        let b = byte(Substring(String([chars[2], chars[2]])))
      else { return nil }
      self.init(r: r, g: g, b: b)
    case 6, 8:
      let s = digits.startIndex
      func at(_ o: Int) -> UInt8? {
        let i = digits.index(s, offsetBy: o)
        return byte(digits[i..<digits.index(i, offsetBy: 2)])
      }
      guard let r = at(0), let g = at(2), let b = at(4) else { return nil }
      let a = digits.count == 8 ? at(6) : 255
      guard let a else { return nil }
      self.init(r: r, g: g, b: b, a: a)
    default:
      return nil
    }
  }

  /// The colour premultiplied by its alpha, rounding to nearest.
  public var premultiplied: PremultipliedColorU8 {
    PremultipliedColorU8(
      r: mul255(r, a), g: mul255(g, a), b: mul255(b, a), a: a)
  }

  /// The colour with its alpha multiplied by `opacity` (clamped to 0…1).
  public func withOpacity(_ opacity: Double) -> ColorU8 {
    let o = opacity.isFinite ? min(max(opacity, 0), 1) : 0
    return ColorU8(r: r, g: g, b: b, a: UInt8(Double(a) * o, rounding: .toNearestOrAwayFromZero))
  }

  /// `#RRGGBBAA`.
  public var description: String {
    "#"
      + [r, g, b, a].map { v in
        let s = String(v, radix: 16, uppercase: true)
        return s.count == 1 ? "0" + s : s
      }.joined()
  }
}

// MARK: - PremultipliedColorU8

/// An 8-bit sRGB colour whose components are already multiplied by alpha; each is ≤ `a`.
public struct PremultipliedColorU8: Hashable, Sendable {
  public private(set) var r: UInt8, g: UInt8, b: UInt8, a: UInt8

  public static let transparent = PremultipliedColorU8(r: 0, g: 0, b: 0, a: 0)

  /// Creates a premultiplied colour; each colour component is clamped to `a`.
  public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    (self.r, self.g, self.b, self.a) = (min(r, a), min(g, a), min(b, a), a)
  }

  /// The straight colour, rounding to nearest; transparent black when `a` is 0.
  public var unpremultiplied: ColorU8 {
    guard a != 0 else { return .transparent }
    if a == 255 { return ColorU8(r: r, g: g, b: b, a: 255) }
    func div(_ c: UInt8) -> UInt8 { UInt8((UInt32(c) * 255 + UInt32(a) / 2) / UInt32(a)) }
    return ColorU8(r: div(r), g: div(g), b: div(b), a: a)
  }

  /// The four bytes as one word whose memory order is R, G, B, A, as pixmaps store them.
  @inline(__always)
  public var word: UInt32 {
    (UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24).littleEndian
  }
}

/// `x * y / 255`, rounded to nearest, exactly.
@inline(__always)
public func mul255(_ x: UInt8, _ y: UInt8) -> UInt8 {
  let t = UInt32(x) * UInt32(y) + 128
  return UInt8((t + (t >> 8)) >> 8)
}
