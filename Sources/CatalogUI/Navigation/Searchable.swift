import Raster

// MARK: - searchable

/// Where a search field goes, as SwiftUI's `SearchFieldPlacement`; on iPhone every placement
/// puts it in the navigation bar, below the title.
public struct SearchFieldPlacement: Hashable, Sendable {
  let name: String
  /// The system's choice: the navigation bar.
  public static let automatic = SearchFieldPlacement(name: "automatic")
  /// The toolbar: the navigation bar on iPhone.
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  /// The sidebar: the navigation bar on iPhone.
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
  /// The navigation bar, shown whether or not the content is scrolled.
  public static func navigationBarDrawer(displayMode: DisplayMode = .automatic)
    -> SearchFieldPlacement
  {
    SearchFieldPlacement(name: "navigationBarDrawer")
  }

  /// When a navigation bar drawer shows the field.
  public enum DisplayMode: Hashable, Sendable {
    /// Shown at the top of the content, hidden when it scrolls: shown in a snapshot.
    case automatic
    /// Always shown.
    case always
  }
}

extension View {
  /// A search field in the navigation bar of the screen's stack, below the title, as SwiftUI's
  /// `searchable(text:placement:prompt:)` on iPhone; a snapshot shows it at rest (not
  /// searching: `isSearching` is `false`), with `text` or else the prompt ("Search").
  nonisolated public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    var items = NavigationItems()
    items.search = NavigationSearchField(text: text.wrappedValue, prompt: prompt)
    return modifier(NavigationItemsModifier(items: items))
  }

  /// A search field whose prompt is a literal.
  nonisolated public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// A search field whose prompt is a string, shown as it is.
  @_disfavoredOverload
  nonisolated public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }
}

// MARK: - NavigationSearchField

/// What a screen's `searchable` declares: the text typed, and the prompt shown without it.
nonisolated struct NavigationSearchField {
  let text: String
  let prompt: Text?
}

// MARK: - SearchBarRow

/// The search field iOS draws below the navigation title (`UISearchBar` in the navigation
/// bar, iOS 17, at rest). Approximate metrics: a 52 pt row; the field 36 pt high, at the system
/// layout margins from the sides (16 pt, 20 pt on the wide phones), 8 pt below the row's top,
/// corners 10 pt, filled with `tertiarySystemFill` (#767680 at 12 % light, 24 % dark); a magnifying glass 8 pt from its leading edge and the
/// text 6 pt after it in 17 pt (`.body`), the prompt in `secondaryLabel` (#3C3C43 at 60 %,
/// #EBEBF5 at 60 %), typed text in the label colour.
struct SearchBarRow: View {
  let field: NavigationSearchField

  static let fill = Color(light: Color(hex: "#7676801F"), dark: Color(hex: "#7676803D"))
  static let secondary = Color(light: Color(hex: "#3C3C4399"), dark: Color(hex: "#EBEBF599"))

  var body: some View {
    HStack(spacing: 6) {
      Image(systemName: "magnifyingglass").foregroundStyle(Self.secondary)
        .accessibilityHidden(true)
      Group {
        if field.text.isEmpty {
          (field.prompt ?? Text("Search")).foregroundStyle(Self.secondary)
        } else {
          Text(verbatim: field.text)
        }
      }
      .lineLimit(1)
      .frame(maxWidth: .infinity, alignment: .leading)
    }
    .font(.body)
    .padding(.leading, 8)
    .padding(.trailing, 8)
    .frame(height: 36)
    .background(Self.fill, in: RoundedRectangle(cornerRadius: 10))
    .accessibilityElement(children: .combine)
    .accessibilityAddTraits(.isSearchField)
    .systemMarginPadding(.horizontal)
    .padding(.top, 8)
    .frame(maxWidth: .infinity, minHeight: 52, alignment: .top)
  }
}
