import SwiftUI

struct Product: Identifiable {
  let id = UUID()
  var name: String
  var price: Decimal
  var originalPrice: Decimal?
  var symbol: String
}

struct ProductCard: View {
  let product: Product

  private var discount: Int? {
    guard let original = product.originalPrice, original > product.price else { return nil }
    let ratio = (original - product.price) / original
    return Int(NSDecimalNumber(decimal: ratio * 100).doubleValue.rounded())
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      ZStack(alignment: .topLeading) {
        RoundedRectangle(cornerRadius: 12, style: .continuous)
          .fill(Color.gray.opacity(0.12))
          .frame(height: 110)
          .overlay {
            Image(systemName: product.symbol)
              .font(.system(size: 44))
              .foregroundStyle(.secondary)
          }
        if let discount {
          Text("-\(discount)%")
            .font(.caption.bold())
            .foregroundStyle(.white)
            .padding(.horizontal, 6)
            .padding(.vertical, 3)
            .background(.red, in: RoundedRectangle(cornerRadius: 6))
            .padding(8)
        }
      }
      Text(product.name)
        .font(.subheadline.weight(.medium))
        .lineLimit(2)
      HStack(alignment: .firstTextBaseline, spacing: 6) {
        Text(product.price, format: .currency(code: "USD"))
          .font(.headline)
        if let original = product.originalPrice {
          Text(original, format: .currency(code: "USD"))
            .font(.caption)
            .strikethrough()
            .foregroundStyle(.secondary)
        }
      }
    }
    .padding(10)
    .frame(width: 170)
    .background(Color.white)
    .clipShape(RoundedRectangle(cornerRadius: 16, style: .continuous))
    .shadow(color: .black.opacity(0.1), radius: 8, x: 0, y: 2)
  }
}

#Preview {
  ProductCard(
    product: Product(
      name: "Wireless Headphones", price: 79.99, originalPrice: 99.99, symbol: "headphones")
  )
  .padding()
}
