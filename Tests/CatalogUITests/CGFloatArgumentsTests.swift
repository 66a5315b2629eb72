import CatalogUI
import Testing

// Design systems keep their metrics in `CGFloat`s; layout modifiers take them as SwiftUI's do,
// and draw exactly as the same numbers written as literals.

private struct MetricRow: View {
  let size: CGFloat
  let radius: CGFloat

  var body: some View {
    HStack(spacing: size / 4) {
      Text("Row").font(.system(size: size / 2)).padding(size / 4).padding(.horizontal, radius)
      RoundedRectangle(cornerRadius: radius).frame(width: size, height: size)
        .offset(x: radius, y: radius).shadow(radius: radius, x: 0, y: radius / 2)
        .opacity(0.5).scaleEffect(radius / 8)
    }
    .frame(maxWidth: .infinity, minHeight: size)
  }
}

private struct LiteralRow: View {
  var body: some View {
    HStack(spacing: 11) {
      Text("Row").font(.system(size: 22)).padding(11).padding(.horizontal, 8)
      RoundedRectangle(cornerRadius: 8).frame(width: 44, height: 44)
        .offset(x: 8, y: 8).shadow(radius: 8, x: 0, y: 4)
        .opacity(0.5).scaleEffect(1)
    }
    .frame(maxWidth: .infinity, minHeight: 44)
  }
}

@MainActor @Suite struct CGFloatArgumentsTests {
  @Test func cgFloatMetricsDrawAsLiterals() {
    let proposal = ProposedViewSize(width: 300, height: nil)
    let metrics = ViewHost(MetricRow(size: 44, radius: 8), proposal: proposal)
    let literals = ViewHost(LiteralRow(), proposal: proposal)
    #expect(metrics.size == literals.size)
    #expect(metrics.render() == literals.render())
  }
}
