import SwiftUI

struct SystemButtonsRow: View {
  var body: some View {
    VStack(spacing: 12) {
      HStack {
        Button("Cancel", role: .cancel) {}
          .buttonStyle(.bordered)
        Button("Save") {}
          .buttonStyle(.borderedProminent)
      }
      .controlSize(.large)
      Button("Delete account", role: .destructive) {}
        .buttonStyle(.borderless)
      Button {
      } label: {
        Label("Share", systemImage: "square.and.arrow.up")
      }
      .buttonStyle(.bordered)
      .buttonBorderShape(.capsule)
      .tint(.purple)
    }
    .padding()
  }
}

#Preview {
  SystemButtonsRow()
}
