import Hashing
import Testing

// MARK: - XXH3Tests

@Suite struct XXH3Tests {
  @Test func emptyInputHasWellKnownDigest() {
    let expected = "99aa06d3014798d86001c324468d497f"
    #expect(XXH3.hash128([]).hex == expected)
    #expect(XXH3.hash128(UnsafeRawBufferPointer(start: nil, count: 0)).hex == expected)
  }

  // Verbatim from xxHash's `cli/xsum_sanity_check.c` (`XSUM_XXH128_testdata`), which runs on the
  // first 2367 bytes of the same generated buffer.
  @Test func matchesUpstreamPublishedVectors() {
    for row in Self.upstreamVectors {
      #expect(Self.digest(row) == row.expected, "length \(row.length), seed \(row.seed)")
    }
  }

  // The seed set {0, PRIME32, PRIME64} and the 4161-byte buffer are those of xxHash's
  // `tests/sanity_test_vectors.h`; the lengths cover every XXH3-128 code path and its edges.
  @Test func matchesSanityBufferVectors() {
    for row in Self.sanityVectors {
      #expect(Self.digest(row) == row.expected, "length \(row.length), seed \(row.seed)")
    }
  }

  // Input words are read with unaligned loads, so the start address must not matter.
  @Test func digestDoesNotDependOnAlignment() {
    for row in Self.sanityVectors where row.seed != Self.prime32 {
      let content = Self.sanityBuffer[0..<row.length]
      for padding in 1..<8 {
        let shifted = [UInt8](repeating: 0xA5, count: padding) + content
        let digest = shifted.withUnsafeBytes { raw in
          XXH3.hash128(UnsafeRawBufferPointer(rebasing: raw[padding...]), seed: row.seed)
        }
        #expect(digest == row.expected, "length \(row.length), padding \(padding)")
      }
    }
  }

  @Test func arrayOverloadMatchesRawBufferOverload() {
    let bytes = Array(Self.sanityBuffer[0..<1000])
    let fromRaw = bytes.withUnsafeBytes { XXH3.hash128($0, seed: 7) }
    #expect(XXH3.hash128(bytes, seed: 7) == fromRaw)
    #expect(XXH3.hash128(bytes) == bytes.withUnsafeBytes { XXH3.hash128($0) })
  }

  @Test func hexRoundTrips() throws {
    let digests = Self.sanityVectors.map(\.expected) + [
      XXH3.Hash128(high: 0, low: 0),
      XXH3.Hash128(high: .max, low: .max),
      XXH3.Hash128(high: 1, low: 0x0123_4567_89AB_CDEF),
    ]
    for digest in digests {
      let hex = digest.hex
      #expect(hex.utf8.count == 32)
      #expect(hex == hex.lowercased())
      #expect(XXH3.Hash128(hex: hex) == digest)
      #expect(XXH3.Hash128(hex: hex.uppercased()) == digest)
    }
    let sample = XXH3.Hash128(high: 0x0123_4567_89AB_CDEF, low: 0xFEDC_BA98_7654_3210)
    #expect(sample.hex == "0123456789abcdeffedcba9876543210")
    let parsed = try #require(XXH3.Hash128(hex: "00000000000000010000000000000002"))
    #expect(parsed.high == 1)
    #expect(parsed.low == 2)
  }

  @Test func hexRejectsMalformedText() {
    let valid = "99aa06d3014798d86001c324468d497f"
    let head = String(valid.dropLast())
    let tail = String(valid.dropFirst())
    let malformed = [
      "",
      head,
      valid + "0",
      "0x" + String(valid.dropFirst(2)),
      "+" + tail,
      "-" + tail,
      " " + tail,
      head + " ",
      head + "\n",
      head + "g",
      "99aa06d3014798d8 6001c324468d497",
      // Two-byte UTF-8 character keeps the byte count at 32.
      String(valid.dropLast(2)) + "\u{E9}",
      // Fullwidth digit: numeric to Unicode, not a hex digit.
      head + "\u{FF10}",
      valid + valid,
    ]
    for text in malformed {
      #expect(XXH3.Hash128(hex: text) == nil, "accepted \(text.debugDescription)")
    }
  }

  // Snapshots fingerprint RGBA pixel buffers; an odd pixel count leaves a partial last block
  // and an overlapping last stripe, where a dropped byte would hide. Release builds check every
  // byte position with three replacement values; unoptimised builds hash ~100x slower, so they
  // check the structural edges (first stripe, last block) plus a stride, one value per position.
  @Test func everySingleByteChangeChangesDigest() {
    var pixels = Self.makeSanityBuffer(count: 299 * 71 * 4)
    let original = XXH3.hash128(pixels)
    var seen: Set<XXH3.Hash128> = [original]
    var failures: [String] = []
    pixels.withUnsafeMutableBytes { raw in
      for position in Self.positionsToMutate(count: raw.count) {
        let byte = raw[position]
        for replacement in Self.replacements(for: byte, at: position) {
          raw[position] = replacement
          let digest = XXH3.hash128(UnsafeRawBufferPointer(raw))
          if !seen.insert(digest).inserted, failures.count < 10 {
            failures.append("byte \(position): \(byte) -> \(replacement)")
          }
        }
        raw[position] = byte
      }
    }
    #expect(failures.isEmpty, "digest collided: \(failures)")
    #expect(XXH3.hash128(pixels) == original)
  }
}

// MARK: - XXH3Tests fixtures

extension XXH3Tests {
  struct Row: Sendable {
    let length: Int
    let seed: UInt64
    let expected: XXH3.Hash128

    init(_ length: Int, _ seed: UInt64, _ high: UInt64, _ low: UInt64) {
      self.length = length
      self.seed = seed
      self.expected = XXH3.Hash128(high: high, low: low)
    }
  }

  static let prime32: UInt64 = 2_654_435_761
  static let prime64: UInt64 = 11_400_714_785_074_694_797

  // `SANITY_BUFFER_SIZE` in xxHash's tests/sanity_test.c: 4096 + 64 + 1.
  static let sanityBuffer = makeSanityBuffer(count: 4161)

  // `fillTestBuffer` from xxHash's tests: the top byte of a multiplicative generator.
  static func makeSanityBuffer(count: Int) -> [UInt8] {
    var generator = prime32
    var buffer = [UInt8](repeating: 0, count: count)
    for index in buffer.indices {
      buffer[index] = UInt8(truncatingIfNeeded: generator >> 56)
      generator = generator &* prime64
    }
    return buffer
  }

  static func digest(_ row: Row) -> XXH3.Hash128 {
    sanityBuffer[0..<row.length].withUnsafeBytes { XXH3.hash128($0, seed: row.seed) }
  }

  static func positionsToMutate(count: Int) -> [Int] {
    #if DEBUG
      let edges = Array(0..<64) + Array(max(0, count - 1024 - 128)..<count)
      return Array(Set(edges + Array(stride(from: 0, to: count, by: 61)))).sorted()
    #else
      return Array(0..<count)
    #endif
  }

  static func replacements(for byte: UInt8, at position: Int) -> [UInt8] {
    let all = [byte ^ 0x01, byte ^ 0x80, ~byte]
    #if DEBUG
      return [all[position % all.count]]
    #else
      return all
    #endif
  }

  // Generated from the sanity buffer with the `xxhash` Python package (xxHash 0.8.4 C core),
  // after checking that it reproduces every row of `upstreamVectors`.
  // Columns: length, seed, expected high 64 bits, expected low 64 bits.
  static let sanityVectors: [Row] = [
    Row(0, 0, 0x99AA06D3014798D8, 0x6001C324468D497F),
    Row(0, prime32, 0x92220AE55E14AB50, 0x5444F7869C671AB0),
    Row(0, prime64, 0x00FEAA732A3CE25E, 0xA986DFC5D7605BFE),
    Row(1, 0, 0xA6CD5E9392000F6A, 0xC44BDFF4074EECDB),
    Row(1, prime32, 0x89B99554BA22467C, 0xB53D5557E7F76F8D),
    Row(1, prime64, 0x20E49ABCC53B3842, 0x032BE332DD766EF8),
    Row(2, 0, 0x76750C3C7BF95668, 0x7A9978044CB8A8BB),
    Row(2, prime32, 0x8B75A791EC034873, 0x8295910C7638B180),
    Row(2, prime64, 0x7B96E6A600DAE67D, 0x764B35C90519AD88),
    Row(3, 0, 0x20EFC49FF02422EA, 0x54247382A8D6B94D),
    Row(3, prime32, 0x48F82C2FE0ABD468, 0xF173D14DAD53A5DC),
    Row(3, prime64, 0x1C7ECF6A308CF00E, 0x634B8990B4976373),
    Row(4, 0, 0x970D585AC632BF8E, 0x2E7D8D6876A39FE9),
    Row(4, prime32, 0x7170492A2AA08992, 0xEF78D5C489CFE10B),
    Row(4, prime64, 0x3D53E5DFD837D927, 0xBFAF51F1E67E0B0F),
    Row(5, 0, 0x62ED587687606B4E, 0x057C7ED2C01FA1D1),
    Row(5, prime32, 0xB36459AEB18B9C2A, 0xB1939271FE533C42),
    Row(5, prime64, 0xFAC738E8FEC37715, 0x67A0C170D32090D7),
    Row(7, 0, 0xDD9B6039F79EC416, 0x081C22DD284A2F0A),
    Row(7, prime32, 0x0BF1BE779AAC3093, 0x8BB545DD2D2C9C7A),
    Row(7, prime64, 0x833CBA0282DD6619, 0xD5DA197923938E53),
    Row(8, 0, 0x47A7F080D82BB456, 0x64C69CAB4BB21DC5),
    Row(8, prime32, 0xF959013232655FF1, 0x5F462F3DE2E8B940),
    Row(8, prime64, 0xF50CEC145BCD5C5A, 0x7B29471DC729B5FF),
    Row(9, 0, 0x564EF6078950D457, 0xED7CCBC501EB7501),
    Row(9, prime32, 0x75FB6D1BD353B45C, 0x07DE00B45EEE033A),
    Row(9, prime64, 0x6B380B43FFA61042, 0xAEF5DFC0AC9F9044),
    Row(12, 0, 0x6E3EFD8FC7802B18, 0x061A192713F69AD9),
    Row(12, prime32, 0xD7E09D518A3405D3, 0x9BE9F9A67F3C7DFB),
    Row(12, prime64, 0xFF0D60ACD02ED401, 0x5D92B5D7190B12D1),
    Row(15, 0, 0xC402609E57EE5772, 0x958955DF1889E6BC),
    Row(15, prime32, 0xCBF97D053781B18E, 0x69B291E8B041C577),
    Row(15, prime64, 0x48864EF580A95F6B, 0x6A0A9CA5FD33CB9D),
    Row(16, 0, 0xC68C368ECF8A9C05, 0x562980258A998629),
    Row(16, prime32, 0x3767C90D0CDBB93D, 0xB07EEEAB4C56392B),
    Row(16, prime64, 0x6FFCB80CD33085C8, 0x0346D13A7A5498C7),
    Row(17, 0, 0x955FA78643ED3669, 0xABBC12D11973D7DB),
    Row(17, prime32, 0x99E7C628E75D6431, 0x3CC9FF6CAE79ACCB),
    Row(17, prime64, 0xD77681219E464828, 0x980A14119985A7DF),
    Row(31, 0, 0x301048A7AB476D21, 0xEC8365E74DC00653),
    Row(31, prime32, 0x767FCAF8AF696DA5, 0x43750505AA7694E2),
    Row(31, prime64, 0x4639CF7B77BA9096, 0xD74750F8952360C3),
    Row(32, 0, 0x98FC6458710DC2E8, 0x278410A17595E3F9),
    Row(32, prime32, 0x326D21E5BCD395DE, 0x3589C5CD99CD6267),
    Row(32, prime64, 0xCC587E4FCDB86BC5, 0x0054E82631CEF166),
    Row(33, 0, 0x3103C192CEAA2DED, 0xE593BC4E5914C9D1),
    Row(33, prime32, 0x1B9738AFBE6CBB38, 0x5A785FEC2AE2B28F),
    Row(33, prime64, 0x21273C8190C645CD, 0xC361D36CEA597C31),
    Row(63, 0, 0x7FC0AE04A6D2BB0B, 0x5E4CB79E9A8121D9),
    Row(63, prime32, 0xE4DB72A4C9F178CF, 0x32C0F908DA71D4FD),
    Row(63, prime64, 0xAEC92695D77FEA89, 0xC6EE481741654B12),
    Row(64, 0, 0x6D90E81A9B0FD622, 0xEFDB6A44690721A9),
    Row(64, prime32, 0x5F29E4EDBA49A7AE, 0x592B9762BBEBCEBB),
    Row(64, prime64, 0x37B738968D40BDA5, 0x9405BA2AFFA95CEB),
    Row(65, 0, 0x6C074D65E54DB85A, 0xFE2F650FA500EC6E),
    Row(65, prime32, 0xFD0EBD6E81275E11, 0xDB4D44A434CF6830),
    Row(65, prime64, 0x72503A6FA8D07ADB, 0x9D60C345E5C297CD),
    Row(96, 0, 0xD9D0B885F56C93F1, 0xE9324473EA9AFEBE),
    Row(96, prime32, 0x326705F7850BAF1A, 0x4F7CE88D5FF06796),
    Row(96, prime64, 0x6F9ED3C2008CB388, 0xD61F3AB58705C405),
    Row(97, 0, 0x09DFF37FAA6B284C, 0x7C87228AE9671BA7),
    Row(97, prime32, 0x300800B50F2DB8D6, 0x320C5A9B1F530A27),
    Row(97, prime64, 0x14E68F850B481ADA, 0x49EA87F2AFE44F66),
    Row(127, 0, 0xDCFAE8002712DB1C, 0x802A565A8A79A999),
    Row(127, prime32, 0xFD507AF3EDE62925, 0x716A7D18E9019E45),
    Row(127, prime64, 0x37452E1967D3445B, 0x54C9D67F8B29DC74),
    Row(128, 0, 0x39992220E045260A, 0xEBB15E34A7FB5AB1),
    Row(128, prime32, 0x98801187DF8D614D, 0x1453819941D93C1D),
    Row(128, prime64, 0xA0F7CCB68EE02ADD, 0x8394F5C51F1D8246),
    Row(129, 0, 0x03815FC91F1B30B6, 0x86C9E3BC8F0A3B5C),
    Row(129, prime32, 0xB7F7349A47B39E56, 0xB37B716F66B40F02),
    Row(129, prime64, 0xAD559266067C0BF3, 0xD4AAE26FCEC7DC03),
    Row(159, 0, 0x37562EA4AC14C650, 0x996ED46536CC0EF5),
    Row(159, prime32, 0xE1B6E30FBE450D08, 0xD21A18E94171F9A8),
    Row(159, prime64, 0xC6F19F9E4243B251, 0x9BB496BB4447B646),
    Row(160, 0, 0xBA5D218964B622AD, 0x737126C8D7C09CEE),
    Row(160, prime32, 0xA9BBBF6674F8D58B, 0x1D704868FFB6EE1B),
    Row(160, prime64, 0xC6B7ABC26DEF52AC, 0x46A4A3F67CCD556E),
    Row(191, 0, 0xAA394FFEB17611EB, 0xC4333111AB47A522),
    Row(191, prime32, 0x0B6F255A93C05F6E, 0xBC38503BF6E9EFC0),
    Row(191, prime64, 0x43AABE2A06795E26, 0x06F164304A859F69),
    Row(192, 0, 0x064934DB40706C3D, 0x0679E7F625E389D9),
    Row(192, prime32, 0xE61EC432861AD07B, 0x1F61A9EDE18471C0),
    Row(192, prime64, 0xC1E549BAF8D0D863, 0xFD5412027E573A96),
    Row(200, 0, 0xE76FF4780FE18439, 0xEB060F1BB3126F5A),
    Row(200, prime32, 0x319985508BBB649E, 0xA2792C9130AFF570),
    Row(200, prime64, 0xCF0349DD7CC2B545, 0x2236D1B483E8D9EB),
    Row(239, 0, 0xE59FC6554B5008BC, 0xF895E8B860B8A593),
    Row(239, prime32, 0x9C5A8C766DF3E6E5, 0xA7FB18FAD4A94D5B),
    Row(239, prime64, 0xD6701EB51FC21716, 0xC0A8B4C9698DB33D),
    Row(240, 0, 0xAA4202DAA2769DC8, 0x5C9AAE94C8EBE5A0),
    Row(240, prime32, 0xDA888104BEAE5AE0, 0xCA19087F1D335DAE),
    Row(240, prime64, 0x29D2133D6EA58C5B, 0x604E98DB085C1864),
    Row(241, 0, 0x99A80ECF0ECFC647, 0xC5A639ECD2030E5E),
    Row(241, prime32, 0x4BF2229C3A8FC3C3, 0x5927E3637BAC8149),
    Row(241, prime64, 0xEC64AFAE6A137582, 0xDDA9B0A161D4829A),
    Row(255, 0, 0x961375C87E09EFBC, 0xE98F979F4ED8A197),
    Row(255, prime32, 0xEE657E12607ADFFE, 0x437EA109CB7CE24D),
    Row(255, prime64, 0xE72EC0137D62DF44, 0x2ACA7901D9538C75),
    Row(256, 0, 0x8B1C66091423D288, 0x55DE574AD89D0AC5),
    Row(256, prime32, 0xD540CC8620D8DD65, 0x443D04D43F60C57F),
    Row(256, prime64, 0xAAA57235B92D5E7C, 0x4D30234B7A3AA61C),
    Row(257, 0, 0xF15FEE7F9F457599, 0xB17FD5A8AE75BB0B),
    Row(257, prime32, 0x52C36CA232FC662B, 0x02F16A1476C65D95),
    Row(257, prime64, 0x15C1F9C667C815BA, 0x802A6FBF3CACD97C),
    Row(511, 0, 0x9F7619CB8D250F0D, 0x8089715B163E7FC0),
    Row(511, prime32, 0x24E3BB97C7C584D4, 0x96736274A52C7DB2),
    Row(511, prime64, 0xB52CAE55536E9FB9, 0x90EC0377BA8D6002),
    Row(512, 0, 0x18D2D110DCC9BCA1, 0x617E49599013CB6B),
    Row(512, prime32, 0x06EEB0D56508040F, 0x545F610E9F5A78EC),
    Row(512, prime64, 0x925D06B8EC5B8040, 0x3CE457DE14C27708),
    Row(1023, 0, 0xE8083E4D83214C3C, 0x87A8F7B2F2E22496),
    Row(1023, prime32, 0xFBD299789B9A9759, 0xC38922D5971CD2D7),
    Row(1023, prime64, 0x96B80FE329CE5E35, 0x0F0F02DE8590E1B5),
    Row(1024, 0, 0x0D30D24071C64C57, 0xDD85C9B5C1109C5C),
    Row(1024, prime32, 0x885B0B4DEBE3D2FF, 0xB8B95C07CD4A75FA),
    Row(1024, prime64, 0x17600EFE2B493A18, 0xEF368A8A2EBABAEF),
    Row(1025, 0, 0xFD3EE4FE7F2954C6, 0xD870C0FA13211C6A),
    Row(1025, prime32, 0x3364FAD6F5FF1741, 0x2F15255340AE4F6C),
    Row(1025, prime64, 0x2C383949F57BF7E1, 0x96792BCF9AF88519),
    Row(2047, 0, 0x763A9143F0523D15, 0xB36ECE19FCA2197F),
    Row(2047, prime32, 0xD2605592AB25DC1A, 0x8141F69F4BACDEA2),
    Row(2047, prime64, 0x47C992688E710651, 0x8111BB82842ED0AE),
    Row(2048, 0, 0xF736557FD47073A5, 0xDD59E2C3A5F038E0),
    Row(2048, prime32, 0x7FB03F7E7186C3EA, 0x230D43F30206260B),
    Row(2048, prime64, 0x23CC3A2E75EBAAEA, 0x66F81670669ABABC),
    Row(2049, 0, 0x4CD2BD192F2D70BD, 0xD3AFA4329779B921),
    Row(2049, prime32, 0x782BC6262B86BFE8, 0x60E0F49946D79DAF),
    Row(2049, prime64, 0xE4000F7A288A82CE, 0xE48083836CD58024),
    Row(2240, 0, 0xCCB134FBFA7CE49D, 0x6E73A90539CF2948),
    Row(2240, prime32, 0x50A1FE17B338995F, 0xED385111126FBA6F),
    Row(2240, prime64, 0xE40842F585875BA9, 0x757BA8487D1B5247),
    Row(2367, 0, 0xE89C0F6FF369B427, 0xCB37AEB9E5D361ED),
    Row(2367, prime32, 0xD23AAE4B76C31ECB, 0x6F5360AE69C2F406),
    Row(2367, prime64, 0xCCB7A94CCA1A6496, 0xD2DB3415B942B42A),
    Row(4096, 0, 0xB9CFAEA2CA5626A4, 0xE91206429D1F48F9),
    Row(4096, prime32, 0x61F9525DA2DCBE15, 0x2C32262E6834F8B9),
    Row(4096, prime64, 0x8FBC8FD4D526D1BD, 0x2A3BBB20A5439DCD),
    Row(4097, 0, 0x0C6A7A5F1D0BBB1A, 0xDAC80D543E339451),
    Row(4097, prime32, 0x09B52D3E4FAEF7EC, 0x1AF3E6A9C2C87515),
    Row(4097, prime64, 0xC94C98BCF2D279FC, 0xA78887A19A340214),
    Row(4160, 0, 0x67140711C1E3E335, 0x4F323B15321E94E1),
    Row(4160, prime32, 0x82466B99FEB516A4, 0x71C9218C2DC48FF4),
    Row(4160, prime64, 0xEE430626BA3B2F3C, 0x1BF6F5FAF9EECABD),
    Row(4161, 0, 0x06E30DA044FBC01E, 0xEFB6CCB06C0B206A),
    Row(4161, prime32, 0x94C8205CDB2D2202, 0x53755720C67F7BDB),
    Row(4161, prime64, 0xE65C436B63ED1423, 0xA7E2D104DA48B297),
  ]

  static let upstreamVectors: [Row] = [
    Row(0, 0, 0x99AA06D3014798D8, 0x6001C324468D497F),
    Row(0, prime32, 0x92220AE55E14AB50, 0x5444F7869C671AB0),
    Row(1, 0, 0xA6CD5E9392000F6A, 0xC44BDFF4074EECDB),
    Row(1, prime32, 0x89B99554BA22467C, 0xB53D5557E7F76F8D),
    Row(6, 0, 0x082AFE0B8162D12A, 0x3E7039BDDA43CFC6),
    Row(6, prime32, 0x5A865B5389ABD2B1, 0x269D8F70BE98856E),
    Row(12, 0, 0x6E3EFD8FC7802B18, 0x061A192713F69AD9),
    Row(12, prime32, 0xD7E09D518A3405D3, 0x9BE9F9A67F3C7DFB),
    Row(24, 0, 0x0CE966E4678D3761, 0x1E7044D28B1B901D),
    Row(24, prime32, 0x3162026714A6A243, 0xD7304C54EBAD40A9),
    Row(48, 0, 0xA002AC4E5478227E, 0xF942219AED80F67B),
    Row(48, prime32, 0x163ADDE36C072295, 0x7BA3C3E453A1934E),
    Row(81, 0, 0x4952F58181AB0042, 0x5E8BAFB9F95FB803),
    Row(81, prime32, 0x2724EC7ADC750FB6, 0x703FBB3D7A5F755C),
    Row(222, 0, 0x337E09641B948717, 0xF1AEBD597CEC6B3A),
    Row(222, prime32, 0x91820016621E97F1, 0xAE995BB8AF917A8D),
    Row(403, 0, 0x1B6DE21E332DD73D, 0xCDEB804D65C6DEA4),
    Row(403, prime64, 0xBED311971E0BE8F2, 0x6259F6ECFD6443FD),
    Row(512, 0, 0x18D2D110DCC9BCA1, 0x617E49599013CB6B),
    Row(512, prime64, 0x925D06B8EC5B8040, 0x3CE457DE14C27708),
    Row(2048, 0, 0xF736557FD47073A5, 0xDD59E2C3A5F038E0),
    Row(2048, prime32, 0x7FB03F7E7186C3EA, 0x230D43F30206260B),
    Row(2240, 0, 0xCCB134FBFA7CE49D, 0x6E73A90539CF2948),
    Row(2240, prime32, 0x50A1FE17B338995F, 0xED385111126FBA6F),
    Row(2367, 0, 0xE89C0F6FF369B427, 0xCB37AEB9E5D361ED),
    Row(2367, prime32, 0xD23AAE4B76C31ECB, 0x6F5360AE69C2F406),
  ]
}
