// XXH3-128 (xxHash 0.8.x by Yann Collet), default secret, 64-bit seed.
//
// This is a port of the reference `XXH3_128bits_withSeed`; every constant, offset and branch
// mirrors xxhash.h so that digests are interchangeable with any other XXH3-128 implementation.

// MARK: - XXH3

/// XXH3-128 from xxHash 0.8.x, bit-exact with the reference implementation; not cryptographic.
public enum XXH3 {
  /// Returns the XXH3-128 digest of `bytes` computed with the default secret and `seed`.
  public static func hash128(_ bytes: UnsafeRawBufferPointer, seed: UInt64 = 0) -> Hash128 {
    defaultSecret.withUnsafeBytes { secretBuffer in
      // A non-empty array always has storage, so this never fails.
      guard let secret = secretBuffer.baseAddress else {
        preconditionFailure("XXH3 default secret has no storage")
      }
      return digest(bytes, seed: seed, secret: secret)
    }
  }

  /// Returns the XXH3-128 digest of `bytes` computed with the default secret and `seed`.
  public static func hash128(_ bytes: [UInt8], seed: UInt64 = 0) -> Hash128 {
    bytes.withUnsafeBytes { hash128($0, seed: seed) }
  }
}

// MARK: - XXH3.Hash128

extension XXH3 {
  /// A 128-bit XXH3 digest stored as its high and low 64-bit halves.
  public struct Hash128: Hashable, Sendable {
    /// The most significant 64 bits of the digest.
    public var high: UInt64
    /// The least significant 64 bits of the digest.
    public var low: UInt64

    /// Creates a digest from its high and low 64-bit halves.
    public init(high: UInt64, low: UInt64) {
      self.high = high
      self.low = low
    }
  }
}

// MARK: - XXH3.Hash128 hex

extension XXH3.Hash128 {
  /// The digest as 32 lowercase hex digits, high half first (xxHash's canonical big-endian form).
  public var hex: String {
    var digits = [UInt8](repeating: 0, count: 32)
    for index in 0..<16 {
      // Most significant nibble first, so the text sorts and reads like `XXH128_canonicalFromHash`.
      let shift = UInt64(60 - 4 * index)
      digits[index] = Self.hexDigit(high &>> shift)
      digits[index + 16] = Self.hexDigit(low &>> shift)
    }
    return String(decoding: digits, as: UTF8.self)
  }

  /// Parses exactly 32 hex digits (high half first) and returns nil for any other text.
  public init?(hex: String) {
    let utf8 = hex.utf8
    guard utf8.count == 32 else { return nil }
    var high: UInt64 = 0
    var low: UInt64 = 0
    for (index, byte) in utf8.enumerated() {
      guard let nibble = Self.nibble(byte) else { return nil }
      if index < 16 {
        high = (high &<< 4) | nibble
      } else {
        low = (low &<< 4) | nibble
      }
    }
    self.init(high: high, low: low)
  }

  private static func hexDigit(_ value: UInt64) -> UInt8 {
    let nibble = UInt8(truncatingIfNeeded: value & 0xF)
    return nibble < 10 ? UInt8(ascii: "0") &+ nibble : UInt8(ascii: "a") &+ (nibble &- 10)
  }

  // Only ASCII digits and letters a-f/A-F count; signs, spaces and "0x" prefixes are rejected.
  private static func nibble(_ byte: UInt8) -> UInt64? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt64(byte &- UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt64(byte &- UInt8(ascii: "a") &+ 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt64(byte &- UInt8(ascii: "A") &+ 10)
    default: return nil
    }
  }
}

// MARK: - XXH3.Hash128 CustomStringConvertible

extension XXH3.Hash128: CustomStringConvertible {
  /// The canonical hex form, identical to ``hex``, so logs and test failures show `xxhsum` text.
  public var description: String { hex }
}

// MARK: - XXH3 constants

// The reference implementation's names, kept so the constants can be checked against it.
// swift-format-ignore: AlwaysUseLowerCamelCase
extension XXH3 {
  private static let prime32_1: UInt64 = 0x9E37_79B1
  private static let prime32_2: UInt64 = 0x85EB_CA77
  private static let prime32_3: UInt64 = 0xC2B2_AE3D
  private static let prime64_1: UInt64 = 0x9E37_79B1_85EB_CA87
  private static let prime64_2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
  private static let prime64_3: UInt64 = 0x1656_67B1_9E37_79F9
  private static let prime64_4: UInt64 = 0x85EB_CA77_C2B2_AE63
  private static let prime64_5: UInt64 = 0x27D4_EB2F_1656_67C5
  private static let primeMX1: UInt64 = 0x1656_6791_9E37_79F9
  private static let primeMX2: UInt64 = 0x9FB2_1C65_1E98_DF25

  private static let secretSize = 192
  private static let stripeLength = 64
  // Each stripe advances 8 bytes into the secret, so one block uses (192 - 64) / 8 stripes.
  private static let stripesPerBlock = (secretSize - stripeLength) / 8
  private static let blockLength = stripeLength * stripesPerBlock
  // Deliberately unaligned offsets from the reference, so no secret word is reused verbatim.
  private static let lastStripeSecretOffset = secretSize - stripeLength - 7
  private static let mergeSecretOffset = 11
  private static let midSizeStartOffset = 3
  private static let midSizeLastOffset = 17
  private static let secretSizeMin = 136

  // `XXH3_kSecret` from xxhash.h.
  private static let defaultSecret: [UInt8] = [
    0xb8, 0xfe, 0x6c, 0x39, 0x23, 0xa4, 0x4b, 0xbe, 0x7c, 0x01, 0x81, 0x2c,
    0xf7, 0x21, 0xad, 0x1c, 0xde, 0xd4, 0x6d, 0xe9, 0x83, 0x90, 0x97, 0xdb,
    0x72, 0x40, 0xa4, 0xa4, 0xb7, 0xb3, 0x67, 0x1f, 0xcb, 0x79, 0xe6, 0x4e,
    0xcc, 0xc0, 0xe5, 0x78, 0x82, 0x5a, 0xd0, 0x7d, 0xcc, 0xff, 0x72, 0x21,
    0xb8, 0x08, 0x46, 0x74, 0xf7, 0x43, 0x24, 0x8e, 0xe0, 0x35, 0x90, 0xe6,
    0x81, 0x3a, 0x26, 0x4c, 0x3c, 0x28, 0x52, 0xbb, 0x91, 0xc3, 0x00, 0xcb,
    0x88, 0xd0, 0x65, 0x8b, 0x1b, 0x53, 0x2e, 0xa3, 0x71, 0x64, 0x48, 0x97,
    0xa2, 0x0d, 0xf9, 0x4e, 0x38, 0x19, 0xef, 0x46, 0xa9, 0xde, 0xac, 0xd8,
    0xa8, 0xfa, 0x76, 0x3f, 0xe3, 0x9c, 0x34, 0x3f, 0xf9, 0xdc, 0xbb, 0xc7,
    0xc7, 0x0b, 0x4f, 0x1d, 0x8a, 0x51, 0xe0, 0x4b, 0xcd, 0xb4, 0x59, 0x31,
    0xc8, 0x9f, 0x7e, 0xc9, 0xd9, 0x78, 0x73, 0x64, 0xea, 0xc5, 0xac, 0x83,
    0x34, 0xd3, 0xeb, 0xc3, 0xc5, 0x81, 0xa0, 0xff, 0xfa, 0x13, 0x63, 0xeb,
    0x17, 0x0d, 0xdd, 0x51, 0xb7, 0xf0, 0xda, 0x49, 0xd3, 0x16, 0x55, 0x26,
    0x29, 0xd4, 0x68, 0x9e, 0x2b, 0x16, 0xbe, 0x58, 0x7d, 0x47, 0xa1, 0xfc,
    0x8f, 0xf8, 0xb8, 0xd1, 0x7a, 0xd0, 0x31, 0xce, 0x45, 0xcb, 0x3a, 0x8f,
    0x95, 0x16, 0x04, 0x28, 0xaf, 0xd7, 0xfb, 0xca, 0xbb, 0x4b, 0x40, 0x7e,
  ]
}

// MARK: - XXH3 primitives

extension XXH3 {
  @inline(__always)
  private static func read64(_ pointer: UnsafeRawPointer, _ offset: Int) -> UInt64 {
    UInt64(littleEndian: pointer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
  }

  @inline(__always)
  private static func read32(_ pointer: UnsafeRawPointer, _ offset: Int) -> UInt32 {
    UInt32(littleEndian: pointer.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
  }

  @inline(__always)
  private static func readByte(_ pointer: UnsafeRawPointer, _ offset: Int) -> UInt32 {
    UInt32(pointer.load(fromByteOffset: offset, as: UInt8.self))
  }

  // `XXH64_avalanche`.
  @inline(__always)
  private static func avalanche64(_ value: UInt64) -> UInt64 {
    var hash = value
    hash ^= hash &>> 33
    hash = hash &* prime64_2
    hash ^= hash &>> 29
    hash = hash &* prime64_3
    hash ^= hash &>> 32
    return hash
  }

  // `XXH3_avalanche`.
  @inline(__always)
  private static func avalanche(_ value: UInt64) -> UInt64 {
    var hash = value ^ (value &>> 37)
    hash = hash &* primeMX1
    return hash ^ (hash &>> 32)
  }

  // `XXH3_mul128_fold64`: the full 128-bit product folded to 64 bits.
  @inline(__always)
  private static func foldedMultiply(_ lhs: UInt64, _ rhs: UInt64) -> UInt64 {
    let product = lhs.multipliedFullWidth(by: rhs)
    return product.high ^ product.low
  }

  // `XXH3_mix16B`.
  @inline(__always)
  private static func mix16(
    _ input: UnsafeRawPointer, _ inputOffset: Int,
    _ secret: UnsafeRawPointer, _ secretOffset: Int, _ seed: UInt64
  ) -> UInt64 {
    foldedMultiply(
      read64(input, inputOffset) ^ (read64(secret, secretOffset) &+ seed),
      read64(input, inputOffset + 8) ^ (read64(secret, secretOffset + 8) &- seed))
  }

  // `XXH128_mix32B`: each half absorbs one 16-byte lane and is perturbed by the other.
  @inline(__always)
  private static func mix32(
    _ acc: inout Hash128, _ input: UnsafeRawPointer, _ offset1: Int, _ offset2: Int,
    _ secret: UnsafeRawPointer, _ secretOffset: Int, _ seed: UInt64
  ) {
    acc.low = acc.low &+ mix16(input, offset1, secret, secretOffset, seed)
    acc.low ^= read64(input, offset2) &+ read64(input, offset2 + 8)
    acc.high = acc.high &+ mix16(input, offset2, secret, secretOffset + 16, seed)
    acc.high ^= read64(input, offset1) &+ read64(input, offset1 + 8)
  }
}

// MARK: - XXH3 dispatch and short inputs

extension XXH3 {
  private static func digest(
    _ bytes: UnsafeRawBufferPointer, seed: UInt64, secret: UnsafeRawPointer
  ) -> Hash128 {
    let length = bytes.count
    guard length > 0, let input = bytes.baseAddress else {
      return hashEmpty(secret, seed)
    }
    switch length {
    case 1...3: return hash1to3(input, length, secret, seed)
    case 4...8: return hash4to8(input, length, secret, seed)
    case 9...16: return hash9to16(input, length, secret, seed)
    case 17...128: return hash17to128(input, length, secret, seed)
    case 129...240: return hash129to240(input, length, secret, seed)
    default: return hashLong(input, length, secret, seed)
    }
  }

  private static func hashEmpty(_ secret: UnsafeRawPointer, _ seed: UInt64) -> Hash128 {
    let bitflipLow = read64(secret, 64) ^ read64(secret, 72)
    let bitflipHigh = read64(secret, 80) ^ read64(secret, 88)
    return Hash128(high: avalanche64(seed ^ bitflipHigh), low: avalanche64(seed ^ bitflipLow))
  }

  private static func hash1to3(
    _ input: UnsafeRawPointer, _ length: Int, _ secret: UnsafeRawPointer, _ seed: UInt64
  ) -> Hash128 {
    // Packs all three bytes plus the length so that inputs of different lengths never alias.
    let first = readByte(input, 0)
    let middle = readByte(input, length >> 1)
    let last = readByte(input, length - 1)
    let combinedLow =
      (first &<< 16) | (middle &<< 24) | last
      | (UInt32(truncatingIfNeeded: length) &<< 8)
    let swapped = combinedLow.byteSwapped
    let combinedHigh = (swapped &<< 13) | (swapped &>> 19)
    let bitflipLow = UInt64(read32(secret, 0) ^ read32(secret, 4)) &+ seed
    let bitflipHigh = UInt64(read32(secret, 8) ^ read32(secret, 12)) &- seed
    return Hash128(
      high: avalanche64(UInt64(combinedHigh) ^ bitflipHigh),
      low: avalanche64(UInt64(combinedLow) ^ bitflipLow))
  }

  private static func hash4to8(
    _ input: UnsafeRawPointer, _ length: Int, _ secret: UnsafeRawPointer, _ seed: UInt64
  ) -> Hash128 {
    let mixedSeed = seed ^ (UInt64(UInt32(truncatingIfNeeded: seed).byteSwapped) &<< 32)
    let inputLow = UInt64(read32(input, 0))
    let inputHigh = UInt64(read32(input, length - 4))
    let bitflip = (read64(secret, 16) ^ read64(secret, 24)) &+ mixedSeed
    let keyed = (inputLow &+ (inputHigh &<< 32)) ^ bitflip
    // `length << 2` is a multiple of 4, so the multiplier stays odd and loses no low bits.
    let product = keyed.multipliedFullWidth(by: prime64_1 &+ (UInt64(length) &<< 2))
    var high = product.high &+ (product.low &<< 1)
    var low = product.low ^ (high &>> 3)
    low ^= low &>> 35
    low = low &* primeMX2
    low ^= low &>> 28
    high = avalanche(high)
    return Hash128(high: high, low: low)
  }

  private static func hash9to16(
    _ input: UnsafeRawPointer, _ length: Int, _ secret: UnsafeRawPointer, _ seed: UInt64
  ) -> Hash128 {
    let bitflipLow = (read64(secret, 32) ^ read64(secret, 40)) &- seed
    let bitflipHigh = (read64(secret, 48) ^ read64(secret, 56)) &+ seed
    let inputLow = read64(input, 0)
    var inputHigh = read64(input, length - 8)
    let product = (inputLow ^ inputHigh ^ bitflipLow).multipliedFullWidth(by: prime64_1)
    // The length goes in the middle of the 128-bit value so both halves see it after multiplying.
    var mixedLow = product.low &+ (UInt64(length - 1) &<< 54)
    inputHigh ^= bitflipHigh
    // Upstream's 64-bit form of `high += (inputHigh & ~0xFFFFFFFF) + lo32(inputHigh) * prime32_2`.
    let mixedHigh =
      product.high &+ inputHigh
      &+ (inputHigh & 0xFFFF_FFFF) &* (prime32_2 &- 1)
    mixedLow ^= mixedHigh.byteSwapped
    let result = mixedLow.multipliedFullWidth(by: prime64_2)
    let resultHigh = result.high &+ mixedHigh &* prime64_2
    return Hash128(high: avalanche(resultHigh), low: avalanche(result.low))
  }
}

// MARK: - XXH3 mid-size inputs

extension XXH3 {
  private static func hash17to128(
    _ input: UnsafeRawPointer, _ length: Int, _ secret: UnsafeRawPointer, _ seed: UInt64
  ) -> Hash128 {
    var acc = Hash128(high: 0, low: UInt64(length) &* prime64_1)
    // Pairs bytes from both ends inward, in the reference's order (outermost pair last).
    if length > 32 {
      if length > 64 {
        if length > 96 {
          mix32(&acc, input, 48, length - 64, secret, 96, seed)
        }
        mix32(&acc, input, 32, length - 48, secret, 64, seed)
      }
      mix32(&acc, input, 16, length - 32, secret, 32, seed)
    }
    mix32(&acc, input, 0, length - 16, secret, 0, seed)
    return finishMidSize(acc, length, seed)
  }

  private static func hash129to240(
    _ input: UnsafeRawPointer, _ length: Int, _ secret: UnsafeRawPointer, _ seed: UInt64
  ) -> Hash128 {
    var acc = Hash128(high: 0, low: UInt64(length) &* prime64_1)
    var offset = 32
    while offset < 160 {
      mix32(&acc, input, offset - 32, offset - 16, secret, offset - 32, seed)
      offset += 32
    }
    acc.low = avalanche(acc.low)
    acc.high = avalanche(acc.high)
    // `<=` repeats the final 32 bytes when the length is a multiple of 32; upstream does too.
    offset = 160
    while offset <= length {
      mix32(
        &acc, input, offset - 32, offset - 16, secret, midSizeStartOffset + offset - 160, seed)
      offset += 32
    }
    mix32(
      &acc, input, length - 16, length - 32, secret,
      secretSizeMin - midSizeLastOffset - 16, 0 &- seed)
    return finishMidSize(acc, length, seed)
  }

  @inline(__always)
  private static func finishMidSize(_ acc: Hash128, _ length: Int, _ seed: UInt64) -> Hash128 {
    let low = acc.low &+ acc.high
    let high =
      acc.low &* prime64_1 &+ acc.high &* prime64_4
      &+ (UInt64(length) &- seed) &* prime64_2
    return Hash128(high: 0 &- avalanche(high), low: avalanche(low))
  }
}

// MARK: - XXH3 long inputs

extension XXH3 {
  private typealias Lanes = SIMD8<UInt64>

  private static func hashLong(
    _ input: UnsafeRawPointer, _ length: Int, _ secret: UnsafeRawPointer, _ seed: UInt64
  ) -> Hash128 {
    if seed == 0 {
      return hashLong(input, length, secret: secret)
    }
    // `XXH3_initCustomSecret`: a seeded long hash runs on a seed-derived secret, built on the
    // stack so that hashing never allocates.
    return withUnsafeTemporaryAllocation(byteCount: secretSize, alignment: 16) { custom in
      for offset in stride(from: 0, to: secretSize, by: 16) {
        let low = read64(secret, offset) &+ seed
        let high = read64(secret, offset + 8) &- seed
        custom.storeBytes(of: low.littleEndian, toByteOffset: offset, as: UInt64.self)
        custom.storeBytes(of: high.littleEndian, toByteOffset: offset + 8, as: UInt64.self)
      }
      guard let customSecret = custom.baseAddress else {
        preconditionFailure("XXH3 temporary secret has no storage")
      }
      return hashLong(input, length, secret: UnsafeRawPointer(customSecret))
    }
  }

  @inline(never)
  private static func hashLong(
    _ input: UnsafeRawPointer, _ length: Int, secret: UnsafeRawPointer
  ) -> Hash128 {
    var acc = Lanes(
      prime32_3, prime64_1, prime64_2, prime64_3, prime64_4, prime32_2, prime64_5, prime32_1)
    let blockCount = (length - 1) / blockLength
    let scrambleKey = loadLanes(secret + (secretSize - stripeLength))
    for block in 0..<blockCount {
      let blockStart = input + block * blockLength
      for stripe in 0..<stripesPerBlock {
        accumulate(&acc, blockStart + stripe * stripeLength, secret + stripe * 8)
      }
      scramble(&acc, scrambleKey)
    }
    // The partial last block stops one byte short so that the final stripe below is never empty.
    let lastBlockStart = input + blockCount * blockLength
    let stripeCount = (length - 1 - blockCount * blockLength) / stripeLength
    for stripe in 0..<stripeCount {
      accumulate(&acc, lastBlockStart + stripe * stripeLength, secret + stripe * 8)
    }
    accumulate(&acc, input + (length - stripeLength), secret + lastStripeSecretOffset)

    let lengthValue = UInt64(length)
    let low = mergeAccumulators(acc, secret + mergeSecretOffset, lengthValue &* prime64_1)
    let high = mergeAccumulators(
      acc, secret + (secretSize - stripeLength - mergeSecretOffset), ~(lengthValue &* prime64_2))
    return Hash128(high: high, low: low)
  }

  // Word-by-word little-endian reads stay correct on any host; on x86-64 LLVM merges them into
  // the same four unaligned vector loads as a direct `SIMD8` load (identical code, measured).
  @inline(__always)
  private static func loadLanes(_ pointer: UnsafeRawPointer) -> Lanes {
    Lanes(
      read64(pointer, 0), read64(pointer, 8), read64(pointer, 16), read64(pointer, 24),
      read64(pointer, 32), read64(pointer, 40), read64(pointer, 48), read64(pointer, 56))
  }

  // `XXH3_accumulate_512`: on x86-64 the 32x32->64 product lowers to `pmuludq` and the lane swap
  // to `pshufd`, which is what makes the SIMD form about twice as fast as eight scalar lanes.
  @inline(__always)
  private static func accumulate(
    _ acc: inout Lanes, _ input: UnsafeRawPointer, _ secret: UnsafeRawPointer
  ) {
    let data = loadLanes(input)
    let keyed = data ^ loadLanes(secret)
    let swapped = Lanes(
      data[1], data[0], data[3], data[2], data[5], data[4], data[7], data[6])
    let lowHalves = keyed & Lanes(repeating: 0xFFFF_FFFF)
    acc = acc &+ swapped &+ lowHalves &* (keyed &>> 32)
  }

  // `XXH3_scrambleAcc`.
  @inline(__always)
  private static func scramble(_ acc: inout Lanes, _ key: Lanes) {
    acc = (acc ^ (acc &>> 47) ^ key) &* Lanes(repeating: prime32_1)
  }

  // `XXH3_mergeAccs`.
  @inline(__always)
  private static func mergeAccumulators(
    _ acc: Lanes, _ secret: UnsafeRawPointer, _ start: UInt64
  ) -> UInt64 {
    var result = start
    for pair in 0..<4 {
      result =
        result
        &+ foldedMultiply(
          acc[2 * pair] ^ read64(secret, 16 * pair),
          acc[2 * pair + 1] ^ read64(secret, 16 * pair + 8))
    }
    return avalanche(result)
  }
}
