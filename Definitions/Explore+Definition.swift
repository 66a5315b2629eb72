import Catalog
import CatalogUI
import DesignSystem

// The explore page and the two screens presented over it, each in the state its transition
// starts or ends in; `Transitions+Definition.swift` animates between them.

// MARK: - ExploreScreen

enum ExploreScreen_Definition: ViewDefinition {
  static var catalogSection: CatalogSection { .screens }
  static var snapshotSettings: SnapshotSettings { .screen }

  static var contentVariants: ContentVariants {
    ExploreScreen().named("Default")
    ExploreScreen().named("After choosing a category").after { host in
      try host.find(button: "Beachfront").tap()
    }.lightOnly()
    ExploreScreen(isShowingFilters: true).named("Filters")
    ExploreScreen(isShowingFilters: true).named("After filtering for a pool").after { host in
      try host.find(label: "Pool").tap()
      try host.find(button: "Done").tap()
    }.lightOnly()
  }
}

// MARK: - DatePickerSheetScreen

enum DatePickerSheetScreen_Definition: ViewDefinition {
  static var catalogSection: CatalogSection { .screens }
  static var snapshotSettings: SnapshotSettings { .screen }

  static var contentVariants: ContentVariants {
    DatePickerSheetScreen().named("Dates chosen")
    DatePickerSheetScreen(dates: nil).named("No dates")
    DatePickerSheetScreen(dates: nil).named("After choosing check-in").after { host in
      try host.find(button: "5 March").tap()
    }.lightOnly()
  }
}

// MARK: - SearchInputScreen

enum SearchInputScreen_Definition: ViewDefinition {
  static var catalogSection: CatalogSection { .screens }
  static var snapshotSettings: SnapshotSettings { .screen }

  static var contentVariants: ContentVariants {
    SearchInputScreen().named("Empty")
    SearchInputScreen().named("After typing 'Lis'").after { host in
      try host.find(label: "Search destinations").typeText("Lis")
    }.lightOnly()
  }
}
