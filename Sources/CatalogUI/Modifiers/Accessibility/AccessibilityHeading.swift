// MARK: - accessibilityHeading

/// The level of a heading among other headings, as SwiftUI's `AccessibilityHeadingLevel`.
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
  /// A heading with no level.
  case unspecified
  /// Level 1.
  case h1
  /// Level 2.
  case h2
  /// Level 3.
  case h3
  /// Level 4.
  case h4
  /// Level 5.
  case h5
  /// Level 6.
  case h6
}

extension View {
  /// Sets the level of this heading, as SwiftUI's `accessibilityHeading(_:)`: VoiceOver speaks
  /// the level with the text. It adds no trait (mark a heading with
  /// `accessibilityAddTraits(.isHeader)`), and the catalog's accessibility tree, which records
  /// traits rather than speech, does not show the level.
  nonisolated public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
    self
  }
}
