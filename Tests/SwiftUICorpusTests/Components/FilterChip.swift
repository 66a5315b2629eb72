import SwiftUI

struct FilterChip: View {
  let title: String
  @Binding var isSelected: Bool

  var body: some View {
    Button {
      isSelected.toggle()
    } label: {
      HStack(spacing: 4) {
        if isSelected {
          Image(systemName: "checkmark")
            .font(.caption.bold())
        }
        Text(title)
          .font(.subheadline)
          .lineLimit(1)
      }
      .padding(.horizontal, 12)
      .padding(.vertical, 7)
      .foregroundStyle(isSelected ? .white : .primary)
      .background(
        Capsule().fill(isSelected ? Color.accentColor : Color.gray.opacity(0.15))
      )
      .overlay(
        Capsule().stroke(isSelected ? Color.clear : Color.gray.opacity(0.3), lineWidth: 1)
      )
    }
    .buttonStyle(.plain)
  }
}

#Preview {
  HStack {
    FilterChip(title: "Vegan", isSelected: .constant(true))
    FilterChip(title: "Gluten free", isSelected: .constant(false))
  }
}
