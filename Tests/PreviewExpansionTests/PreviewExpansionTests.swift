import PreviewExpansion
import Testing

@Suite struct PreviewExpansionTests {
  @Test func namedPreviewWithTrailingClosure() throws {
    let expansion = try PreviewExpansion.parse(
      "\n#Preview(\"Long title\") { Badge(\"New\") }", line: 3)
    #expect(
      expansion
        == PreviewExpansion(
          name: "\"Long title\"", traits: [], properties: [], body: " Badge(\"New\") ", line: 4))
  }

  @Test func unnamedPreviewWithTraitsAndAdditionalTraits() throws {
    let expansion = try PreviewExpansion.parse(
      "#Preview(traits: .sizeThatFitsLayout, .portrait) {\n  Text(\"a, b\")\n}", line: 1)
    #expect(expansion.name == nil)
    #expect(expansion.traits == [".sizeThatFitsLayout", ".portrait"])
    #expect(expansion.body == "\n  Text(\"a, b\")\n")
  }

  @Test func nameAndFixedLayoutWithCommasInsideArguments() throws {
    let expansion = try PreviewExpansion.parse(
      "#Preview(\"A, \\(\"b)\") c\", traits: .fixedLayout(width: 200, height: 100)) { Row() }",
      line: 1)
    #expect(expansion.name == "\"A, \\(\"b)\") c\"")
    #expect(expansion.traits == [".fixedLayout(width: 200, height: 100)"])
  }

  @Test func previewableDeclarationsBecomeProperties() throws {
    let source = """
      #Preview {
        @Previewable @State var isOn = true
        @Previewable @State var items = [
          "a", "b",
        ]
        Toggle("Wi-Fi", isOn: $isOn)
          .padding()
      }
      """
    let expansion = try PreviewExpansion.parse(source, line: 10)
    #expect(
      expansion.properties == [
        "@State var isOn = true", "@State var items = [\n    \"a\", \"b\",\n  ]",
      ])
    #expect(expansion.body == "\n\n\n\n\n  Toggle(\"Wi-Fi\", isOn: $isOn)\n    .padding()\n")
    #expect(expansion.line == 10)
  }

  @Test func bodyArgumentInsteadOfTrailingClosure() throws {
    let expansion = try PreviewExpansion.parse("#Preview(\"X\", body: { Text(\"}\") })", line: 1)
    #expect(expansion.body == " Text(\"}\") ")
  }

  @Test func commentsAndRawStringsAreSteppedOver() throws {
    let expansion = try PreviewExpansion.parse(
      "// a preview\n#Preview(#\"Raw \"quote\" )\"#) { /* } */ Text(\"x\") }", line: 1)
    #expect(expansion.name == "#\"Raw \"quote\" )\"#")
    #expect(expansion.line == 2)
    #expect(expansion.body == " /* } */ Text(\"x\") ")
  }

  @Test func declarationHasUniqueNameSourceAndBody() throws {
    let expansion = PreviewExpansion(
      name: "\"Dark\"", traits: [".sizeThatFitsLayout"], properties: ["@State var on = false"],
      body: "Text(\"x\")", line: 7)
    #expect(
      expansion.declaration(uniqueName: "$s1AfMu_", fileID: "Kit/Badge \"1\".swift") == """
        @MainActor @preconcurrency
        public struct $s1AfMu_: CatalogUI._PreviewRegistration {
          @State fileprivate var on = false
          public init() {}
          public static var previewName: String? { "Dark" }
          public static var previewTraits: [CatalogUI.PreviewTrait<CatalogUI.Preview.ViewTraits>] {
            [.sizeThatFitsLayout]
          }
          public static var previewSource: CatalogUI.PreviewSource { CatalogUI.PreviewSource(fileID: "Kit/Badge \\"1\\".swift", line: 7) }
          public var body: some CatalogUI.View {
        Text("x")
          }
        }
        """)
  }

  @Test func failuresNameTheFix() {
    #expect(throws: PreviewExpansion.Failure.missingBody) {
      try PreviewExpansion.parse("#Preview(\"Only a name\")", line: 1)
    }
    #expect(throws: PreviewExpansion.Failure.unbalanced) {
      try PreviewExpansion.parse("#Preview { Text(\"x\" }", line: 1)
    }
    #expect(throws: PreviewExpansion.Failure.unknownArgument("device")) {
      try PreviewExpansion.parse("#Preview(\"A\", device: .iPhone) { Text(\"x\") }", line: 1)
    }
    #expect(
      PreviewExpansion.Failure.missingBody.description
        == "#Preview needs a trailing closure with the view to preview: #Preview { MyView() }")
  }
}
