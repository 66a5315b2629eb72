import Raster

// MARK: - RectMap

/// An axis-aligned map of the plane, `p ↦ (sx·x + tx, sy·y + ty)`: how a transition moves and
/// resizes an element (and everything inside it) between two frames.
struct RectMap: Hashable {
  var sx = 1.0, sy = 1.0, tx = 0.0, ty = 0.0

  static let identity = RectMap()

  /// The map taking `from` onto `to`; a side of zero length keeps the scale 1 on that axis.
  init(from: Rect, to: Rect) {
    sx = from.width > 0 ? to.width / from.width : 1
    sy = from.height > 0 ? to.height / from.height : 1
    tx = to.minX - from.minX * sx
    ty = to.minY - from.minY * sy
  }

  init(sx: Double = 1, sy: Double = 1, tx: Double = 0, ty: Double = 0) {
    (self.sx, self.sy, self.tx, self.ty) = (sx, sy, tx, ty)
  }

  /// A translation by `dx`, `dy`.
  static func translation(_ dx: Double, _ dy: Double) -> RectMap { RectMap(tx: dx, ty: dy) }

  /// Scaling by `k` about `centre`.
  static func scale(_ k: Double, about centre: Point) -> RectMap {
    RectMap(sx: k, sy: k, tx: centre.x * (1 - k), ty: centre.y * (1 - k))
  }

  /// `rect` under the map.
  func apply(_ rect: Rect) -> Rect {
    Rect(
      x: rect.minX * sx + tx, y: rect.minY * sy + ty, width: rect.width * sx,
      height: rect.height * sy)
  }

  /// This map followed by `next`.
  func then(_ next: RectMap) -> RectMap {
    RectMap(
      sx: sx * next.sx, sy: sy * next.sy, tx: tx * next.sx + next.tx,
      ty: ty * next.sy + next.ty)
  }

  /// Where a sprite whose top-left pixel is at (`x`, `y`) on its screen lands on the canvas,
  /// with `scale` device pixels per point.
  ///
  /// A sprite that only moves lands on whole device pixels (its position rounded), so it is
  /// copied rather than resampled: sharp in every frame, and several times faster.
  func placement(x: Int, y: Int, scale: Double) -> SpritePlacement {
    var placement = SpritePlacement(
      x: Double(x) * sx + tx * scale,
      y: Double(y) * sy + ty * scale, scaleX: sx, scaleY: sy)
    if sx == 1, sy == 1 {
      placement.x = placement.x.rounded(.toNearestOrAwayFromZero)
      placement.y = placement.y.rounded(.toNearestOrAwayFromZero)
    }
    return placement
  }
}

extension Rect {
  /// The rectangle `fraction` of the way from `self` to `other`, each edge linearly.
  func interpolated(to other: Rect, _ fraction: Double) -> Rect {
    func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
    return Rect(
      x: lerp(minX, other.minX), y: lerp(minY, other.minY),
      width: lerp(width, other.width), height: lerp(height, other.height))
  }
}
