import Foundation

// MARK: - Transform

/// An affine transform in SVG matrix order: `x' = a*x + c*y + e`, `y' = b*x + d*y + f`.
public struct Transform: Hashable, Sendable, CustomStringConvertible {
  public var a: Double, b: Double, c: Double, d: Double, e: Double, f: Double

  /// The transform that changes nothing.
  public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, e: 0, f: 0)

  /// Creates a transform from its six matrix entries.
  public init(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double) {
    (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
  }

  /// A translation.
  public init(translationX tx: Double, y ty: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, e: tx, f: ty)
  }

  /// A scale about the origin.
  public init(scaleX sx: Double, y sy: Double) {
    self.init(a: sx, b: 0, c: 0, d: sy, e: 0, f: 0)
  }

  /// A rotation about the origin by `radians`, clockwise on a y-down canvas.
  public init(rotation radians: Double) {
    let cs = Math.cos(radians)
    let sn = Math.sin(radians)
    self.init(a: cs, b: sn, c: -sn, d: cs, e: 0, f: 0)
  }

  /// Whether this is exactly the identity.
  public var isIdentity: Bool { self == .identity }

  /// Whether the transform only translates.
  public var isTranslate: Bool { a == 1 && b == 0 && c == 0 && d == 1 }

  /// Whether the transform only scales (possibly non-uniformly) and translates.
  public var isScaleTranslate: Bool { b == 0 && c == 0 }

  /// The determinant of the linear part.
  public var determinant: Double { a * d - b * c }

  /// Whether every entry is finite and the linear part is invertible.
  public var isInvertible: Bool {
    let det = determinant
    return det.isFinite && det != 0 && [a, b, c, d, e, f].allSatisfy(\.isFinite)
  }

  /// `self` followed by `next`: applying the result equals applying `self`, then `next`.
  public func concatenating(_ next: Transform) -> Transform {
    Transform(
      a: a * next.a + b * next.c,
      b: a * next.b + b * next.d,
      c: c * next.a + d * next.c,
      d: c * next.b + d * next.d,
      e: e * next.a + f * next.c + next.e,
      f: e * next.b + f * next.d + next.f
    )
  }

  /// The transform that undoes this one, or `nil` when it is singular or not finite.
  public func inverted() -> Transform? {
    guard isInvertible else { return nil }
    let det = determinant
    let ia = d / det
    let ib = -b / det
    let ic = -c / det
    let id = a / det
    return Transform(a: ia, b: ib, c: ic, d: id, e: -(e * ia + f * ic), f: -(e * ib + f * id))
  }

  /// Translated after this transform.
  public func translatedBy(x: Double, y: Double) -> Transform {
    Transform(translationX: x, y: y).concatenating(self)
  }

  /// Scaled before this transform.
  public func scaledBy(x: Double, y: Double) -> Transform {
    Transform(scaleX: x, y: y).concatenating(self)
  }

  /// Applies the transform to a point.
  public func apply(_ p: Point) -> Point {
    Point(x: a * p.x + c * p.y + e, y: b * p.x + d * p.y + f)
  }

  /// Applies only the linear part (no translation), as for vectors.
  public func applyToVector(_ v: Point) -> Point {
    Point(x: a * v.x + c * v.y, y: b * v.x + d * v.y)
  }

  /// A description in matrix order.
  public var description: String {
    "[\([a, b, c, d, e, f].map(formatNumber).joined(separator: ", "))]"
  }
}
