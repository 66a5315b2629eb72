import CatalogUI
import Raster
import Testing

/// `Canvas` and `GraphicsContext` in SwiftUI's types, and the geometry a hostile caller gives.
@MainActor @Suite struct CanvasTests {
  /// The pixels of a 20×10-point canvas drawn by `draw`.
  private func canvas(_ draw: @escaping (inout GraphicsContext, CGSize) -> Void) -> Pixmap? {
    ViewHost(Canvas(renderer: draw).frame(width: 20, height: 10)).render()
  }

  @Test func drawingInCGGeometryMatchesTheSameShapeAsAView() {
    let drawn = canvas { context, size in
      context.translateBy(x: size.width / 4, y: 0)
      context.fill(
        CatalogUI.Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)),
        with: .color(.red))
    }
    let laidOut = ViewHost(
      HStack(spacing: 0) {
        Color.clear.frame(width: 5)
        Color.red.frame(width: 10)
        Color.clear.frame(width: 5)
      }
      .frame(width: 20, height: 10)
    ).render()
    #expect(drawn == laidOut)
  }

  @Test func aQuarterTurnByAngleIsTheQuarterTurnByDegrees() {
    func square(_ turn: @escaping (inout GraphicsContext) -> Void) -> Pixmap? {
      canvas { context, _ in
        context.translateBy(x: 10, y: 5)
        turn(&context)
        context.fill(CatalogUI.Path(CGRect(x: 0, y: 0, width: 4, height: 2)), with: .color(.blue))
      }
    }
    #expect(square { $0.rotate(by: .degrees(90)) } == square { $0.rotate(by: .radians(.pi / 2)) })
    #expect(square { $0.rotate(by: .degrees(90)) } != square { _ in })
  }

  @Test func absurdTransformsDrawNothingAndDoNotTrap() throws {
    let empty = try #require(canvas { _, _ in })
    for turn in [Double.nan, .infinity, -.infinity, 1e300] {
      #expect(
        canvas { context, size in
          context.rotate(by: .radians(turn))
          context.scaleBy(x: .nan, y: 1)
          context.fill(CatalogUI.Path(CGRect(origin: .zero, size: size)), with: .color(.red))
        } == empty)
    }
    #expect(
      canvas { context, _ in
        context.translateBy(x: .infinity, y: 0)
        context.stroke(
          CatalogUI.Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.red),
          style: StrokeStyle(lineWidth: .nan, dash: [.infinity, -1]))
      } == empty)
  }

  @Test func unevenCornersTakeNoRadiusFromNegativeOrNaNValues() {
    func filled(_ shape: some Shape) -> Pixmap? {
      ViewHost(shape.fill(Color.black).frame(width: 12, height: 8)).render()
    }
    #expect(
      filled(
        UnevenRoundedRectangle(
          topLeadingRadius: -4, bottomLeadingRadius: .nan, bottomTrailingRadius: -.infinity,
          topTrailingRadius: 0)) == filled(Rectangle()))
    #expect(
      filled(UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 1_000)))
        == filled(UnevenRoundedRectangle(topLeadingRadius: 4)))
  }
}
