import CHarfBuzz

// MARK: - FontFace naming

extension FontFace {
  /// The family the font names itself: its typographic family (name ID 16), else its family
  /// (name ID 1), in English; nil when the name table has neither.
  public var familyName: String? {
    // The OpenType name IDs as numbers: HarfBuzz 7.0 turned its HB_OT_NAME_ID_* constants into
    // a named enum, which Swift imports as another type than HarfBuzz 6's plain integers.
    let typographicFamily: hb_ot_name_id_t = 16
    let family: hb_ot_name_id_t = 1
    for id in [typographicFamily, family] {
      if let name = name(id), !name.isEmpty { return name }
    }
    return nil
  }

  /// The weight the font declares in OS/2 `usWeightClass`, to the nearest hundred; regular
  /// when the font has no OS/2 table.
  public var weight: FontWeight {
    guard let weightClass = tableUInt16("OS/2", at: 4), weightClass > 0 else { return .regular }
    return FontWeight(nearest: Double(weightClass))
  }

  /// Whether the font is italic or oblique: OS/2 `fsSelection` says so (bit 0 italic, bit 9
  /// oblique), or, without an OS/2 table, the `post` table's italic angle is not zero.
  public var isItalic: Bool {
    if let selection = tableUInt16("OS/2", at: 62) { return selection & 0x0201 != 0 }
    // italicAngle is a 16.16 fixed-point number: any bit set in either half is a slant.
    guard let whole = tableUInt16("post", at: 4), let fraction = tableUInt16("post", at: 6)
    else { return false }
    return whole != 0 || fraction != 0
  }

  private func name(_ id: hb_ot_name_id_t) -> String? {
    // HB_LANGUAGE_INVALID asks HarfBuzz for the English name, as fontconfig and CSS do.
    var length = hb_ot_name_get_utf8(hbFace, id, nil, nil, nil)
    guard length > 0 else { return nil }
    length += 1
    var buffer = [CChar](repeating: 0, count: Int(length))
    hb_ot_name_get_utf8(hbFace, id, nil, &length, &buffer)
    return String(
      decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) },
      as: UTF8.self)
  }

  /// The big-endian 16-bit value at `offset` in the table `tag`, or nil when the table is
  /// missing or too short.
  private func tableUInt16(_ tag: String, at offset: Int) -> UInt16? {
    let bytes = Array(tag.utf8)
    guard bytes.count == 4 else { return nil }
    let code = bytes.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    guard let blob = hb_face_reference_table(hbFace, code) else { return nil }
    defer { hb_blob_destroy(blob) }
    var length: UInt32 = 0
    guard let data = hb_blob_get_data(blob, &length), Int(length) >= offset + 2 else {
      return nil
    }
    let high = UInt16(UInt8(bitPattern: data[offset]))
    let low = UInt16(UInt8(bitPattern: data[offset + 1]))
    return high << 8 | low
  }
}
