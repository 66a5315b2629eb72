import SwiftUI

struct VerticalLabelStyle: LabelStyle {
  var spacing: CGFloat = 4

  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: spacing) {
      configuration.icon
        .font(.title2)
        .imageScale(.large)
      configuration.title
        .font(.caption)
    }
  }
}

extension LabelStyle where Self == VerticalLabelStyle {
  static var vertical: VerticalLabelStyle { VerticalLabelStyle() }
}

#Preview {
  HStack(spacing: 24) {
    Label("Home", systemImage: "house.fill")
    Label("Search", systemImage: "magnifyingglass")
    Label("Profile", systemImage: "person.crop.circle")
  }
  .labelStyle(.vertical)
}
