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
    TransitionPreview(from: ExploreScreen(), to: DatePickerSheetScreen(),
                      definition: .datePickerSheet)
      .named("Date picker opens")
    TransitionPreview(from: DatePickerSheetScreen(), to: ExploreScreen(),
                      definition: .datePickerSheet)
      .named("Date picker closes")
    TransitionPreview(from: ExploreScreen(pillID: SearchInput.whereCard),
                      to: SearchInputScreen(), definition: .searchInput)
      .named("Search input opens")
    TransitionPreview(from: SearchInputScreen(),
                      to: ExploreScreen(pillID: SearchInput.whereCard), definition: .searchInput)
      .named("Search input closes")
  }
}
