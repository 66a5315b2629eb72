import CatalogUI
import DesignSystem
import Testing

/// A team that adopts the package gives its own components styles exactly as the shipped ones
/// have them: a configuration, a style protocol refining `ComponentStyle`, a base view that owns
/// taps and accessibility, and a modifier named after the protocol. The component below is
/// written that way, with nothing but public API.
@MainActor @Suite struct AdoptedComponentTests {
  @Test func theChosenStyleDrawsTheComponent() {
    let button = WishlistButton(isSaved: false) {}
    let byDefault = ViewHost(button)
    let heart = ViewHost(button.wishlistButtonStyle(.heart))
    let capsule = ViewHost(button.wishlistButtonStyle(.capsule))
    #expect([heart.size.width, heart.size.height] == [44, 44])
    #expect([capsule.size.width, capsule.size.height] == [120, 36])
    #expect(byDefault.render() == heart.render())
    #expect(heart.render() != nil && capsule.render() != nil)
  }

  @Test(arguments: [false, true])
  func everyStyleIsTheSameButtonToAScreenReader(isSaved: Bool) {
    let button = WishlistButton(isSaved: isSaved) {}
    let heart = AccessibilityTree.lines(of: button.wishlistButtonStyle(.heart))
    let capsule = AccessibilityTree.lines(of: button.wishlistButtonStyle(.capsule))
    #expect(heart == capsule)
    #expect(
      heart
        == (isSaved
          ? [#"button, selected "Remove from wishlist""#] : [#"button "Save to wishlist""#]))
  }

  @Test func everyStyleReportsTapsThroughTheBaseView() {
    let taps = State(initialValue: 0)
    let button = WishlistButton(isSaved: false) { taps.wrappedValue += 1 }
    #expect(ViewHost(button.wishlistButtonStyle(.heart).id("save")).tap(id: "save"))
    #expect(ViewHost(button.wishlistButtonStyle(.capsule).id("save")).tap(id: "save"))
    #expect(
      ViewHost(button.wishlistButtonStyle(.capsule).disabled(true).id("save"))
        .tap(id: "save") == false)
    #expect(taps.wrappedValue == 2)
  }

  @Test func theInnermostStyleWins() {
    let nested = VStack {
      WishlistButton(isSaved: false) {}.wishlistButtonStyle(.heart)
    }
    .wishlistButtonStyle(.capsule)
    let host = ViewHost(nested)
    #expect([host.size.width, host.size.height] == [44, 44])
  }

  @Test func aStyleReachesOnlyTheComponentsDrawnFromItsConfiguration() {
    let badge = DLSBadge("Superhost", kind: .neutral)
    #expect(ViewHost(badge.wishlistButtonStyle(.capsule)).render() == ViewHost(badge).render())
    let tinted = ViewHost(badge.dlsBadgeStyle(.tinted).wishlistButtonStyle(.capsule))
    #expect(tinted.render() == ViewHost(badge.dlsBadgeStyle(.tinted)).render())
    #expect(tinted.render() != ViewHost(badge).render())
  }

  @Test func theGenericModifierSetsTheSameStyleAsTheComponentsOwn() {
    let button = WishlistButton(isSaved: true) {}
    #expect(
      ViewHost(button.componentStyle(CapsuleWishlistButtonStyle())).render()
        == ViewHost(button.wishlistButtonStyle(.capsule)).render())
  }

  @Test func erasingAnErasedStyleKeepsTheOriginal() {
    let twice = AnyComponentStyle(AnyComponentStyle(CapsuleWishlistButtonStyle()))
    #expect(twice.base is CapsuleWishlistButtonStyle)
  }

  @Test func aPlainStyleOfAControlsConfigurationDrawsItsTrackAroundTheUsualSegments() {
    struct WideTrack: ComponentStyle {
      func makeBody(configuration: DLSSegmentedControlConfiguration) -> some View {
        configuration.segments.padding(20)
      }
    }
    let control = DLSSegmentedControl(["Day", "Week"], selection: .constant(1))
    let proposal = ProposedViewSize(width: 343, height: nil)
    let raised = ViewHost(control, proposal: proposal)
    let wide = ViewHost(control.componentStyle(WideTrack()), proposal: proposal)
    // The raised track is drawn inside its segments' 44-point touch areas; this one pads them by
    // 20 points.
    #expect(raised.size.height == 44 && wide.size.height == 84)
    #expect(
      AccessibilityTree.lines(of: control.componentStyle(WideTrack()))
        == AccessibilityTree.lines(of: control))
  }

  @Test func configurationsCompareTheirDataButNotTheirClosures() {
    struct Configuration: Equatable {
      let value: Int
      @ExcludedFromEquality var didTap: () -> Void
    }
    #expect(Configuration(value: 1, didTap: {}) == Configuration(value: 1, didTap: { _ = 1 }))
    #expect(Configuration(value: 1, didTap: {}) != Configuration(value: 2, didTap: {}))
  }
}

// MARK: - WishlistButtonConfiguration

/// What a wishlist button style draws from.
struct WishlistButtonConfiguration: Equatable {
  let isSaved: Bool
}

// MARK: - WishlistButtonStyle

/// The looks of `WishlistButton`.
protocol WishlistButtonStyle: ComponentStyle where Configuration == WishlistButtonConfiguration {}

extension View {
  /// The style of every `WishlistButton` inside this view.
  func wishlistButtonStyle(_ style: some WishlistButtonStyle) -> some View {
    componentStyle(style)
  }
}

// MARK: - WishlistButton

/// Saves a home to the wishlist. The base view owns the tap and what a screen reader says;
/// styles only draw.
struct WishlistButton: View {
  let isSaved: Bool
  let didTap: () -> Void

  var body: some View {
    EnvironmentReader { environment in
      environment.componentStyle(default: HeartWishlistButtonStyle())
        .makeBody(configuration: WishlistButtonConfiguration(isSaved: isSaved))
        .onTapGesture(perform: didTap)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(isSaved ? "Remove from wishlist" : "Save to wishlist")
        .accessibilityAddTraits(isSaved ? [.isButton, .isSelected] : .isButton)
    }
  }
}

// MARK: - HeartWishlistButtonStyle

/// A heart on a round tile.
struct HeartWishlistButtonStyle: WishlistButtonStyle {
  func makeBody(configuration: WishlistButtonConfiguration) -> some View {
    DLSIcon.heart.image(size: 24)
      .foregroundStyle(configuration.isSaved ? DLSColor.primary : DLSColor.textSecondary)
      .frame(width: 44, height: 44)
      .background(DLSColor.surface, in: Circle())
  }
}

// MARK: - CapsuleWishlistButtonStyle

/// A heart on a wide capsule, filled once the home is saved.
struct CapsuleWishlistButtonStyle: WishlistButtonStyle {
  func makeBody(configuration: WishlistButtonConfiguration) -> some View {
    DLSIcon.heart.image(size: 20)
      .foregroundStyle(configuration.isSaved ? DLSColor.onPrimary : DLSColor.primary)
      .frame(width: 120, height: 36)
      .background(configuration.isSaved ? DLSColor.primary : DLSColor.surface, in: Capsule())
  }
}

extension WishlistButtonStyle where Self == HeartWishlistButtonStyle {
  /// A heart on a round tile.
  static var heart: HeartWishlistButtonStyle { HeartWishlistButtonStyle() }
}

extension WishlistButtonStyle where Self == CapsuleWishlistButtonStyle {
  /// A heart on a wide capsule.
  static var capsule: CapsuleWishlistButtonStyle { CapsuleWishlistButtonStyle() }
}
