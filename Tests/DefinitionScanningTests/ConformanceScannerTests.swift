import DefinitionScanning
import Testing

// MARK: - ConformanceScanner

@Suite struct ConformanceScannerTests {
  private func scan(_ source: String) -> [String] {
    ConformanceScanner.conformingTypes(in: source, to: "ViewDefinition")
  }

  private let source = """
    import Catalog

    // enum Commented_Definition: ViewDefinition {}
    /* enum Blocked_Definition: ViewDefinition { /* nested */ } */
    let text = "enum Quoted_Definition: ViewDefinition {}"
    let multiline = \"\"\"
      struct Multiline_Definition: ViewDefinition { "\\(1)" }
      \"\"\"

    public struct Generic_Definition<T>: Catalog.ViewDefinition where T: Hashable {
      enum Nested_Definition: ViewDefinition {}
      static var contentVariants: ContentVariants { Text("}") }
    }

    extension Extended_Definition: Equatable, ViewDefinition {}
    actor Actor_Definition: ViewDefinition {}
    enum Other: Hashable {}
    """

  @Test func findsTopLevelConformancesAndSkipsCommentsStringsAndNestedTypes() {
    #expect(scan(source) == ["Generic_Definition", "Extended_Definition", "Actor_Definition"])
  }

  /// Found by the `definition-scanner` fuzz target: "\r\n" is one Character, and a `//`
  /// comment ended only at "\n", so in a file with CRLF line endings the first comment ran to
  /// the end of the file and every definition after it was lost.
  @Test(arguments: ["\r\n", "\r"])
  func lineEndingsDoNotChangeWhatIsFound(lineEnding: String) {
    let converted = source.split(separator: "\n", omittingEmptySubsequences: false)
      .joined(separator: lineEnding)
    #expect(scan(converted) == scan(source))
  }
}

// MARK: - Preview providers and conditions

@Suite struct PreviewDiscoveryScannerTests {
  @Test func previewProvidersAreFoundWithTheConditionsAroundThem() {
    let source = """
      struct Badge_Previews: PreviewProvider {
        #if DEBUG
        static var previews: some View { Text("x") }
        #endif
      }
      #if DEBUG
      struct Debug_Previews: SwiftUI.PreviewProvider {}
      #elseif os(Linux)
      enum Linux_Definition: ViewDefinition {}
      #else
      enum Other_Definition: ViewDefinition, PreviewProvider {}
      #endif
      """
    let found = ConformanceScanner.conformances(
      in: source, to: ["ViewDefinition", "PreviewProvider"])
    #expect(
      found == [
        .init(name: "Badge_Previews", protocolName: "PreviewProvider", conditions: []),
        .init(name: "Debug_Previews", protocolName: "PreviewProvider", conditions: ["DEBUG"]),
        .init(
          name: "Linux_Definition", protocolName: "ViewDefinition",
          conditions: ["!(DEBUG) && (os(Linux))"]),
        .init(
          name: "Other_Definition", protocolName: "ViewDefinition",
          conditions: ["!(DEBUG) && !(os(Linux))"]),
        .init(
          name: "Other_Definition", protocolName: "PreviewProvider",
          conditions: ["!(DEBUG) && !(os(Linux))"]),
      ])
  }
}
