import SwiftUI

struct ValidatedFieldModifier: ViewModifier {
  let message: String?

  func body(content: Content) -> some View {
    VStack(alignment: .leading, spacing: 4) {
      content
        .padding(10)
        .overlay {
          RoundedRectangle(cornerRadius: 8)
            .stroke(message == nil ? Color.gray.opacity(0.3) : .red, lineWidth: 1)
        }
      if let message {
        Label(message, systemImage: "exclamationmark.circle.fill")
          .font(.caption)
          .foregroundStyle(.red)
      }
    }
  }
}

extension View {
  func validated(_ message: String?) -> some View {
    modifier(ValidatedFieldModifier(message: message))
  }
}

#Preview {
  VStack(spacing: 16) {
    TextField("Username", text: .constant("ada"))
      .validated(nil)
    SecureField("Password", text: .constant("123"))
      .validated("At least 8 characters")
  }
  .padding()
}
