import Catalog
import CatalogUI
import DesignSystem

// MARK: - BenchmarkCatalog

/// The generated catalog `catalog bench-verify` measures: typical design-system variants, made
/// in any number without committing their references.
///
/// Pages of four variants of one component family (buttons, badges and chips, list rows,
/// banners, form controls, cards) are each a definition snapshotted light and dark, close to
/// the shipped catalog's mix (about three variants per definition). Every page puts its number
/// in its texts, so no two pages lay out the same strings.
@MainActor
enum BenchmarkCatalog {
  /// Variants on each generated page.
  static let variantsPerPage = 4

  /// Enough pages for at least `snapshots` snapshots (two per variant: light and dark).
  static func definitions(snapshots: Int) -> [any ViewDefinition.Type] {
    let perPage = variantsPerPage * TraitsMatrix.standard.combinations.count
    let pages = (snapshots + perPage - 1) / perPage
    return (0..<pages).map { definition(page: $0) }
  }

  /// The variants of page `page`.
  static func variants(page: Int) -> ContentVariants {
    let n = page
    switch page % 6 {
    case 0:
      return ContentVariants([
        DLSButton("Reserve \(n)") {}.named("Primary"),
        DLSButton("Message host \(n)") {}.dlsButtonStyle(.secondary).named("Secondary"),
        DLSButton("Search \(n)", icon: .search) {}.named("With icon"),
        DLSButton("Reserve \(n)") {}.disabled(true).named("Disabled"),
      ])
    case 1:
      return ContentVariants([
        DLSBadge("\(n)").named("Count"),
        DLSBadge("Superhost \(n)", kind: .neutral).named("Neutral"),
        DLSChip("Wifi \(n)").named("Outlined"),
        DLSChip("Pool \(n)", isSelected: true).dlsChipStyle(.tinted).named("Tinted selected"),
      ])
    case 2:
      return ContentVariants([
        DLSListRow("Personal info \(n)").named("Title only"),
        DLSListRow("Payments \(n)", subtitle: "Visa ending in \(4000 + n % 1000)")
          .named("With subtitle"),
        DLSListRow(
          "Ada Lovelace \(n)", subtitle: "Superhost · \(n % 9 + 1) years hosting",
          accessory: .none
        ) { DLSAvatar(name: "Ada Lovelace") }.named("With avatar"),
        DLSListRow("Language \(n)", accessory: .value("English")) {
          DLSIcon.person.image(size: 24).foregroundStyle(DLSColor.textSecondary)
        }.named("With icon and value"),
      ])
    case 3:
      return ContentVariants([
        DLSBanner(
          .info, title: "Prices include all fees \(n)", message: "What you see is what you pay."
        )
        .padding(16).named("Info"),
        DLSBanner(
          .success, title: "Reservation \(n) confirmed",
          message: "We sent the details to your email."
        ).padding(16).named("Success"),
        DLSBanner(
          .warning, title: "Only \(n % 5 + 1) nights left",
          message: "Book soon: these dates are popular."
        ).padding(16).named("Warning"),
        DLSBanner(
          .error, title: "Payment \(n) declined",
          message: "Your card was declined. Try another payment method."
        )
        .padding(16).named("Error"),
      ])
    case 4:
      return ContentVariants([
        DLSToggle("Instant Book \(n)", isOn: .constant(n % 2 == 0)).padding(.horizontal, 16)
          .named("Toggle"),
        DLSCheckbox("Pets allowed \(n)", isChecked: .constant(true)).named("Checkbox"),
        DLSNumericStepper("Guests \(n)", value: .constant(n % 16 + 1), in: 1...16)
          .named("Stepper"),
        DLSSectionHeader("Popular homes \(n)", actionTitle: "Show all").named("Section header"),
      ])
    default:
      return ContentVariants([
        DLSListingCard(
          title: "Lisbon \(n), Portugal", subtitle: "Bright loft near the river",
          rating: 4.92, price: "€\(100 + n % 200)"
        ).padding(16).named("Listing card"),
        DLSReviewCard(
          author: "Grace Hopper", date: "March 2026", rating: n % 5 + 1,
          text: "Spotless and quiet; stay \(n) was exactly as described."
        )
        .padding(16).named("Review card"),
        DLSToast("Saved to trip \(n)", actionTitle: "Undo").padding(16).named("Toast"),
        DLSProgressBar("Profile complete", value: Double(n % 11) / 10).padding(16)
          .named("Progress"),
      ])
    }
  }

  /// Small components are snapshotted at their ideal size, rows and cards 375 pt wide.
  static func settings(page: Int) -> SnapshotSettings {
    var settings = SnapshotSettings()
    if page % 6 < 2 { settings.layout = .sizeThatFits }
    return settings
  }

  // MARK: - Page types

  /// The definition of page `page`: definitions are types, so each page number is spelled as
  /// a type, in binary (`Twice<TwicePlusOne<Zero>>` is page 2), made at run time.
  static func definition(page: Int) -> any ViewDefinition.Type {
    func open<Number: PageNumber>(_: Number.Type) -> any ViewDefinition.Type {
      GeneratedPage<Number>.self
    }
    return open(pageNumber(page))
  }

  private static func pageNumber(_ value: Int) -> any PageNumber.Type {
    func twice<Half: PageNumber>(_: Half.Type) -> any PageNumber.Type { Twice<Half>.self }
    func twicePlusOne<Half: PageNumber>(_: Half.Type) -> any PageNumber.Type {
      TwicePlusOne<Half>.self
    }
    guard value > 0 else { return Zero.self }
    let half = pageNumber(value / 2)
    return value % 2 == 0 ? twice(half) : twicePlusOne(half)
  }
}

// MARK: - PageNumber

/// A page number carried by a type.
protocol PageNumber { static var value: Int { get } }

/// Page 0.
enum Zero: PageNumber { static var value: Int { 0 } }

/// Page 2n, where `Half` is page n (n > 0).
enum Twice<Half: PageNumber>: PageNumber { static var value: Int { Half.value * 2 } }

/// Page 2n + 1, where `Half` is page n.
enum TwicePlusOne<Half: PageNumber>: PageNumber { static var value: Int { Half.value * 2 + 1 } }

// MARK: - GeneratedPage

/// One page of the generated catalog as a definition, named `GeneratedPage00042`.
enum GeneratedPage<Number: PageNumber>: ViewDefinition {
  static var catalogName: String {
    let digits = String(Number.value)
    return "GeneratedPage" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits
  }

  static var contentVariants: ContentVariants {
    // `return` opts out of the requirement's result builder: the variants are already built.
    return BenchmarkCatalog.variants(page: Number.value)
  }

  static var snapshotSettings: SnapshotSettings { BenchmarkCatalog.settings(page: Number.value) }
}
