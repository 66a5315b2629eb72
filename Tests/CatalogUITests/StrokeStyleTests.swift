import CatalogUI
import Testing

/// SwiftUI's `StrokeStyle`, read and written through its properties.
@MainActor @Suite struct StrokeStyleTests {
  @Test func everyPropertyReadsBackWhatWasWritten() {
    var style = StrokeStyle()
    style.lineWidth = 2.5
    style.lineCap = .square
    style.lineJoin = .bevel
    style.miterLimit = 3
    style.dash = [4, 1.5]
    style.dashPhase = 0.25
    #expect(
      style
        == StrokeStyle(
          lineWidth: 2.5, lineCap: .square, lineJoin: .bevel, miterLimit: 3, dash: [4, 1.5],
          dashPhase: 0.25))
    #expect(style.lineWidth == 2.5 && style.miterLimit == 3 && style.dashPhase == 0.25)
    #expect(style.lineCap == .square && style.lineJoin == .bevel && style.dash == [4, 1.5])
  }

  @Test func eachCapAndJoinSurvivesTheRoundTrip() {
    for cap in [CGLineCap.butt, .round, .square] {
      #expect(StrokeStyle(lineCap: cap).lineCap == cap)
    }
    for join in [CGLineJoin.miter, .round, .bevel] {
      #expect(StrokeStyle(lineJoin: join).lineJoin == join)
    }
  }
}
