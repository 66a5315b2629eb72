import Raster

// MARK: - DrawContext

/// Collects display items while a laid-out tree draws itself, mapping points to device pixels.
struct DrawContext {
  /// Device pixels per point.
  let scale: Double
  /// Points → device pixels, including any rotation or scale effects of enclosing views.
  var transform: Transform
  private(set) var items: [DisplayItem] = []

  init(scale: Double) {
    self.scale = scale
    self.transform = Transform(scaleX: scale, y: scale)
  }

  mutating func append(_ item: DisplayItem) { items.append(item) }
}
