import Raster

// SwiftUI code names Foundation's geometry types through `import SwiftUI`; re-exporting exactly
// these four keeps `import CatalogUI` a drop-in replacement without re-exporting all of
// Foundation.
@_exported import struct Foundation.CGFloat
@_exported import struct Foundation.CGPoint
@_exported import struct Foundation.CGRect
@_exported import struct Foundation.CGSize

// CatalogUI's public, SwiftUI-facing geometry is Foundation's `CGPoint`, `CGSize` and `CGRect`
// (`Shape.path(in:)`, `GeometryProxy`, `Path`'s builders), while layout and the rasterizer keep
// `Raster`'s `Point`, `Size` and `Rect`, whose descriptions, failable operations and value
// semantics the rest of the pipeline depends on. The conversions below are the only boundary
// between them. Scalars need nothing: Swift converts `CGFloat` and `Double` implicitly.

// MARK: - Conversions

extension CGPoint {
  /// The same point as a Foundation point.
  package init(_ point: Point) { self.init(x: point.x, y: point.y) }
}

extension CGSize {
  /// The same size as a Foundation size.
  package init(_ size: Size) { self.init(width: size.width, height: size.height) }
}

extension CGRect {
  /// The same rectangle as a Foundation rectangle.
  package init(_ rect: Rect) {
    self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
  }
}

extension Point {
  /// The same point as a rasterizer point.
  package init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
}

extension Size {
  /// The same size as a rasterizer size.
  package init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
}

extension Rect {
  /// The same rectangle as a rasterizer rectangle; a negative extent stays as given.
  package init(_ rect: CGRect) {
    self.init(
      x: Double(rect.origin.x), y: Double(rect.origin.y),
      width: Double(rect.size.width), height: Double(rect.size.height))
  }
}
