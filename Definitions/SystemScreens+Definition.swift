import Catalog
import CatalogUI
import DesignSystem

// Screens written as iOS teams write them, with `NavigationStack`, `List`, `Form`, `TabView`
// and `.alert`: each in light and dark, and light at the largest accessibility text size.

// MARK: - Largest text

extension ContentVariant {
  /// The variant in light mode at the largest accessibility text size (`.accessibility5`).
  func largestText() -> ContentVariant {
    snapshotSettings {
      $0.traits = TraitsMatrix(colorSchemes: [.light], textSizes: [.accessibility5])
    }
  }
}

// MARK: - System screen settings

extension SnapshotSettings {
  /// A `screen` built from iOS's system look: its accessibility judged by the iOS preset, so
  /// what iOS itself draws (`.secondary` text, the stock switch) is a warning while the screen's
  /// own colours and controls still fail.
  static var systemScreen: SnapshotSettings {
    var settings = SnapshotSettings.screen
    settings.accessibility = .iOS
    return settings
  }
}

// MARK: - SettingsScreen

enum SettingsScreen_Definition: ViewDefinition {
  static var catalogSection: CatalogSection { .screens }
  static var snapshotSettings: SnapshotSettings { .systemScreen }

  static var contentVariants: ContentVariants {
    SettingsScreen().named("Default")
    SettingsScreen().named("Largest text").largestText()
    SettingsScreen().named("After tapping Privacy").after { host in
      try host.find(button: "Privacy").tap()
    }.lightOnly()
  }
}

// MARK: - CartScreen

enum CartScreen_Definition: ViewDefinition {
  static var catalogSection: CatalogSection { .screens }
  static var snapshotSettings: SnapshotSettings { .systemScreen }

  static var contentVariants: ContentVariants {
    CartScreen().named("Default")
    CartScreen().named("Largest text").largestText()
    CartScreen(items: []).named("Empty")
  }
}

// MARK: - EmptyCartAlert

enum EmptyCartAlert_Definition: ViewDefinition {
  static var catalogSection: CatalogSection { .screens }
  static var snapshotSettings: SnapshotSettings { .systemScreen }

  static var contentVariants: ContentVariants {
    CartScreen(isConfirmingEmptying: true).named("Default")
    CartScreen(isConfirmingEmptying: true).named("Largest text").largestText()
    CartScreen().named("After emptying").after { host in
      try host.find(button: "Empty").tap()
      try host.find(button: "Empty").tap()
    }.lightOnly()
  }
}

// MARK: - ProfileScreen

enum ProfileScreen_Definition: ViewDefinition {
  static var catalogSection: CatalogSection { .screens }
  static var snapshotSettings: SnapshotSettings { .systemScreen }

  static var contentVariants: ContentVariants {
    ProfileScreen().named("Default")
    ProfileScreen().named("Largest text").largestText()
    ProfileScreen(isConfirmingSignOut: true).named("Sign-out alert")
  }
}

// MARK: - CheckoutScreen

enum CheckoutScreen_Definition: ViewDefinition {
  static var catalogSection: CatalogSection { .screens }
  static var snapshotSettings: SnapshotSettings { .systemScreen }

  static var contentVariants: ContentVariants {
    CheckoutScreen().named("Default")
    CheckoutScreen().named("Largest text").largestText()
  }
}

// MARK: - AppTabsScreen

enum AppTabsScreen_Definition: ViewDefinition {
  static var catalogSection: CatalogSection { .screens }
  static var snapshotSettings: SnapshotSettings { .systemScreen }

  static var contentVariants: ContentVariants {
    AppTabsScreen().named("Explore")
    AppTabsScreen().named("Largest text").largestText()
    AppTabsScreen().named("After tapping Wishlists").after { host in
      try host.find(button: "Wishlists").tap()
    }.lightOnly()
  }
}
