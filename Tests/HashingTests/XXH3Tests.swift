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
    let digests =
      Self.sanityVectors.map(\.expected) + [
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
    Row(0, 0, 0x99AA_06D3_0147_98D8, 0x6001_C324_468D_497F),
    Row(0, prime32, 0x9222_0AE5_5E14_AB50, 0x5444_F786_9C67_1AB0),
    Row(0, prime64, 0x00FE_AA73_2A3C_E25E, 0xA986_DFC5_D760_5BFE),
    Row(1, 0, 0xA6CD_5E93_9200_0F6A, 0xC44B_DFF4_074E_ECDB),
    Row(1, prime32, 0x89B9_9554_BA22_467C, 0xB53D_5557_E7F7_6F8D),
    Row(1, prime64, 0x20E4_9ABC_C53B_3842, 0x032B_E332_DD76_6EF8),
    Row(2, 0, 0x7675_0C3C_7BF9_5668, 0x7A99_7804_4CB8_A8BB),
    Row(2, prime32, 0x8B75_A791_EC03_4873, 0x8295_910C_7638_B180),
    Row(2, prime64, 0x7B96_E6A6_00DA_E67D, 0x764B_35C9_0519_AD88),
    Row(3, 0, 0x20EF_C49F_F024_22EA, 0x5424_7382_A8D6_B94D),
    Row(3, prime32, 0x48F8_2C2F_E0AB_D468, 0xF173_D14D_AD53_A5DC),
    Row(3, prime64, 0x1C7E_CF6A_308C_F00E, 0x634B_8990_B497_6373),
    Row(4, 0, 0x970D_585A_C632_BF8E, 0x2E7D_8D68_76A3_9FE9),
    Row(4, prime32, 0x7170_492A_2AA0_8992, 0xEF78_D5C4_89CF_E10B),
    Row(4, prime64, 0x3D53_E5DF_D837_D927, 0xBFAF_51F1_E67E_0B0F),
    Row(5, 0, 0x62ED_5876_8760_6B4E, 0x057C_7ED2_C01F_A1D1),
    Row(5, prime32, 0xB364_59AE_B18B_9C2A, 0xB193_9271_FE53_3C42),
    Row(5, prime64, 0xFAC7_38E8_FEC3_7715, 0x67A0_C170_D320_90D7),
    Row(7, 0, 0xDD9B_6039_F79E_C416, 0x081C_22DD_284A_2F0A),
    Row(7, prime32, 0x0BF1_BE77_9AAC_3093, 0x8BB5_45DD_2D2C_9C7A),
    Row(7, prime64, 0x833C_BA02_82DD_6619, 0xD5DA_1979_2393_8E53),
    Row(8, 0, 0x47A7_F080_D82B_B456, 0x64C6_9CAB_4BB2_1DC5),
    Row(8, prime32, 0xF959_0132_3265_5FF1, 0x5F46_2F3D_E2E8_B940),
    Row(8, prime64, 0xF50C_EC14_5BCD_5C5A, 0x7B29_471D_C729_B5FF),
    Row(9, 0, 0x564E_F607_8950_D457, 0xED7C_CBC5_01EB_7501),
    Row(9, prime32, 0x75FB_6D1B_D353_B45C, 0x07DE_00B4_5EEE_033A),
    Row(9, prime64, 0x6B38_0B43_FFA6_1042, 0xAEF5_DFC0_AC9F_9044),
    Row(12, 0, 0x6E3E_FD8F_C780_2B18, 0x061A_1927_13F6_9AD9),
    Row(12, prime32, 0xD7E0_9D51_8A34_05D3, 0x9BE9_F9A6_7F3C_7DFB),
    Row(12, prime64, 0xFF0D_60AC_D02E_D401, 0x5D92_B5D7_190B_12D1),
    Row(15, 0, 0xC402_609E_57EE_5772, 0x9589_55DF_1889_E6BC),
    Row(15, prime32, 0xCBF9_7D05_3781_B18E, 0x69B2_91E8_B041_C577),
    Row(15, prime64, 0x4886_4EF5_80A9_5F6B, 0x6A0A_9CA5_FD33_CB9D),
    Row(16, 0, 0xC68C_368E_CF8A_9C05, 0x5629_8025_8A99_8629),
    Row(16, prime32, 0x3767_C90D_0CDB_B93D, 0xB07E_EEAB_4C56_392B),
    Row(16, prime64, 0x6FFC_B80C_D330_85C8, 0x0346_D13A_7A54_98C7),
    Row(17, 0, 0x955F_A786_43ED_3669, 0xABBC_12D1_1973_D7DB),
    Row(17, prime32, 0x99E7_C628_E75D_6431, 0x3CC9_FF6C_AE79_ACCB),
    Row(17, prime64, 0xD776_8121_9E46_4828, 0x980A_1411_9985_A7DF),
    Row(31, 0, 0x3010_48A7_AB47_6D21, 0xEC83_65E7_4DC0_0653),
    Row(31, prime32, 0x767F_CAF8_AF69_6DA5, 0x4375_0505_AA76_94E2),
    Row(31, prime64, 0x4639_CF7B_77BA_9096, 0xD747_50F8_9523_60C3),
    Row(32, 0, 0x98FC_6458_710D_C2E8, 0x2784_10A1_7595_E3F9),
    Row(32, prime32, 0x326D_21E5_BCD3_95DE, 0x3589_C5CD_99CD_6267),
    Row(32, prime64, 0xCC58_7E4F_CDB8_6BC5, 0x0054_E826_31CE_F166),
    Row(33, 0, 0x3103_C192_CEAA_2DED, 0xE593_BC4E_5914_C9D1),
    Row(33, prime32, 0x1B97_38AF_BE6C_BB38, 0x5A78_5FEC_2AE2_B28F),
    Row(33, prime64, 0x2127_3C81_90C6_45CD, 0xC361_D36C_EA59_7C31),
    Row(63, 0, 0x7FC0_AE04_A6D2_BB0B, 0x5E4C_B79E_9A81_21D9),
    Row(63, prime32, 0xE4DB_72A4_C9F1_78CF, 0x32C0_F908_DA71_D4FD),
    Row(63, prime64, 0xAEC9_2695_D77F_EA89, 0xC6EE_4817_4165_4B12),
    Row(64, 0, 0x6D90_E81A_9B0F_D622, 0xEFDB_6A44_6907_21A9),
    Row(64, prime32, 0x5F29_E4ED_BA49_A7AE, 0x592B_9762_BBEB_CEBB),
    Row(64, prime64, 0x37B7_3896_8D40_BDA5, 0x9405_BA2A_FFA9_5CEB),
    Row(65, 0, 0x6C07_4D65_E54D_B85A, 0xFE2F_650F_A500_EC6E),
    Row(65, prime32, 0xFD0E_BD6E_8127_5E11, 0xDB4D_44A4_34CF_6830),
    Row(65, prime64, 0x7250_3A6F_A8D0_7ADB, 0x9D60_C345_E5C2_97CD),
    Row(96, 0, 0xD9D0_B885_F56C_93F1, 0xE932_4473_EA9A_FEBE),
    Row(96, prime32, 0x3267_05F7_850B_AF1A, 0x4F7C_E88D_5FF0_6796),
    Row(96, prime64, 0x6F9E_D3C2_008C_B388, 0xD61F_3AB5_8705_C405),
    Row(97, 0, 0x09DF_F37F_AA6B_284C, 0x7C87_228A_E967_1BA7),
    Row(97, prime32, 0x3008_00B5_0F2D_B8D6, 0x320C_5A9B_1F53_0A27),
    Row(97, prime64, 0x14E6_8F85_0B48_1ADA, 0x49EA_87F2_AFE4_4F66),
    Row(127, 0, 0xDCFA_E800_2712_DB1C, 0x802A_565A_8A79_A999),
    Row(127, prime32, 0xFD50_7AF3_EDE6_2925, 0x716A_7D18_E901_9E45),
    Row(127, prime64, 0x3745_2E19_67D3_445B, 0x54C9_D67F_8B29_DC74),
    Row(128, 0, 0x3999_2220_E045_260A, 0xEBB1_5E34_A7FB_5AB1),
    Row(128, prime32, 0x9880_1187_DF8D_614D, 0x1453_8199_41D9_3C1D),
    Row(128, prime64, 0xA0F7_CCB6_8EE0_2ADD, 0x8394_F5C5_1F1D_8246),
    Row(129, 0, 0x0381_5FC9_1F1B_30B6, 0x86C9_E3BC_8F0A_3B5C),
    Row(129, prime32, 0xB7F7_349A_47B3_9E56, 0xB37B_716F_66B4_0F02),
    Row(129, prime64, 0xAD55_9266_067C_0BF3, 0xD4AA_E26F_CEC7_DC03),
    Row(159, 0, 0x3756_2EA4_AC14_C650, 0x996E_D465_36CC_0EF5),
    Row(159, prime32, 0xE1B6_E30F_BE45_0D08, 0xD21A_18E9_4171_F9A8),
    Row(159, prime64, 0xC6F1_9F9E_4243_B251, 0x9BB4_96BB_4447_B646),
    Row(160, 0, 0xBA5D_2189_64B6_22AD, 0x7371_26C8_D7C0_9CEE),
    Row(160, prime32, 0xA9BB_BF66_74F8_D58B, 0x1D70_4868_FFB6_EE1B),
    Row(160, prime64, 0xC6B7_ABC2_6DEF_52AC, 0x46A4_A3F6_7CCD_556E),
    Row(191, 0, 0xAA39_4FFE_B176_11EB, 0xC433_3111_AB47_A522),
    Row(191, prime32, 0x0B6F_255A_93C0_5F6E, 0xBC38_503B_F6E9_EFC0),
    Row(191, prime64, 0x43AA_BE2A_0679_5E26, 0x06F1_6430_4A85_9F69),
    Row(192, 0, 0x0649_34DB_4070_6C3D, 0x0679_E7F6_25E3_89D9),
    Row(192, prime32, 0xE61E_C432_861A_D07B, 0x1F61_A9ED_E184_71C0),
    Row(192, prime64, 0xC1E5_49BA_F8D0_D863, 0xFD54_1202_7E57_3A96),
    Row(200, 0, 0xE76F_F478_0FE1_8439, 0xEB06_0F1B_B312_6F5A),
    Row(200, prime32, 0x3199_8550_8BBB_649E, 0xA279_2C91_30AF_F570),
    Row(200, prime64, 0xCF03_49DD_7CC2_B545, 0x2236_D1B4_83E8_D9EB),
    Row(239, 0, 0xE59F_C655_4B50_08BC, 0xF895_E8B8_60B8_A593),
    Row(239, prime32, 0x9C5A_8C76_6DF3_E6E5, 0xA7FB_18FA_D4A9_4D5B),
    Row(239, prime64, 0xD670_1EB5_1FC2_1716, 0xC0A8_B4C9_698D_B33D),
    Row(240, 0, 0xAA42_02DA_A276_9DC8, 0x5C9A_AE94_C8EB_E5A0),
    Row(240, prime32, 0xDA88_8104_BEAE_5AE0, 0xCA19_087F_1D33_5DAE),
    Row(240, prime64, 0x29D2_133D_6EA5_8C5B, 0x604E_98DB_085C_1864),
    Row(241, 0, 0x99A8_0ECF_0ECF_C647, 0xC5A6_39EC_D203_0E5E),
    Row(241, prime32, 0x4BF2_229C_3A8F_C3C3, 0x5927_E363_7BAC_8149),
    Row(241, prime64, 0xEC64_AFAE_6A13_7582, 0xDDA9_B0A1_61D4_829A),
    Row(255, 0, 0x9613_75C8_7E09_EFBC, 0xE98F_979F_4ED8_A197),
    Row(255, prime32, 0xEE65_7E12_607A_DFFE, 0x437E_A109_CB7C_E24D),
    Row(255, prime64, 0xE72E_C013_7D62_DF44, 0x2ACA_7901_D953_8C75),
    Row(256, 0, 0x8B1C_6609_1423_D288, 0x55DE_574A_D89D_0AC5),
    Row(256, prime32, 0xD540_CC86_20D8_DD65, 0x443D_04D4_3F60_C57F),
    Row(256, prime64, 0xAAA5_7235_B92D_5E7C, 0x4D30_234B_7A3A_A61C),
    Row(257, 0, 0xF15F_EE7F_9F45_7599, 0xB17F_D5A8_AE75_BB0B),
    Row(257, prime32, 0x52C3_6CA2_32FC_662B, 0x02F1_6A14_76C6_5D95),
    Row(257, prime64, 0x15C1_F9C6_67C8_15BA, 0x802A_6FBF_3CAC_D97C),
    Row(511, 0, 0x9F76_19CB_8D25_0F0D, 0x8089_715B_163E_7FC0),
    Row(511, prime32, 0x24E3_BB97_C7C5_84D4, 0x9673_6274_A52C_7DB2),
    Row(511, prime64, 0xB52C_AE55_536E_9FB9, 0x90EC_0377_BA8D_6002),
    Row(512, 0, 0x18D2_D110_DCC9_BCA1, 0x617E_4959_9013_CB6B),
    Row(512, prime32, 0x06EE_B0D5_6508_040F, 0x545F_610E_9F5A_78EC),
    Row(512, prime64, 0x925D_06B8_EC5B_8040, 0x3CE4_57DE_14C2_7708),
    Row(1023, 0, 0xE808_3E4D_8321_4C3C, 0x87A8_F7B2_F2E2_2496),
    Row(1023, prime32, 0xFBD2_9978_9B9A_9759, 0xC389_22D5_971C_D2D7),
    Row(1023, prime64, 0x96B8_0FE3_29CE_5E35, 0x0F0F_02DE_8590_E1B5),
    Row(1024, 0, 0x0D30_D240_71C6_4C57, 0xDD85_C9B5_C110_9C5C),
    Row(1024, prime32, 0x885B_0B4D_EBE3_D2FF, 0xB8B9_5C07_CD4A_75FA),
    Row(1024, prime64, 0x1760_0EFE_2B49_3A18, 0xEF36_8A8A_2EBA_BAEF),
    Row(1025, 0, 0xFD3E_E4FE_7F29_54C6, 0xD870_C0FA_1321_1C6A),
    Row(1025, prime32, 0x3364_FAD6_F5FF_1741, 0x2F15_2553_40AE_4F6C),
    Row(1025, prime64, 0x2C38_3949_F57B_F7E1, 0x9679_2BCF_9AF8_8519),
    Row(2047, 0, 0x763A_9143_F052_3D15, 0xB36E_CE19_FCA2_197F),
    Row(2047, prime32, 0xD260_5592_AB25_DC1A, 0x8141_F69F_4BAC_DEA2),
    Row(2047, prime64, 0x47C9_9268_8E71_0651, 0x8111_BB82_842E_D0AE),
    Row(2048, 0, 0xF736_557F_D470_73A5, 0xDD59_E2C3_A5F0_38E0),
    Row(2048, prime32, 0x7FB0_3F7E_7186_C3EA, 0x230D_43F3_0206_260B),
    Row(2048, prime64, 0x23CC_3A2E_75EB_AAEA, 0x66F8_1670_669A_BABC),
    Row(2049, 0, 0x4CD2_BD19_2F2D_70BD, 0xD3AF_A432_9779_B921),
    Row(2049, prime32, 0x782B_C626_2B86_BFE8, 0x60E0_F499_46D7_9DAF),
    Row(2049, prime64, 0xE400_0F7A_288A_82CE, 0xE480_8383_6CD5_8024),
    Row(2240, 0, 0xCCB1_34FB_FA7C_E49D, 0x6E73_A905_39CF_2948),
    Row(2240, prime32, 0x50A1_FE17_B338_995F, 0xED38_5111_126F_BA6F),
    Row(2240, prime64, 0xE408_42F5_8587_5BA9, 0x757B_A848_7D1B_5247),
    Row(2367, 0, 0xE89C_0F6F_F369_B427, 0xCB37_AEB9_E5D3_61ED),
    Row(2367, prime32, 0xD23A_AE4B_76C3_1ECB, 0x6F53_60AE_69C2_F406),
    Row(2367, prime64, 0xCCB7_A94C_CA1A_6496, 0xD2DB_3415_B942_B42A),
    Row(4096, 0, 0xB9CF_AEA2_CA56_26A4, 0xE912_0642_9D1F_48F9),
    Row(4096, prime32, 0x61F9_525D_A2DC_BE15, 0x2C32_262E_6834_F8B9),
    Row(4096, prime64, 0x8FBC_8FD4_D526_D1BD, 0x2A3B_BB20_A543_9DCD),
    Row(4097, 0, 0x0C6A_7A5F_1D0B_BB1A, 0xDAC8_0D54_3E33_9451),
    Row(4097, prime32, 0x09B5_2D3E_4FAE_F7EC, 0x1AF3_E6A9_C2C8_7515),
    Row(4097, prime64, 0xC94C_98BC_F2D2_79FC, 0xA788_87A1_9A34_0214),
    Row(4160, 0, 0x6714_0711_C1E3_E335, 0x4F32_3B15_321E_94E1),
    Row(4160, prime32, 0x8246_6B99_FEB5_16A4, 0x71C9_218C_2DC4_8FF4),
    Row(4160, prime64, 0xEE43_0626_BA3B_2F3C, 0x1BF6_F5FA_F9EE_CABD),
    Row(4161, 0, 0x06E3_0DA0_44FB_C01E, 0xEFB6_CCB0_6C0B_206A),
    Row(4161, prime32, 0x94C8_205C_DB2D_2202, 0x5375_5720_C67F_7BDB),
    Row(4161, prime64, 0xE65C_436B_63ED_1423, 0xA7E2_D104_DA48_B297),
  ]

  static let upstreamVectors: [Row] = [
    Row(0, 0, 0x99AA_06D3_0147_98D8, 0x6001_C324_468D_497F),
    Row(0, prime32, 0x9222_0AE5_5E14_AB50, 0x5444_F786_9C67_1AB0),
    Row(1, 0, 0xA6CD_5E93_9200_0F6A, 0xC44B_DFF4_074E_ECDB),
    Row(1, prime32, 0x89B9_9554_BA22_467C, 0xB53D_5557_E7F7_6F8D),
    Row(6, 0, 0x082A_FE0B_8162_D12A, 0x3E70_39BD_DA43_CFC6),
    Row(6, prime32, 0x5A86_5B53_89AB_D2B1, 0x269D_8F70_BE98_856E),
    Row(12, 0, 0x6E3E_FD8F_C780_2B18, 0x061A_1927_13F6_9AD9),
    Row(12, prime32, 0xD7E0_9D51_8A34_05D3, 0x9BE9_F9A6_7F3C_7DFB),
    Row(24, 0, 0x0CE9_66E4_678D_3761, 0x1E70_44D2_8B1B_901D),
    Row(24, prime32, 0x3162_0267_14A6_A243, 0xD730_4C54_EBAD_40A9),
    Row(48, 0, 0xA002_AC4E_5478_227E, 0xF942_219A_ED80_F67B),
    Row(48, prime32, 0x163A_DDE3_6C07_2295, 0x7BA3_C3E4_53A1_934E),
    Row(81, 0, 0x4952_F581_81AB_0042, 0x5E8B_AFB9_F95F_B803),
    Row(81, prime32, 0x2724_EC7A_DC75_0FB6, 0x703F_BB3D_7A5F_755C),
    Row(222, 0, 0x337E_0964_1B94_8717, 0xF1AE_BD59_7CEC_6B3A),
    Row(222, prime32, 0x9182_0016_621E_97F1, 0xAE99_5BB8_AF91_7A8D),
    Row(403, 0, 0x1B6D_E21E_332D_D73D, 0xCDEB_804D_65C6_DEA4),
    Row(403, prime64, 0xBED3_1197_1E0B_E8F2, 0x6259_F6EC_FD64_43FD),
    Row(512, 0, 0x18D2_D110_DCC9_BCA1, 0x617E_4959_9013_CB6B),
    Row(512, prime64, 0x925D_06B8_EC5B_8040, 0x3CE4_57DE_14C2_7708),
    Row(2048, 0, 0xF736_557F_D470_73A5, 0xDD59_E2C3_A5F0_38E0),
    Row(2048, prime32, 0x7FB0_3F7E_7186_C3EA, 0x230D_43F3_0206_260B),
    Row(2240, 0, 0xCCB1_34FB_FA7C_E49D, 0x6E73_A905_39CF_2948),
    Row(2240, prime32, 0x50A1_FE17_B338_995F, 0xED38_5111_126F_BA6F),
    Row(2367, 0, 0xE89C_0F6F_F369_B427, 0xCB37_AEB9_E5D3_61ED),
    Row(2367, prime32, 0xD23A_AE4B_76C3_1ECB, 0x6F53_60AE_69C2_F406),
  ]
}
