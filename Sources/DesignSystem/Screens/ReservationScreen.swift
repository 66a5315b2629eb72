import CatalogUI

// MARK: - ReservationState

/// The reservation screen's state: the stay, the trip, and where the reservation stands.
public struct ReservationState: Equatable, Sendable {
  /// Where the reservation is in its life.
  public enum Phase: Equatable, Sendable {
    /// The guest is choosing: "Reserve" can be tapped.
    case editing
    /// The request is on its way: the button shows progress and ignores taps.
    case reserving
    /// The host accepted, with the confirmation code.
    case confirmed(code: String)
    /// The request failed, with a reason; the guest can try again.
    case failed(String)
  }

  /// The stay being reserved.
  public var listing: Listing
  /// The dates as shown ("12–15 Jun 2026"); the app formats them, the screen never reads a clock.
  public var dates: String
  /// How many nights the dates cover.
  public var nights: Int
  /// How many guests are coming.
  public var guests: Int
  /// The most guests the stay takes.
  public var maxGuests: Int
  /// The cleaning fee in whole euros.
  public var cleaningFee: Int
  /// Editing, reserving, confirmed or failed.
  public var phase: Phase
  /// Whether the guest closed the confirmation toast.
  public var isConfirmationDismissed = false
  /// Whether the guest asked to share the trip: the app presents the share sheet while true.
  public var isSharing = false

  /// A reservation; by default three nights in the Lisbon loft for two.
  public init(
    listing: Listing = .lisbon, dates: String = "12–15 Jun 2026", nights: Int = 3,
    guests: Int = 2, maxGuests: Int = 4, cleaningFee: Int = 40,
    phase: Phase = .editing
  ) {
    self.listing = listing
    self.dates = dates
    self.nights = nights
    self.guests = guests
    self.maxGuests = maxGuests
    self.cleaningFee = cleaningFee
    self.phase = phase
  }

  /// The nightly price times the nights.
  public var subtotal: Int { listing.nightlyPrice * nights }
  /// The service fee: 14 % of the subtotal, rounded to whole euros.
  public var serviceFee: Int { (subtotal * 14 + 50) / 100 }
  /// What the guest pays.
  public var total: Int { subtotal + cleaningFee + serviceFee }
  /// Whether "Reserve" can be tapped: not while a request is out, nor once confirmed.
  public var canReserve: Bool {
    switch phase {
    case .editing, .failed: true
    case .reserving, .confirmed: false
    }
  }
}

// MARK: - ReservationAction

/// What the guest, or the booking service, can do to the reservation screen.
public enum ReservationAction: Equatable, Sendable {
  /// The guests stepper changed.
  case guestsChanged(Int)
  /// "Reserve" was tapped: the app sends the request.
  case reserveTapped
  /// The booking service confirmed, with a code.
  case reservationConfirmed(code: String)
  /// The booking service failed, with a reason for the guest.
  case reservationFailed(String)
  /// The confirmation toast's "Done" was used.
  case confirmationDismissed
  /// The share button in the navigation bar was tapped.
  case shareTapped
  /// The share sheet went away.
  case shareDismissed
}

// MARK: - ReservationScreen

/// Confirm and pay, as pushed onto the app's `NavigationStack`: an inline "Confirm and pay"
/// title and a share button in the toolbar; the stay, the dates, the guests (a stepper), the
/// price breakdown and a "Reserve" button pinned at the bottom. Reserving shows progress, then
/// a confirmation toast, or an error banner and the button again. The stack draws the back
/// button.
public struct ReservationScreen: View {
  @ObservedObject var store: StateStore<ReservationState, ReservationAction>

  /// A reservation screen showing `store`.
  public init(store: StateStore<ReservationState, ReservationAction>) { self.store = store }

  public var body: some View {
    let state = store.state
    return DLSListScreen {
      if case .failed(let message) = state.phase {
        DLSBanner(.error, title: "Your reservation did not go through", message: message)
          .padding(.horizontal, DLSSpacing.l)
          .padding(.top, DLSSpacing.l)
      }
      // Views that take plain values are compared with their last value: a change of guests
      // resolves and measures only what depends on it (see `EquatableView`).
      ListingSummary(listing: state.listing).equatable()
      Divider()
      section("Your trip")
      DLSRow(title: "Dates", subtitle: state.dates).equatable()
      DLSNumericStepper(
        "Guests", value: store.binding(\.guests, send: { .guestsChanged($0) }),
        in: 1...state.maxGuests
      )
      .padding(.horizontal, DLSSpacing.l)
      // The stepper's buttons take touches 6 pt past their circles; the row keeps its height.
      .padding(.vertical, DLSSpacing.m - StepperButton.touchInset)
      .disabled(!state.canReserve)
      Divider()
      section("Price details")
      PriceLine(
        label: "\(state.listing.formattedPrice) × \(state.nights) nights",
        amount: state.subtotal
      ).equatable()
      PriceLine(label: "Cleaning fee", amount: state.cleaningFee).equatable()
      PriceLine(label: "Service fee", amount: state.serviceFee).equatable()
      Divider().padding(.horizontal, DLSSpacing.l).padding(.vertical, DLSSpacing.s)
      PriceLine(label: "Total (EUR)", amount: state.total, isTotal: true).equatable()
        .padding(.bottom, DLSSpacing.xl)
    } bottomBar: {
      VStack(spacing: 0) {
        if case .confirmed(let code) = state.phase, !state.isConfirmationDismissed {
          DLSToast("Reserved! Confirmation code \(code)", actionTitle: "Done") {
            store.handle(.confirmationDismissed)
          }
          .padding(.horizontal, DLSSpacing.l)
          .padding(.bottom, DLSSpacing.m)
        }
        DLSBottomBar {
          DLSButton("Reserve", isLoading: state.phase == .reserving) {
            store.handle(.reserveTapped)
          }
          .frame(maxWidth: .infinity)
          .disabled(!state.canReserve)
        }
      }
    }
    .navigationTitle("Confirm and pay")
    .navigationBarTitleDisplayMode(.inline)
    .toolbar {
      ToolbarItem(placement: .topBarTrailing) {
        Button {
          store.handle(.shareTapped)
        } label: {
          Image(systemName: "square.and.arrow.up")
        }
        .accessibilityLabel("Share")
      }
    }
  }

  private func section(_ title: String) -> some View {
    SectionTitle(title: title).equatable()
  }

  // MARK: Logic

  /// A store starting at `initialState` whose actions `handle` applies.
  public static func makeStore(initialState: ReservationState = ReservationState())
    -> StateStore<ReservationState, ReservationAction>
  {
    StateStore(initialState: initialState, handler: handle)
  }

  /// Applies `action` to `state`: the screen's whole logic, testable without a view.
  public static func handle(_ state: inout ReservationState, _ action: ReservationAction) {
    switch action {
    case .guestsChanged(let guests):
      guard state.canReserve else { return }
      state.guests = min(max(guests, 1), state.maxGuests)
    case .reserveTapped:
      guard state.canReserve else { return }
      state.phase = .reserving
    case .reservationConfirmed(let code):
      guard state.phase == .reserving else { return }
      state.phase = .confirmed(code: code)
    case .reservationFailed(let message):
      guard state.phase == .reserving else { return }
      state.phase = .failed(message)
    case .confirmationDismissed:
      // The stay stays reserved; only the toast goes.
      guard case .confirmed = state.phase else { return }
      state.isConfirmationDismissed = true
    case .shareTapped:
      state.isSharing = true
    case .shareDismissed:
      state.isSharing = false
    }
  }
}

// MARK: - SectionTitle

/// The title over a group of rows.
private struct SectionTitle: View, Equatable {
  let title: String

  var body: some View {
    Text(title).font(DLSFont.headline).foregroundStyle(DLSColor.textPrimary)
      .accessibilityAddTraits(.isHeader)
      .padding(.horizontal, DLSSpacing.l)
      .padding(.top, DLSSpacing.l)
      .padding(.bottom, DLSSpacing.xs)
  }
}

// MARK: - ListingSummary

/// The stay at the top of the reservation: a small photo, the title, the description, the
/// rating.
struct ListingSummary: View, Equatable {
  let listing: Listing

  var body: some View {
    HStack(alignment: .top, spacing: DLSSpacing.m) {
      LinearGradient(
        colors: listing.photoColors, startPoint: .topLeading,
        endPoint: .bottomTrailing
      )
      .frame(width: 104, height: 88)
      .clipShape(RoundedRectangle(cornerRadius: DLSRadius.m))
      .accessibilityHidden(true)
      VStack(alignment: .leading, spacing: DLSSpacing.xs) {
        Text(listing.title).font(DLSFont.headline).foregroundStyle(DLSColor.textPrimary)
        Text(listing.subtitle).font(DLSFont.subheadline).foregroundStyle(DLSColor.textSecondary)
          .lineLimit(2)
        RatingLine(listing: listing)
      }
      Spacer(minLength: 0)
    }
    .padding(DLSSpacing.l)
  }
}

// MARK: - RatingLine

/// "★ 4.92 · 214 reviews", read as "Rated 4.92 out of 5, 214 reviews".
struct RatingLine: View {
  let listing: Listing

  var body: some View {
    HStack(spacing: DLSSpacing.xs) {
      DLSIcon.star.image(size: 12).foregroundStyle(DLSColor.textPrimary)
      Text(
        listing.rating == nil
          ? "New" : "\(listing.formattedRating) · \(listing.reviewCount) reviews"
      )
      .font(DLSFont.footnote).foregroundStyle(DLSColor.textPrimary)
    }
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(
      listing.rating == nil
        ? "New" : "Rated \(listing.formattedRating) out of 5, \(listing.reviewCount) reviews")
  }
}

// MARK: - PriceLine

/// A label and an amount on one line of a price breakdown.
struct PriceLine: View, Equatable {
  let label: String
  let amount: Int
  var isTotal = false

  var body: some View {
    HStack {
      Text(label)
      Spacer(minLength: DLSSpacing.s)
      Text(Euros.format(amount)).font(
        (isTotal ? DLSFont.headline : DLSFont.body)
          .monospacedDigit())
    }
    .font(isTotal ? DLSFont.headline : DLSFont.body)
    .foregroundStyle(DLSColor.textPrimary)
    .padding(.horizontal, DLSSpacing.l)
    .padding(.vertical, DLSSpacing.xs)
    .accessibilityElement(children: .combine)
  }
}
