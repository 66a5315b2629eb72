import PreviewExpansion
import Testing

/// `@Entry` read from the declaration's text, as the compiler sends it.
@Suite struct EntryExpansionTests {
  @Test func typedPropertyWithDefaultAndTrailingComment() throws {
    let entry = try EntryExpansion.parse("@Entry var heroPadding: CGFloat = 20 // points")
    #expect(
      entry == EntryExpansion(name: "heroPadding", type: "CGFloat", defaultValue: "20 // points"))
    #expect(entry.keyName == "__Key_heroPadding")
    #expect(
      entry.keyDeclaration(keyProtocol: "CatalogUI.EnvironmentKey")
        == """
        private struct __Key_heroPadding: CatalogUI.EnvironmentKey {
          typealias Value = CGFloat
          static var defaultValue: Value {
            20 // points
          }
        }
        """)
    #expect(
      entry.accessors
        == "get {\n  self[__Key_heroPadding.self]\n}\nset {\n  self[__Key_heroPadding.self] = newValue\n}"
    )
  }

  @Test func genericTypesAndComparisonsInTheDefault() throws {
    let entry = try EntryExpansion.parse(
      "public var palette: [String: Int] = [\"a\": 1 == 1 ? 2 : 3]")
    #expect(entry.type == "[String: Int]")
    #expect(entry.defaultValue == "[\"a\": 1 == 1 ? 2 : 3]")
    let closure = try EntryExpansion.parse("var action: () -> Void = {}")
    #expect(closure.type == "() -> Void")
    #expect(closure.defaultValue == "{}")
  }

  @Test func optionalWithoutDefaultIsNil() throws {
    let entry = try EntryExpansion.parse("@Entry var title: String?")
    #expect(entry.defaultValue == "nil")
  }

  @Test func missingTypeOrDefaultSaysWhatToWrite() {
    #expect(throws: EntryExpansion.Failure.missingType("count")) {
      try EntryExpansion.parse("@Entry var count = 3")
    }
    #expect(throws: EntryExpansion.Failure.missingDefault("count")) {
      try EntryExpansion.parse("@Entry var count: Int")
    }
    #expect(throws: EntryExpansion.Failure.notVariable) {
      try EntryExpansion.parse("@Entry func count() -> Int")
    }
    #expect(
      EntryExpansion.Failure.missingType("count").description
        == "@Entry needs the type of 'count' written out: @Entry var count: Type = value")
  }
}
