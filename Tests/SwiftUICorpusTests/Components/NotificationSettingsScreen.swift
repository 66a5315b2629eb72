import SwiftUI

struct NotificationSettingsScreen: View {
  enum Frequency: String, CaseIterable, Identifiable {
    case immediately = "Immediately"
    case hourly = "Hourly"
    case daily = "Daily digest"
    var id: Self { self }
  }

  @State private var pushEnabled = true
  @State private var emailEnabled = false
  @State private var frequency: Frequency = .hourly
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack {
      Form {
        Section {
          Toggle("Push notifications", isOn: $pushEnabled)
          Toggle("Email", isOn: $emailEnabled)
        } header: {
          Text("Channels")
        } footer: {
          Text("You can change this at any time.")
        }
        Section("Delivery") {
          Picker("Frequency", selection: $frequency) {
            ForEach(Frequency.allCases) { Text($0.rawValue).tag($0) }
          }
          LabeledContent("Quiet hours", value: "22:00 – 07:00")
        }
      }
      .navigationTitle("Notifications")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .confirmationAction) {
          Button("Done") { dismiss() }
        }
      }
    }
  }
}

#Preview {
  NotificationSettingsScreen()
}
