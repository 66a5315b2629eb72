// MARK: - ColorAnalysis

/// What an image's straight RGBA pixels allow: how many colours, whether opaque, whether grey.
struct ColorAnalysis {
  /// The distinct colours (RGBA packed big-endian), or `nil` when there are more than 256.
  var palette: [UInt32]?
  var isOpaque = true
  var isGrey = true

  init(straightRGBA p: [UInt8]) {
    var colors = Set<UInt32>()
    var tooMany = false
    p.withUnsafeBufferPointer { px in
      var i = 0
      var last: UInt32 = 0
      var hasLast = false
      while i < px.count {
        let r = px[i]
        let g = px[i + 1]
        let b = px[i + 2]
        let a = px[i + 3]
        if a != 255 { isOpaque = false }
        if r != g || g != b { isGrey = false }
        if !tooMany {
          let packed = UInt32(r) << 24 | UInt32(g) << 16 | UInt32(b) << 8 | UInt32(a)
          if !(hasLast && packed == last) {
            colors.insert(packed)
            last = packed
            hasLast = true
            if colors.count > 256 { tooMany = true }
          }
        }
        i += 4
      }
    }
    palette =
      tooMany
      ? nil
      : colors.sorted { lhs, rhs in
        // Translucent entries first keeps tRNS short; then by value, for determinism.
        let la = lhs & 0xFF
        let ra = rhs & 0xFF
        if (la == 255) != (ra == 255) { return la != 255 }
        return lhs < rhs
      }
  }
}
