import CatalogUI

// MARK: - CartItem

/// One line of the cart: what is booked, its detail, its price and how many.
public struct CartItem: Identifiable, Equatable, Sendable {
  /// The line's stable identity.
  public let id: String
  /// What is booked ("Lisbon loft").
  public var title: String
  /// The line's detail ("12–15 Mar · 3 nights").
  public var detail: String
  /// The price of one, in whole euros.
  public var unitPrice: Int
  /// How many are booked.
  public var quantity: Int
  /// The colours of the line's photo placeholder, as a listing card's.
  public var photoColors: [Color]

  /// A line of `quantity` × `title` at `unitPrice` euros each.
  public init(
    id: String, title: String, detail: String, unitPrice: Int, quantity: Int = 1,
    photoColors: [Color]
  ) {
    self.id = id
    self.title = title
    self.detail = detail
    self.unitPrice = unitPrice
    self.quantity = quantity
    self.photoColors = photoColors
  }

  /// The line's price: the unit price times the quantity.
  public var total: Int { unitPrice * quantity }

  /// A stay, an experience and a transfer: fixed data for the catalog, previews and tests.
  public static let samples: [CartItem] = [
    CartItem(
      id: "lisbon", title: "Lisbon loft", detail: "12–15 Mar · 3 nights", unitPrice: 128,
      quantity: 3, photoColors: [Color(hex: "#F6C28B"), Color(hex: "#E0314B")]),
    CartItem(
      id: "surf", title: "Surf lesson", detail: "13 Mar · 2 hours", unitPrice: 45, quantity: 2,
      photoColors: [Color(hex: "#A7D8F0"), Color(hex: "#1F6FA8")]),
    CartItem(
      id: "transfer", title: "Airport transfer", detail: "12 Mar · 14:30", unitPrice: 35,
      photoColors: [Color(hex: "#A8D5BA"), Color(hex: "#2E6E4F")]),
  ]
}

// MARK: - CartScreen

/// The cart: the booked lines in a list, each with a quantity stepper, the subtotal, fee and
/// total below them, and a "Check out" button pinned above the home indicator. "Empty" in the
/// navigation bar asks in an alert before removing every line; an empty cart says so.
public struct CartScreen: View {
  @State private var items: [CartItem]
  @State private var isConfirmingEmptying: Bool
  let didTapCheckout: (Int) -> Void

  /// The service fee, in whole euros.
  public static let serviceFee = 12

  /// The cart holding `items`, asking whether to empty it when `isConfirmingEmptying`;
  /// `didTapCheckout` is called with the total when "Check out" is tapped.
  public init(
    items: [CartItem] = CartItem.samples, isConfirmingEmptying: Bool = false,
    didTapCheckout: @escaping (Int) -> Void = { _ in }
  ) {
    _items = State(initialValue: items)
    _isConfirmingEmptying = State(initialValue: isConfirmingEmptying)
    self.didTapCheckout = didTapCheckout
  }

  public var body: some View {
    NavigationStack {
      content
        .navigationTitle("Cart")
        .toolbar {
          ToolbarItem(placement: .topBarTrailing) {
            Button("Empty") { isConfirmingEmptying = true }.disabled(items.isEmpty)
          }
        }
        .alert("Empty your cart?", isPresented: $isConfirmingEmptying) {
          Button("Empty", role: .destructive) { items.removeAll() }
          Button("Cancel", role: .cancel) {}
        } message: {
          Text("Your stay and experiences will be removed.")
        }
    }
  }

  @ViewBuilder private var content: some View {
    if items.isEmpty {
      DLSEmptyState(
        icon: .search, title: "Your cart is empty",
        message: "Stays and experiences you add will show here.")
    } else {
      List {
        Section {
          ForEach($items) { $item in CartItemRow(item: $item) }
            .onDelete { items.remove(atOffsets: $0) }
        }
        Section {
          LabeledContent("Subtotal", value: Euros.format(subtotal))
          LabeledContent("Service fee", value: Euros.format(Self.serviceFee))
          LabeledContent {
            Text(Euros.format(total)).font(DLSFont.headline)
          } label: {
            Text("Total").font(DLSFont.headline)
          }
        } footer: {
          Text("Free cancellation until 48 hours before check-in.")
        }
      }
      .safeAreaInset(edge: .bottom) { checkoutBar }
    }
  }

  private var checkoutBar: some View {
    let total = self.total
    let didTapCheckout = self.didTapCheckout
    return DLSButton("Check out · \(Euros.format(total))") { didTapCheckout(total) }
      .padding(.horizontal, DLSSpacing.l)
      .padding(.vertical, DLSSpacing.m)
      .frame(maxWidth: .infinity)
      .background(DLSColor.background)
      .overlay(alignment: .top) { Divider() }
  }

  private var subtotal: Int { items.reduce(0) { $0 + $1.total } }
  private var total: Int { subtotal + Self.serviceFee }
}

// MARK: - CartItemRow

/// A cart line: its photo, title and detail, its price, and a compact stepper for how many;
/// stacked at accessibility text sizes, as iOS rows stack when their text grows.
struct CartItemRow: View {
  @Binding var item: CartItem
  @Environment(\.dynamicTypeSize) private var typeSize

  var body: some View {
    let isStacked = typeSize.isAccessibilitySize
    let layout =
      isStacked
      ? AnyLayout(VStackLayout(alignment: .leading, spacing: DLSSpacing.s))
      : AnyLayout(HStackLayout(spacing: DLSSpacing.m))
    return layout {
      RoundedRectangle(cornerRadius: DLSRadius.s)
        .fill(
          LinearGradient(
            colors: item.photoColors, startPoint: .topLeading, endPoint: .bottomTrailing)
        )
        .frame(width: 48, height: 48)
        .accessibilityHidden(true)
      VStack(alignment: .leading, spacing: DLSSpacing.xxs) {
        Text(item.title).font(DLSFont.headline).foregroundStyle(DLSColor.textPrimary)
        Text(item.detail).font(DLSFont.subheadline).foregroundStyle(DLSColor.textSecondary)
        Text(Euros.format(item.total)).font(DLSFont.subheadline)
          .foregroundStyle(DLSColor.textPrimary)
      }
      if !isStacked { Spacer(minLength: 0) }
      DLSNumericStepper("Quantity of \(item.title)", value: $item.quantity, in: 1...9)
        .dlsNumericStepperStyle(.compact)
    }
  }
}
