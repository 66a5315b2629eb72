import Foundation

// MARK: - Slug

/// A file-name-safe form of a variant or definition name: lowercase ASCII letters, digits and
/// single hyphens, never empty, never `.` or `..`, never longer than `Slug.maxLength`.
///
/// Accents are dropped (`Émoji` → `emoji`); any other non-ASCII scalar becomes its code point
/// (`🎉` → `u1f389`, `שלום` → `u5e9-u5dc-u5d5-u5dd`), so distinct names stay distinct and the
/// result is safe on case-insensitive file systems. Names that still collide are reported by
/// the plan as duplicates, naming both.
public struct Slug: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The longest slug; longer names are cut and end with a short hash of the full name.
  public static let maxLength = 80

  /// The slug text.
  public let value: String

  /// Derives the slug of `name`.
  public init(_ name: String) {
    var out = ""
    var pendingHyphen = false
    func emit(_ token: String) {
      if pendingHyphen, !out.isEmpty { out += "-" }
      pendingHyphen = false
      out += token
    }
    let folded = name.decomposedStringWithCanonicalMapping
    for scalar in folded.unicodeScalars {
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .spacingMark, .enclosingMark:
        continue  // accents of a decomposed letter
      default:
        break
      }
      if scalar.isASCII {
        let c = Character(scalar)
        if c.isLetter || c.isNumber {
          emit(c.lowercased())
        } else if c == "'" {
          continue  // "Don't" reads better as "dont" than "don-t"
        } else {
          pendingHyphen = true
        }
      } else if scalar.properties.isWhitespace || scalar == "\u{2019}" {
        pendingHyphen = pendingHyphen || scalar.properties.isWhitespace
      } else {
        pendingHyphen = true
        emit("u" + String(scalar.value, radix: 16))
        pendingHyphen = true
      }
    }
    if out.isEmpty { out = "unnamed" }
    value = out.count > Slug.maxLength ? Slug.shortened(out, from: name) : out
  }

  /// `text` cut to `maxLength`, ending with a hash of `name` (the whole name it came from),
  /// so two long names that share a beginning still differ.
  static func shortened(_ text: String, from name: String) -> String {
    let hash = String(fnv1a64(name) & 0xFFFF_FFFF, radix: 16)
    return String(text.prefix(Slug.maxLength - hash.count - 1)) + "-" + hash
  }

  public var description: String { value }

  public static func < (lhs: Slug, rhs: Slug) -> Bool { lhs.value < rhs.value }
}

/// FNV-1a over the UTF-8 bytes: a stable hash, the same on every run and machine.
func fnv1a64(_ text: String) -> UInt64 {
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for byte in text.utf8 {
    hash ^= UInt64(byte)
    hash = hash &* 0x0000_0100_0000_01b3
  }
  return hash
}
