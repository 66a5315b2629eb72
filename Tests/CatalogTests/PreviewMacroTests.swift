import Catalog
import CatalogUI
import Testing

// Previews as iOS teams write them; the tests below find them at run time.

#Preview("Counter") {
  @Previewable @State var count = 3
  Button("Count \(count)") { count += 1 }
}

#Preview {
  Text("Unnamed")
}

#Preview(traits: .sizeThatFitsLayout) { Text("Second unnamed") }

#Preview("Sideways", traits: .landscapeLeft) { Text("Landscape") }

private struct FilePrivateBadge: View {
  var body: some View { Text("File-private") }
}

#Preview("Private", traits: .fixedLayout(width: 120, height: 40)) {
  FilePrivateBadge()
}

@MainActor @Suite struct PreviewMacroTests {
  private let file = "CatalogTests/PreviewMacroTests.swift"

  private var previews: [any _PreviewRegistration.Type] {
    PreviewMacros.all.filter { $0.previewSource.fileID == file }
  }

  private var definition: (any ViewDefinition.Type)? {
    PreviewMacroDefinitions.definitions(besides: []).first { $0.catalogName == "PreviewMacroTests" }
  }

  @Test func everyPreviewIsFoundWithItsNameAndLine() {
    #expect(previews.map { $0.previewName } == ["Counter", nil, nil, "Sideways", "Private"])
    #expect(previews.map { $0.previewSource.line } == [7, 12, 16, 18, 24])
  }

  @Test func aFileIsOneDefinitionWithAVariantPerPreview() throws {
    let definition = try #require(definition)
    #expect(
      definition.contentVariants.names == [
        "Counter", "Preview", "Preview 2", "Sideways", "Private",
      ])
  }

  @Test func previewableStateIsThePreviewsOwn() throws {
    let counter = try #require(previews.first)
    let host = ViewHost(counter.init())
    #expect(host.accessibilityElements.map(\.label) == ["Count 3"])
    try host.find(button: "Count 3").tap()
    #expect(host.accessibilityElements.map(\.label) == ["Count 4"])
  }

  @Test func traitsBecomeLayouts() throws {
    let variants = try #require(definition).contentVariants.variants
    func layout(_ index: Int) -> SnapshotSettings.Layout {
      var settings = SnapshotSettings()
      variants[index].adjustSettings?(&settings)
      return settings.layout
    }
    #expect(layout(2) == .sizeThatFits)
    #expect(layout(4) == .fixed(width: 120, height: 40))
    #expect(ViewHost(variants[4].view).accessibilityElements.map(\.label) == ["File-private"])
  }

  @Test func anOrientationTheCatalogCannotDrawFailsTheVariantSayingSo() throws {
    let sideways = try #require(definition).contentVariants.variants[3]
    let host = ViewHost(sideways.view)
    #expect {
      try sideways.actions?(host)
    } throws: { error in
      String(describing: error)
        == "#Preview at CatalogTests/PreviewMacroTests.swift:18 asks for .landscapeLeft, which "
        + "the catalog does not draw yet (it draws portrait only); remove the trait, or "
        + "snapshot the view in a ViewDefinition with a .fixed layout of the landscape size"
    }
  }

  @Test func aFileNamedLikeADefinitionKeepsBothApart() {
    enum PreviewMacroTests_Definition: ViewDefinition {
      static var contentVariants: ContentVariants { Text("x").named("x") }
    }
    let names = PreviewMacroDefinitions.definitions(besides: [PreviewMacroTests_Definition.self])
      .map { $0.catalogName }
    #expect(names.contains("PreviewMacroTests previews"))
    #expect(!names.contains("PreviewMacroTests"))
  }
}
