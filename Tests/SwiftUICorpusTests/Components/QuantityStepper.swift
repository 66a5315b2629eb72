import SwiftUI

struct QuantityStepper: View {
  @Binding var quantity: Int
  var range: ClosedRange<Int> = 1...10

  var body: some View {
    HStack(spacing: 0) {
      stepButton("minus", enabled: quantity > range.lowerBound) { quantity -= 1 }
      Text("\(quantity)")
        .font(.body.monospacedDigit().weight(.semibold))
        .frame(minWidth: 36)
      stepButton("plus", enabled: quantity < range.upperBound) { quantity += 1 }
    }
    .padding(4)
    .background(Color(.systemGray6), in: Capsule())
  }

  private func stepButton(_ symbol: String, enabled: Bool, action: @escaping () -> Void)
    -> some View
  {
    Button(action: action) {
      Image(systemName: symbol)
        .font(.footnote.bold())
        .frame(width: 32, height: 32)
        .background(Circle().fill(.white))
    }
    .buttonStyle(.plain)
    .disabled(!enabled)
    .opacity(enabled ? 1 : 0.4)
  }
}

#Preview {
  VStack {
    QuantityStepper(quantity: .constant(2))
    Stepper("Guests: 4", value: .constant(4), in: 1...8)
      .padding(.horizontal)
  }
}
