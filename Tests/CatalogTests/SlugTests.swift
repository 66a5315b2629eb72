import Catalog
import Testing

@MainActor @Suite struct SlugTests {
  @Test(arguments: [
    ("Short text", "short-text"),
    ("  Leading and trailing  ", "leading-and-trailing"),
    ("Disabled / loading", "disabled-loading"),
    ("../../etc/passwd", "etc-passwd"),
    ("Émoji café", "emoji-cafe"),
    ("Party 🎉", "party-u1f389"),
    ("שלום", "u5e9-u5dc-u5d5-u5dd"),
    ("Don't wrap", "dont-wrap"),
    ("Don’t wrap", "dont-wrap"),
    ("", "unnamed"),
    ("...", "unnamed"),
    ("CON", "con"),
  ])
  func slugsAreSafeAndReadable(name: String, expected: String) {
    #expect(Slug(name).value == expected)
  }

  @Test func caseOnlyDifferencesGiveTheSameSlug() {
    #expect(Slug("Primary") == Slug("primary"))
  }

  @Test func longNamesAreCutWithAHashThatKeepsThemDistinct() {
    let a = Slug(String(repeating: "long ", count: 40) + "a")
    let b = Slug(String(repeating: "long ", count: 40) + "b")
    #expect(a.value.count <= Slug.maxLength)
    #expect(a != b)
  }
}
