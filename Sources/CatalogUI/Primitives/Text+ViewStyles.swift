import Foundation

// MARK: - View + text styles

// The styles `Text` takes as methods, set on a whole view as SwiftUI's (iOS 16) view
// modifiers: every text inside that leaves the style unset takes it; a text's own style wins.

extension View {
  /// Text inside in italics, as SwiftUI's `italic(_:)` on a view.
  nonisolated public func italic(_ isActive: Bool = true) -> some View {
    modifier(FontStyleModifier { $0[TextStyleDefaultsKey.self].isItalic = isActive })
  }

  /// Digits of equal width in text inside, as SwiftUI's `monospacedDigit()` on a view.
  nonisolated public func monospacedDigit() -> some View {
    modifier(FontStyleModifier { $0[TextStyleDefaultsKey.self].hasMonospacedDigits = true })
  }

  /// Extra space between the characters of text inside, in points, as SwiftUI's `kerning(_:)`
  /// on a view (drawn as `Text.kerning(_:)` is).
  nonisolated public func kerning(_ kerning: CGFloat) -> some View {
    let value = kerning.isFinite ? Double(kerning) : 0
    return modifier(FontStyleModifier { $0[TextStyleDefaultsKey.self].kerning = value })
  }

  /// Extra space between the characters of text inside, in points, as SwiftUI's `tracking(_:)`
  /// on a view.
  nonisolated public func tracking(_ tracking: CGFloat) -> some View {
    let value = tracking.isFinite ? Double(tracking) : 0
    return modifier(FontStyleModifier { $0[TextStyleDefaultsKey.self].tracking = value })
  }

  /// A line under text inside, as SwiftUI's `underline(_:pattern:color:)` on a view; only the
  /// solid pattern is drawn (`Text.LineStyle` is not modelled).
  nonisolated public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
    let line = isActive ? TextDecoration(color: color) : nil
    return modifier(FontStyleModifier { $0[TextStyleDefaultsKey.self].underline = line })
  }

  /// A line through text inside, as SwiftUI's `strikethrough(_:pattern:color:)` on a view;
  /// only the solid pattern is drawn.
  nonisolated public func strikethrough(_ isActive: Bool = true, color: Color? = nil)
    -> some View
  {
    let line = isActive ? TextDecoration(color: color) : nil
    return modifier(FontStyleModifier { $0[TextStyleDefaultsKey.self].strikethrough = line })
  }
}

// MARK: - TextStyleDefaults

/// The styles text inside a view takes where it sets none (see the view modifiers above).
struct TextStyleDefaults: Sendable {
  var isItalic = false
  var hasMonospacedDigits = false
  var kerning: Double = 0
  var tracking: Double = 0
  var underline: TextDecoration?
  var strikethrough: TextDecoration?
}

/// The text styles set on the views around a text.
struct TextStyleDefaultsKey: EnvironmentKey {
  static let defaultValue = TextStyleDefaults()
}

extension Text {
  /// The text with the styles it leaves unset taken from the views around it (the whole
  /// text's styles fill in its pieces', so the pieces take them too).
  func takingStyles(_ defaults: TextStyleDefaults) -> Text {
    var copy = self
    copy.isItalic = isItalic || defaults.isItalic
    copy.hasMonospacedDigits = hasMonospacedDigits || defaults.hasMonospacedDigits
    if kerning == 0 { copy.kerning = defaults.kerning }
    if tracking == 0 { copy.tracking = defaults.tracking }
    copy.underline = underline ?? defaults.underline
    copy.strikethrough = strikethrough ?? defaults.strikethrough
    return copy
  }
}
