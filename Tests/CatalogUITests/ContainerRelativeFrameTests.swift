import CatalogUI
import Raster
import Testing

// MARK: - ContainerRelativeFrameTests

/// `containerRelativeFrame`: sizes from the nearest scroll view's visible area, else the
/// screen's safe area or the snapshot's canvas, not from the proposal.
@MainActor @Suite struct ContainerRelativeFrameTests {
  @Test func countAndSpanShareTheScrollViewsWidth() {
    // (300 − 2·10) / 3 = 93.333… per part; two parts and the gap between: 196.667 (rounded to
    // the pixel grid). Across the scroll axis the colour takes the scroll view's 100.
    let host = ViewHost(
      ScrollView(.horizontal) {
        HStack(spacing: 10) {
          Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
          Color.blue.containerRelativeFrame(.horizontal, count: 3, spacing: 10)
        }
      },
      proposal: ProposedViewSize(width: 300, height: 100))
    #expect(
      host.dump() == """
        ScrollView (0, 0, 300×100)
          HStack (0, 0, 300×100) spacing: 10
            ContainerRelativeFrame (0, 0, 196.5×100)
              Color(#FF3B30FF) (0, 0, 196.5×100)
            ContainerRelativeFrame (206.5, 0, 93.5×100)
              Color(#007AFFFF) (206.5, 0, 93.5×100)
        """)
  }

  @Test func theContainerIsTheCanvasNotTheProposal() {
    // The padding proposes 180 × 80, but the container is the 200 × 100 canvas.
    let host = ViewHost(
      Color.blue.containerRelativeFrame([.horizontal, .vertical]).padding(10),
      proposal: ProposedViewSize(width: 200, height: 100))
    #expect(
      host.dump() == """
        Padding (0, 0, 220×120) padding: 10
          ContainerRelativeFrame (10, 10, 200×100)
            Color(#007AFFFF) (10, 10, 200×100)
        """)
    #expect(host.diagnostics == [])
  }

  @Test func theClosureGetsTheLengthAndTheAxisAndTheViewIsAligned() {
    let host = ViewHost(
      ScrollView {
        Color.green.frame(width: 20, height: 20)
          .containerRelativeFrame(.horizontal, alignment: .leading) { length, axis in
            axis == .horizontal ? length * 0.8 : length
          }
      },
      proposal: ProposedViewSize(width: 250, height: 100))
    // 80 % of the scroll view's 250, centred across it as a scroll view centres its content;
    // the 20-point view at the frame's leading edge.
    #expect(
      host.dump() == """
        ScrollView (0, 0, 250×100)
          ContainerRelativeFrame (25, 0, 200×20)
            Frame (25, 0, 20×20) width: 20, height: 20
              Color(#34C759FF) (25, 0, 20×20)
        """)
  }

  @Test func anUnknownContainerLengthOrABadCountIsReported() {
    let tall = ViewHost(
      Color.red.frame(width: 10, height: 30).containerRelativeFrame(.vertical),
      proposal: ProposedViewSize(width: 300, height: nil))
    #expect(
      tall.dump() == """
        ContainerRelativeFrame (0, 0, 10×30)
          Frame (0, 0, 10×30) width: 10, height: 30
            Color(#FF3B30FF) (0, 0, 10×30)
        """)
    #expect(
      tall.diagnostics == [
        "containerRelativeFrame: the container has no height (the snapshot is as tall as its "
          + "content); the view keeps its own height (give the snapshot a fixed size, such as "
          + ".device or .fixed, or put the view in a ScrollView of known size)"
      ])
    let none = ViewHost(
      Color.red.containerRelativeFrame(.horizontal, count: 0, spacing: 8),
      proposal: ProposedViewSize(width: 300, height: 20))
    #expect(
      none.dump() == "ContainerRelativeFrame (0, 0, 300×20)\n  Color(#FF3B30FF) (0, 0, 300×20)")
    #expect(
      none.diagnostics == [
        "containerRelativeFrame: count 0 and span 1 must be at least 1; 1 is used instead "
          + "(give a count such as 3 and a span from 1 to the count)"
      ])
    let negative = ViewHost(
      Color.red.containerRelativeFrame(.horizontal) { _, _ in -5 },
      proposal: ProposedViewSize(width: 300, height: 20))
    #expect(
      negative.dump() == "ContainerRelativeFrame (0, 0, 300×20)\n  Color(#FF3B30FF) (0, 0, 300×20)")
    #expect(
      negative.diagnostics == [
        "containerRelativeFrame: the length closure returned -5 for a width of 300; the "
          + "container's width is used instead (return a finite length of at least 0)"
      ])
  }
}
