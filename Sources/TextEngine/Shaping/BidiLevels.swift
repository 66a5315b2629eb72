import CBidiShim

// MARK: - BidiLevels

/// The Unicode bidirectional algorithm (UAX #9) for the layout engine.
///
/// Paragraph direction (P2–P3) and embedding levels (X1–X10, W1–W7, N0–N2, I1–I2, with
/// explicit embeddings, overrides, isolates and paired brackets) come from ICU's ubidi, which
/// implements the whole algorithm from the Unicode Character Database; the engine then
/// reorders each line itself (L1, L2), once it knows where lines break. Mirrored glyphs come
/// from HarfBuzz, which mirrors when it shapes a run right to left.
enum BidiLevels {
  /// The paragraph's direction and the embedding level of every scalar of `text` that `kept`
  /// lists (indices into `text`, in increasing order, within `paragraph`), resolving
  /// `text[paragraph]` right to left when `isRightToLeft` says so, or by P2 and P3 when it is
  /// `nil`. Scalars the layout drops, such as embedding and isolate controls, still take part.
  /// If ICU fails, every scalar gets the paragraph level.
  static func resolve(
    _ text: [Unicode.Scalar], paragraph: Range<Int>, kept: ArraySlice<Int>,
    isRightToLeft: Bool?
  ) -> (isRightToLeft: Bool, levels: [UInt8]) {
    var utf16: [UInt16] = []
    // Where each scalar of the paragraph starts in `utf16`.
    var offsets: [Int] = []
    offsets.reserveCapacity(paragraph.count)
    for scalar in text[paragraph] {
      offsets.append(utf16.count)
      utf16.append(contentsOf: scalar.utf16)
    }
    let requested = isRightToLeft.map { UInt8($0 ? 1 : 0) } ?? UInt8(CATALOG_BIDI_AUTOMATIC)
    var levels = [UInt8](repeating: 0, count: utf16.count)
    var level: UInt8 = 0
    let status = utf16.withUnsafeBufferPointer { units in
      levels.withUnsafeMutableBufferPointer { out in
        catalog_bidi_levels(
          units.baseAddress, Int32(units.count), requested, out.baseAddress,
          &level)
      }
    }
    if status != 0 { levels = [UInt8](repeating: level, count: utf16.count) }
    return (level & 1 == 1, kept.map { levels[offsets[$0 - paragraph.lowerBound]] })
  }

  /// L1 and L2 for one line: trailing whitespace goes back to the paragraph level, then every
  /// sequence at a level or above is reversed, from the highest level down to the lowest odd
  /// one. Returns the items' indices in visual order, left to right.
  static func visualOrder(levels: [UInt8], isTrailingWhitespace: [Bool], paragraphLevel: UInt8)
    -> [Int]
  {
    var levels = levels
    var k = levels.count
    while k > 0, isTrailingWhitespace[k - 1] {
      k -= 1
      levels[k] = paragraphLevel
    }
    var order = Array(levels.indices)
    guard let highest = levels.max() else { return order }
    let lowestOdd = (levels.filter { $0 & 1 == 1 }.min()) ?? highest + 1
    var level = highest
    while level >= lowestOdd, level > 0 {
      var i = 0
      while i < order.count {
        guard levels[order[i]] >= level else {
          i += 1
          continue
        }
        var end = i
        while end < order.count, levels[order[end]] >= level { end += 1 }
        order[i..<end].reverse()
        i = end
      }
      level -= 1
    }
    return order
  }
}
