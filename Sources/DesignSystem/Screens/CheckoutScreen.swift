import CatalogUI

// MARK: - PaymentMethod

/// How a guest pays at checkout.
public enum PaymentMethod: String, CaseIterable, Identifiable, Sendable {
  case card = "Card"
  case applePay = "Apple Pay"
  case paypal = "PayPal"

  /// The method's identity: its name.
  public var id: String { rawValue }
}

// MARK: - CheckoutScreen

/// Checkout as a form: the guest's contact details, the payment method and whether to save it,
/// a coupon code, and a footer stating the cancellation policy. An inline title between
/// "Cancel" and "Pay", as a modal form on iOS, and the amount to pay in the design system's
/// button pinned below the form.
public struct CheckoutScreen: View {
  @Environment(\.dismiss) private var dismiss
  @State private var name: String
  @State private var email: String
  @State private var method: PaymentMethod
  @State private var savesCard: Bool
  @State private var guests: Int
  @State private var coupon = ""
  let total: Int
  let didPay: (PaymentMethod) -> Void

  /// The checkout of `total` euros for the guest `name` at `email` paying by `method`;
  /// `didPay` is called with the method when "Pay" is tapped.
  public init(
    total: Int = 573, name: String = "Ana Duarte", email: String = "ana.duarte@example.com",
    method: PaymentMethod = .card, savesCard: Bool = true, guests: Int = 2,
    didPay: @escaping (PaymentMethod) -> Void = { _ in }
  ) {
    self.total = total
    _name = State(initialValue: name)
    _email = State(initialValue: email)
    _method = State(initialValue: method)
    _savesCard = State(initialValue: savesCard)
    _guests = State(initialValue: guests)
    self.didPay = didPay
  }

  public var body: some View {
    NavigationStack {
      Form {
        Section("Contact") {
          TextField("Full name", text: $name)
          TextField("Email", text: $email)
        }
        Section {
          Stepper("Guests: \(guests)", value: $guests, in: 1...6)
        }
        Section {
          Picker("Payment", selection: $method) {
            ForEach(PaymentMethod.allCases) { method in Text(method.rawValue).tag(method) }
          }
          Toggle("Save card for next time", isOn: $savesCard)
          TextField("Coupon code", text: $coupon)
        } header: {
          Text("Payment")
        } footer: {
          Text(
            "You will be charged \(Euros.format(total)) today. Free cancellation until 48 hours "
              + "before check-in."
          )
        }
      }
      .safeAreaInset(edge: .bottom) {
        DLSButton("Pay \(Euros.format(total))") { didPay(method) }
          .padding(.horizontal, DLSSpacing.l)
          .padding(.vertical, DLSSpacing.m)
          .frame(maxWidth: .infinity)
          .background(DLSColor.background)
          .overlay(alignment: .top) { Divider() }
      }
      .navigationTitle("Checkout")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
        ToolbarItem(placement: .confirmationAction) { Button("Pay") { didPay(method) } }
      }
    }
  }
}
