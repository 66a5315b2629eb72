import SwiftUI

struct PulsingStatusDot: View {
  var color: Color = .green
  var label = "Live"

  var body: some View {
    HStack(spacing: 8) {
      Circle()
        .fill(color)
        .frame(width: 10, height: 10)
        .phaseAnimator([false, true]) { content, phase in
          content
            .scaleEffect(phase ? 1.3 : 1)
            .opacity(phase ? 0.6 : 1)
        } animation: { _ in
          .easeInOut(duration: 0.8)
        }
      Text(label)
        .font(.caption.bold())
    }
    .padding(.horizontal, 10)
    .padding(.vertical, 6)
    .background(color.opacity(0.12), in: Capsule())
  }
}

#Preview {
  PulsingStatusDot()
}
