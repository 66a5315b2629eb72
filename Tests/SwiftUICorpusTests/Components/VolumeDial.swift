import SwiftUI

struct VolumeDial: View {
  @Binding var volume: Double

  var body: some View {
    ZStack {
      Circle()
        .stroke(Color.gray.opacity(0.2), lineWidth: 8)
      Circle()
        .trim(from: 0, to: volume)
        .stroke(Color.accentColor, style: StrokeStyle(lineWidth: 8, lineCap: .round))
        .rotationEffect(.degrees(-90))
      Image(systemName: volume == 0 ? "speaker.slash.fill" : "speaker.wave.2.fill")
        .font(.title2)
    }
    .frame(width: 72, height: 72)
    .accessibilityRepresentation {
      Slider(value: $volume, in: 0...1) {
        Text("Volume")
      }
    }
  }
}

#Preview {
  VolumeDial(volume: .constant(0.4))
    .padding()
}
