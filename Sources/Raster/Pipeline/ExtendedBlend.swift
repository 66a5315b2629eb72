// MARK: - ExtendedBlend

/// The blend modes beyond normal, multiply and screen, on one premultiplied pixel, in integer
/// arithmetic: each channel is summed exactly in units of 1/255² and rounded once, so the
/// bytes are the same on every machine.
enum ExtendedBlend {
  /// Blends the premultiplied source `r`, `g`, `b`, `a` into the pixel at `p` with `mode`.
  @inline(__always)
  static func blend(
    r: UInt8, g: UInt8, b: UInt8, a: UInt8, into p: UnsafeMutablePointer<UInt8>, mode: BlendMode
  ) {
    let sa = Int(a)
    let da = Int(p[3])
    let alpha: Int
    switch mode {
    case .plusLighter, .plusDarker:
      alpha = min(sa + da, 255)
    case .sourceAtop:
      alpha = da
    case .destinationOut:
      alpha = rounded(da * (255 - sa))
    default:
      // αs + αb − αs·αb, as source-over.
      alpha = sa + da - rounded(sa * da)
    }
    func channel(_ s: UInt8, _ d: UInt8) -> UInt8 {
      let cs = Int(s)
      let cb = Int(d)
      let value: Int
      switch mode {
      case .plusLighter:
        value = min(cs + cb, alpha)
      case .plusDarker:
        // 1 − ((1 − D) + (1 − S)) on premultiplied values: the result's alpha less what each
        // colour lacks of its own alpha.
        value = max(alpha - (da - cb) - (sa - cs), 0)
      case .sourceAtop:
        value = rounded(cs * da + cb * (255 - sa))
      case .destinationOver:
        value = rounded(cs * (255 - da)) + cb
      case .destinationOut:
        value = rounded(cb * (255 - sa))
      default:
        let term = separable(cs, cb, sa, da, mode)
        value = rounded(cs * (255 - da) + cb * (255 - sa) + term)
      }
      return UInt8(min(max(value, 0), alpha))
    }
    p[0] = channel(r, p[0])
    p[1] = channel(g, p[1])
    p[2] = channel(b, p[2])
    p[3] = UInt8(min(max(alpha, 0), 255))
  }

  /// `αs·αb·B(Cb, Cs)` of a separable mode, in units of 1/255², from premultiplied `cs` and
  /// `cb` (0…255) and the alphas.
  @inline(__always)
  private static func separable(_ cs: Int, _ cb: Int, _ sa: Int, _ da: Int, _ mode: BlendMode)
    -> Int
  {
    let both = sa * da
    switch mode {
    case .darken:
      return min(cs * da, cb * sa)
    case .lighten:
      return max(cs * da, cb * sa)
    case .difference:
      return cs * da + cb * sa - 2 * min(cs * da, cb * sa)
    case .exclusion:
      return cs * da + cb * sa - 2 * cs * cb
    case .overlay:
      // Hard light with the layers swapped: multiply where the backdrop is dark, screen
      // where it is light.
      return 2 * cb <= da ? 2 * cs * cb : both - 2 * (da - cb) * (sa - cs)
    case .hardLight:
      return 2 * cs <= sa ? 2 * cs * cb : both - 2 * (da - cb) * (sa - cs)
    case .colorDodge:
      // B = min(1, Cb / (1 − Cs)); 0 where the backdrop is black.
      if cb == 0 { return 0 }
      if cs >= sa { return both }
      return min(both, cb * sa * sa / (sa - cs))
    case .colorBurn:
      // B = 1 − min(1, (1 − Cb) / Cs); 1 where the backdrop is white.
      if cb >= da { return both }
      if cs == 0 { return 0 }
      return both - min(both, (da - cb) * sa * sa / cs)
    default:
      return 0
    }
  }

  /// `x / 255` rounded to nearest, for `x` ≥ 0 (negative values give 0).
  @inline(__always)
  private static func rounded(_ x: Int) -> Int {
    guard x > 0 else { return 0 }
    return (x + 127) / 255
  }
}
