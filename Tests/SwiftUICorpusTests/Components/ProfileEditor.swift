import SwiftUI

@Observable
class EditableProfile {
  var displayName: String
  var bio: String
  var isPublic: Bool

  init(displayName: String, bio: String, isPublic: Bool) {
    self.displayName = displayName
    self.bio = bio
    self.isPublic = isPublic
  }
}

struct ProfileEditor: View {
  @Bindable var profile: EditableProfile

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      TextField("Display name", text: $profile.displayName)
        .textFieldStyle(.roundedBorder)
      TextField("Bio", text: $profile.bio, axis: .vertical)
        .lineLimit(2...4)
        .textFieldStyle(.roundedBorder)
      Toggle("Public profile", isOn: $profile.isPublic)
      Text(
        profile.isPublic ? "Anyone can see your profile." : "Only followers can see your profile."
      )
      .font(.footnote)
      .foregroundStyle(.secondary)
    }
    .padding()
    .frame(width: 320)
  }
}

#Preview {
  @Previewable @State var profile = EditableProfile(
    displayName: "Ada", bio: "Engineer and writer.", isPublic: true)
  ProfileEditor(profile: profile)
}
