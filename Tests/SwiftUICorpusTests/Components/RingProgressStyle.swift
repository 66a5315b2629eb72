import SwiftUI

struct RingProgressStyle: ProgressViewStyle {
  var lineWidth: CGFloat = 10

  func makeBody(configuration: Configuration) -> some View {
    let fraction = configuration.fractionCompleted ?? 0
    ZStack {
      Circle()
        .stroke(Color.gray.opacity(0.2), lineWidth: lineWidth)
      Circle()
        .trim(from: 0, to: fraction)
        .stroke(
          AngularGradient(colors: [.mint, .teal, .blue], center: .center),
          style: StrokeStyle(lineWidth: lineWidth, lineCap: .round)
        )
        .rotationEffect(.degrees(-90))
      Text(fraction, format: .percent.precision(.fractionLength(0)))
        .font(.headline.monospacedDigit())
    }
    .frame(width: 80, height: 80)
  }
}

#Preview {
  ProgressView(value: 0.72)
    .progressViewStyle(RingProgressStyle())
    .padding()
}
