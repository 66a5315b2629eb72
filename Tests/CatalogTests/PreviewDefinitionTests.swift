import Catalog
import CatalogUI
import Testing

private struct Chip_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      Text("Default")
      Text("Named").previewDisplayName("Named chip")
      Group {
        Text("Small")
        Text("Fixed").previewLayout(.fixed(width: 80, height: 30))
      }
      .previewLayout(.sizeThatFits)
      ForEach(["A", "B"], id: \.self) { letter in
        Text(letter).previewDisplayName("Letter \(letter)")
      }
    }
  }
}

private struct Empty_Previews: PreviewProvider {
  static var previews: some View { EmptyView() }
}

private struct Twice_Previews: PreviewProvider {
  static var previews: some View {
    Text("One").previewDisplayName("Same")
    Text("Two").previewDisplayName("Same")
  }
}

private enum DLSPrimaryButton_Definition: ViewDefinition, PreviewProvider {
  static var contentVariants: ContentVariants {
    Text("Title").named("Short text")
    Text("A much longer title").named("Long text")
  }
}

/// Previews become variants: each top-level preview, named and laid out as its traits say.
@MainActor @Suite struct PreviewDefinitionTests {
  @Test func eachTopLevelPreviewIsAVariantWithItsNameAndLayout() {
    typealias Chip = PreviewDefinition<Chip_Previews>
    #expect(Chip.catalogName == "Chip")
    let variants = Chip.contentVariants
    #expect(
      variants.names == [
        "Variant 1", "Named chip", "Variant 3", "Variant 4", "Letter A", "Letter B",
      ])
    let layouts = variants.variants.map { variant -> SnapshotSettings.Layout in
      var settings = SnapshotSettings()
      variant.adjustSettings?(&settings)
      return settings.layout
    }
    #expect(
      layouts == [
        .width(375), .width(375), .sizeThatFits, .fixed(width: 80, height: 30), .width(375),
        .width(375),
      ])
  }

  @Test func emptyPreviewsAreAWarningAndDuplicateNamesTheUsualError() {
    let plan = CatalogPlanner.plan([
      PreviewDefinition<Empty_Previews>.self, PreviewDefinition<Twice_Previews>.self,
    ])
    #expect(
      plan.warnings == [
        "Empty has no variants, so nothing of it is snapshotted; give it content variants "
          + "(or previews, for a PreviewProvider) or remove it"
      ])
    #expect(
      plan.problems.compactMap(\.message) == [
        "Twice: variants 'Same' and 'Same' both map to the snapshot name 'same'; give one of "
          + "them another name with .named(_:)"
      ])
  }

  @Test func aDefinitionThatIsAPreviewProviderPreviewsItsVariants() {
    let items = PreviewItem.items(in: DLSPrimaryButton_Definition.previews)
    #expect(items.map(\.displayName) == ["Short text", "Long text"])
    #expect(DLSPrimaryButton_Definition.catalogName == "DLSPrimaryButton")
  }
}
