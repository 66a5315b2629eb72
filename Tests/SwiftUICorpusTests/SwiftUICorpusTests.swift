import CatalogTesting
import SwiftUI
import Testing

// MARK: - SwiftUICorpusTests

/// Component files written as for iOS (`import SwiftUI` and nothing else, in `Components/`),
/// each rendered against its reference in `__Snapshots__`: the corpus shows which SwiftUI
/// code compiles unchanged and draws what SwiftUI draws.
@MainActor @Suite struct SwiftUICorpusTests {
  /// Expects the snapshot `body` takes to fail with `problem`: what the catalog cannot draw as
  /// SwiftUI does (an SF Symbol it has no outline for, a modifier it does not apply) is
  /// reported, never drawn differently in silence.
  private func expectProblem(_ problem: String, _ body: () -> Void) {
    withKnownIssue {
      body()
    } matching: { issue in
      issue.comments.map(\.rawValue).joined(separator: "\n").contains(problem)
    }
  }

  @Test func buttonStyles() {
    assertSnapshot(
      of: VStack(spacing: 12) {
        Button("Continue") {}.buttonStyle(.primary)
        Button("Disabled") {}.buttonStyle(.primary).disabled(true)
      }
      .frame(width: 240).padding(), named: "primary")
    assertSnapshot(
      of: HStack {
        Button("Follow") {}.buttonStyle(.outline(.blue))
        Button("Report") {}.buttonStyle(.outline(.red))
      }
      .padding(), named: "outline")
    assertSnapshot(
      of: Button {
      } label: {
        Label("Add to cart", systemImage: "cart.badge.plus")
      }
      .buttonStyle(BouncyButtonStyle()).padding(), named: "bouncy")
    assertSnapshot(
      of: Button("Hold to delete", role: .destructive) {}
        .buttonStyle(HoldToConfirmButtonStyle()).padding(), named: "holdToConfirm")
    assertSnapshot(of: SystemButtonsRow(), named: "systemButtons")
  }

  @Test func toggleAndLabelStyles() {
    assertSnapshot(
      of: VStack(alignment: .leading) {
        Toggle("Remember me", isOn: .constant(true))
        Toggle("Send newsletter", isOn: .constant(false))
      }
      .toggleStyle(.checkbox).padding(), named: "checkbox")
    assertSnapshot(
      of: VStack {
        Toggle("Wi-Fi", isOn: .constant(true))
        Toggle("Bluetooth", isOn: .constant(false))
      }
      .toggleStyle(PillSwitchToggleStyle()).frame(width: 240).padding(), named: "pillSwitch")
    assertSnapshot(
      of: HStack(spacing: 24) {
        Label("Home", systemImage: "house.fill")
        Label("Search", systemImage: "magnifyingglass")
        Label("Profile", systemImage: "person.crop.circle")
      }
      .labelStyle(.vertical).padding(), named: "verticalLabel")
    assertSnapshot(
      of: VStack(alignment: .leading, spacing: 10) {
        Label("Airplane Mode", systemImage: "airplane")
          .labelStyle(TintedIconLabelStyle(color: .orange))
        Label("Notifications", systemImage: "bell.badge.fill")
          .labelStyle(TintedIconLabelStyle(color: .red))
      }
      .padding(), named: "tintedIconLabel")
  }

  @Test func fieldProgressAndContainerStyles() {
    assertSnapshot(
      of: VStack(spacing: 12) {
        TextField("Email", text: .constant(""))
          .textFieldStyle(RoundedFieldStyle(icon: "envelope"))
        TextField("Name", text: .constant("Ada Lovelace"))
          .textFieldStyle(RoundedFieldStyle())
      }
      .frame(width: 280).padding(), named: "roundedField")
    assertSnapshot(
      of: VStack(spacing: 16) {
        TextField("Username", text: .constant("ada")).validated(nil)
        SecureField("Password", text: .constant("123")).validated("At least 8 characters")
      }
      .frame(width: 280).padding(), named: "validatedField")
    assertSnapshot(
      of: ProgressView("Uploading", value: 0.62)
        .progressViewStyle(ThinBarProgressStyle()).frame(width: 240).padding(),
      named: "thinBarProgress")
    assertSnapshot(
      of: ProgressView(value: 0.72).progressViewStyle(RingProgressStyle()).padding(),
      named: "ringProgress")
    assertSnapshot(
      of: VStack(alignment: .leading, spacing: 4) {
        Text("Weekly summary").font(.headline)
        Text("3 workouts · 2h 40m").foregroundStyle(.secondary)
      }
      .cardStyle().padding(24), named: "cardModifier")
    assertSnapshot(
      of: GroupBox("Storage") {
        Text("12.4 GB of 64 GB used by photos, apps and messages.")
      }
      .groupBoxStyle(.card).frame(width: 320).padding(), named: "cardGroupBox")
    assertSnapshot(
      of: GroupBox {
        Text("You walked 8,214 steps today, 12% more than yesterday.")
      } label: {
        Label("Activity", systemImage: "figure.walk")
      }
      .groupBoxStyle(.card).frame(width: 320).padding(), named: "cardGroupBoxLabel")
  }

  @Test func badgesChipsAndRows() {
    assertSnapshot(
      of: HStack {
        ForEach(OrderStatus.allCases, id: \.self) { StatusBadge(status: $0) }
      }
      .padding(), named: "statusBadge")
    assertSnapshot(
      of: HStack(spacing: 20) {
        CountBadgeIcon(systemName: "bell", count: 3)
        CountBadgeIcon(systemName: "envelope", count: 120)
        CountBadgeIcon(systemName: "cart", count: 0)
      }
      .padding(), named: "countBadge")
    assertSnapshot(
      of: HStack {
        FilterChip(title: "Vegan", isSelected: .constant(true))
        FilterChip(title: "Gluten free", isSelected: .constant(false))
      }
      .padding(), named: "filterChip")
    assertSnapshot(
      of: VStack {
        SettingsRow(icon: "wifi", iconColor: .blue, title: "Wi-Fi", detail: "Home")
        Divider()
        SettingsRow(icon: "battery.100", iconColor: .green, title: "Battery")
      }
      .frame(width: 300).padding(), named: "settingsRow")
    assertSnapshot(
      of: ArticleRow(
        title: "Designing for dynamic type",
        summary: "Text that scales gracefully makes every screen more readable for everyone.",
        author: "M. Chen", minutes: 6
      )
      .frame(width: 320).padding(), named: "articleRow")
    assertSnapshot(
      of: SectionHeaderView(title: "Trending", subtitle: "Updated hourly") {}.frame(width: 320),
      named: "sectionHeader")
  }

  @Test func cardsAndLeafComponents() {
    assertSnapshot(
      of: ProductCard(
        product: Product(
          name: "Wireless Headphones", price: 79.99, originalPrice: 99.99, symbol: "headphones")
      )
      .padding(), named: "productCard")
    expectProblem("Text(\"GH\"): the rounded design is drawn in Inter") {
      assertSnapshot(
        of: HStack {
          InitialsAvatar(name: "Grace Hopper")
          InitialsAvatar(name: "Alan Turing", size: 64)
        }
        .padding(), named: "initialsAvatar")
    }
    assertSnapshot(of: StarRatingView(rating: .constant(3)).padding(), named: "starRating")
    assertSnapshot(
      of: VStack {
        QuantityStepper(quantity: .constant(2))
        Stepper("Guests: 4", value: .constant(4), in: 1...8)
      }
      .frame(width: 260).padding(), named: "quantityStepper")
    assertSnapshot(
      of: VStack {
        InfoBanner(
          kind: .warning, title: "Low storage",
          message: "Free up space to keep syncing photos."
        ) {}
        InfoBanner(kind: .success, title: "Saved", message: "Your changes were saved.")
      }
      .frame(width: 320).padding(), named: "infoBanner")
    expectProblem(
      "symbol \"checkmark.circle.fill\" is drawn in one colour under .hierarchical rendering"
    ) {
      assertSnapshot(of: ToastView(message: "Copied to clipboard").padding(), named: "toast")
    }
    assertSnapshot(
      of: VStack(spacing: 16) {
        PasswordStrengthMeter(password: "abc")
        PasswordStrengthMeter(password: "Abcdef12!")
      }
      .padding(), named: "passwordStrength")
    assertSnapshot(of: PeriodPicker(period: .constant(.week)).padding(), named: "periodPicker")
    assertSnapshot(
      of: SegmentedTabs(titles: ["Posts", "Replies", "Media"], selection: .constant(1))
        .padding(), named: "segmentedTabs")
  }

  @Test func textAndNumbers() {
    assertSnapshot(
      of: MarkdownNote(
        source: "Read the [terms](https://example.com/terms) before you **continue**."
      )
      .frame(width: 320), named: "markdownNote")
    expectProblem("the rounded design is drawn in Inter") {
      assertSnapshot(
        of: HStack {
          StatTile(title: "Distance", value: 12.4, change: 0.082, systemImage: "figure.run")
          StatTile(title: "Pace", value: 5.3, change: -0.021, systemImage: "speedometer")
        }
        .padding(), named: "statTile")
    }
    assertSnapshot(of: NoResultsView(query: "blue shoes").frame(width: 320), named: "noResults")
    assertSnapshot(of: UnavailableStateView().frame(width: 320), named: "unavailable")
  }

  @Test func newerAPIs() {
    let cart = ShoppingCart(lines: [
      .init(name: "Espresso", unitPrice: 2.5, quantity: 2),
      .init(name: "Croissant", unitPrice: 1.8, quantity: 1),
    ])
    assertSnapshot(of: CartSummaryView().environment(cart), named: "cartSummary")
    assertSnapshot(
      of: ProfileEditor(
        profile: EditableProfile(displayName: "Ada", bio: "Engineer and writer.", isPublic: true)),
      named: "profileEditor")
    assertSnapshot(of: AdaptiveActionBar().frame(width: 280), named: "adaptiveNarrow")
    assertSnapshot(of: AdaptiveActionBar().frame(width: 480), named: "adaptiveWide")
    assertSnapshot(
      of: TagCloud(tags: [
        "swift", "swiftui", "design", "accessibility", "layout", "ios", "animation",
      ]), named: "tagCloud")
    assertSnapshot(of: FeaturedCarousel(), named: "carousel")
    assertSnapshot(of: LoadingFeedView(), named: "loadingFeed")
    assertSnapshot(of: MetricsGrid(), named: "metricsGrid")
    assertSnapshot(of: BatteryGauge(level: 68), named: "batteryGauge")
    assertSnapshot(
      of: GradientHeroCard(title: "Plan your weekend", subtitle: "Featured")
        .environment(\.heroCardPadding, 24).padding(), named: "gradientHero")
    assertSnapshot(of: LikeCounter().padding(), named: "likeCounter")
    // 40 points down the canvas, the header's gradient is drawn 4 points higher.
    assertSnapshot(of: ParallaxHeader().padding(.top, 40), named: "parallaxHeader")
    assertSnapshot(
      of: HStack {
        PulsingStatusDot()
        PulsingStatusDot(color: .red, label: "Offline")
      }
      .padding(), named: "pulsingStatusDot")
  }

  @Test func accessibilityHeavy() {
    assertSnapshot(
      of: AdjustableRating(value: .constant(4), label: "Food quality").padding(),
      named: "adjustableRating")
    assertSnapshot(
      of: ContactCardRow(name: "Kim Lee", role: "Designer", isFavorite: true),
      named: "contactCardRow")
    assertSnapshot(
      of: VStack(alignment: .leading, spacing: 20) {
        ScalingIconLabel(title: "Deliveries", systemImage: "shippingbox")
        ScalingIconLabel(title: "Deliveries", systemImage: "shippingbox")
          .environment(\.dynamicTypeSize, .accessibility3)
      }
      .padding(), named: "scalingIconLabel")
    assertSnapshot(of: VolumeDial(volume: .constant(0.4)).padding(), named: "volumeDial")
    expectProblem(
      "accessibilitySortPriority(1.0) is not applied: accessibility elements keep their layout order"
    ) {
      assertSnapshot(of: WelcomeHeader(name: "Sam", unread: 5), named: "welcomeHeader")
    }
  }

  /// Screens on a 320 × 420 canvas, small enough to keep the references small.
  @Test func screens() {
    assertSnapshot(
      of: NotificationSettingsScreen(), named: "notificationSettings",
      layout: .fixed(width: 320, height: 420))
    assertSnapshot(of: InboxScreen(), named: "inbox", layout: .fixed(width: 320, height: 420))
    expectProblem(
      "indexViewStyle(.page(backgroundDisplayMode: .always)) is not drawn: the page dots have no background"
    ) {
      assertSnapshot(
        of: OnboardingPager(), named: "onboarding", layout: .fixed(width: 320, height: 420))
    }
    assertSnapshot(
      of: RecipeDetailScreen(
        title: "Green Curry", minutes: 35, ingredients: ["Coconut milk", "Basil", "Tofu"]),
      named: "recipeDetail", layout: .fixed(width: 320, height: 420))
    assertSnapshot(
      of: SearchableListScreen(), named: "searchableList", layout: .fixed(width: 320, height: 420))
  }
}
