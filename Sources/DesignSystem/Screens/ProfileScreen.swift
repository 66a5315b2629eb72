import CatalogUI

// MARK: - ProfileScreen

/// The profile page: a large "Profile" title over an inset grouped list holding the member's
/// avatar and name (stacked at accessibility text sizes), links to their account pages, their
/// hosting figures, and a sign-out button that asks in an alert first.
public struct ProfileScreen: View {
  let name: String
  let email: String
  @State private var isConfirmingSignOut: Bool
  @Environment(\.dynamicTypeSize) private var typeSize
  let didSignOut: () -> Void

  /// The profile of `name` at `email`, asking whether to sign out when
  /// `isConfirmingSignOut`; `didSignOut` is called once the member confirms.
  public init(
    name: String = "Ana Duarte", email: String = "ana.duarte@example.com",
    isConfirmingSignOut: Bool = false, didSignOut: @escaping () -> Void = {}
  ) {
    self.name = name
    self.email = email
    _isConfirmingSignOut = State(initialValue: isConfirmingSignOut)
    self.didSignOut = didSignOut
  }

  /// The avatar beside the name, or above it at accessibility text sizes.
  private var headerLayout: AnyLayout {
    typeSize.isAccessibilitySize
      ? AnyLayout(VStackLayout(alignment: .leading, spacing: DLSSpacing.m))
      : AnyLayout(HStackLayout(spacing: DLSSpacing.m))
  }

  public var body: some View {
    NavigationStack {
      List {
        Section {
          headerLayout {
            DLSAvatar(name: name, size: 56)
            VStack(alignment: .leading, spacing: DLSSpacing.xxs) {
              Text(name).font(DLSFont.title).foregroundStyle(DLSColor.textPrimary)
              Text(email).font(DLSFont.subheadline).foregroundStyle(DLSColor.textSecondary)
            }
          }
          .accessibilityElement(children: .combine)
        }
        Section("Account") {
          NavigationLink {
            Text("Name, email and phone").navigationTitle("Personal information")
          } label: {
            Label("Personal information", systemImage: "person.circle")
          }
          NavigationLink {
            Text("Visa ending 4242").navigationTitle("Payments")
          } label: {
            Label("Payments", systemImage: "creditcard")
          }
          NavigationLink {
            Text("Push and email").navigationTitle("Notifications")
          } label: {
            Label("Notifications", systemImage: "bell")
          }
        }
        Section("Hosting") {
          LabeledContent("Member since", value: "2019")
          LabeledContent("Trips", value: "14")
          HStack {
            Text("Status")
            Spacer()
            DLSBadge("Superhost", kind: .success)
          }
        }
        Section {
          Button("Sign out", role: .destructive) { isConfirmingSignOut = true }
        }
      }
      .navigationTitle("Profile")
      .alert("Sign out?", isPresented: $isConfirmingSignOut) {
        Button("Sign out", role: .destructive) { didSignOut() }
        Button("Cancel", role: .cancel) {}
      } message: {
        Text("You can sign in again with \(email).")
      }
    }
  }
}
