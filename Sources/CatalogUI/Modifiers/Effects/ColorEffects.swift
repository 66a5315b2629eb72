import Raster

// MARK: - Colour effects

// SwiftUI documents its `GraphicsContext.Filter` colour filters as SVG's `feColorMatrix`
// primitives (saturate, hueRotate, luminanceToAlpha) and its brightness as Core Image's
// `CIColorControls`; the view modifiers of the same names are assumed to be the same matrices.
// They work on the view's rendered pixels, unpremultiplied, in gamma-encoded sRGB (the values
// the colours are written in; SwiftUI renders in that space on iOS), each component clamped to
// 0…1 after the matrix. A fully transparent pixel stays transparent.

extension View {
  /// Adjusts the colour saturation of the view, as SwiftUI's `saturation(_:)`: 0 is grey (SVG's
  /// `saturate` matrix, luma weights 0.213, 0.715 and 0.072), 1 leaves the view unchanged, more
  /// than 1 oversaturates. A non-finite amount leaves the view unchanged and is reported.
  nonisolated public func saturation(_ amount: Double) -> some View {
    modifier(ColorEffectModifier(effect: .saturation(amount)))
  }

  /// Adds a grayscale effect, as SwiftUI's `grayscale(_:)`: the same as `saturation(1 - amount)`,
  /// 0 unchanged, 1 fully grey.
  nonisolated public func grayscale(_ amount: Double) -> some View {
    modifier(ColorEffectModifier(effect: .grayscale(amount)))
  }

  /// Brightens the view by adding `amount` to each colour component, as SwiftUI's
  /// `brightness(_:)` (Core Image's colour-controls brightness): 0 unchanged, 1 white,
  /// negative darkens.
  nonisolated public func brightness(_ amount: Double) -> some View {
    modifier(ColorEffectModifier(effect: .brightness(amount)))
  }

  /// Scales each colour component's distance from mid-grey (0.5) by `amount`, as SwiftUI's
  /// `contrast(_:)`: 1 unchanged, 0 mid-grey, negative values also invert.
  nonisolated public func contrast(_ amount: Double) -> some View {
    modifier(ColorEffectModifier(effect: .contrast(amount)))
  }

  /// Rotates the hue of every colour by `angle`, as SwiftUI's `hueRotation(_:)` (SVG's
  /// `hueRotate` matrix).
  nonisolated public func hueRotation(_ angle: Angle) -> some View {
    modifier(ColorEffectModifier(effect: .hueRotation(angle.radians)))
  }

  /// Inverts the colours (each component becomes 1 minus itself, alpha kept), as SwiftUI's
  /// `colorInvert()`.
  nonisolated public func colorInvert() -> some View {
    modifier(ColorEffectModifier(effect: .invert))
  }

  /// Turns the view into a mask of its luminance, as SwiftUI's `luminanceToAlpha()` (SVG's
  /// `luminanceToAlpha`): black, with an alpha of 0.2125·red + 0.7154·green + 0.0721·blue of
  /// the unpremultiplied colour, so white parts stay opaque and dark parts become transparent.
  nonisolated public func luminanceToAlpha() -> some View {
    modifier(ColorEffectModifier(effect: .luminanceToAlpha))
  }

  /// Multiplies each component of the view's colours (alpha included) by `color`'s, resolved
  /// in the view's colour scheme, as SwiftUI's `colorMultiply(_:)`.
  nonisolated public func colorMultiply(_ color: Color) -> some View {
    modifier(ColorEffectModifier(effect: .multiply(color)))
  }

  /// Renders the view into one offscreen layer before compositing, as SwiftUI's
  /// `drawingGroup(opaque:colorMode:)`. CatalogUI always draws in one 8-bit sRGB pass, so the
  /// pixels are those of the view without it (as `compositingGroup()`); `opaque` and
  /// `colorMode` are accepted and change nothing.
  nonisolated public func drawingGroup(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear
  ) -> some View {
    modifier(EffectModifier(effect: .group("DrawingGroup")))
  }

  /// Draws the view as if rotated in three dimensions around `axis` through `anchor` (and
  /// `anchorZ` points towards the viewer), projected back onto its plane with the vanishing
  /// point SwiftUI uses: the eye `max(width, height) / perspective` points in front of the
  /// view. The view is rendered flat, then resampled (bilinear) through the projection; layout
  /// and hit testing are unchanged, as in SwiftUI. A zero axis leaves the view unchanged; a
  /// non-finite angle, axis, anchor or perspective draws it unchanged and is reported.
  nonisolated public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some View {
    modifier(
      Rotation3DModifier(
        rotation: Rotation3D(
          angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective)))
  }
}

// MARK: - ColorRenderingMode

/// The working colour space of a drawing group, as SwiftUI's; CatalogUI draws every mode in
/// 8-bit gamma-encoded sRGB.
public enum ColorRenderingMode: Hashable, Sendable {
  /// Gamma-encoded sRGB, clamped to 0…1.
  case nonLinear
  /// Linear sRGB, clamped to 0…1.
  case linear
  /// Linear sRGB, unclamped.
  case extendedLinear
}

// MARK: - ColorEffect

/// One of SwiftUI's colour effects, before its amount is checked.
nonisolated enum ColorEffect {
  case saturation(Double)
  case grayscale(Double)
  case brightness(Double)
  case contrast(Double)
  /// An angle in radians.
  case hueRotation(Double)
  case invert
  case luminanceToAlpha
  case multiply(Color)

  /// The modifier's name, for diagnostics and dumps.
  var name: String {
    switch self {
    case .saturation: "saturation"
    case .grayscale: "grayscale"
    case .brightness: "brightness"
    case .contrast: "contrast"
    case .hueRotation: "hueRotation"
    case .invert: "colorInvert"
    case .luminanceToAlpha: "luminanceToAlpha"
    case .multiply: "colorMultiply"
    }
  }

  /// The amount, for effects that take one.
  var amount: Double? {
    switch self {
    case .saturation(let v), .grayscale(let v), .brightness(let v), .contrast(let v),
      .hueRotation(let v):
      v
    case .invert, .luminanceToAlpha, .multiply: nil
    }
  }

  /// The effect's matrix; `nil` when its amount is not finite.
  func matrix(in scheme: ColorScheme) -> ColorMatrix? {
    switch self {
    case .saturation(let s): Self.saturate(s)
    case .grayscale(let g): Self.saturate(1 - g)
    case .brightness(let b):
      ColorMatrix([1, 0, 0, 0, b, 0, 1, 0, 0, b, 0, 0, 1, 0, b, 0, 0, 0, 1, 0])
    case .contrast(let c):
      ColorMatrix([
        c, 0, 0, 0, 0.5 - 0.5 * c, 0, c, 0, 0, 0.5 - 0.5 * c, 0, 0, c, 0, 0.5 - 0.5 * c,
        0, 0, 0, 1, 0,
      ])
    case .hueRotation(let radians): Self.hueRotate(radians)
    case .invert: ColorMatrix([-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0])
    case .luminanceToAlpha:
      ColorMatrix([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2125, 0.7154, 0.0721, 0, 0])
    case .multiply(let color):
      Self.multiply(color.resolve(in: scheme))
    }
  }

  /// SVG's `saturate` matrix.
  private static func saturate(_ s: Double) -> ColorMatrix? {
    ColorMatrix([
      0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0,
      0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0,
      0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0,
      0, 0, 0, 1, 0,
    ])
  }

  /// SVG's `hueRotate` matrix, its sine and cosine from `Raster.Math` so no pixel depends on
  /// the host's C library.
  private static func hueRotate(_ radians: Double) -> ColorMatrix? {
    guard radians.isFinite else { return nil }
    let c = Math.cos(radians)
    let s = Math.sin(radians)
    return ColorMatrix([
      0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715,
      0.072 - c * 0.072 + s * 0.928, 0, 0,
      0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140,
      0.072 - c * 0.072 - s * 0.283, 0, 0,
      0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715,
      0.072 + c * 0.928 + s * 0.072, 0, 0,
      0, 0, 0, 1, 0,
    ])
  }

  private static func multiply(_ color: ColorU8) -> ColorMatrix? {
    let (r, g, b, a) = (
      Double(color.r) / 255, Double(color.g) / 255, Double(color.b) / 255, Double(color.a) / 255
    )
    return ColorMatrix([r, 0, 0, 0, 0, 0, g, 0, 0, 0, 0, 0, b, 0, 0, 0, 0, 0, a, 0])
  }
}

// MARK: - ColorEffectModifier

/// Draws the view in a layer passed through the effect's colour matrix.
nonisolated struct ColorEffectModifier: NodeModifier {
  let effect: ColorEffect

  @MainActor func node(around child: LayoutNode, in context: ResolveContext) -> LayoutNode {
    guard let matrix = effect.matrix(in: context.environment.colorScheme) else {
      let amount = effect.amount.map { "\($0)" } ?? "?"
      context.diagnostics.report(
        "\(effect.name)(_:): the amount \(amount) is not a finite number; the view is drawn "
          + "without the effect. Pass a finite amount.")
      return child
    }
    return EffectNode(
      effect: .colorMatrix(matrix, effect.name), child: child, environment: context.environment)
  }
}

// MARK: - Rotation3D

/// The arguments of `rotation3DEffect`, angle in radians.
nonisolated struct Rotation3D {
  let angle: Double
  let axis: (Double, Double, Double)
  let anchor: UnitPoint
  let anchorZ: Double
  let perspective: Double

  /// Whether every number is finite.
  var isFinite: Bool {
    [angle, axis.0, axis.1, axis.2, anchor.x, anchor.y, anchorZ, perspective].allSatisfy(
      \.isFinite)
  }

  /// The projection of the rotated plane in the frame's coordinates (points): the point moved
  /// to the anchor, rotated (Rodrigues' formula, as Core Animation rotates), seen from
  /// `max(width, height) / perspective` in front, moved back. `nil` when nothing rotates.
  func projection(in frame: Rect) -> Projection? {
    let (x, y, z) = axis
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite, angle != 0 else { return nil }
    let (kx, ky, kz) = (x / length, y / length, z / length)
    let c = Math.cos(angle)
    let s = Math.sin(angle)
    let t = 1 - c
    // Rotation matrix, column vectors.
    let r = [
      c + kx * kx * t, kx * ky * t - kz * s, kx * kz * t + ky * s,
      ky * kx * t + kz * s, c + ky * ky * t, ky * kz * t - kx * s,
      kz * kx * t - ky * s, kz * ky * t + kx * s, c + kz * kz * t,
    ]
    let ax = frame.minX + anchor.x * frame.width
    let ay = frame.minY + anchor.y * frame.height
    let az = anchorZ
    // 1/d; zero perspective is an eye infinitely far away (no foreshortening).
    let side = max(frame.width, frame.height)
    let inverseDistance = side > 0 ? perspective / side : 0
    // The rotated point (rx, ry, rz) of (px, py) as rows over (px, py, 1).
    func rotatedRow(_ i: Int) -> (Double, Double, Double) {
      (r[i * 3], r[i * 3 + 1], -r[i * 3] * ax - r[i * 3 + 1] * ay - r[i * 3 + 2] * az)
    }
    let rx = rotatedRow(0)
    let ry = rotatedRow(1)
    let rz = rotatedRow(2)
    // w = 1 − rz/d, then x' = rx + ax·w, y' = ry + ay·w.
    let w = (-rz.0 * inverseDistance, -rz.1 * inverseDistance, 1 - rz.2 * inverseDistance)
    return Projection([
      rx.0 + ax * w.0, rx.1 + ax * w.1, rx.2 + ax * w.2,
      ry.0 + ay * w.0, ry.1 + ay * w.1, ry.2 + ay * w.2,
      w.0, w.1, w.2,
    ])
  }
}

extension Rotation3D {
  /// The arguments as `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)` takes them.
  init(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint,
    anchorZ: CGFloat, perspective: CGFloat
  ) {
    self.init(
      angle: angle.radians, axis: (Double(axis.x), Double(axis.y), Double(axis.z)),
      anchor: anchor, anchorZ: Double(anchorZ), perspective: Double(perspective))
  }
}

/// Draws the view through the projection of a 3D rotation.
nonisolated struct Rotation3DModifier: NodeModifier {
  let rotation: Rotation3D

  @MainActor func node(around child: LayoutNode, in context: ResolveContext) -> LayoutNode {
    guard rotation.isFinite else {
      context.diagnostics.report(
        "rotation3DEffect(_:axis:anchor:anchorZ:perspective:): an argument is not a finite "
          + "number; the view is drawn unrotated. Pass finite numbers.")
      return child
    }
    return EffectNode(
      effect: .rotation3D(rotation), child: child, environment: context.environment)
  }
}
