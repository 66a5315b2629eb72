import CatalogUI

// MARK: - DLSNavigationBarConfiguration

/// What a navigation bar style receives: the title and the buttons, already built by the base
/// view with their actions and labels, for the style to place.
///
/// Configurations compare equal: a bar's data is in the views, which take no part in equality.
public struct DLSNavigationBarConfiguration: Equatable {
  /// The title as text that reads as a header; the style sets its font and colour.
  @ExcludedFromEquality public internal(set) var title: AnyView
  /// The back button, when the bar shows one.
  @ExcludedFromEquality public internal(set) var backButton: AnyView?
  /// The trailing action's button, when the bar has one.
  @ExcludedFromEquality public internal(set) var trailingButton: AnyView?
}

// MARK: - DLSNavigationBar

/// A top bar with an optional back button, a title and an optional trailing action. The base
/// view owns the buttons (their actions and spoken labels) and the title's header trait;
/// styles only place them.
public struct DLSNavigationBar: View {
  let title: String
  let showsBack: Bool
  let trailingIcon: DLSIcon?
  let trailingLabel: String
  let didTapBack: () -> Void
  let didTapTrailing: () -> Void

  /// A bar titled `title`, with a back button unless `showsBack` is false and a trailing
  /// button when `trailingIcon` is given (spoken as `trailingLabel`).
  public init(
    _ title: String, showsBack: Bool = true, trailingIcon: DLSIcon? = nil,
    trailingLabel: String = "More", didTapBack: @escaping () -> Void = {},
    didTapTrailing: @escaping () -> Void = {}
  ) {
    self.title = title
    self.showsBack = showsBack
    self.trailingIcon = trailingIcon
    self.trailingLabel = trailingLabel
    self.didTapBack = didTapBack
    self.didTapTrailing = didTapTrailing
  }

  public var body: some View {
    EnvironmentReader { environment in
      environment.componentStyle(default: InlineNavigationBarStyle()).makeBody(
        configuration: DLSNavigationBarConfiguration(
          title: AnyView(Text(title).accessibilityAddTraits(.isHeader)),
          backButton: showsBack
            ? AnyView(DLSIconButton(.chevronLeft, label: "Back", didTap: didTapBack).id("back"))
            : nil,
          trailingButton: trailingIcon.map {
            AnyView(DLSIconButton($0, label: trailingLabel, didTap: didTapTrailing).id("trailing"))
          })
      )
      // Named after its title, so VoiceOver says which screen's bar it entered.
      .accessibilityElement(children: .contain)
      .accessibilityLabel(title)
    }
  }
}
