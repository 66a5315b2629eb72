import SwiftUI

struct FeaturedCarousel: View {
  let colors: [Color] = [.pink, .purple, .indigo, .teal]

  var body: some View {
    ScrollView(.horizontal, showsIndicators: false) {
      LazyHStack(spacing: 12) {
        ForEach(colors.indices, id: \.self) { index in
          RoundedRectangle(cornerRadius: 20, style: .continuous)
            .fill(colors[index].gradient)
            .overlay(alignment: .bottomLeading) {
              Text("Collection \(index + 1)")
                .font(.headline)
                .foregroundStyle(.white)
                .padding()
            }
            .containerRelativeFrame(.horizontal, count: 1, spacing: 12)
            .frame(height: 140)
        }
      }
      .scrollTargetLayout()
    }
    .scrollTargetBehavior(.viewAligned)
    .safeAreaPadding(.horizontal, 24)
    .frame(width: 360, height: 160)
  }
}

#Preview {
  FeaturedCarousel()
}
