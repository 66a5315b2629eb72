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
    DLSListRow("A very long row title that needs more than one line to be read in full",
               subtitle: "And a subtitle that also goes on for a while", accessory: .check)
      .named("Long text")
  }
}

enum DLSSectionHeader_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    DLSSectionHeader("Popular homes").named("Title")
    DLSSectionHeader("Popular homes", actionTitle: "Show all").named("With action")
  }
}

enum DLSAvatar_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    DLSAvatar(name: "Ada Lovelace").named("Initials")
    DLSAvatar(name: "Grace Hopper", size: 64).named("Large")
    DLSAvatar(name: "").named("Empty name")
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
    DLSBadge("Cancelled", kind: .error).named("Error")
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
    DLSChip("Guest favourite", icon: .star).chipStyle(.tinted).named("Tinted")
    DLSChip("Rare find", isSelected: true).chipStyle(.tinted).named("Tinted selected")
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
    DLSBanner(.success, title: "Reservation confirmed", message: "We sent the details to your email.")
      .padding(16).named("Success")
    DLSBanner(.warning, title: "Only 2 nights left", message: "Book soon: these dates are popular.")
      .padding(16).named("Warning")
    DLSBanner(.error, title: "Payment declined",
              message: "Your card was declined. Try another payment method or contact your bank.")
      .padding(16).named("Error")
  }
}

enum DLSCard_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    DLSCard {
      VStack(alignment: .leading, spacing: 8) {
        Text("Your trip").font(DLSFont.headline)
        Text("Lisbon · 12–19 March").font(DLSFont.subheadline).foregroundStyle(DLSColor.textSecondary)
      }
      .frame(maxWidth: .infinity, alignment: .leading)
    }.padding(16).named("Elevated")
    DLSCard {
      VStack(alignment: .leading, spacing: 8) {
        Text("Your trip").font(DLSFont.headline)
        Text("Lisbon · 12–19 March").font(DLSFont.subheadline).foregroundStyle(DLSColor.textSecondary)
      }
      .frame(maxWidth: .infinity, alignment: .leading)
    }.cardStyle(.outlined).padding(16).named("Outlined")
  }
}
