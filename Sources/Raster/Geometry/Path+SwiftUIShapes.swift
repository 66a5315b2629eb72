// MARK: - SwiftUI-named builders

extension Path {
  /// A rounded rectangle with the same radius at every corner: quarter circles, or the
  /// smooth iOS corner when `continuous` (CatalogUI's `RoundedCornerStyle` picks one).
  public init(roundedRect rect: Rect, cornerRadius: Double, continuous: Bool = false) {
    self.init(roundedRect: rect, radii: CornerRadii(all: cornerRadius), continuous: continuous)
  }

  /// The circle of `radius` around `center`, as four cubic Béziers.
  public init(circleCenter center: Point, radius: Double) {
    self.init(
      ellipseIn: Rect(
        x: center.x - radius, y: center.y - radius, width: 2 * radius,
        height: 2 * radius))
  }

  /// The capsule filling `rect`: fully rounded ends on its shorter sides.
  public init(capsuleIn rect: Rect) {
    let radius = min(rect.width, rect.height) / 2
    self.init(roundedRect: rect, radii: CornerRadii(all: radius), continuous: false)
  }

  /// Adds a closed rectangle as a new subpath.
  public mutating func addRect(_ rect: Rect) {
    addPath(Path(rect: rect))
  }

  /// Adds a closed rounded rectangle as a new subpath.
  public mutating func addRoundedRect(
    in rect: Rect, cornerRadius: Double, continuous: Bool = false
  ) {
    addPath(Path(roundedRect: rect, cornerRadius: cornerRadius, continuous: continuous))
  }

  /// Adds the closed ellipse inscribed in `rect` as a new subpath.
  public mutating func addEllipse(in rect: Rect) {
    addPath(Path(ellipseIn: rect))
  }
}
