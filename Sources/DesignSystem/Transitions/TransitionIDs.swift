import CatalogUI

// The ids and definitions of the explore page's two transitions, named as the screens' designs
// name their parts: the date picker sheet rising over the page, and the search input expanding
// from the page's search pill.

// MARK: - BottomSheet

/// The parts of a modal bottom sheet that animate as it opens and closes.
public enum BottomSheet {
  /// The dimming scrim between the page and the sheet.
  public static let backgroundView: TransitionID = "BottomSheet.backgroundView"
  /// The sheet itself.
  public static let foregroundView: TransitionID = "BottomSheet.foregroundView"
}

// MARK: - Explore

/// The parts of the explore page that animate into other screens.
public enum Explore {
  /// The search pill in the page's navigation bar.
  public static let searchNavigationBarPill: TransitionID = "Explore.searchNavigationBarPill"
}

// MARK: - SearchInput

/// The parts of the search input screen that animate as it expands from the explore page.
public enum SearchInput {
  /// The page behind the search cards, blurred and washed out.
  public static let background: TransitionID = "SearchInput.background"
  /// The bar with the close button and the stays or experiences choice.
  public static let topBar: TransitionID = "SearchInput.topBar"
  /// The bar with "Clear all" and "Search", pinned to the bottom.
  public static let bottomBar: TransitionID = "SearchInput.bottomBar"
  /// The expanded "Where to?" card, which the explore page's pill becomes.
  public static let whereCard: TransitionID = "SearchInput.whereCard"
  /// What the "Where to?" card holds: its title and its search field.
  public static let whereCardContent: TransitionID = "SearchInput.whereCardContent"
  /// The destination search field in the "Where to?" card.
  public static let searchInput: TransitionID = "SearchInput.searchInput"
  /// The collapsed "When" card under the "Where to?" card.
  public static let whenCard: TransitionID = "SearchInput.whenCard"
  /// The collapsed "Who" card under the "When" card.
  public static let whoCard: TransitionID = "SearchInput.whoCard"
}

// MARK: - TransitionDefinition

extension TransitionDefinition {
  /// The date picker sheet opening over the explore page: the scrim fades in, the sheet rises
  /// from the bottom edge, and the navigation bar's pill moves to its state above the scrim.
  public static let datePickerSheet: TransitionDefinition = [
    BottomSheet.backgroundView: .crossfade,
    // A sheet is dragged by a finger in the app, so it moves as a spring does, not on a curve;
    // nearly critical damping lets it settle without a visible bounce.
    BottomSheet.foregroundView: .edgeTranslation(.bottom)
      .animation(.spring(response: 0.4, dampingFraction: 0.9)),
    Explore.searchNavigationBarPill: .sharedElement,
  ]

  /// The search input expanding from the explore page: the page blurs, the bars slide in, the
  /// pill becomes the "Where to?" card, and the "When" and "Who" cards follow that card in.
  public static let searchInput: TransitionDefinition = [
    SearchInput.background: .blur,
    SearchInput.topBar: .translateY(-40),
    SearchInput.bottomBar: .edgeTranslation(.bottom),
    SearchInput.whereCard: .sharedElement,
    SearchInput.whereCardContent: .crossfade,
    SearchInput.searchInput: .crossfade,
    SearchInput.whenCard: .anchorTranslation(relativeTo: SearchInput.whereCard),
    SearchInput.whoCard: .anchorTranslation(relativeTo: SearchInput.whereCard),
  ]
}
