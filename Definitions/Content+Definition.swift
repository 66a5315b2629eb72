import Catalog
import CatalogUI
import DesignSystem

enum DLSListRow_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    DLSListRow("Personal info").named("Title only")
    DLSListRow("Payments and payouts", subtitle: "Visa ending in 4242").named("With subtitle")
    DLSListRow("Ada Lovelace", subtitle: "Superhost · 4 years hosting", accessory: .none) {
      DLSAvatar(name: "Ada Lovelace")
    }.named("With avatar")
    DLSListRow("Language", accessory: .value("English")) {
      DLSIcon.person.image(size: 24).foregroundStyle(DLSColor.textSecondary)
    }.named("With icon and value")
    DLSListRow(
      "A very long row title that needs more than one line to be read in full",
      subtitle: "And a subtitle that also goes on for a while", accessory: .check
    )
    .named("Long text")
    DLSListRow("Notifications", accessory: .value("Email, push notifications and text messages"))
      .named("Long value")
    DLSListRow("פרטים אישיים", subtitle: "שם, טלפון ודוא\"ל") {
      DLSIcon.person.image(size: 24).foregroundStyle(DLSColor.textSecondary)
    }.rightToLeft().named("Right to left")
    DLSListRow("Payments and payouts", subtitle: "Visa ending in 4242").largeText()
      .named("Large text")
    DLSListRow("Payments and payouts", subtitle: "Visa ending in 4242").dlsListRowStyle(.inset)
      .named("Inset")
    DLSListRow("Ada Lovelace", subtitle: "Superhost · 4 years hosting", accessory: .check) {
      DLSAvatar(name: "Ada Lovelace")
    }.dlsListRowStyle(.inset).rightToLeft().named("Inset, right to left")
  }
}

enum DLSSectionHeader_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    DLSSectionHeader("Popular homes").named("Title")
    DLSSectionHeader("Popular homes", actionTitle: "Show all").named("With action")
    DLSSectionHeader("Homes guests love in the hills above Lisbon", actionTitle: "Show all")
      .named("Long text")
    DLSSectionHeader("בתים פופולריים", actionTitle: "הצג הכול").rightToLeft()
      .named("Right to left")
    DLSSectionHeader("Popular homes", actionTitle: "Show all").largeText().named("Large text")
  }
}

enum DLSAvatar_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    DLSAvatar(name: "Ada Lovelace").named("Initials")
    DLSAvatar(name: "Grace Hopper", size: 64).named("Large")
    DLSAvatar(name: "").named("Empty name")
    DLSAvatar(name: "Madonna").named("Single name")
    DLSAvatar(name: "Ada Lovelace", size: 24).named("Small")
    DLSAvatar(name: "Casa Azul Hotels").dlsAvatarStyle(.roundedSquare).named("Rounded square")
    DLSAvatar(name: "Casa Azul Hotels", size: 64).dlsAvatarStyle(.roundedSquare)
      .named("Rounded square, large")
  }

  static var snapshotSettings: SnapshotSettings {
    var settings = SnapshotSettings()
    settings.layout = .sizeThatFits
    settings.background = .transparent
    return settings
  }
}

enum DLSBadge_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    DLSBadge("3").named("Count")
    DLSBadge("Superhost", kind: .neutral).named("Neutral")
    DLSBadge("Confirmed", kind: .success).named("Success")
    DLSBadge("Pending", kind: .warning).named("Warning")
    DLSBadge("Cancelled", kind: .error).named("Error")
    DLSBadge("Guest favourite").dlsBadgeStyle(.tinted).named("Tinted")
    DLSBadge("Confirmed", kind: .success).dlsBadgeStyle(.tinted).named("Tinted, success")
    DLSBadge("Pending", kind: .warning).dlsBadgeStyle(.tinted).named("Tinted, warning")
    DLSBadge("Cancelled", kind: .error).dlsBadgeStyle(.tinted).named("Tinted, error")
    DLSBadge("99+").named("Wide count")
    DLSBadge("מארח-על", kind: .neutral).rightToLeft().named("Right to left")
    DLSBadge("Confirmed", kind: .success).largeText().named("Large text")
  }

  static var snapshotSettings: SnapshotSettings {
    var settings = SnapshotSettings()
    settings.layout = .sizeThatFits
    return settings
  }
}

enum DLSChip_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    DLSChip("Wifi").named("Outlined")
    DLSChip("Pool", isSelected: true).named("Outlined selected")
    DLSChip("Guest favourite", icon: .star).dlsChipStyle(.tinted).named("Tinted")
    DLSChip("Rare find", isSelected: true).dlsChipStyle(.tinted).named("Tinted selected")
    DLSChip("Free cancellation before 12 March", icon: .check).named("Long text")
    DLSChip("בריכה", icon: .heart).rightToLeft().named("Right to left")
    DLSChip("Wifi", isSelected: true).largeText().named("Large text")
  }

  static var snapshotSettings: SnapshotSettings {
    var settings = SnapshotSettings()
    settings.layout = .sizeThatFits
    return settings
  }
}

enum DLSBanner_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    DLSBanner(.info, title: "Prices include all fees", message: "What you see is what you pay.")
      .padding(16).named("Info")
    DLSBanner(
      .success, title: "Reservation confirmed", message: "We sent the details to your email."
    )
    .padding(16).named("Success")
    DLSBanner(.warning, title: "Only 2 nights left", message: "Book soon: these dates are popular.")
      .padding(16).named("Warning")
    DLSBanner(
      .error, title: "Payment declined",
      message: "Your card was declined. Try another payment method or contact your bank."
    )
    .padding(16).named("Error")
    DLSBanner(.info, title: "Prices include all fees", message: "What you see is what you pay.")
      .dlsBannerStyle(.prominent).padding(16).named("Prominent, info")
    DLSBanner(
      .success, title: "Reservation confirmed",
      message: "We sent the details to your email."
    )
    .dlsBannerStyle(.prominent).padding(16).named("Prominent, success")
    DLSBanner(.warning, title: "Only 2 nights left", message: "Book soon: these dates are popular.")
      .dlsBannerStyle(.prominent).padding(16).named("Prominent, warning")
    DLSBanner(.error, title: "Payment declined", message: "Try another payment method.")
      .dlsBannerStyle(.prominent).padding(16).named("Prominent, error")
    DLSBanner(.info, title: "המחירים כוללים את כל העמלות", message: "מה שרואים זה מה שמשלמים.")
      .rightToLeft().padding(16).named("Right to left")
    DLSBanner(.error, title: "Payment declined", message: "Try another payment method.")
      .largeText().padding(16).named("Large text")
  }
}

enum DLSCard_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    DLSCard { trip("Your trip", "Lisbon · 12–19 March") }.padding(16).named("Elevated")
    DLSCard { trip("Your trip", "Lisbon · 12–19 March") }.dlsCardStyle(.outlined).padding(16)
      .named("Outlined")
    DLSCard {
      trip(
        "Your trip to the coast, with a stop in Porto on the way back",
        "Lisbon, Cascais and Porto · 12–26 March · 2 adults, 1 child")
    }.padding(16).named("Long text")
    DLSCard { trip("הטיול שלך", "ליסבון · 12–19 במרץ") }.rightToLeft().padding(16)
      .named("Right to left")
    DLSCard { trip("Your trip", "Lisbon · 12–19 March") }.largeText().padding(16)
      .named("Large text")
  }

  static func trip(_ title: String, _ detail: String) -> some View {
    VStack(alignment: .leading, spacing: 8) {
      Text(title).font(DLSFont.headline).foregroundStyle(DLSColor.textPrimary)
      Text(detail).font(DLSFont.subheadline).foregroundStyle(DLSColor.textSecondary)
    }
    .frame(maxWidth: .infinity, alignment: .leading)
  }
}

enum DLSRow_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    DLSRow(title: "Count 3").highlightEffectButton {}.named("Title")
    DLSRow(
      title: "Notifications", subtitle: "Messages, reminders and offers",
      accessory: .chevron
    )
    .highlightEffectButton {}.named("Subtitle and chevron")
    DLSRow(title: "Count 3").highlightEffectButton(isPressed: true) {}.named("Pressed")
    DLSRow(title: "Currency", accessory: .value("EUR")).highlightEffectButton {}.disabled(true)
      .named("Disabled")
  }
}
