import Foundation

// MARK: - Slug+FileName

extension Slug {
  /// `name` as one file or folder name: as it is when already safe (ASCII letters, digits, `_`
  /// and `-`, not starting with `-`) and no longer than a slug, otherwise its slug (a long
  /// safe name cut as a slug is, ending with a hash of the whole name).
  ///
  /// How the catalog names a definition's folder and `assertSnapshot` a test's references:
  /// readable names stay as written, and nothing else can leave the folder or make one.
  public static func fileName(for name: String) -> String {
    let safe =
      !name.isEmpty
      && name.unicodeScalars.allSatisfy {
        $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "_" || $0 == "-")
      } && name.first != "-"
    guard safe else { return Slug(name).value }
    return name.count <= Slug.maxLength ? name : Slug.shortened(name, from: name)
  }
}
