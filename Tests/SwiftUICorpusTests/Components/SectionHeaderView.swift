import SwiftUI

struct SectionHeaderView: View {
  let title: String
  var subtitle: String? = nil
  var action: (() -> Void)? = nil

  var body: some View {
    HStack(alignment: .lastTextBaseline) {
      VStack(alignment: .leading, spacing: 2) {
        Text(title)
          .font(.title3.bold())
        if let subtitle {
          Text(subtitle)
            .font(.footnote)
            .foregroundStyle(.secondary)
        }
      }
      Spacer()
      if let action {
        Button("See all", action: action)
          .font(.subheadline.weight(.medium))
      }
    }
    .padding(.horizontal)
  }
}

#Preview {
  SectionHeaderView(title: "Trending", subtitle: "Updated hourly") {}
}
