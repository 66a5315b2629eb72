import SwiftUI

struct ThinBarProgressStyle: ProgressViewStyle {
  var height: CGFloat = 8
  var tint: Color = .blue

  func makeBody(configuration: Configuration) -> some View {
    let fraction = configuration.fractionCompleted ?? 0
    VStack(alignment: .leading, spacing: 6) {
      configuration.label
        .font(.footnote.weight(.medium))
      GeometryReader { proxy in
        ZStack(alignment: .leading) {
          Capsule()
            .fill(tint.opacity(0.15))
          Capsule()
            .fill(tint)
            .frame(width: proxy.size.width * fraction)
        }
      }
      .frame(height: height)
    }
  }
}

#Preview {
  ProgressView("Uploading", value: 0.62)
    .progressViewStyle(ThinBarProgressStyle())
    .frame(width: 240)
    .padding()
}
