import SwiftUI

@Observable
final class ShoppingCart {
  struct Line: Identifiable {
    let id = UUID()
    var name: String
    var unitPrice: Double
    var quantity: Int
  }

  var lines: [Line] = []
  var promoCode = ""

  var total: Double {
    lines.reduce(0) { $0 + $1.unitPrice * Double($1.quantity) }
  }

  init(lines: [Line] = []) {
    self.lines = lines
  }
}

struct CartSummaryView: View {
  @Environment(ShoppingCart.self) private var cart

  var body: some View {
    @Bindable var cart = cart
    VStack(alignment: .leading, spacing: 10) {
      ForEach(cart.lines) { line in
        HStack {
          Text("\(line.quantity)× \(line.name)")
          Spacer()
          Text(line.unitPrice * Double(line.quantity), format: .currency(code: "EUR"))
            .monospacedDigit()
        }
      }
      Divider()
      HStack {
        Text("Total").bold()
        Spacer()
        Text(cart.total, format: .currency(code: "EUR")).bold()
      }
      TextField("Promo code", text: $cart.promoCode)
        .textFieldStyle(.roundedBorder)
    }
    .padding()
    .frame(width: 300)
  }
}

#Preview {
  CartSummaryView()
    .environment(
      ShoppingCart(lines: [
        .init(name: "Espresso", unitPrice: 2.5, quantity: 2),
        .init(name: "Croissant", unitPrice: 1.8, quantity: 1),
      ]))
}
