import Raster
import Testing

/// Pixels where a path overlaps itself: the covered area, not the clamped or folded sum of the
/// winding numbers, which signed-area accumulation alone would give.
@Suite struct OverlapCoverageTests {
  static func alpha(_ svg: String, rule: FillRule = .nonZero) throws -> [UInt8] {
    CoverageTests.coverage(try Path(svgPathData: svg), rule: rule, width: 16, height: 16)
  }

  @Test func bowtieCentreCoversItsTwoTriangles() throws {
    // The edges cross at the centre of pixel (5, 5); its left and right quarters are inside
    // with winding −1 and +1, which sum to zero.
    let path = "M0.5 0.5 L10.5 10.5 L10.5 0.5 L0.5 10.5 Z"
    for rule in [FillRule.nonZero, .evenOdd] {
      let a = try Self.alpha(path, rule: rule)
      #expect(a[5 * 16 + 5] == 128, "\(rule)")
      #expect(a[5 * 16 + 2] == 255 && a[5 * 16 + 8] == 255, "\(rule)")
    }
  }

  @Test func stackedTopsCoverTheUnionNotTheSum() throws {
    // Two rectangles in one path, their tops at 2.25 and 2.625 in the same row: the row is
    // covered 0.75, not 0.75 + 0.375 clamped to 1; with even-odd, only between the two tops.
    let path = "M1 2.25 H9 V9 H1 Z M3 2.625 H12 V9 H3 Z"
    let nonZero = try Self.alpha(path)
    #expect(nonZero[2 * 16 + 5] == 191)
    #expect(nonZero[2 * 16 + 2] == 191 && nonZero[2 * 16 + 10] == 96)
    #expect(nonZero[3 * 16 + 5] == 255)
    let evenOdd = try Self.alpha(path, rule: .evenOdd)
    #expect(evenOdd[2 * 16 + 5] == 96)
    #expect(evenOdd[3 * 16 + 5] == 0)
  }

  @Test func runsEndingRightOfTheCanvasAreCoveredToItsEdge() throws {
    // The stacked tops again, their right sides far off the canvas: those chains are left out
    // of the row's order, and each run they would close still covers the row to the edge.
    let path = "M1 2.25 H900 V9 H1 Z M3 2.625 H1000 V9 H3 Z"
    let nonZero = try Self.alpha(path)
    #expect(nonZero[2 * 16 + 2] == 191 && nonZero[2 * 16 + 15] == 191)
    #expect(nonZero[3 * 16 + 15] == 255)
    let evenOdd = try Self.alpha(path, rule: .evenOdd)
    #expect(evenOdd[2 * 16 + 2] == 191 && evenOdd[2 * 16 + 15] == 96)
    #expect(evenOdd[3 * 16 + 15] == 0)
  }

  @Test func corneringDashesCoverTheirUnion() throws {
    // Two bars meeting at a right angle overlap in a quarter of pixel (4, 4): the pixel is
    // three quarters covered, where the sum of the two halves is all of it.
    let a = try Self.alpha("M2 2 H8.5 V4.5 H2 Z M2 2 H4.5 V8.5 H2 Z")
    #expect(a[4 * 16 + 4] == 191)
    #expect(a[4 * 16 + 6] == 128 && a[6 * 16 + 4] == 128)
    #expect(a[3 * 16 + 3] == 255)
  }

  @Test func opposedSquaresCancelOnlyWhereTheyOverlap() throws {
    // A square and a reversed square overlapping inside pixel (4, 4): winding +1, −1 and 0
    // meet there. Nonzero covers [4, 4.5]² (0.25) and [4.25, 5]² (0.5625) except their overlap
    // [4.25, 4.5]² (0.0625, winding 0) twice: 0.6875 of the pixel, where the summed winding
    // would give 0.3125.
    let a = try Self.alpha("M1 1 H4.5 V4.5 H1 Z M4.25 4.25 V8 H8 V4.25 Z")
    #expect(a[4 * 16 + 4] == 175)
  }

  @Test func thinRingCoversItsArea() throws {
    // An outer circle and a reversed inner one 0.7 px inside it share pixels along the whole
    // ring, so many rows are resolved strip by strip; together they must still cover the
    // ring's area (within the arcs' cubic and chord approximation).
    let ring = "M8 2.2 A5.8 5.8 0 1 1 7.99 2.2 Z M8 2.9 A5.1 5.1 0 1 0 8.01 2.9 Z"
    #expect(try Self.alpha(ring) == Self.alpha(ring, rule: .evenOdd))
    for rule in [FillRule.nonZero, .evenOdd] {
      let area = try Self.alpha(ring, rule: rule).reduce(0.0) { $0 + Double($1) / 255 }
      let exact = Double.pi * (5.8 * 5.8 - 5.1 * 5.1)
      #expect(abs(area - exact) / exact < 0.003, "\(rule): \(area) against \(exact)")
    }
  }

  /// `pairs` copies of the stacked tops above, 4 px apart along one row: two chains a copy.
  static func stackedTopsAlongARow(_ pairs: Int) -> String {
    (0..<pairs).map { i in
      let x = Double(4 * i)
      return "M\(x + 1) 2.25 H\(x + 3) V9 H\(x + 1) Z M\(x + 2) 2.625 H\(x + 4) V9 H\(x + 2) Z"
    }.joined(separator: " ")
  }

  @Test func aRowTooBusyToOrderKeepsItsAccumulatedAreas() throws {
    // Ordering a row's chains takes their square in steps: 800 chains are resolved (the
    // overlap of each copy is 0.75 covered), 2,400 are past `workLimit` and keep the summed
    // winding, clamped (0.75 + 0.375), as a row past `segmentLimit` does.
    for (pairs, expected) in [(200, 191 as UInt8), (600, 255)] {
      let width = 4 * pairs + 4
      let a = CoverageTests.coverage(
        try Path(svgPathData: Self.stackedTopsAlongARow(pairs)),
        width: width, height: 16)
      let overlaps = (0..<pairs).map { a[2 * width + 4 * $0 + 2] }
      #expect(overlaps == Array(repeating: expected, count: pairs), "\(pairs) copies")
      #expect(a[3 * width + 2] == 255)
    }
  }

  /// Strokes whose outline is known not to overlap itself skip the search for overlaps; any
  /// stroke must still cover what filling its outline with the search covers (within a level
  /// of rounding), with every cap. Rings too tight for their width, sharp corners, crossing
  /// subpaths and arcs turning more than half a turn overlap; round rectangles, wide circles,
  /// straight lines and gentle arcs do not.
  @Test(arguments: [
    (
      "M12 2 H28 A6 6 0 0 1 34 8 V24 A6 6 0 0 1 28 30 H12 A6 6 0 0 1 6 24 V8 A6 6 0 0 1 12 2 Z"
        as String, 1.0
    ),
    ("M20.3 4 A12 12 0 1 1 20.29 4 Z", 1.5),
    ("M20.3 18.8 A0.4 0.4 0 1 1 20.29 18.8 Z", 1.0),
    ("M20.3 17.9 A1.3 1.3 0 1 1 20.29 17.9 Z", 3.0),
    ("M4.3 4.6 H30.2 V30.7 H4.3 Z", 2.0),
    ("M3.5 20.25 H36.5", 1.0),
    ("M4 4 L36 36 M4 36 L36 4", 1.5),
    ("M4.3 30 C10 0 30 0 36.2 30 C30 10 10 10 4.3 30 Z", 4.0),
    ("M8.2 30 A12 12 0 0 1 32.2 30", 5.0),
    ("M14.3 31 A11 11 0 1 1 25.3 31", 6.0),
    ("M20.2 8.3 A2 2 0 1 1 19.9 8.4", 3.0),
  ])
  func strokesCoverWhatTheirOutlinesCover(svg: String, width: Double) throws {
    let path = try Path(svgPathData: svg)
    for cap in [Stroke.LineCap.butt, .square, .round] {
      let style = Stroke(lineWidth: width, lineCap: cap)
      let worst = try Self.strokeAgainstOutline(path, style: style)
      #expect(worst <= 1, "\(svg) \(cap)")
    }
  }

  /// The largest channel difference between stroking `path` and filling its outline.
  static func strokeAgainstOutline(_ path: Path, style: Stroke) throws -> Int {
    let blank = try #require(Pixmap(width: 40, height: 40))
    var stroked = Painter(pixmap: blank)
    var filled = Painter(pixmap: blank)
    stroked.stroke(path, style: style, paint: .solid(.black))
    filled.fill(
      Stroker.outline(of: path, style: style, transform: .identity),
      paint: .solid(.black))
    let differences = zip(stroked.pixmap.data, filled.pixmap.data).map { abs(Int($0) - Int($1)) }
    return differences.max() ?? 0
  }
}
