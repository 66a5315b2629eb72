import SwiftUI

struct SegmentedTabs: View {
  let titles: [String]
  @Binding var selection: Int
  @Namespace private var underline

  var body: some View {
    HStack(spacing: 20) {
      ForEach(titles.indices, id: \.self) { index in
        Button {
          withAnimation(.spring) { selection = index }
        } label: {
          VStack(spacing: 6) {
            Text(titles[index])
              .font(.subheadline.weight(selection == index ? .semibold : .regular))
              .foregroundStyle(selection == index ? .primary : .secondary)
            ZStack {
              Capsule().fill(.clear).frame(height: 3)
              if selection == index {
                Capsule()
                  .fill(Color.accentColor)
                  .frame(height: 3)
                  .matchedGeometryEffect(id: "underline", in: underline)
              }
            }
          }
        }
        .buttonStyle(.plain)
        .fixedSize()
      }
    }
    .padding(.horizontal)
  }
}

#Preview {
  SegmentedTabs(titles: ["Posts", "Replies", "Media"], selection: .constant(1))
}
