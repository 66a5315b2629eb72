import Catalog
import CatalogUI
import DesignSystem

enum DLSListingCard_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    DLSListingCard(
      title: "Lisbon, Portugal", subtitle: "Bright loft near the river · 2 beds",
      rating: 4.92, price: "€128"
    ).padding(16).named("Default")
    DLSListingCard(
      title: "Kyoto, Japan", subtitle: "Machiya townhouse with a garden", rating: nil,
      price: "¥24,000", isFavorite: true,
      photoColors: [Color(hex: "#A8D5BA"), Color(hex: "#2E6E4F")]
    )
    .padding(16).named("New and saved")
    DLSListingCard(
      title: "Llanfairpwllgwyngyll, Anglesey, Wales, United Kingdom",
      subtitle:
        "A cottage with a name longer than its hallway, sea views from every room and a wood stove",
      rating: 4.5, price: "£95"
    ).padding(16).named("Long text")
    DLSListingCard(
      title: "תל אביב, ישראל", subtitle: "דירה מוארת ליד הים · 2 מיטות",
      rating: 4.87, price: "₪540", priceUnit: "לילה"
    )
    .rightToLeft().padding(16).named("Right to left")
    DLSListingCard(
      title: "Lisbon, Portugal", subtitle: "Bright loft near the river · 2 beds",
      rating: 4.92, price: "€128"
    ).largeText().padding(16).named("Large text")
  }
}

enum DLSReviewCard_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    DLSReviewCard(
      author: "Ada Lovelace", date: "March 2026", rating: 5,
      text: "Spotless, quiet and exactly as described. The host left a map of the best bakeries."
    )
    .padding(16).named("Default")
    DLSReviewCard(
      author: "Grace Hopper", date: "January 2026", rating: 3,
      text: String(repeating: "The view was wonderful but the stairs were steep. ", count: 6)
    )
    .padding(16).named("Truncated text")
    DLSReviewCard(author: "Alan", date: "May 2026", rating: 4, text: "")
      .padding(16).named("Empty text")
    DLSReviewCard(
      author: "נועה כהן", date: "מרץ 2026", rating: 5,
      text: "נקי, שקט ובדיוק כמו בתיאור. המארח השאיר מפה של המאפיות הטובות."
    )
    .rightToLeft().padding(16).named("Right to left")
    DLSReviewCard(
      author: "Ada Lovelace", date: "March 2026", rating: 5,
      text: "Spotless, quiet and exactly as described."
    )
    .largeText().padding(16).named("Large text")
  }
}

enum DLSBottomSheet_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    DLSBottomSheet("Filters") { filters }.named("Filters")
    DLSBottomSheet("Choose the dates and the number of guests for your stay") {
      DLSNumericStepper("Guests", value: .constant(2), in: 1...16)
    }.named("Long title")
    DLSBottomSheet("Filters") { filters }.rightToLeft().named("Right to left")
    DLSBottomSheet("Filters") { filters }.largeText().named("Large text")
  }

  static var filters: some View {
    // The toggle and the stepper are drawn about 6 pt inside their 44 pt touch areas, so 8 pt
    // between the controls looks like the 16 pt it was.
    VStack(alignment: .leading, spacing: 8) {
      DLSToggle("Instant Book", isOn: .constant(true))
      DLSNumericStepper("Bedrooms", value: .constant(2), in: 0...8)
      DLSButton("Show 120 homes") {}.frame(maxWidth: .infinity)
    }
  }
}

enum DLSNavigationBar_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    DLSNavigationBar("Listing").named("Back")
    DLSNavigationBar(
      "Wishlists", showsBack: false, trailingIcon: .plus,
      trailingLabel: "New wishlist"
    )
    .named("Trailing action")
    DLSNavigationBar(
      "A title far too long to fit between the buttons", trailingIcon: .heart,
      trailingLabel: "Save"
    )
    .named("Long title")
    DLSNavigationBar(
      "Wishlists", showsBack: false, trailingIcon: .plus,
      trailingLabel: "New wishlist"
    )
    .dlsNavigationBarStyle(.largeTitle).named("Large title")
    DLSNavigationBar(
      "Homes guests love in the hills above Lisbon", trailingIcon: .heart,
      trailingLabel: "Save"
    )
    .dlsNavigationBarStyle(.largeTitle).named("Large title, long")
    DLSNavigationBar("מודעה", trailingIcon: .heart, trailingLabel: "שמירה").rightToLeft()
      .named("Right to left")
    DLSNavigationBar("רשימות משאלות", trailingIcon: .plus, trailingLabel: "רשימה חדשה")
      .dlsNavigationBarStyle(.largeTitle).rightToLeft().named("Large title, right to left")
    DLSNavigationBar("Listing", trailingIcon: .heart, trailingLabel: "Save").largeText()
      .named("Large text")
  }
}

enum DLSTabBar_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    DLSTabBar(items: tabs, selection: .constant(0)).named("Explore selected")
    DLSTabBar(items: tabs, selection: .constant(2)).named("Profile selected")
    DLSTabBar(
      items: [
        DLSTabBar.Item("Explore", icon: .search), DLSTabBar.Item("Wishlists", icon: .heart),
        DLSTabBar.Item("Trips", icon: .home),
        DLSTabBar.Item("Messages and notifications", icon: .star),
        DLSTabBar.Item("Profile", icon: .person),
      ], selection: .constant(3)
    ).named("Five tabs, long label")
    DLSTabBar(
      items: [
        DLSTabBar.Item("חיפוש", icon: .search), DLSTabBar.Item("מועדפים", icon: .heart),
        DLSTabBar.Item("פרופיל", icon: .person),
      ], selection: .constant(0)
    ).rightToLeft().named("Right to left")
    DLSTabBar(items: tabs, selection: .constant(0)).largeText().named("Large text")
    DLSTabBar(items: tabs, selection: .constant(1)).dlsTabBarStyle(.floating).named("Floating")
    DLSTabBar(
      items: [
        DLSTabBar.Item("חיפוש", icon: .search), DLSTabBar.Item("מועדפים", icon: .heart),
        DLSTabBar.Item("פרופיל", icon: .person),
      ], selection: .constant(0)
    ).dlsTabBarStyle(.floating).rightToLeft()
      .named("Floating, right to left")
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
    DLSProgressBar("Step 2 of 4", value: 0.5).dlsProgressBarStyle(.segmented).padding(16)
      .named("Segmented")
    DLSProgressBar(value: 1).dlsProgressBarStyle(.segmented(3)).padding(16)
      .named("Segmented, three, full")
    DLSProgressBar(
      "Uploading 24 photos of the living room, the kitchen and the garden",
      value: 0.35
    ).padding(16).named("Long text")
    DLSProgressBar("הפרופיל הושלם", value: 0.6).rightToLeft().padding(16).named("Right to left")
    DLSProgressBar("Step 2 of 4", value: 0.5).dlsProgressBarStyle(.segmented).rightToLeft()
      .padding(16).named("Segmented, right to left")
    DLSProgressBar("Profile complete", value: 0.6).largeText().padding(16).named("Large text")
  }
}

enum DLSEmptyState_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    DLSEmptyState(
      icon: .heart, title: "No wishlists yet",
      message: "Tap the heart on any home to save it here.", actionTitle: "Start exploring"
    )
    .named("With action")
    DLSEmptyState(icon: .search, title: "No results", message: "Try removing some filters.")
      .named("Without action")
    DLSEmptyState(
      icon: .home, title: "You have no upcoming trips, and no past trips either",
      message: "When you book a stay, your reservation shows up here with the "
        + "address, the check-in instructions and a way to message your host.",
      actionTitle: "Start searching for homes"
    )
    .named("Long text")
    DLSEmptyState(
      icon: .heart, title: "אין עדיין רשימות משאלות",
      message: "הקישו על הלב בכל בית כדי לשמור אותו כאן.", actionTitle: "התחילו לחפש"
    )
    .rightToLeft().named("Right to left")
    DLSEmptyState(
      icon: .search, title: "No results", message: "Try removing some filters.",
      actionTitle: "Clear filters"
    )
    .largeText().named("Large text")
  }
}

enum DLSToast_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    DLSToast("Saved to Summer trips", actionTitle: "Undo").padding(16).named("With action")
    DLSToast("Link copied").padding(16).named("Message only")
    DLSToast("Saved to Summer trips", actionTitle: "Undo").dlsToastStyle(.raised).padding(16)
      .named("Raised, with action")
    DLSToast("Link copied").dlsToastStyle(.raised).padding(16).named("Raised, message only")
    DLSToast(
      "Saved to Summer trips in Portugal, Spain and the south of France with 12 other homes",
      actionTitle: "Undo"
    ).padding(16).named("Long text")
    DLSToast("נשמר בטיולי הקיץ", actionTitle: "ביטול").rightToLeft().padding(16)
      .named("Right to left")
    DLSToast("Saved to Summer trips", actionTitle: "Undo").largeText().padding(16)
      .named("Large text")
  }
}
