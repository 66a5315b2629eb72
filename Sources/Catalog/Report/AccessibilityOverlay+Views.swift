import CatalogUI
import Raster

// MARK: - AccessibilityOverlay.Swatch

extension AccessibilityOverlay {
  /// One colour of the palette, and the colour of a number written on it.
  struct Swatch {
    var color: ColorU8
    /// Black or white, whichever contrasts more with `color`.
    var onColor: ColorU8
  }

  /// Okabe and Ito's colours, distinct under every common colour-vision deficiency, without
  /// the yellow and black that vanish on a dimmed rendering; ordered so neighbours differ most.
  static let palette: [Swatch] = [
    Swatch(color: ColorU8(r: 0x00, g: 0x72, b: 0xB2), onColor: .white),  // blue
    Swatch(color: ColorU8(r: 0xE6, g: 0x9F, b: 0x00), onColor: .black),  // orange
    Swatch(color: ColorU8(r: 0x00, g: 0x9E, b: 0x73), onColor: .black),  // bluish green
    Swatch(color: ColorU8(r: 0xD5, g: 0x5E, b: 0x00), onColor: .black),  // vermillion
    Swatch(color: ColorU8(r: 0x56, g: 0xB4, b: 0xE9), onColor: .black),  // sky blue
    Swatch(color: ColorU8(r: 0xCC, g: 0x79, b: 0xA7), onColor: .black),  // reddish purple
  ]

  /// The swatch of element `number` (1-based): the palette, cycled.
  static func swatch(_ number: Int) -> Swatch { palette[(number - 1) % palette.count] }
}

// MARK: - NumberBadge

/// An element's number on its colour, the same on the image and in the legend.
struct NumberBadge: View {
  nonisolated static let height = 16.0

  /// About how wide the badge of `number` is, in points, before it is laid out: enough to
  /// keep badges from covering each other.
  nonisolated static func estimatedWidth(_ number: Int) -> Double {
    max(height, 8 + 6.5 * Double(String(number).count))
  }

  var number: Int

  var body: some View {
    let swatch = AccessibilityOverlay.swatch(number)
    Text("\(number)")
      .font(.system(size: 10, weight: .bold))
      .monospacedDigit()
      .foregroundStyle(Color(swatch.onColor))
      .padding(.horizontal, 4)
      .frame(minWidth: Self.height, minHeight: Self.height)
      .background(Capsule().fill(Color(swatch.color)))
  }
}

// MARK: - LegendView

/// The legend: one row per marker, its badge and what VoiceOver reads, then how many
/// elements were left out; as wide as its widest row, up to the width proposed.
struct LegendView: View {
  static let textColor = Color(ColorU8(r: 0x1C, g: 0x1C, b: 0x1E))
  static let secondaryColor = Color(ColorU8(r: 0x63, g: 0x63, b: 0x66))

  var markers: [AccessibilityOverlay.Marker]
  var remaining: Int

  var body: some View {
    VStack(alignment: .leading, spacing: 10) {
      if markers.isEmpty {
        Text(AccessibilityOverlay.noElementsText)
          .font(.system(size: 13, weight: .medium))
          .foregroundStyle(Self.secondaryColor)
      }
      ForEach(markers, id: \.number) { marker in
        HStack(alignment: .top, spacing: 8) {
          NumberBadge(number: marker.number)
          VStack(alignment: .leading, spacing: 2) {
            Text(marker.description)
              .font(.system(size: 13, weight: .medium))
              .foregroundStyle(Self.textColor)
            if let hint = marker.hint { secondary(hint) }
            if let actions = marker.actions { secondary(actions) }
            if marker.isContainer { secondary(AccessibilityOverlay.containerNote) }
          }
        }
      }
      if remaining > 0 {
        secondary(AccessibilityOverlay.moreText(remaining))
      }
    }
  }

  private func secondary(_ text: String) -> some View {
    Text(text).font(.system(size: 12)).foregroundStyle(Self.secondaryColor)
  }
}

// MARK: - AnnotationLayer

/// What the overlay draws with CatalogUI over the outlines: each marker's badge centred on its
/// outline's top-left corner, and the legend at its place, on a transparent canvas the size
/// of the whole image.
struct AnnotationLayer: View {
  /// Badge centres, in points of the whole image.
  var badges: [(number: Int, center: Point)]
  var legend: LegendView
  /// Where the legend goes, at the size it measured alone, in points of the whole image.
  var legendFrame: Rect
  var size: Size

  var body: some View {
    ZStack(alignment: .topLeading) {
      legend
        .frame(width: legendFrame.width, height: legendFrame.height, alignment: .topLeading)
        .offset(x: legendFrame.minX, y: legendFrame.minY)
      ForEach(badges, id: \.number) { badge in
        NumberBadge(number: badge.number)
          .position(x: badge.center.x, y: badge.center.y)
      }
    }
    .frame(width: size.width, height: size.height, alignment: .topLeading)
  }
}

// MARK: - Color

extension Color {
  /// The same colour as a rasterizer colour.
  fileprivate init(_ color: ColorU8) {
    self.init(
      red: Double(color.r) / 255, green: Double(color.g) / 255,
      blue: Double(color.b) / 255, opacity: Double(color.a) / 255)
  }
}
