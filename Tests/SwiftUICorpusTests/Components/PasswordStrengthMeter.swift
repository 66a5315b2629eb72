import SwiftUI

struct PasswordStrengthMeter: View {
  let password: String

  private var score: Int {
    var value = 0
    if password.count >= 8 { value += 1 }
    if password.contains(where: \.isNumber) { value += 1 }
    if password.contains(where: \.isUppercase) { value += 1 }
    if password.contains(where: { "!@#$%^&*".contains($0) }) { value += 1 }
    return value
  }

  private var color: Color {
    switch score {
    case 0...1: .red
    case 2: .orange
    case 3: .yellow
    default: .green
    }
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      HStack(spacing: 4) {
        ForEach(0..<4) { index in
          Capsule()
            .fill(index < score ? color : Color.gray.opacity(0.2))
            .frame(height: 6)
        }
      }
      Text(["Very weak", "Weak", "Fair", "Good", "Strong"][score])
        .font(.caption)
        .foregroundStyle(color)
    }
    .frame(width: 220)
  }
}

#Preview {
  VStack(spacing: 16) {
    PasswordStrengthMeter(password: "abc")
    PasswordStrengthMeter(password: "Abcdef12!")
  }
  .padding()
}
