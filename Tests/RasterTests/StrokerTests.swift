import Raster
import Testing

// MARK: - Stroker geometry

@Suite struct StrokerTests {
  private func outline(
    _ data: String, _ style: Stroke,
    _ transform: Transform = .identity
  ) throws -> Path {
    Stroker.outline(of: try Path(svgPathData: data), style: style, transform: transform)
  }

  private func bounds(
    _ data: String, _ style: Stroke,
    _ transform: Transform = .identity
  ) throws -> Rect {
    try #require(try outline(data, style, transform).controlPointBounds)
  }

  private func near(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
      && abs(a.maxX - b.maxX) <= tolerance && abs(a.maxY - b.maxY) <= tolerance
  }

  /// The horizontal extent of each closed contour, in order.
  private func xRanges(of path: Path) -> [ClosedRange<Double>] {
    var ranges: [ClosedRange<Double>] = []
    var xs: [Double] = []
    path.forEach { element in
      switch element {
      case .move(let p), .line(let p): xs.append(p.x)
      case .closeSubpath:
        if let lo = xs.min(), let hi = xs.max() { ranges.append(lo...hi) }
        xs = []
      default: break
      }
    }
    return ranges
  }

  @Test func buttCapsEndAtTheEndpoints() throws {
    let b = try bounds("M10 10 L50 10", Stroke(lineWidth: 4))
    #expect(b == Rect(x: 10, y: 8, width: 40, height: 4))
  }

  @Test func squareCapsExtendHalfTheWidth() throws {
    let b = try bounds("M10 10 L50 10", Stroke(lineWidth: 4, lineCap: .square))
    #expect(b == Rect(x: 8, y: 8, width: 44, height: 4))
  }

  @Test func roundCapsExtendHalfTheWidthWithinTolerance() throws {
    let b = try bounds("M10 10 L50 10", Stroke(lineWidth: 4, lineCap: .round))
    #expect(near(b, Rect(x: 8, y: 8, width: 44, height: 4), 1.0 / 16))
    #expect(b.minX >= 8 && b.maxX <= 52)
  }

  @Test func miterJoinReachesTheCornerOfARightAngle() throws {
    let b = try bounds("M10 50 L50 50 L50 10", Stroke(lineWidth: 4))
    #expect(b == Rect(x: 10, y: 10, width: 42, height: 42))
  }

  @Test func bevelJoinCutsTheCorner() throws {
    let path = try outline("M10 50 L50 50 L50 10", Stroke(lineWidth: 4, lineJoin: .bevel))
    #expect(!path.elements.contains(.line(to: Point(x: 52, y: 52))))
    #expect(try #require(path.controlPointBounds) == Rect(x: 10, y: 10, width: 42, height: 42))
  }

  @Test func roundJoinStaysOnTheCircleAroundTheVertex() throws {
    let path = try outline("M10 50 L50 50 L50 10", Stroke(lineWidth: 4, lineJoin: .round))
    var farthest = 0.0
    path.forEach { element in
      if case .line(let p) = element, p.x > 50, p.y > 50 {
        farthest = max(farthest, ((p.x - 50) * (p.x - 50) + (p.y - 50) * (p.y - 50)).squareRoot())
      }
    }
    #expect(abs(farthest - 2) < 1e-9)
  }

  @Test func miterBecomesBevelPastTheLimit() throws {
    // A 60° turn: miter length / width = 1 / sin(30°) = 2; the tip lies 2 half-widths out
    // along the bisector, which points 30° below +x, so it reaches x = 40 + √3.
    let data = "M0 0 L40 0 L20 34.64101615137755"
    let within = try bounds(data, Stroke(lineWidth: 2, miterLimit: 2.01))
    let beyond = try bounds(data, Stroke(lineWidth: 2, miterLimit: 1.99))
    #expect(abs(within.maxX - (40 + 3.0.squareRoot())) < 1e-9)
    #expect(abs(within.minY - -1) < 1e-9)
    // The bevel's far corner is the outgoing segment's offset, 40 + sin(60°).
    #expect(abs(beyond.maxX - (40 + 3.0.squareRoot() / 2)) < 1e-9)
  }

  @Test func closedSubpathsGetJoinsAndNoCaps() throws {
    let style = Stroke(lineWidth: 2, lineCap: .square)
    let closed = try bounds("M10 10 H30 V30 H10 Z", style)
    #expect(closed == Rect(x: 9, y: 9, width: 22, height: 22))
    // Two contours: outside and inside.
    let path = try outline("M10 10 H30 V30 H10 Z", style)
    #expect(path.elements.filter { $0 == .closeSubpath }.count == 2)
  }

  @Test func zeroLengthSubpathsDrawDotsOnlyWithRoundOrSquareCaps() throws {
    #expect(try outline("M10 10 L10 10", Stroke(lineWidth: 4)).isEmpty)
    #expect(
      try bounds("M10 10 Z", Stroke(lineWidth: 4, lineCap: .square))
        == Rect(x: 8, y: 8, width: 4, height: 4))
    let dot = try bounds("M10 10 L10 10", Stroke(lineWidth: 4, lineCap: .round))
    #expect(near(dot, Rect(x: 8, y: 8, width: 4, height: 4), 1.0 / 16))
  }

  @Test func aHalfTurnWithARoundJoinGoesRoundTheEnd() throws {
    let b = try bounds("M0 10 L20 10 L0 10", Stroke(lineWidth: 4, lineJoin: .round))
    #expect(abs(b.maxX - 22) < 1.0 / 16 && b.minX == 0)
  }

  @Test func dashesSplitTheLineIntoPiecesOfTheDashLength() throws {
    let style = Stroke(lineWidth: 2, dash: [10, 5])
    let path = try outline("M0 0 H100", style)
    let pieces = xRanges(of: path)
    // 0–10, 15–25, … 90–100: seven dashes of 10 that sum to 70.
    #expect(pieces.count == 7)
    #expect(pieces.map { $0.upperBound - $0.lowerBound }.reduce(0, +) == 70)
    #expect(pieces.last == 90...100)
  }

  @Test func dashOffsetShiftsThePatternAndOddArraysRepeat() throws {
    // [10] repeats as [10, 10]; an offset of 5 starts halfway through the first dash:
    // on 0–5, off 5–15, on 15–25, off 25–35, on 35–40.
    let path = try outline("M0 0 H40", Stroke(lineWidth: 2, dash: [10], dashPhase: 5))
    #expect(xRanges(of: path) == [0...5, 15...25, 35...40])
  }

  @Test func negativeDashOffsetWrapsRoundThePattern() throws {
    let shifted = try outline("M0 0 H40", Stroke(lineWidth: 2, dash: [10, 5], dashPhase: -5))
    let wrapped = try outline("M0 0 H40", Stroke(lineWidth: 2, dash: [10, 5], dashPhase: 10))
    #expect(shifted == wrapped)
  }

  @Test func dashesRestartAtEverySubpath() throws {
    let path = try outline("M0 0 H12 M0 10 H12", Stroke(lineWidth: 2, dash: [10, 5]))
    var moves = 0
    path.forEach { if case .move = $0 { moves += 1 } }
    #expect(moves == 2)
    #expect(try #require(path.controlPointBounds).maxX == 10)
  }

  @Test func nonUniformScaleGivesAnEllipticalPen() throws {
    let b = try bounds("M10 10 L50 10", Stroke(lineWidth: 2), Transform(scaleX: 1, y: 5))
    #expect(b == Rect(x: 10, y: 45, width: 40, height: 10))
  }

  @Test func nonFiniteSubpathsAreSkipped() {
    var path = Path()
    path.move(to: Point(x: 0, y: 0))
    path.addLine(to: Point(x: .nan, y: 5))
    path.move(to: Point(x: 0, y: 10))
    path.addLine(to: Point(x: 10, y: 10))
    let b = Stroker.outline(of: path, style: Stroke(lineWidth: 2), transform: .identity)
      .controlPointBounds
    #expect(b == Rect(x: 0, y: 9, width: 10, height: 2))
  }

  @Test func zeroOrNonFiniteWidthStrokesNothing() throws {
    #expect(try outline("M0 0 L10 0", Stroke(lineWidth: 0)).isEmpty)
    #expect(try outline("M0 0 L10 0", Stroke(lineWidth: .infinity)).isEmpty)
  }
}

// MARK: - Dashes on closed subpaths

@Suite struct ClosedDashTests {
  private func contours(_ path: Path) -> Int {
    var count = 0
    path.forEach { if case .closeSubpath = $0 { count += 1 } }
    return count
  }

  @Test func aDashThroughTheStartOfALoopIsOneDashWithAJoin() throws {
    // Perimeter 80; dashes of 15 with gaps of 5, shifted by 5: the last dash (75–80) and the
    // first (0–10) meet at the start corner and become one dash turning that corner.
    let style = Stroke(lineWidth: 2, dash: [15, 5], dashPhase: 5)
    let path = Stroker.outline(
      of: try Path(svgPathData: "M0 0 H20 V20 H0 Z"), style: style,
      transform: .identity)
    #expect(contours(path) == 4)
    // The miter at the start corner (0, 0) reaches (-1, -1).
    let bounds = try #require(path.controlPointBounds)
    #expect(bounds.minX == -1 && bounds.minY == -1)
  }

  /// The outline's contours as lists of points.
  private func pointLists(_ path: Path) -> [[Point]] {
    var lists: [[Point]] = []
    path.forEach { element in
      switch element {
      case .move(let p): lists.append([p])
      case .line(let p): lists[lists.count - 1].append(p)
      default: break
      }
    }
    return lists
  }

  @Test func everySubpathRestartsThePatternWithTheSameDashes() throws {
    // Each line: dashes 0–10, 20–30 and 40–50, and zero-length dashes at 15, 35 and 55 (dots,
    // with round caps): six contours. The pattern keeps its storage from one subpath to the
    // next; the second subpath's dashes must be the first's, 10 lower.
    let style = Stroke(lineWidth: 2, lineCap: .round, dash: [10, 5, 0, 5])
    let one = pointLists(try outline("M0 0 H57"))
    let two = pointLists(try outline("M0 0 H57 M0 10 H57"))
    func outline(_ data: String) throws -> Path {
      Stroker.outline(of: try Path(svgPathData: data), style: style, transform: .identity)
    }
    #expect(one.count == 6)
    #expect(two.count == 12)
    let shifted = one.map { $0.map { Point(x: $0.x, y: $0.y + 10) } }
    #expect(Array(two[6...]) == shifted)
    #expect(Array(two[..<6]) == one)
  }

  @Test func aDashLongerThanTheLoopLeavesItClosed() throws {
    let loop = try Path(svgPathData: "M0 0 H20 V20 H0 Z")
    let dashed = Stroker.outline(
      of: loop, style: Stroke(lineWidth: 2, dash: [100, 5]),
      transform: .identity)
    let solid = Stroker.outline(of: loop, style: Stroke(lineWidth: 2), transform: .identity)
    #expect(dashed == solid)
  }
}

// MARK: - Degenerate input

@Suite struct StrokerRobustnessTests {
  @Test(arguments: [
    "M0 0 L0 0 L0 0 L10 0 L10 0",
    "M0 0 C10 0 0 0 10 0",
    "M0 0 C10 10 -10 10 0 0",
    "M0 0 L10 0 L0 0 L10 0",
    "M5 5 Q5 5 5 5 Z",
    "M0 0 L1e-12 0 L10 0",
    "M0 0 H10 M3 3 M20 20 V30 Z Z",
  ])
  func degenerateGeometryGivesAFiniteOutline(data: String) throws {
    let path = try Path(svgPathData: data)
    for join in [Stroke.LineJoin.miter, .round, .bevel] {
      for cap in [Stroke.LineCap.butt, .round, .square] {
        let style = Stroke(lineWidth: 3, lineCap: cap, lineJoin: join, dash: [2, 1])
        for s in [style, Stroke(lineWidth: 3, lineCap: cap, lineJoin: join)] {
          let outline = Stroker.outline(of: path, style: s, transform: .identity)
          var isFinite = true
          outline.forEach { element in
            switch element {
            case .move(let p), .line(let p): isFinite = isFinite && p.isFinite
            default: break
            }
          }
          #expect(isFinite)
        }
      }
    }
  }

  @Test func aDashPatternTooFineForItsLineStrokesItSolid() throws {
    // 1e200 / 8 repetitions: more than `DashPattern.maximumRepetitions`.
    let path = try Path(svgPathData: "M0 0 L1e200 0")
    let dashed = Stroker.outline(
      of: path, style: Stroke(lineWidth: 2, dash: [5, 3]),
      transform: .identity)
    let solid = Stroker.outline(of: path, style: Stroke(lineWidth: 2), transform: .identity)
    #expect(!solid.isEmpty)
    #expect(dashed == solid)
    // Within the limit the line is dashed.
    let short = try Path(svgPathData: "M0 0 L100 0")
    #expect(
      Stroker.outline(
        of: short, style: Stroke(lineWidth: 2, dash: [5, 3]),
        transform: .identity
      ).elements.filter { $0 == .closeSubpath }
        .count == 13)
  }

  @Test func controlPointsWhoseDistancesOverflowStillStroke() throws {
    let path = try Path(svgPathData: "M10 10 C1e308 1e308 -1e308 1e308 50 50")
    for dash in [[Double](), [4, 2]] {
      let outline = Stroker.outline(
        of: path, style: Stroke(lineWidth: 1, dash: dash),
        transform: .identity)
      outline.forEach { element in
        if case .line(let p) = element { #expect(p.isFinite) }
      }
    }
  }

  @Test func singularTransformStrokesNothing() throws {
    let path = try Path(svgPathData: "M0 0 L10 10")
    #expect(
      Stroker.outline(
        of: path, style: Stroke(lineWidth: 2),
        transform: Transform(scaleX: 0, y: 0)
      ).isEmpty)
  }
}
