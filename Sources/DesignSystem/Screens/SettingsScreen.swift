import CatalogUI

// MARK: - SettingsScreen

/// The settings screen as iOS teams write it, and as issue 34 quotes it: a navigation stack
/// holding an inset grouped list with a notifications section (a toggle and the app's version),
/// a link to the privacy page, and a "Done" button that dismisses the screen where it is
/// presented.
///
/// The body is the code unchanged, so its snapshots test the code a team ships; the
/// privacy icon is the design system's `hand.raised` (`DLSSymbols`).
public struct SettingsScreen: View {
  @Environment(\.dismiss) private var dismiss
  @State private var push: Bool
  let version: String

  /// The settings with push notifications `push` and the app at `version`.
  public init(push: Bool = true, version: String = "4.2 (118)") {
    // "hand.raised" is not among the built-in outlines; an app registers it at launch.
    DLSSymbols.register()
    _push = State(initialValue: push)
    self.version = version
  }

  public var body: some View {
    NavigationStack {
      List {
        Section("Notifications") {
          Toggle("Push", isOn: $push)
          LabeledContent("Version", value: version)
        }
        NavigationLink {
          Text("Details")
        } label: {
          Label("Privacy", systemImage: "hand.raised")
        }
      }
      .listStyle(.insetGrouped)
      .navigationTitle("Settings")
      .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Done") { dismiss() } } }
    }
  }
}
