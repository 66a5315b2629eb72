import CatalogUI

// MARK: - AppTab

/// The app's three tabs.
public enum AppTab: Hashable, Sendable {
  case explore, wishlists, profile
}

// MARK: - AppTabsScreen

/// The app as a tab bar of three tabs, written with iOS 18's `Tab`: the explore page, the
/// wishlists (a list with a badge counting them) and the profile page, the selected tab shown
/// above the bar.
public struct AppTabsScreen: View {
  @State private var selection: AppTab

  /// The app showing the `selection` tab.
  public init(selection: AppTab = .explore) {
    _selection = State(initialValue: selection)
  }

  public var body: some View {
    TabView(selection: $selection) {
      Tab("Explore", systemImage: "magnifyingglass", value: AppTab.explore) {
        ExploreScreen()
      }
      Tab("Wishlists", systemImage: "heart", value: AppTab.wishlists) {
        WishlistsPage()
      }
      .badge(2)
      Tab("Profile", systemImage: "person.circle", value: AppTab.profile) {
        ProfileScreen()
      }
    }
    .tint(DLSColor.primary)
  }
}

// MARK: - WishlistsPage

/// The wishlists tab: three saved stays in a plain list under a large title.
struct WishlistsPage: View {
  var body: some View {
    NavigationStack {
      List {
        ForEach(Array(Listing.samples.prefix(3))) { listing in
          NavigationLink {
            Text(listing.subtitle).navigationTitle(listing.title)
          } label: {
            VStack(alignment: .leading, spacing: DLSSpacing.xxs) {
              Text(listing.title).font(DLSFont.headline)
              Text("\(listing.formattedPrice) night · \(listing.formattedRating)")
                .font(DLSFont.subheadline).foregroundStyle(DLSColor.textSecondary)
            }
          }
        }
      }
      .listStyle(.plain)
      .navigationTitle("Wishlists")
    }
  }
}
