import CatalogUI

// MARK: - SearchInputScreen

/// The search input: over the explore page, blurred and washed out, a top bar to close it and
/// choose stays or experiences, the expanded "Where to?" card with a destination field, the
/// collapsed "When" and "Who" cards, and a bottom bar to clear everything or search.
///
/// Each part is tagged with its `SearchInput` id, for the transition that expands the screen
/// from the explore page's pill: the pill becomes the "Where to?" card.
public struct SearchInputScreen: View {
  let didTapClose: () -> Void
  let didTapWhen: () -> Void
  let didTapWho: () -> Void
  let didTapSearch: (String) -> Void
  @State private var query: String
  @State private var kind = 0

  /// The search input with `query` typed; `didTapClose` is called when it is closed,
  /// `didTapWhen` and `didTapWho` when those cards are tapped, and `didTapSearch` with the
  /// destination typed when "Search" is tapped.
  public init(
    query: String = "", didTapClose: @escaping () -> Void = {},
    didTapWhen: @escaping () -> Void = {}, didTapWho: @escaping () -> Void = {},
    didTapSearch: @escaping (String) -> Void = { _ in }
  ) {
    self.didTapClose = didTapClose
    self.didTapWhen = didTapWhen
    self.didTapWho = didTapWho
    self.didTapSearch = didTapSearch
    _query = State(initialValue: query)
  }

  public var body: some View {
    ZStack {
      background
      VStack(spacing: 0) {
        topBar.transitionElement(SearchInput.topBar)
        VStack(spacing: DLSSpacing.m) {
          whereCard.transitionElement(SearchInput.whereCard)
          collapsedCard("When", value: "Any week", didTap: didTapWhen)
            .transitionElement(SearchInput.whenCard)
          collapsedCard("Who", value: "Add guests", didTap: didTapWho)
            .transitionElement(SearchInput.whoCard)
        }
        .padding(.horizontal, DLSSpacing.l)
        .padding(.top, DLSSpacing.s)
        Spacer(minLength: 0)
        bottomBar.transitionElement(SearchInput.bottomBar)
      }
    }
  }

  // MARK: Parts

  private var background: some View {
    ZStack {
      // The blurred page's edges fade out, so the page colour under it keeps them from showing
      // whatever is behind the screen.
      DLSColor.background
      ExploreScreen(showsPill: false).blur(radius: 20)
      DLSColor.surface.opacity(0.7)
    }
    // The page is only a backdrop here: out of reach of fingers and of VoiceOver.
    .allowsHitTesting(false)
    .accessibilityHidden(true)
    .transitionElement(SearchInput.background)
  }

  private var topBar: some View {
    HStack(spacing: DLSSpacing.m) {
      DLSIconButton(.close, label: "Close", didTap: didTapClose)
      DLSSegmentedControl(["Stays", "Experiences"], selection: $kind)
        .accessibilityLabel("Search for")
        .frame(maxWidth: .infinity)
      // As wide as the close button, so the segmented control is centred on the screen.
      Color.clear.frame(width: TouchTarget.minimumSide, height: TouchTarget.minimumSide)
    }
    .padding(.horizontal, DLSSpacing.l)
    .padding(.vertical, DLSSpacing.s)
  }

  private var whereCard: some View {
    VStack(alignment: .leading, spacing: DLSSpacing.l) {
      Text("Where to?").font(DLSFont.title).foregroundStyle(DLSColor.textPrimary)
        .accessibilityAddTraits(.isHeader)
      searchField.transitionElement(SearchInput.searchInput)
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .transitionElement(SearchInput.whereCardContent)
    .padding(DLSSpacing.xl)
    .background(DLSColor.surfaceRaised, in: RoundedRectangle(cornerRadius: DLSRadius.xl))
    .elevation(.high)
  }

  private var searchField: some View {
    HStack(spacing: DLSSpacing.m) {
      DLSIcon.search.image(size: 20).foregroundStyle(DLSColor.textPrimary)
        .accessibilityHidden(true)
      // The design system's placeholder colour: the field's own grey is 3.44:1 on white.
      TextField(
        "Search destinations", text: $query,
        prompt: Text("Search destinations").foregroundStyle(DLSColor.textTertiary)
      )
      .font(DLSFont.body)
      .foregroundStyle(DLSColor.textPrimary)
      // The field, not only its line of text, takes the touch: the row's full height. The
      // element is that taller area, so it says what the field holds itself.
      .frame(minHeight: TouchTarget.minimumSide)
      .contentShape(Rectangle())
      .accessibilityElement(children: .ignore)
      .accessibilityLabel("Search destinations")
      .accessibilityValue(query)
      .accessibilityAddTraits(.isSearchField)
    }
    .padding(.horizontal, DLSSpacing.l)
    .background(DLSColor.surfaceRaised, in: RoundedRectangle(cornerRadius: DLSRadius.m))
    .overlay { RoundedRectangle(cornerRadius: DLSRadius.m).strokeBorder(DLSColor.controlBorder) }
  }

  private func collapsedCard(_ title: String, value: String, didTap: @escaping () -> Void)
    -> some View
  {
    HStack {
      Text(title).font(DLSFont.subheadline).foregroundStyle(DLSColor.textSecondary)
      Spacer()
      Text(value).font(DLSFont.subheadline.weight(.semibold))
        .foregroundStyle(DLSColor.textPrimary)
    }
    .padding(.horizontal, DLSSpacing.xl)
    .padding(.vertical, DLSSpacing.l)
    .background(DLSColor.surfaceRaised, in: RoundedRectangle(cornerRadius: DLSRadius.l))
    .elevation(.low)
    .contentShape(Rectangle())
    .onTapGesture(perform: didTap)
    .accessibilityElement(children: .combine)
    .accessibilityAddTraits(.isButton)
  }

  private var bottomBar: some View {
    let didTapSearch = self.didTapSearch
    let typed = query
    return HStack {
      DLSButton("Clear all") {
        query = ""
        kind = 0
      }
      .dlsButtonStyle(.tertiary)
      Spacer()
      DLSButton("Search", icon: .search) { didTapSearch(typed) }
    }
    .padding(.horizontal, DLSSpacing.xl)
    .padding(.vertical, DLSSpacing.m)
    .background(DLSColor.surfaceRaised)
    .overlay(alignment: .top) { Divider() }
  }
}
