import CatalogUI

// MARK: - Edge cases

extension View {
  /// The variant as a right-to-left reader sees it, whatever the traits matrix says.
  func rightToLeft() -> some View {
    environment(\.layoutDirection, .rightToLeft)
  }

  /// The variant at an accessibility text size, where layouts most often break.
  func largeText() -> some View {
    environment(\.dynamicTypeSize, .accessibility2)
  }
}
