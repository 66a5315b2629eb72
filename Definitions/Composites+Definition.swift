import Catalog
import CatalogUI
import DesignSystem

enum DLSListingCard_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    DLSListingCard(title: "Lisbon, Portugal", subtitle: "Bright loft near the river · 2 beds",
                   rating: 4.92, price: "€128").padding(16).named("Default")
    DLSListingCard(title: "Kyoto, Japan", subtitle: "Machiya townhouse with a garden", rating: nil,
                   price: "¥24,000", isFavorite: true,
                   photoColors: [Color(hex: "#A8D5BA"), Color(hex: "#2E6E4F")])
      .padding(16).named("New and saved")
    DLSListingCard(title: "Llanfairpwllgwyngyll, Anglesey, Wales, United Kingdom",
                   subtitle: "A cottage with a name longer than its hallway, sea views from every room and a wood stove",
                   rating: 4.5, price: "£95").padding(16).named("Long text")
  }
}

enum DLSReviewCard_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    DLSReviewCard(author: "Ada Lovelace", date: "March 2026", rating: 5,
                  text: "Spotless, quiet and exactly as described. The host left a map of the best bakeries.")
      .padding(16).named("Default")
    DLSReviewCard(author: "Grace Hopper", date: "January 2026", rating: 3,
                  text: String(repeating: "The view was wonderful but the stairs were steep. ", count: 6))
      .padding(16).named("Truncated text")
  }
}

enum DLSBottomSheet_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    DLSBottomSheet("Filters") {
      VStack(alignment: .leading, spacing: 16) {
        DLSToggle("Instant Book", isOn: .constant(true))
        DLSNumericStepper("Bedrooms", value: .constant(2), in: 0...8)
        DLSButton("Show 120 homes") {}.frame(maxWidth: .infinity)
      }
    }.named("Filters")
  }
}

enum DLSNavigationBar_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    DLSNavigationBar("Listing").named("Back")
    DLSNavigationBar("Wishlists", showsBack: false, trailingIcon: .plus).named("Trailing action")
    DLSNavigationBar("A title far too long to fit between the buttons", trailingIcon: .heart)
      .named("Long title")
  }
}

enum DLSTabBar_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    DLSTabBar(items: tabs, selection: .constant(0)).named("Explore selected")
    DLSTabBar(items: tabs, selection: .constant(2)).named("Profile selected")
  }

  static let tabs = [
    DLSTabBar.Item("Explore", icon: .search), DLSTabBar.Item("Wishlists", icon: .heart),
    DLSTabBar.Item("Profile", icon: .person),
  ]
}

enum DLSProgressBar_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    DLSProgressBar("Profile complete", value: 0.6).padding(16).named("Labelled")
    DLSProgressBar(value: 0).padding(16).named("Empty")
    DLSProgressBar(value: 1).padding(16).named("Full")
  }
}

enum DLSEmptyState_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    DLSEmptyState(icon: .heart, title: "No wishlists yet",
                  message: "Tap the heart on any home to save it here.", actionTitle: "Start exploring")
      .named("With action")
    DLSEmptyState(icon: .search, title: "No results", message: "Try removing some filters.")
      .named("Without action")
  }
}

enum DLSToast_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    DLSToast("Saved to Summer trips", actionTitle: "Undo").padding(16).named("With action")
    DLSToast("Link copied").padding(16).named("Message only")
  }
}
