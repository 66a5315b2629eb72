import Catalog
import CatalogUI
import DesignSystem

enum DLSPrimaryButton_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    DLSButton("Reserve") {}.named("Short text")
    DLSButton("Continue to payment and confirm your reservation") {}.named("Long text")
    DLSButton("Search", icon: .search) {}.named("With icon")
    DLSButton("Reserve", isLoading: true) {}.named("Loading")
    DLSButton("Reserve") {}.disabled(true).named("Disabled")
    DLSButton("Reserve") {}.largeText().named("Large text")
    DLSButton("הזמנה", icon: .search) {}.rightToLeft().named("Right to left")
  }

  static var snapshotSettings: SnapshotSettings {
    var settings = SnapshotSettings()
    settings.layout = .sizeThatFits
    return settings
  }
}

enum DLSSecondaryButton_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    DLSButton("Message host") {}.dlsButtonStyle(.secondary).named("Short text")
    DLSButton("Message host", isLoading: true) {}.dlsButtonStyle(.secondary).named("Loading")
    DLSButton("Message host") {}.dlsButtonStyle(.secondary).disabled(true).named("Disabled")
    DLSButton("שלח הודעה למארח") {}.dlsButtonStyle(.secondary).rightToLeft()
      .named("Right to left")
    DLSButton("Message host") {}.dlsButtonStyle(.secondary).largeText().named("Large text")
  }

  static var snapshotSettings: SnapshotSettings {
    var settings = SnapshotSettings()
    settings.layout = .sizeThatFits
    return settings
  }
}

enum DLSTertiaryButton_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    DLSButton("Show all 120 reviews") {}.dlsButtonStyle(.tertiary).named("Short text")
    DLSButton("Show all", isLoading: true) {}.dlsButtonStyle(.tertiary).named("Loading")
    DLSButton("Show all") {}.dlsButtonStyle(.tertiary).disabled(true).named("Disabled")
    DLSButton("הצג את כל 120 הביקורות") {}.dlsButtonStyle(.tertiary).rightToLeft()
      .named("Right to left")
    DLSButton("Show all") {}.dlsButtonStyle(.tertiary).largeText().named("Large text")
  }

  static var snapshotSettings: SnapshotSettings {
    var settings = SnapshotSettings()
    settings.layout = .sizeThatFits
    return settings
  }
}

enum DLSIconButton_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    DLSIconButton(.heart, label: "Save") {}.named("Heart")
    DLSIconButton(.close, label: "Close") {}.named("Close")
    DLSIconButton(.plus, label: "Add") {}.disabled(true).named("Disabled")
    DLSIconButton(.chevronLeft, label: "Back") {}.rightToLeft().named("Right to left")
  }

  static var snapshotSettings: SnapshotSettings {
    var settings = SnapshotSettings()
    settings.layout = .sizeThatFits
    return settings
  }
}
