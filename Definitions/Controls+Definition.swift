import Catalog
import CatalogUI
import DesignSystem

enum DLSNumericStepper_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    DLSNumericStepper("Guests", value: .constant(2), in: 1...16).named("Default")
    DLSNumericStepper("Guests", value: .constant(1), in: 1...16).named("At minimum")
    DLSNumericStepper("Guests", value: .constant(16), in: 1...16).named("At maximum")
    DLSNumericStepper("Guests", value: .constant(3), in: 1...16).dlsNumericStepperStyle(.compact)
      .named("Compact style")
    DLSNumericStepper("Guests", value: .constant(3), in: 1...16).disabled(true).named("Disabled")
    DLSNumericStepper("Guests", value: .constant(3), in: 1...16).dlsNumericStepperStyle(.compact)
      .disabled(true).named("Compact, disabled")
    DLSNumericStepper("Infants under two, travelling on a lap", value: .constant(0), in: 0...5)
      .frame(width: 300).named("Long label")
    DLSNumericStepper("אורחים", value: .constant(2), in: 1...16).rightToLeft()
      .named("Right to left")
    DLSNumericStepper("Guests", value: .constant(12), in: 1...16).largeText().named("Large text")
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
    DLSRatingControl(rating: .constant(4)).dlsRatingControlStyle(.compactDots).named("Compact dots")
    DLSRatingControl(rating: .constant(0)).dlsRatingControlStyle(.compactDots)
      .named("Compact dots, empty")
    DLSRatingControl(rating: .constant(2), maxRating: 10).named("Ten stars")
    DLSRatingControl(rating: .constant(9)).named("Above maximum")
    DLSRatingControl(rating: .constant(3)).rightToLeft().named("Right to left")
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
      .named("Disabled, on")
    DLSToggle("Instant Book", isOn: .constant(false)).padding(.horizontal, 16).disabled(true)
      .named("Disabled, off")
    DLSToggle("Instant Book", isOn: .constant(true)).dlsToggleStyle(.checkmark)
      .padding(.horizontal, 16).named("Checkmark, on")
    DLSToggle("Instant Book", isOn: .constant(false)).dlsToggleStyle(.checkmark)
      .padding(.horizontal, 16).named("Checkmark, off")
    DLSToggle(
      "Only show homes where you can book instantly, without waiting for the host",
      isOn: .constant(true)
    ).padding(.horizontal, 16).named("Long text")
    DLSToggle("הזמנה מיידית", isOn: .constant(true)).padding(.horizontal, 16).rightToLeft()
      .named("Right to left")
    DLSToggle("Instant Book", isOn: .constant(true)).padding(.horizontal, 16).largeText()
      .named("Large text")
  }
}

enum DLSCheckbox_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    DLSCheckbox("Pets allowed", isChecked: .constant(true)).named("Checked")
    DLSCheckbox("Pets allowed", isChecked: .constant(false)).named("Unchecked")
    DLSCheckbox(
      "I agree to the house rules, the cancellation policy and the ground rules for guests",
      isChecked: .constant(false)
    ).frame(width: 280, alignment: .leading).named("Long text")
    DLSCheckbox("Pets allowed", isChecked: .constant(true)).disabled(true).named("Disabled")
    DLSCheckbox("מותר להביא חיות מחמד", isChecked: .constant(true)).rightToLeft()
      .named("Right to left")
    DLSCheckbox("Pets allowed", isChecked: .constant(true)).largeText().named("Large text")
  }

  static var snapshotSettings: SnapshotSettings {
    var settings = SnapshotSettings()
    settings.layout = .sizeThatFits
    return settings
  }
}

enum DLSRadioGroup_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    DLSRadioGroup(
      options: ["Entire place", "Private room", "Shared room"], selection: .constant(0)
    )
    .accessibilityLabel("Type of place").named("First selected")
    DLSRadioGroup(options: ["Flexible", "Moderate", "Strict"], selection: .constant(2))
      .accessibilityLabel("Cancellation policy").named("Last selected")
    DLSRadioGroup(
      options: [
        "Flexible: full refund up to one day before check-in",
        "Strict: half refund up to a week before check-in",
      ],
      selection: .constant(0)
    )
    .accessibilityLabel("Cancellation policy")
    .frame(width: 280, alignment: .leading).named("Long text")
    DLSRadioGroup(options: ["Flexible", "Moderate", "Strict"], selection: .constant(1))
      .accessibilityLabel("Cancellation policy").disabled(true).named("Disabled")
    DLSRadioGroup(options: ["גמיש", "מתון", "קפדני"], selection: .constant(0))
      .accessibilityLabel("מדיניות ביטול").rightToLeft().named("Right to left")
    DLSRadioGroup(options: ["Flexible", "Strict"], selection: .constant(0))
      .accessibilityLabel("Cancellation policy").largeText().named("Large text")
  }

  static var snapshotSettings: SnapshotSettings {
    var settings = SnapshotSettings()
    settings.layout = .sizeThatFits
    return settings
  }
}

enum DLSSegmentedControl_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    DLSSegmentedControl(["Stays", "Experiences"], selection: .constant(0))
      .accessibilityLabel("Search for").padding(16).named("Two segments")
    DLSSegmentedControl(["Day", "Week", "Month", "Year"], selection: .constant(2))
      .accessibilityLabel("Period").padding(16).named("Four segments")
    DLSSegmentedControl(["Stays", "Experiences", "Services"], selection: .constant(1))
      .accessibilityLabel("Search for").dlsSegmentedControlStyle(.underlined).padding(16)
      .named("Underlined")
    DLSSegmentedControl(["Day", "Week", "Month", "Year"], selection: .constant(0))
      .accessibilityLabel("Period").disabled(true).padding(16).named("Disabled")
    DLSSegmentedControl(
      ["Upcoming reservations", "Completed stays", "Cancelled"],
      selection: .constant(0)
    )
    .accessibilityLabel("Trips").padding(16).named("Long text")
    DLSSegmentedControl(["שהיות", "חוויות"], selection: .constant(0))
      .accessibilityLabel("סוג חיפוש").rightToLeft().padding(16).named("Right to left")
    DLSSegmentedControl(["Stays", "Experiences"], selection: .constant(0))
      .accessibilityLabel("Search for").dlsSegmentedControlStyle(.underlined).rightToLeft()
      .padding(16).named("Underlined, right to left")
    DLSSegmentedControl(["Day", "Week", "Month"], selection: .constant(1))
      .accessibilityLabel("Period").largeText().padding(16).named("Large text")
  }
}

enum DLSTextField_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    DLSTextField("Email", text: "", placeholder: "you@example.com").padding(16).named("Placeholder")
    DLSTextField("Email", text: "ada@example.com").padding(16).named("Value")
    DLSTextField("Email", text: "ada@", errorMessage: "Enter a valid email address").padding(16)
      .named("Error")
    DLSTextField("Email", text: "ada@example.com").disabled(true).padding(16).named("Disabled")
    DLSTextField("Email", text: "", placeholder: "you@example.com").dlsTextFieldStyle(.filled)
      .padding(16).named("Filled, placeholder")
    DLSTextField("Email", text: "ada@example.com").dlsTextFieldStyle(.filled).padding(16)
      .named("Filled, value")
    DLSTextField("Email", text: "ada@", errorMessage: "Enter a valid email address")
      .dlsTextFieldStyle(.filled).padding(16).named("Filled, error")
    DLSTextField("Email", text: "ada@example.com").dlsTextFieldStyle(.filled).disabled(true)
      .padding(16).named("Filled, disabled")
    DLSTextField(
      "Street address", text: "Rua das Flores 123, 4th floor, apartment B, Lisbon",
      errorMessage: "We couldn't find this address. Check the street name and the "
        + "number, or pick it on the map."
    )
    .padding(16).named("Long text")
    DLSTextField("דוא\"ל", text: "ada@example.com").rightToLeft().padding(16)
      .named("Right to left")
    DLSTextField("Email", text: "ada@", errorMessage: "Enter a valid email address").largeText()
      .padding(16).named("Large text")
  }
}

enum DLSSearchBarPill_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    DLSSearchBarPill().padding(16).named("Default")
    DLSSearchBarPill(title: "Lisbon", subtitle: "12–19 Mar · 2 guests").padding(16).named("Filled")
    DLSSearchBarPill(
      title: "Llanfairpwllgwyngyll, Anglesey, Wales",
      subtitle: "Any week · 2 adults, 3 children, 1 infant, 2 pets"
    )
    .padding(16).named("Long text")
    DLSSearchBarPill(title: "לאן?", subtitle: "בכל מקום · כל שבוע · הוספת אורחים").rightToLeft()
      .padding(16).named("Right to left")
    DLSSearchBarPill().largeText().padding(16).named("Large text")
  }
}
