/// # Hashing
///
/// Fast, non-cryptographic content hashing for the package.
///
/// The module provides ``XXH3``, a pure-Swift port of XXH3-128 from xxHash 0.8.x by Yann Collet,
/// bit-exact with the reference C implementation (default secret, 64-bit seed).
///
/// ## Why XXH3-128
///
/// - It is a published, widely implemented 128-bit hash with official test vectors, so a
///   fingerprint computed here can be checked by any other XXH3 implementation
///   (`xxhsum -H2`, the `xxhash` Python package, ...).
/// - 128 bits make accidental collisions between snapshots negligible.
/// - It runs at roughly ten times the speed of SHA-256 on our build machines, which matters
///   because every snapshot fingerprints around a megabyte of pixels.
///
/// ## What it is not
///
/// XXH3 is not cryptographic: it detects accidental change, not tampering. Use a cryptographic
/// hash such as SHA-256 wherever an adversary could choose the input.
