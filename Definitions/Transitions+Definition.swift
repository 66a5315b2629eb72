import Catalog
import CatalogUI
import DesignSystem

// MARK: - SearchTransitions

/// The explore page's two transitions, each opening and closing: the date picker sheet rising
/// over the page, and the search input expanding from the page's search pill.
enum SearchTransitions_Definition: ViewDefinition {
  static var catalogSection: CatalogSection { .transitions }
  static var snapshotSettings: SnapshotSettings { .screen }

  static var contentVariants: ContentVariants {
    TransitionPreview(
      from: ExploreScreen(), to: DatePickerSheetScreen(),
      definition: .datePickerSheet
    )
    .named("Date picker opens")
    TransitionPreview(
      from: DatePickerSheetScreen(), to: ExploreScreen(),
      definition: .datePickerSheet
    )
    .named("Date picker closes")
    TransitionPreview(
      from: ExploreScreen(pillID: SearchInput.whereCard),
      to: SearchInputScreen(), definition: .searchInput
    )
    .named("Search input opens")
    TransitionPreview(
      from: SearchInputScreen(),
      to: ExploreScreen(pillID: SearchInput.whereCard), definition: .searchInput
    )
    .named("Search input closes")
  }
}

// MARK: - Component animations

/// A switch the user can flip, for its animation.
private struct FlippableToggle: View {
  @State private var isOn = false
  var body: some View { DLSToggle("Instant Book", isOn: $isOn).padding(.horizontal, 16) }
}

/// A progress bar that fills when its button is tapped, for its animation.
private struct FillingProgress: View {
  @State private var value = 0.2
  var body: some View {
    VStack(spacing: 16) {
      DLSProgressBar("Upload", value: value)
      DLSButton("Continue") { value = 0.9 }
    }
    .padding(16)
  }
}

enum ComponentAnimations_Definition: ViewDefinition {
  static var catalogSection: CatalogSection { .transitions }

  static var snapshotSettings: SnapshotSettings {
    var settings = SnapshotSettings()
    settings.traits = TraitsMatrix(colorSchemes: [.light])
    return settings
  }

  static var contentVariants: ContentVariants {
    TransitionPreview(animating: FlippableToggle(), .snappy) {
      try $0.find(label: "Instant Book").toggle()
    }.named("Toggle switching on")
    TransitionPreview(animating: FillingProgress(), .easeInOut(duration: 0.3)) {
      try $0.find(button: "Continue").tap()
    }.named("Progress bar filling")
  }
}
