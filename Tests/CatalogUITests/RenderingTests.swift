import CatalogUI
import Raster
import Testing

/// Small views rendered at 2× and compared pixel for pixel with reviewed references.
@MainActor @Suite struct RenderingTests {
  @Test func shapesFillStrokeAndStrokeBorderInsideTheirFrames() {
    let view = HStack(spacing: 4) {
      RoundedRectangle(cornerRadius: 6, style: .continuous).fill(Color(hex: "#FF385C"))
        .frame(width: 24, height: 24)
      Circle().stroke(Color(hex: "#222222"), lineWidth: 2).frame(width: 24, height: 24)
      Capsule().strokeBorder(Color(hex: "#008489"), lineWidth: 3).frame(width: 40, height: 24)
      Ellipse().fill(Color(hex: "#FFB400")).frame(width: 16, height: 24)
    }
    .padding(4)
    .background(Color.white)
    expectMatchesReference(ViewHost(view).render(), named: "shapes-fill-stroke-border")
  }

  @Test func gradientsOpacityClipAndBorderCompose() {
    let view = VStack(spacing: 4) {
      Rectangle()
        .fill(
          LinearGradient(
            colors: [Color(hex: "#FF385C"), Color(hex: "#BD1E59")],
            startPoint: .leading, endPoint: .trailing)
        )
        .frame(width: 60, height: 12)
      Color(hex: "#008489").frame(width: 60, height: 12).opacity(0.5)
      Color(hex: "#222222").frame(width: 60, height: 12)
        .clipShape(Capsule())
      Color.clear.frame(width: 60, height: 12).border(Color(hex: "#FF385C"), width: 1)
    }
    .padding(4)
    .background(Color.white)
    expectMatchesReference(ViewHost(view).render(), named: "gradient-opacity-clip-border")
  }

  @Test func rightToLeftMirrorsTheRenderedRow() {
    var environment = EnvironmentValues()
    environment.layoutDirection = .rightToLeft
    let view = HStack(spacing: 2) {
      Color(hex: "#FF385C").frame(width: 10, height: 10)
      Color(hex: "#008489").frame(width: 20, height: 10)
    }
    .padding(2)
    .background(Color.white)
    expectMatchesReference(
      ViewHost(view, environment: environment).render(),
      named: "right-to-left-row")
  }
}
