import Raster
import Testing

@Suite struct GeometryTests {
  @Test func transformInverseUndoesTheTransform() throws {
    let t = Transform(rotation: 0.3).concatenating(Transform(scaleX: 2, y: 3))
      .concatenating(Transform(translationX: 5, y: -7))
    let inverse = try #require(t.inverted())
    let p = Point(x: 12.5, y: -3.25)
    let back = inverse.apply(t.apply(p))
    #expect(abs(back.x - p.x) < 1e-12 && abs(back.y - p.y) < 1e-12)
  }

  @Test func singularTransformHasNoInverse() {
    #expect(Transform(scaleX: 0, y: 1).inverted() == nil)
  }

  @Test func concatenationAppliesSelfFirst() {
    let t = Transform(scaleX: 2, y: 2).concatenating(Transform(translationX: 10, y: 0))
    #expect(t.apply(Point(x: 1, y: 1)) == Point(x: 12, y: 2))
  }

  @Test func pathRecordsElementsInOrder() {
    var path = Path()
    path.move(to: Point(x: 0, y: 0))
    path.addLine(to: Point(x: 10, y: 0))
    path.addQuadCurve(to: Point(x: 10, y: 10), control: Point(x: 15, y: 5))
    path.closeSubpath()
    path.addLine(to: Point(x: 5, y: 5))
    #expect(
      path.elements == [
        .move(to: Point(x: 0, y: 0)),
        .line(to: Point(x: 10, y: 0)),
        .quadCurve(to: Point(x: 10, y: 10), control: Point(x: 15, y: 5)),
        .closeSubpath,
        .move(to: Point(x: 0, y: 0)),
        .line(to: Point(x: 5, y: 5)),
      ])
  }
}
