// MARK: - IndexViewStyle

/// The look of a paged `TabView`'s index dots, as SwiftUI's `IndexViewStyle`.
public protocol IndexViewStyle: Sendable {}

/// Page dots, as SwiftUI's `PageIndexViewStyle`.
public struct PageIndexViewStyle: IndexViewStyle {
  /// When the dots have a background, as SwiftUI's `BackgroundDisplayMode`.
  public enum BackgroundDisplayMode: Hashable, Sendable {
    /// The platform's choice: a background while the dots are touched.
    case automatic
    /// A background always.
    case always
    /// A background while the dots are touched.
    case interactive
    /// Never a background.
    case never
  }

  let backgroundDisplayMode: BackgroundDisplayMode

  /// Page dots whose background shows as `backgroundDisplayMode` says.
  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
    self.backgroundDisplayMode = backgroundDisplayMode
  }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
  /// Page dots with the platform's background behaviour.
  public static var page: PageIndexViewStyle { PageIndexViewStyle() }

  /// Page dots whose background shows as `backgroundDisplayMode` says.
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode)
    -> PageIndexViewStyle
  {
    PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
  }
}

extension View {
  /// The look of the index dots of paged tab views inside, as SwiftUI's `indexViewStyle(_:)`.
  ///
  /// A snapshot is untouched, so the dots of `.automatic`, `.interactive` and `.never` look
  /// alike, as they are drawn; the background of `.always` is not drawn, and is reported.
  nonisolated public func indexViewStyle(_ style: some IndexViewStyle) -> some View {
    modifier(IndexViewStyleModifier(alwaysShowsBackground: Self.showsBackground(style)))
  }

  /// Whether `style` draws a background behind the dots in a snapshot.
  nonisolated private static func showsBackground(_ style: some IndexViewStyle) -> Bool {
    (style as? PageIndexViewStyle)?.backgroundDisplayMode == .always
  }
}

/// Reports the index background a snapshot does not draw.
nonisolated struct IndexViewStyleModifier: TagModifier {
  let alwaysShowsBackground: Bool

  @MainActor func tag(_ tags: inout NodeTags, in context: ResolveContext) {
    guard alwaysShowsBackground else { return }
    context.diagnostics.report(
      "indexViewStyle(.page(backgroundDisplayMode: .always)) is not drawn: the page dots "
        + "have no background")
  }
}
