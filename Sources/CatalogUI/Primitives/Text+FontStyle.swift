import Foundation

// MARK: - Text + FontStyle

extension Text {
  /// Text showing an image inline, sized by the font, as SwiftUI's `Text(_: Image)`; join it
  /// to other text with `+`.
  public init(_ image: Image) {
    self.init(verbatim: "\u{FFFC}")
    inlineImage = image
  }

  /// The text in a font design, as SwiftUI's `fontDesign(_:)`: `.monospaced` draws in the
  /// built-in monospaced face; `.rounded` and `.serif` draw in Inter and say so.
  public func fontDesign(_ design: Font.Design?) -> Text {
    var copy = self
    copy.design = design
    return copy
  }

  /// The text at a font width, as SwiftUI's `fontWidth(_:)`; see `Font.Width` for what is drawn.
  public func fontWidth(_ width: Font.Width?) -> Text {
    var copy = self
    copy.width = width
    return copy
  }

  /// The text in the monospaced design, as SwiftUI's `monospaced(_:)`.
  public func monospaced(_ isActive: Bool = true) -> Text {
    var copy = self
    copy.design = isActive ? .monospaced : nil
    return copy
  }

  /// The text raised above its baseline by `baselineOffset` points (lowered when negative), as
  /// SwiftUI's `baselineOffset(_:)`: the line grows by the offset, so raised text is not cut.
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
    var copy = self
    copy.baselineOffset = baselineOffset.isFinite ? Double(baselineOffset) : 0
    return copy
  }
}

// MARK: - View + FontStyle

extension View {
  /// Text inside in a font design, as SwiftUI's `fontDesign(_:)`; `nil` for the default.
  nonisolated public func fontDesign(_ design: Font.Design?) -> some View {
    modifier(FontStyleModifier { $0[FontDesignKey.self] = design })
  }

  /// Text inside at a font width, as SwiftUI's `fontWidth(_:)`; see `Font.Width`.
  nonisolated public func fontWidth(_ width: Font.Width?) -> some View {
    modifier(FontStyleModifier { $0[FontWidthKey.self] = width })
  }

  /// Text and symbols inside at a font weight, as SwiftUI's `fontWeight(_:)` on a view; `nil`
  /// for their fonts' own. A weight set on a `Text` or given by its font wins over this one.
  nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View {
    modifier(FontStyleModifier { $0[FontWeightKey.self] = weight })
  }

  /// Text and symbols inside in bold, as SwiftUI's `bold(_:)` on a view.
  nonisolated public func bold(_ isActive: Bool = true) -> some View {
    fontWeight(isActive ? .bold : nil)
  }

  /// Text inside in the monospaced design, as SwiftUI's `monospaced(_:)`.
  nonisolated public func monospaced(_ isActive: Bool = true) -> some View {
    modifier(FontStyleModifier { $0[FontDesignKey.self] = isActive ? .monospaced : nil })
  }

  /// Text inside raised above its baseline by `baselineOffset` points, as SwiftUI's
  /// `baselineOffset(_:)` on a view.
  nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
    let offset = baselineOffset.isFinite ? Double(baselineOffset) : 0
    return modifier(FontStyleModifier { $0[BaselineOffsetKey.self] = offset })
  }
}

// MARK: - FontStyleModifier

/// Sets one of the font styles text inside draws with.
nonisolated struct FontStyleModifier: EnvironmentModifier {
  let apply: @Sendable (inout EnvironmentValues) -> Void

  @MainActor func modify(_ environment: inout EnvironmentValues) { apply(&environment) }
}

/// The design of text that sets none (`fontDesign(_:)`, `monospaced(_:)` on a view).
struct FontDesignKey: EnvironmentKey {
  static let defaultValue: Font.Design? = nil
}

/// The weight of text and symbols whose font sets none (`fontWeight(_:)`, `bold(_:)` on a view).
struct FontWeightKey: EnvironmentKey {
  static let defaultValue: Font.Weight? = nil
}

extension Font {
  /// The font with the environment's weight (`fontWeight(_:)` on a view) when it has none.
  func weighted(in environment: EnvironmentValues) -> Font {
    guard weight == nil, let weight = environment[FontWeightKey.self] else { return self }
    return self.weight(weight)
  }
}

/// The width of text that sets none (`fontWidth(_:)` on a view).
struct FontWidthKey: EnvironmentKey {
  static let defaultValue: Font.Width? = nil
}

/// How far text that sets no offset is raised (`baselineOffset(_:)` on a view).
struct BaselineOffsetKey: EnvironmentKey {
  static let defaultValue: Double = 0
}
