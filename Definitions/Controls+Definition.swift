import Catalog
import CatalogUI
import DesignSystem

enum DLSNumericStepper_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    DLSNumericStepper("Guests", value: .constant(2), in: 1...16).named("Default")
    DLSNumericStepper("Guests", value: .constant(1), in: 1...16).named("At minimum")
    DLSNumericStepper("Guests", value: .constant(16), in: 1...16).named("At maximum")
    DLSNumericStepper("Guests", value: .constant(3), in: 1...16).numericStepperStyle(.compact)
      .named("Compact style")
    DLSNumericStepper("Guests", value: .constant(3), in: 1...16).disabled(true).named("Disabled")
  }

  static var snapshotSettings: SnapshotSettings {
    var settings = SnapshotSettings()
    settings.layout = .sizeThatFits
    return settings
  }
}

enum DLSRatingControl_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    DLSRatingControl(rating: .constant(3)).named("Stars")
    DLSRatingControl(rating: .constant(0)).named("Empty")
    DLSRatingControl(rating: .constant(5)).named("Full")
    DLSRatingControl(rating: .constant(4)).ratingControlStyle(.compactDots).named("Compact dots")
    DLSRatingControl(rating: .constant(2), maxRating: 10).named("Ten stars")
  }

  static var snapshotSettings: SnapshotSettings {
    var settings = SnapshotSettings()
    settings.layout = .sizeThatFits
    return settings
  }
}

enum DLSToggle_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    DLSToggle("Instant Book", isOn: .constant(true)).padding(.horizontal, 16).named("On")
    DLSToggle("Instant Book", isOn: .constant(false)).padding(.horizontal, 16).named("Off")
    DLSToggle("Instant Book", isOn: .constant(true)).padding(.horizontal, 16).disabled(true)
      .named("Disabled")
    DLSToggle("הזמנה מיידית", isOn: .constant(true)).padding(.horizontal, 16)
      .environment(\.layoutDirection, .rightToLeft).named("Right to left")
  }
}

enum DLSCheckbox_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    DLSCheckbox("Pets allowed", isChecked: .constant(true)).named("Checked")
    DLSCheckbox("Pets allowed", isChecked: .constant(false)).named("Unchecked")
    DLSCheckbox("I agree to the house rules, the cancellation policy and the ground rules for guests",
                isChecked: .constant(false)).frame(width: 280, alignment: .leading).named("Long text")
  }

  static var snapshotSettings: SnapshotSettings {
    var settings = SnapshotSettings()
    settings.layout = .sizeThatFits
    return settings
  }
}

enum DLSRadioGroup_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    DLSRadioGroup(options: ["Entire place", "Private room", "Shared room"], selection: .constant(0))
      .named("First selected")
    DLSRadioGroup(options: ["Flexible", "Moderate", "Strict"], selection: .constant(2))
      .named("Last selected")
  }

  static var snapshotSettings: SnapshotSettings {
    var settings = SnapshotSettings()
    settings.layout = .sizeThatFits
    return settings
  }
}

enum DLSSegmentedControl_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    DLSSegmentedControl(["Stays", "Experiences"], selection: .constant(0)).padding(16)
      .named("Two segments")
    DLSSegmentedControl(["Day", "Week", "Month", "Year"], selection: .constant(2)).padding(16)
      .named("Four segments")
  }
}

enum DLSTextField_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    DLSTextField("Email", text: "", placeholder: "you@example.com").padding(16).named("Placeholder")
    DLSTextField("Email", text: "ada@example.com").padding(16).named("Value")
    DLSTextField("Email", text: "ada@", errorMessage: "Enter a valid email address").padding(16)
      .named("Error")
    DLSTextField("Email", text: "ada@example.com").disabled(true).padding(16).named("Disabled")
  }
}

enum DLSSearchBarPill_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    DLSSearchBarPill().padding(16).named("Default")
    DLSSearchBarPill(title: "Lisbon", subtitle: "12–19 Mar · 2 guests").padding(16).named("Filled")
  }
}
