import SwiftUI

struct RoundedFieldStyle: TextFieldStyle {
  var icon: String?

  func _body(configuration: TextField<Self._Label>) -> some View {
    HStack(spacing: 8) {
      if let icon {
        Image(systemName: icon)
          .foregroundStyle(.secondary)
      }
      configuration
    }
    .padding(.horizontal, 14)
    .padding(.vertical, 12)
    .background(Color(.secondarySystemBackground))
    .clipShape(RoundedRectangle(cornerRadius: 10))
    .overlay(
      RoundedRectangle(cornerRadius: 10)
        .stroke(Color.gray.opacity(0.25), lineWidth: 1)
    )
  }
}

#Preview {
  VStack(spacing: 12) {
    TextField("Email", text: .constant(""))
      .textFieldStyle(RoundedFieldStyle(icon: "envelope"))
    TextField("Name", text: .constant("Ada Lovelace"))
      .textFieldStyle(RoundedFieldStyle())
  }
  .padding()
}
