import Foundation

// MARK: - AttributeScopes.SwiftUIAttributes

extension AttributeScopes {
  /// The attributes `Text` draws from an `AttributedString`, as SwiftUI's scope of the same
  /// name: `font`, `foregroundColor`, `underlineStyle`, `strikethroughStyle`, with Foundation's
  /// `link` and the catalog's `inlinePresentationIntent`.
  public struct SwiftUIAttributes: AttributeScope {
    /// The font of a run.
    public let font: FontAttribute
    /// The colour of a run's text.
    public let foregroundColor: ForegroundColorAttribute
    /// A line under a run.
    public let underlineStyle: UnderlineStyleAttribute
    /// A line through a run.
    public let strikethroughStyle: StrikethroughStyleAttribute
    /// Bold, italic, code and struck-through runs, as Markdown marks them.
    public let inlinePresentationIntent: InlinePresentationIntentAttribute
    /// Foundation's attributes, such as `link`.
    public let foundation: FoundationAttributes

    /// The font of a run of text.
    public enum FontAttribute: AttributedStringKey {
      /// A `Font`.
      public typealias Value = Font
      /// The attribute's name.
      public static let name = "SwiftUI.Font"
    }

    /// The colour of a run of text.
    public enum ForegroundColorAttribute: AttributedStringKey {
      /// A `Color`.
      public typealias Value = Color
      /// The attribute's name.
      public static let name = "SwiftUI.ForegroundColor"
    }

    /// A line under a run of text.
    public enum UnderlineStyleAttribute: AttributedStringKey {
      /// A `Text.LineStyle`.
      public typealias Value = Text.LineStyle
      /// The attribute's name.
      public static let name = "SwiftUI.UnderlineStyle"
    }

    /// A line through a run of text.
    public enum StrikethroughStyleAttribute: AttributedStringKey {
      /// A `Text.LineStyle`.
      public typealias Value = Text.LineStyle
      /// The attribute's name.
      public static let name = "SwiftUI.StrikethroughStyle"
    }

    /// How Markdown presents a run (bold, italic, code, struck through).
    public enum InlinePresentationIntentAttribute: AttributedStringKey {
      /// An `InlinePresentationIntent`.
      public typealias Value = InlinePresentationIntent
      /// The attribute's name.
      public static let name = "NSInlinePresentationIntent"
    }
  }

  /// The attributes `Text` draws, as SwiftUI's `\.swiftUI` scope.
  public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
  /// `string.font`, `string.foregroundColor` and the rest of the SwiftUI scope's attributes.
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
  ) -> T {
    self[T.self]
  }
}

// MARK: - InlinePresentationIntent

/// How a run of text is presented inline, as Foundation's `InlinePresentationIntent` on Apple
/// platforms (which Foundation on Linux lacks): what `AttributedString(markdown:)` sets.
public struct InlinePresentationIntent: OptionSet, Hashable, Sendable {
  /// The options' bits.
  public let rawValue: UInt
  /// Options from their bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Italic (`*emphasis*`).
  public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
  /// Bold (`**strong**`).
  public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
  /// Code (`` `code` ``).
  public static let code = InlinePresentationIntent(rawValue: 1 << 2)
  /// Struck through (`~~struck~~`).
  public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
}

// MARK: - Text.LineStyle

extension Text {
  /// A line drawn under or through text, as SwiftUI's `Text.LineStyle`: solid, in the text's
  /// colour unless given one. Patterns other than solid are drawn solid.
  public struct LineStyle: Hashable, Sendable {
    /// The line's colour; `nil` for the text's.
    public var color: Color?

    /// A solid line in `color` or the text's colour.
    public init(color: Color? = nil) { self.color = color }

    /// A solid line in the text's colour.
    public static let single = LineStyle()
  }
}

// MARK: - Text(AttributedString)

extension Text {
  /// Text drawing an attributed string's runs in their fonts, colours and lines, as SwiftUI's
  /// `Text(_: AttributedString)`; links take the tint colour. (Disfavoured so that a string
  /// literal stays a `LocalizedStringKey`: Foundation on Linux makes `AttributedString`
  /// expressible by a literal too.)
  @_disfavoredOverload
  public init(_ attributedContent: AttributedString) {
    var texts: [Text] = []
    for run in attributedContent.runs {
      var text = Text(verbatim: String(attributedContent[run.range].characters))
      let intent =
        run[AttributeScopes.SwiftUIAttributes.InlinePresentationIntentAttribute.self]
        ?? []
      if let font = run[AttributeScopes.SwiftUIAttributes.FontAttribute.self] {
        text = text.font(font)
      }
      if let color = run[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self] {
        text = text.foregroundStyle(color)
      }
      if intent.contains(.stronglyEmphasized) { text = text.bold() }
      if intent.contains(.emphasized) { text = text.italic() }
      if intent.contains(.code) { text = text.monospaced() }
      if let line = run[AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self] {
        text.underline = TextDecoration(color: line.color)
      }
      if let line = run[AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.self] {
        text.strikethrough = TextDecoration(color: line.color)
      } else if intent.contains(.strikethrough) {
        text.strikethrough = TextDecoration(color: nil)
      }
      text.link = run.link
      texts.append(text)
    }
    self = texts.dropFirst().reduce(texts.first ?? Text(verbatim: ""), +)
  }
}

// MARK: - AttributedString(markdown:)

extension AttributedString {
  /// The inline Markdown of `markdown` as runs with `inlinePresentationIntent` and `link`, as
  /// Foundation's `AttributedString(markdown:)` parses it on Apple platforms (Foundation on
  /// Linux has no Markdown parser): emphasis, strong, code, strikethrough, links and escapes.
  /// Block syntax stays as written. Never throws; the signature matches Apple's.
  public init(markdown: String) throws {
    guard let pieces = InlineMarkdown.pieces(markdown) else {
      self.init(markdown)
      return
    }
    var result = AttributedString()
    for piece in pieces {
      var run = AttributedString(piece.text)
      var intent: InlinePresentationIntent = []
      if piece.isBold { intent.insert(.stronglyEmphasized) }
      if piece.isItalic { intent.insert(.emphasized) }
      if piece.isCode { intent.insert(.code) }
      if piece.isStruck { intent.insert(.strikethrough) }
      if !intent.isEmpty {
        run[AttributeScopes.SwiftUIAttributes.InlinePresentationIntentAttribute.self] = intent
      }
      if let link = piece.link { run.link = link }
      result += run
    }
    self = result
  }
}
