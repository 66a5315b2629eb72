import Raster

// MARK: - Material

/// A translucent background that blurs what is drawn behind it, then tints it light or dark, as
/// SwiftUI's `Material` and the iOS system materials do.
///
/// Drawn as a backdrop blur of the pixels already drawn under the shape (inside the innermost
/// group: under `compositingGroup()` or `opacity(_:)` only what that group drew), then a fill
/// of the tint. The numbers are CatalogUI's choice, close to iOS's look, not Apple's values;
/// iOS also raises saturation (vibrancy), which CatalogUI does not. Blur radii are in points
/// (sigma is half the radius, as for shadows), the same in both schemes:
///
/// | thickness    | blur radius | light tint (white) | dark tint (#1C1C1E) |
/// |--------------|-------------|--------------------|---------------------|
/// | ultraThin    | 12          | 30 %               | 40 %                |
/// | thin         | 16          | 48 %               | 56 %                |
/// | regular      | 20          | 64 %               | 70 %                |
/// | thick        | 24          | 78 %               | 82 %                |
/// | ultraThick   | 28          | 90 %               | 92 %                |
///
/// Used where a plain paint is needed (a gradient stop, text), a material is its tint alone.
public struct Material: PaintedShapeStyle, Hashable {
  enum Thickness: Int, Hashable, Sendable { case ultraThin, thin, regular, thick, ultraThick }

  let thickness: Thickness

  /// The most translucent material.
  public static let ultraThinMaterial = Material(thickness: .ultraThin)
  /// A material more translucent than regular.
  public static let thinMaterial = Material(thickness: .thin)
  /// The default material.
  public static let regularMaterial = Material(thickness: .regular)
  /// A material more opaque than regular.
  public static let thickMaterial = Material(thickness: .thick)
  /// The most opaque material.
  public static let ultraThickMaterial = Material(thickness: .ultraThick)

  /// The blur radius in points; sigma is half of it.
  var blurRadius: Double {
    switch thickness {
    case .ultraThin: 12
    case .thin: 16
    case .regular: 20
    case .thick: 24
    case .ultraThick: 28
    }
  }

  /// The tint laid over the blur in a colour scheme.
  func tint(in scheme: ColorScheme) -> ColorU8 {
    let light: [Double] = [0.30, 0.48, 0.64, 0.78, 0.90]
    let dark: [Double] = [0.40, 0.56, 0.70, 0.82, 0.92]
    switch scheme {
    case .light:
      return Color(red: 1, green: 1, blue: 1, opacity: light[thickness.rawValue])
        .resolve(in: scheme)
    case .dark:
      return Color(
        red: 28 / 255, green: 28 / 255, blue: 30 / 255,
        opacity: dark[thickness.rawValue]
      ).resolve(in: scheme)
    }
  }

  /// The tint, as a plain paint.
  func paint(in bounds: Rect, environment: EnvironmentValues) -> Paint {
    .solid(tint(in: environment.colorScheme))
  }

  /// Appends the backdrop blur under `path` (root points) and the tint over it.
  @MainActor
  func draw(_ path: Raster.Path, environment: EnvironmentValues, into context: inout DrawContext) {
    context.append(
      .backdropBlur(
        path, sigma: blurRadius / 2 * context.scale,
        transform: context.transform))
    context.append(
      .fill(
        path, paint: .solid(tint(in: environment.colorScheme)),
        transform: context.transform))
  }
}

extension ShapeStyle where Self == Material {
  /// The most translucent material.
  public static var ultraThinMaterial: Material { Material(thickness: .ultraThin) }
  /// A material more translucent than regular.
  public static var thinMaterial: Material { Material(thickness: .thin) }
  /// The default material.
  public static var regularMaterial: Material { Material(thickness: .regular) }
  /// A material more opaque than regular.
  public static var thickMaterial: Material { Material(thickness: .thick) }
  /// The most opaque material.
  public static var ultraThickMaterial: Material { Material(thickness: .ultraThick) }
}
