// MARK: - BidiClass

/// A character's Unicode bidirectional class, as far as paragraph-level reordering needs it.
///
/// Classes come from code-point ranges and general categories (Swift's standard library does
/// not expose `Bidi_Class`): Hebrew and other right-to-left scripts are R; Arabic, Syriac and
/// Thaana are AL; ASCII and extended Arabic-Indic digits are EN, Arabic-Indic digits AN;
/// marks are NSM; the few separators and terminators UAX #9 names are ES, ET and CS; letters
/// and other digits are L; remaining punctuation and symbols are ON.
enum BidiClass: UInt8, Hashable, Sendable {
  case l, r, al, en, es, et, an, cs, nsm, bn, b, s, ws, on

  init(_ scalar: Unicode.Scalar) {
    let v = scalar.value
    let properties = scalar.properties
    switch v {
    case 0x30...0x39, 0x06F0...0x06F9, 0xB2, 0xB3, 0xB9: self = .en
    case 0x0660...0x0669, 0x066B, 0x066C, 0x0600...0x0605, 0x08E2: self = .an
    case 0x2B, 0x2D, 0x207A, 0x207B, 0x208A, 0x208B, 0x2212, 0xFB29, 0xFE62, 0xFE63, 0xFF0B,
      0xFF0D:
      self = .es
    case 0x23...0x25, 0xA2...0xA5, 0xB0, 0xB1, 0x066A, 0x2030...0x2034, 0x20A0...0x20CF,
      0x212E, 0x2213, 0xFE5F, 0xFE69, 0xFE6A, 0xFF03...0xFF05, 0xFFE0, 0xFFE1, 0xFFE5, 0xFFE6:
      self = .et
    case 0x2C, 0x2E, 0x2F, 0x3A, 0xA0, 0x060C, 0x202F, 0x2044, 0xFE50, 0xFE52, 0xFE55, 0xFF0C,
      0xFF0E, 0xFF0F, 0xFF1A:
      self = .cs
    case 0x0A, 0x0D, 0x1C...0x1E, 0x85, 0x2029: self = .b
    case 0x09, 0x0B, 0x1F: self = .s
    case 0x0C, 0x20, 0x1680, 0x2000...0x200A, 0x2028, 0x205F, 0x3000: self = .ws
    case 0x200B...0x200D, 0x2060...0x2064, 0xFEFF, 0xAD: self = .bn
    case 0x200E: self = .l
    case 0x200F: self = .r
    case 0x061C: self = .al
    default:
      switch properties.generalCategory {
      case .nonspacingMark, .enclosingMark:
        self = .nsm
      case .control, .format:
        self = .bn
      case .currencySymbol:
        self = .et
      default:
        if (0x0590...0x05FF).contains(v) || (0x07C0...0x085F).contains(v)
          || (0xFB1D...0xFB4F).contains(v) || (0x10800...0x10FFF).contains(v)
          || (0x1E800...0x1EDFF).contains(v)
        {
          self = .r
        } else if (0x0600...0x07BF).contains(v) || (0x0860...0x08FF).contains(v)
          || (0xFB50...0xFDFF).contains(v) || (0xFE70...0xFEFF).contains(v)
          || (0x1EE00...0x1EEFF).contains(v)
        {
          self = .al
        } else if properties.isAlphabetic || properties.numericType != nil {
          self = .l
        } else {
          self = .on
        }
      }
    }
  }

  /// The direction a strong class gives neighbouring neutrals: numbers count as R (N1).
  var neutralContext: BidiClass? {
    switch self {
    case .l: .l
    case .r, .al, .en, .an: .r
    default: nil
    }
  }

  var isNeutralOrSeparator: Bool {
    switch self {
    case .b, .s, .ws, .on, .bn: true
    default: false
    }
  }
}

// MARK: - BidiLevels

/// The essentials of the Unicode bidirectional algorithm (UAX #9) for one paragraph without
/// explicit embeddings or isolates: weak types (W1–W7), neutrals (N1–N2), implicit levels
/// (I1–I2), and per line the whitespace reset (L1) and reordering (L2).
///
/// Not implemented: explicit embedding, override and isolate controls (X1–X8; they are treated
/// as boundary neutrals) and paired brackets (N0), so a bracket resolves like any other
/// neutral. Mirrored glyphs come from HarfBuzz, which mirrors when it shapes a run right to
/// left.
enum BidiLevels {
  /// The embedding level of every scalar of one paragraph at `paragraphLevel` (0 left to
  /// right, 1 right to left).
  static func resolve(_ scalars: ArraySlice<Unicode.Scalar>, paragraphLevel: UInt8) -> [UInt8] {
    var types = scalars.map(BidiClass.init)
    let n = types.count
    guard n > 0 else { return [] }
    let embedding: BidiClass = paragraphLevel & 1 == 1 ? .r : .l
    // W1: a mark takes the type of the character before it (the paragraph's at the start).
    var previous = embedding
    for i in 0..<n {
      if types[i] == .nsm { types[i] = previous }
      if types[i] != .bn { previous = types[i] }
    }
    // W2: European digits after Arabic letters are Arabic numbers; W3: AL is R.
    var lastStrong = embedding
    for i in 0..<n {
      switch types[i] {
      case .l, .r, .al: lastStrong = types[i]
      case .en where lastStrong == .al: types[i] = .an
      default: break
      }
    }
    for i in 0..<n where types[i] == .al { types[i] = .r }
    // W4: one separator between two numbers of the same kind joins them.
    if n >= 3 {
      for i in 1..<(n - 1) {
        let before = types[i - 1], after = types[i + 1]
        if types[i] == .es, before == .en, after == .en { types[i] = .en }
        if types[i] == .cs, before == after, before == .en || before == .an { types[i] = before }
      }
    }
    // W5: terminators next to European digits become digits.
    var i = 0
    while i < n {
      guard types[i] == .et else {
        i += 1
        continue
      }
      var end = i
      while end < n, types[end] == .et || types[end] == .bn { end += 1 }
      let touchesNumber = (i > 0 && types[i - 1] == .en) || (end < n && types[end] == .en)
      if touchesNumber { for k in i..<end where types[k] == .et { types[k] = .en } }
      i = end
    }
    // W6: remaining separators and terminators are neutral.
    for k in 0..<n where [.es, .et, .cs].contains(types[k]) { types[k] = .on }
    // W7: European digits after a left-to-right letter (or at the start of a left-to-right
    // paragraph) are left to right.
    lastStrong = embedding
    for k in 0..<n {
      switch types[k] {
      case .l, .r: lastStrong = types[k]
      case .en where lastStrong == .l: types[k] = .l
      default: break
      }
    }
    // N1, N2: a run of neutrals between two characters of the same direction takes it;
    // otherwise it takes the paragraph's.
    i = 0
    while i < n {
      guard types[i].isNeutralOrSeparator else {
        i += 1
        continue
      }
      var end = i
      while end < n, types[end].isNeutralOrSeparator { end += 1 }
      let before = i > 0 ? types[i - 1].neutralContext ?? embedding : embedding
      let after = end < n ? types[end].neutralContext ?? embedding : embedding
      let resolved = before == after ? before : embedding
      for k in i..<end { types[k] = resolved }
      i = end
    }
    // I1, I2: implicit levels.
    return types.map { type in
      if paragraphLevel & 1 == 0 {
        switch type {
        case .r: paragraphLevel + 1
        case .an, .en: paragraphLevel + 2
        default: paragraphLevel
        }
      } else {
        switch type {
        case .l, .en, .an: paragraphLevel + 1
        default: paragraphLevel
        }
      }
    }
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
