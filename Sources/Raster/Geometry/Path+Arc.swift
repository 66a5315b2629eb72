// MARK: - Arcs

extension Path {
  /// Adds an elliptical arc in SVG's endpoint form, from the current point to `end`, as cubic
  /// Béziers of at most 45° each (error far below 1/16 px at UI sizes).
  ///
  /// Out-of-range radii are scaled up as SVG specifies; zero radii, and radii so large that the
  /// arc's centre cannot be computed in floating point, give a straight line.
  public mutating func addEllipticalArc(
    to end: Point, radiusX: Double, radiusY: Double,
    rotation degrees: Double, largeArc: Bool, sweep: Bool
  ) {
    let start = currentPoint ?? .zero
    guard start != end else { return }
    var rx = abs(radiusX)
    var ry = abs(radiusY)
    guard rx > 0, ry > 0, rx.isFinite, ry.isFinite else {
      addLine(to: end)
      return
    }
    let phi = degrees * .pi / 180
    let cosPhi = Math.cos(phi)
    let sinPhi = Math.sin(phi)
    let dx = (start.x - end.x) / 2
    let dy = (start.y - end.y) / 2
    let x1 = cosPhi * dx + sinPhi * dy
    let y1 = -sinPhi * dx + cosPhi * dy
    let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
    if lambda > 1 {
      let s = lambda.squareRoot()
      rx *= s
      ry *= s
    }
    let num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
    let den = rx * rx * y1 * y1 + ry * ry * x1 * x1
    var coefficient = den > 0 ? (max(num, 0) / den).squareRoot() : 0
    if largeArc == sweep { coefficient = -coefficient }
    let cxp = coefficient * rx * y1 / ry
    let cyp = -coefficient * ry * x1 / rx
    let cx = cosPhi * cxp - sinPhi * cyp + (start.x + end.x) / 2
    let cy = sinPhi * cxp + cosPhi * cyp + (start.y + end.y) / 2
    func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
      Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy)
    }
    let theta1 = angle(1, 0, (x1 - cxp) / rx, (y1 - cyp) / ry)
    var delta = angle((x1 - cxp) / rx, (y1 - cyp) / ry, (-x1 - cxp) / rx, (-y1 - cyp) / ry)
    if !sweep && delta > 0 { delta -= 2 * .pi }
    if sweep && delta < 0 { delta += 2 * .pi }
    // Squaring radii near the top of the Double range overflows, and the centre comes out NaN.
    guard cx.isFinite, cy.isFinite, theta1.isFinite, delta.isFinite else {
      addLine(to: end)
      return
    }
    addArcSegments(
      center: Point(x: cx, y: cy), radiusX: rx, radiusY: ry, rotation: phi,
      startAngle: theta1, sweep: delta, end: end)
  }

  /// Adds a circular arc around `center` as SwiftUI's `addArc` does: angles in radians from +x,
  /// `clockwise` in a y-up sense (so visually counter-clockwise on a y-down canvas, as SwiftUI).
  @_disfavoredOverload
  public mutating func addArc(
    center: Point, radius: Double, startAngle: Double,
    endAngle: Double, clockwise: Bool
  ) {
    guard radius >= 0, radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
    var sweep = endAngle - startAngle
    guard sweep.isFinite else { return }
    // Beyond two turns the sweep is cut to its remainder: the loops below take |sweep| / 2π
    // steps (forever near 1e300), and every turn costs eight more curves. Up to two turns
    // nothing changes.
    if abs(sweep) > 4 * .pi { sweep = sweep.truncatingRemainder(dividingBy: 2 * .pi) }
    if clockwise {
      while sweep > 0 { sweep -= 2 * .pi }
    } else {
      while sweep < 0 { sweep += 2 * .pi }
    }
    let start = Point(
      x: center.x + radius * Math.cos(startAngle),
      y: center.y + radius * Math.sin(startAngle))
    if isEmpty || verbs.last == .close { move(to: start) } else { addLine(to: start) }
    let end = Point(
      x: center.x + radius * Math.cos(startAngle + sweep),
      y: center.y + radius * Math.sin(startAngle + sweep))
    addArcSegments(
      center: center, radiusX: radius, radiusY: radius, rotation: 0,
      startAngle: startAngle, sweep: sweep, end: end)
  }

  mutating func addArcSegments(
    center: Point, radiusX rx: Double, radiusY ry: Double,
    rotation phi: Double, startAngle: Double, sweep: Double,
    end: Point
  ) {
    // Both callers keep the sweep within two turns (16 pieces); NaN gives one piece, whose
    // non-finite points the flattener drops.
    let segments = Int(abs(sweep) / (.pi / 4), rounding: .up, clampedTo: 1...16)
    let step = sweep / Double(segments)
    let k = 4.0 / 3.0 * Math.tan(step / 4)
    let cosPhi = Math.cos(phi)
    let sinPhi = Math.sin(phi)
    func map(_ x: Double, _ y: Double) -> Point {
      Point(
        x: center.x + rx * x * cosPhi - ry * y * sinPhi,
        y: center.y + rx * x * sinPhi + ry * y * cosPhi)
    }
    var a = startAngle
    for i in 0..<segments {
      let b = a + step
      let (cosA, sinA) = (Math.cos(a), Math.sin(a))
      let (cosB, sinB) = (Math.cos(b), Math.sin(b))
      let c1 = map(cosA - k * sinA, sinA + k * cosA)
      let c2 = map(cosB + k * sinB, sinB - k * cosB)
      let p = i == segments - 1 ? end : map(cosB, sinB)
      addCurve(to: p, control1: c1, control2: c2)
      a = b
    }
  }
}
