import CatalogUI
import Raster

// MARK: - AccessibilityOverlay

/// The accessibility overlay of a rendering, as AccessibilitySnapshot presents one: the
/// rendering in lightened grey, every element outlined in its own colour with its number at the
/// outline's top-left corner and its activation point (the frame's centre, SwiftUI's default)
/// ringed, and a legend of what VoiceOver reads for each number, beside a tall rendering and
/// below a wide one.
///
/// Outlines and rings are stroked with the rasterizer; the badges and the legend are CatalogUI
/// views laid out by a `ViewHost`, so they share the snapshots' text and anti-aliasing. Costs:
/// one pass over the rendering's pixels, two layouts of at most `maxNumberedElements` rows,
/// and one rasterization of the whole image. The output depends only on the inputs.
public enum AccessibilityOverlay {
  /// Space around the rendering and the legend, and between them, in points.
  static let margin = 16.0
  /// The legend's width beside a rendering, and its least width below one, in points.
  static let legendWidth = 280.0
  /// Outline width, in points.
  static let outlineWidth = 1.5
  /// How far a container's outline lies outside its frame, in points, so it shows around
  /// the outlines of the elements inside it.
  static let containerOutset = 4.0
  /// The activation point ring's radius, in points.
  static let ringRadius = 3.5
  /// How much of each element's colour tints its area.
  static let tintOpacity = 0.1
  /// How much of its darkness a pixel of the rendering keeps (of 255): enough to read the
  /// rendering, little enough that the outlines stand out.
  static let keptContrast = 180
  /// The line around the rendering.
  static let hairlineColor = ColorU8(r: 0xC7, g: 0xC7, b: 0xCC)
  /// The display scales the overlay draws at.
  static let scales = 1.0...16.0

  /// Draws the overlay of `rendering`, drawn at `scale` pixels a point, for `elements` (the
  /// accessibility tree of the same view, frames in points from the rendering's top-left
  /// corner). Containers' children are numbered after their container, in reading order.
  ///
  /// Throws when `scale` is outside 1…16, or when the rendering with its legend would be
  /// larger than a `Pixmap` may be.
  @MainActor
  public static func render(_ rendering: Pixmap, scale: Double, elements: [AccessibilityElement])
    throws(CatalogError) -> Pixmap
  {
    guard scales.contains(scale) else {
      throw .accessibility(.overlayScale(scale: scale))
    }
    let (markers, remaining) = markers(for: elements)
    var environment = EnvironmentValues()
    environment.displayScale = scale

    // Where everything goes, in whole pixels, so the rendering is copied pixel for pixel.
    let margin = Int((Self.margin * scale).rounded())
    let isLegendBelow = rendering.width > rendering.height
    let legendWidth =
      isLegendBelow
      ? max(Double(rendering.width) / scale, Self.legendWidth) : Self.legendWidth
    let legend = LegendView(markers: markers, remaining: remaining)
    let legendHost = ViewHost(
      legend, environment: environment,
      proposal: ProposedViewSize(width: legendWidth, height: nil))
    if let problem = legendHost.diagnostics.first {
      throw .accessibility(.overlayLegend(problem: problem))
    }
    let legendSize = legendHost.size
    // The host rounds its size up to whole pixels already; rounding again only drops the
    // floating-point error of multiplying back.
    let legendPixels = (
      width: Int((legendSize.width * scale).rounded()),
      height: Int((legendSize.height * scale).rounded())
    )
    // The rendering and the margin around it: outlines and badges stay inside it.
    let imageArea = (
      width: margin + rendering.width + margin,
      height: margin + rendering.height + margin
    )
    let legendOrigin: (x: Int, y: Int)
    let width: Int
    let height: Int
    if isLegendBelow {
      legendOrigin = (margin, imageArea.height)
      width = max(imageArea.width, margin + legendPixels.width + margin)
      height = legendOrigin.y + legendPixels.height + margin
    } else {
      legendOrigin = (imageArea.width, margin)
      width = legendOrigin.x + legendPixels.width + margin
      height = max(imageArea.height, margin + legendPixels.height + margin)
    }
    if let problem = Pixmap.sizeProblem(width: width, height: height) {
      throw .accessibility(
        .overlayTooLarge(width: rendering.width, height: rendering.height, problem: problem))
    }

    let origin = Point(x: Double(margin), y: Double(margin))
    let renderingRect = Rect(
      x: origin.x, y: origin.y, width: Double(rendering.width),
      height: Double(rendering.height))
    let area = Rect(x: 0, y: 0, width: Double(imageArea.width), height: Double(imageArea.height))
    let outlines = markers.compactMap { marker in
      pixelRect(marker.frame, scale: scale, origin: origin, within: area).map { (marker, $0) }
    }
    var items: [DisplayItem] = [
      // A hairline just outside the rendering shows its bounds on a white background.
      .stroke(
        Raster.Path(rect: renderingRect.insetBy(dx: -0.5, dy: -0.5)),
        style: Raster.Stroke(lineWidth: 1), paint: .solid(hairlineColor)),
      .pushClip(Raster.Path(rect: area)),
    ]
    for (marker, outline) in outlines {
      items += outlineItems(marker, outline: outline, scale: scale)
    }
    for (marker, outline) in outlines where !marker.isContainer {
      items += ringItems(marker, center: Point(x: outline.midX, y: outline.midY), scale: scale)
    }
    items.append(.popClip)
    let annotations = AnnotationLayer(
      badges: badgeCenters(outlines, scale: scale, area: area), legend: legend,
      legendFrame: Rect(
        x: Double(legendOrigin.x) / scale, y: Double(legendOrigin.y) / scale,
        width: legendSize.width, height: legendSize.height),
      size: Size(width: Double(width) / scale, height: Double(height) / scale))
    let annotationHost = ViewHost(
      annotations, environment: environment,
      proposal: ProposedViewSize(width: Double(width) / scale, height: Double(height) / scale))
    items += annotationHost.displayList().items

    // The dimmed rendering is copied in pixel for pixel, not drawn as an image: sampling an
    // image through the rasterizer cost most of the overlay's time.
    guard let base = dimmed(rendering, on: (width, height), at: (margin, margin)) else {
      throw .accessibility(.overlayUnallocatable(width: width, height: height))
    }
    var canvas = Painter(pixmap: base)
    canvas.draw(items)
    return canvas.pixmap
  }

  // MARK: - Geometry

  /// `frame` (points) in whole pixels of the overlay, kept within a border of `canvas` so
  /// absurd frames stay drawable; `nil` for frames that are not finite.
  private static func pixelRect(_ frame: Rect, scale: Double, origin: Point, within canvas: Rect)
    -> Rect?
  {
    guard frame.isFinite else { return nil }
    let slack = 8 * scale
    func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
      min(max(value, low - slack), high + slack)
    }
    let x0 = clamp((frame.minX * scale).rounded() + origin.x, canvas.minX, canvas.maxX)
    let y0 = clamp((frame.minY * scale).rounded() + origin.y, canvas.minY, canvas.maxY)
    let x1 = clamp((frame.maxX * scale).rounded() + origin.x, canvas.minX, canvas.maxX)
    let y1 = clamp((frame.maxY * scale).rounded() + origin.y, canvas.minY, canvas.maxY)
    return Rect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
  }

  /// Where each badge goes, in points of the whole image: centred on a leaf's top-left
  /// corner; a container's just outside its (outset) corner, clear of its first element's;
  /// inside `area` (pixels), never over the legend; and moved right past badges placed before
  /// it that it would cover, while there is room.
  private static func badgeCenters(_ outlines: [(Marker, Rect)], scale: Double, area: Rect)
    -> [(number: Int, center: Point)]
  {
    var placed: [Rect] = []
    var centers: [(number: Int, center: Point)] = []
    for (marker, outline) in outlines {
      let size = Size(width: NumberBadge.estimatedWidth(marker.number), height: NumberBadge.height)
      var center = Point(x: outline.minX / scale, y: outline.minY / scale)
      if marker.isContainer {
        let outset = containerOutset
        center = Point(
          x: center.x - outset - size.width / 2,
          y: center.y - outset - size.height / 2)
      }
      let right = area.width / scale - size.width / 2
      center.x = min(max(center.x, size.width / 2), right)
      center.y = min(max(center.y, size.height / 2), area.height / scale - size.height / 2)
      var box = Rect(
        x: center.x - size.width / 2, y: center.y - size.height / 2,
        width: size.width, height: size.height)
      // Bounded: a badge moves past at most every badge before it. With no room left, it
      // stays where it belongs and overlaps.
      var moved = box
      for _ in 0...placed.count {
        guard let cover = placed.first(where: { $0.intersection(moved) != nil }) else { break }
        moved.origin.x = cover.maxX + 1
      }
      if moved.midX <= right { box = moved }
      placed.append(box)
      centers.append((marker.number, Point(x: box.midX, y: box.midY)))
    }
    return centers
  }

  /// The outline's tint and stroke, inside the frame so neighbours do not cover each other;
  /// containers dashed and just outside their frame, around the elements they hold, since
  /// VoiceOver never stops on them.
  private static func outlineItems(_ marker: Marker, outline frame: Rect, scale: Double)
    -> [DisplayItem]
  {
    let color = swatch(marker.number).color
    let line = max(1, (outlineWidth * scale).rounded())
    let outset = marker.isContainer ? (containerOutset * scale).rounded() : 0
    let outline = frame.insetBy(dx: -outset, dy: -outset)
    var items: [DisplayItem] = []
    if !marker.isContainer, !outline.isEmpty {
      items.append(.fill(Raster.Path(rect: outline), paint: .solid(color.withOpacity(tintOpacity))))
    }
    // Too small to hollow out: a solid mark still shows where it is.
    guard outline.width > 2 * line, outline.height > 2 * line else {
      let mark = Rect(
        x: outline.minX, y: outline.minY, width: max(outline.width, line),
        height: max(outline.height, line))
      return items + [.fill(Raster.Path(rect: mark), paint: .solid(color))]
    }
    let dash = marker.isContainer ? [4 * scale, 3 * scale] : []
    let style = Raster.Stroke(lineWidth: line, dash: dash)
    return items + [
      .stroke(
        Raster.Path(rect: outline.insetBy(dx: line / 2, dy: line / 2)), style: style,
        paint: .solid(color))
    ]
  }

  /// A ring around the activation point, on a white halo so it shows on any content, with a
  /// dot at its centre.
  private static func ringItems(_ marker: Marker, center: Point, scale: Double) -> [DisplayItem] {
    let color = swatch(marker.number).color
    let line = max(1, scale.rounded())
    let radius = ringRadius * scale
    let ring = Raster.Path(
      ellipseIn: Rect(
        x: center.x - radius, y: center.y - radius,
        width: 2 * radius, height: 2 * radius))
    let dotRadius = max(1, 0.75 * scale)
    let dot = Raster.Path(
      ellipseIn: Rect(
        x: center.x - dotRadius, y: center.y - dotRadius,
        width: 2 * dotRadius, height: 2 * dotRadius))
    return [
      .stroke(
        ring, style: Raster.Stroke(lineWidth: line + 2 * max(1, (scale / 2).rounded())),
        paint: .solid(.white)),
      .stroke(ring, style: Raster.Stroke(lineWidth: line), paint: .solid(color)),
      .fill(dot, paint: .solid(color)),
    ]
  }

  // MARK: - Dimming

  /// The rendering over white, in grey, lightened to keep `keptContrast` of 255 of its
  /// darkness: legible, and quiet under coloured outlines. Integer arithmetic, so the result
  /// is the same everywhere.
  /// A white canvas of `size` with the dimmed rendering copied in at `origin`.
  static func dimmed(
    _ rendering: Pixmap, on size: (width: Int, height: Int),
    at origin: (x: Int, y: Int)
  ) -> Pixmap? {
    guard Pixmap.allowsSize(width: size.width, height: size.height),
      origin.x >= 0, origin.y >= 0, origin.x + rendering.width <= size.width,
      origin.y + rendering.height <= size.height
    else { return nil }
    let grey = dimmed(rendering).data
    var bytes = [UInt8](repeating: 255, count: size.width * size.height * 4)
    let row = rendering.width * 4
    bytes.withUnsafeMutableBufferPointer { out in
      grey.withUnsafeBufferPointer { source in
        guard let to = out.baseAddress, let from = source.baseAddress else { return }
        for y in 0..<rendering.height {
          (to + ((origin.y + y) * size.width + origin.x) * 4).update(
            from: from + y * row,
            count: row)
        }
      }
    }
    return Pixmap(width: size.width, height: size.height, premultipliedData: bytes)
  }

  static func dimmed(_ rendering: Pixmap) -> Pixmap {
    var bytes = rendering.data
    bytes.withUnsafeMutableBufferPointer { pixels in
      for index in stride(from: 0, to: pixels.count, by: 4) {
        // Premultiplied over white: each channel gains what the alpha leaves uncovered.
        let uncovered = 255 - Int(pixels[index + 3])
        let red = Int(pixels[index]) + uncovered
        let green = Int(pixels[index + 1]) + uncovered
        let blue = Int(pixels[index + 2]) + uncovered
        // Rec. 709 luma weights in 256ths.
        let luma = (red * 54 + green * 183 + blue * 19 + 128) >> 8
        let grey = UInt8(255 - ((255 - luma) * keptContrast + 127) / 255)
        pixels[index] = grey
        pixels[index + 1] = grey
        pixels[index + 2] = grey
        pixels[index + 3] = 255
      }
    }
    // Opaque grey is always valid premultiplied data of the same size.
    return Pixmap(width: rendering.width, height: rendering.height, premultipliedData: bytes)
      ?? rendering
  }
}
