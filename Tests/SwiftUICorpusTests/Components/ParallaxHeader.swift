import SwiftUI

struct ParallaxHeader: View {
  @State private var headerHeight: CGFloat = 0

  var body: some View {
    VStack(spacing: 0) {
      LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
        .frame(height: 120)
        .visualEffect { content, proxy in
          content
            .offset(y: -proxy.frame(in: .global).minY * 0.1)
            .scaleEffect(1.0)
        }
        .overlay(alignment: .bottomLeading) {
          Text("Summer Trips")
            .font(.largeTitle.bold())
            .foregroundStyle(.white)
            .padding()
        }
        .onGeometryChange(for: CGFloat.self) { proxy in
          proxy.size.height
        } action: { newValue in
          headerHeight = newValue
        }
      Text("Header is \(Int(headerHeight)) points tall")
        .font(.caption)
        .padding(8)
    }
    .frame(width: 320)
  }
}

#Preview {
  ParallaxHeader()
}
