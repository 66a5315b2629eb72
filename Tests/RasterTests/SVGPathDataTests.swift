import Raster
import Testing

// MARK: - SVG path data

@Suite struct SVGPathDataTests {
  private func parse(_ text: String) throws -> Path { try Path(svgPathData: text) }

  @Test func absoluteAndRelativeCommandsGiveTheSameElements() throws {
    let absolute = try parse("M10 20 L30 20 H40 V50 C40 60 50 70 60 70 Q70 70 70 80 Z")
    let relative = try parse("m10 20 l20 0 h10 v30 c0 10 10 20 20 20 q10 0 10 10 z")
    #expect(absolute == relative)
    #expect(absolute.svgPathData == "M10 20L30 20L40 20L40 50C40 60 50 70 60 70Q70 70 70 80Z")
  }

  @Test func numbersPackTightlyAsSVGAllows() throws {
    let path = try parse("M.5.5-1-2 1e-3,2E2")
    #expect(
      path.elements == [
        .move(to: Point(x: 0.5, y: 0.5)),
        .line(to: Point(x: -1, y: -2)),
        .line(to: Point(x: 0.001, y: 200)),
      ])
  }

  @Test func implicitRepeatsFollowTheLastCommand() throws {
    let path = try parse("m1 1 2 2 3 3 L10 10 20 20")
    #expect(path.svgPathData == "M1 1L3 3L6 6L10 10L20 20")
  }

  @Test func smoothCurvesReflectThePreviousControlPoint() throws {
    let cubic = try parse("M0 0 C10 0 20 10 20 20 S30 40 40 40")
    #expect(cubic.svgPathData == "M0 0C10 0 20 10 20 20C20 30 30 40 40 40")
    let quad = try parse("M0 0 Q10 0 10 10 T20 20")
    #expect(quad.svgPathData == "M0 0Q10 0 10 10Q10 20 20 20")
    // Without a previous curve of the same kind the control point is the current point.
    let lone = try parse("M5 5 T15 5")
    #expect(lone.svgPathData == "M5 5Q5 5 15 5")
  }

  @Test func packedArcFlagsReadAsTwoFlags() throws {
    let packed = try parse("M0 0 a1 1 0 01 5 5")
    let spaced = try parse("M0 0 a1 1 0 0 1 5 5")
    #expect(packed == spaced)
    #expect(packed.currentPoint == Point(x: 5, y: 5))
  }

  @Test func arcsAreSplitIntoQuarterTurnsOrLess() throws {
    // A half circle of radius 10 is 180°: four cubics of 45°.
    let half = try parse("M0 0 A10 10 0 0 1 20 0")
    #expect(half.elements.count == 5)
    let bounds = try #require(half.controlPointBounds)
    #expect(abs(bounds.minY - -10.0) < 0.5 && bounds.maxY == 0)
    // Radii too small for the endpoints are scaled up, as SVG says.
    let scaled = try parse("M0 0 A1 1 0 0 1 20 0")
    #expect(scaled == half)
  }

  @Test func arcAfterCloseStartsAtTheSubpathStart() throws {
    let path = try parse("M0 0 L10 0 L10 10 Z A5 5 0 0 1 10 0")
    let elements = path.elements
    #expect(elements[4] == .move(to: Point(x: 0, y: 0)))
    #expect(path.currentPoint == Point(x: 10, y: 0))
  }

  @Test func zeroRadiusArcIsAStraightLine() throws {
    #expect(try parse("M0 0 A0 5 0 0 1 10 0").svgPathData == "M0 0L10 0")
  }

  @Test func emptyDataIsAnEmptyPath() throws {
    #expect(try parse("").isEmpty)
    #expect(try parse("  \n").isEmpty)
  }

  @Test func outputRoundTripsWithShortestNumbers() throws {
    var path = Path()
    path.move(to: Point(x: 0.1, y: 1.0 / 3.0))
    path.addLine(to: Point(x: -1e-5, y: 1e21))
    path.addCurve(
      to: Point(x: 3, y: 4), control1: Point(x: 0.5, y: 2.25),
      control2: Point(x: 100.125, y: -0))
    path.closeSubpath()
    #expect(
      path.svgPathData
        == "M0.1 0.3333333333333333L-1e-05 1e+21C0.5 2.25 100.125 0 3 4Z")
    #expect(try parse(path.svgPathData) == path)
  }

  // MARK: - Errors

  @Test(arguments: [
    (
      "L10 10",
      "invalid path data at character 0: expected a moveto command (M or m), "
        + "found \"L10 10\""
    ),
    ("M10 10 L20", "invalid path data at character 10: expected a number, found end of data"),
    (
      "M10 10 X5",
      "invalid path data at character 7: expected a path command "
        + "(M L H V C S Q T A Z) or a number, found \"X5\""
    ),
    (
      "M0 0 A5 5 0 2 1 10 10",
      "invalid path data at character 12: expected an arc flag "
        + "(0 or 1), found \"2 1 10 10\""
    ),
    (
      "M0 0 L1e999 0",
      "invalid path data at character 6: expected a finite number, "
        + "found \"1e999 0\""
    ),
    ("M0 0 L5,,5", "invalid path data at character 8: expected a number, found \",5\""),
    (
      "M0 0 L→5 ∞∞∞∞∞∞∞∞∞∞∞∞∞∞",
      "invalid path data at character 6: expected a number, "
        + "found \"→5 ∞∞∞∞∞∞∞∞∞\""
    ),
    (
      "M0 0 C1 2 3 4 5 6 7 8 9 10 11 12 13 14",
      "invalid path data at character 38: expected a number, found end of data"
    ),
    (
      "M0 2Z1E",
      "invalid path data at character 5: expected a path command "
        + "(M L H V C S Q T A Z) after Z, found \"1E\""
    ),
  ])
  func errorsSayWhereTheDataIsWrong(text: String, message: String) {
    #expect(throws: SVGPathError.self) { try Path(svgPathData: text) }
    do {
      _ = try Path(svgPathData: text)
    } catch {
      #expect(error.description == message)
    }
  }

  /// Found by the `svg-path` fuzz target: a number after Z was read as Z repeated, and Z reads
  /// no numbers, so the parser looped for ever on the same character.
  @Test(arguments: ["M0 2Z1E", "M40 1Z0 m-30 0", "m1 1 h5 z.5", "M0 0 L1 1 Z -1 -1"])
  func numbersAfterCloseAreAnErrorNotAnEndlessRepeat(text: String) {
    #expect(throws: SVGPathError.self) { try Path(svgPathData: text) }
  }
}
