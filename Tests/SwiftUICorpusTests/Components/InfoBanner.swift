import SwiftUI

struct InfoBanner: View {
  enum Kind {
    case info, success, warning, error

    var tint: Color {
      switch self {
      case .info: .blue
      case .success: .green
      case .warning: .orange
      case .error: .red
      }
    }

    var icon: String {
      switch self {
      case .info: "info.circle.fill"
      case .success: "checkmark.circle.fill"
      case .warning: "exclamationmark.triangle.fill"
      case .error: "xmark.octagon.fill"
      }
    }
  }

  let kind: Kind
  let title: String
  let message: String
  var onDismiss: (() -> Void)? = nil

  var body: some View {
    HStack(alignment: .top, spacing: 12) {
      Image(systemName: kind.icon)
        .foregroundStyle(kind.tint)
        .font(.title3)
      VStack(alignment: .leading, spacing: 2) {
        Text(title).font(.subheadline.bold())
        Text(message)
          .font(.footnote)
          .foregroundStyle(.secondary)
          .fixedSize(horizontal: false, vertical: true)
      }
      Spacer(minLength: 0)
      if let onDismiss {
        Button(action: onDismiss) {
          Image(systemName: "xmark")
            .font(.caption.bold())
            .foregroundStyle(.secondary)
        }
      }
    }
    .padding(12)
    .background(kind.tint.opacity(0.1), in: .rect(cornerRadius: 12))
    .overlay(
      RoundedRectangle(cornerRadius: 12).strokeBorder(kind.tint.opacity(0.3))
    )
  }
}

#Preview {
  VStack {
    InfoBanner(
      kind: .warning, title: "Low storage", message: "Free up space to keep syncing photos."
    ) {}
    InfoBanner(kind: .success, title: "Saved", message: "Your changes were saved.")
  }
  .padding()
}
