import Raster

// MARK: - BlendMode

/// How a view's pixels combine with what is drawn behind it, as SwiftUI's `BlendMode`.
///
/// Drawn exactly (integer arithmetic on premultiplied 8-bit sRGB): every case but `softLight`,
/// `hue`, `saturation`, `color` and `luminosity`, which draw as `normal` and are reported.
public enum BlendMode: Hashable, Sendable, CaseIterable {
  /// The view over the backdrop.
  case normal
  /// The product of the colours: never lighter.
  case multiply
  /// The inverse of the product of the inverses: never darker.
  case screen
  /// Multiply where the backdrop is dark, screen where it is light.
  case overlay
  /// The darker of the two colours, per channel.
  case darken
  /// The lighter of the two colours, per channel.
  case lighten
  /// The backdrop brightened to reflect the view.
  case colorDodge
  /// The backdrop darkened to reflect the view.
  case colorBurn
  /// Not drawn yet: reported, and drawn as `normal`.
  case softLight
  /// Multiply where the view is dark, screen where it is light.
  case hardLight
  /// The difference of the two colours, per channel.
  case difference
  /// As `difference`, with lower contrast.
  case exclusion
  /// Not drawn yet: reported, and drawn as `normal`.
  case hue
  /// Not drawn yet: reported, and drawn as `normal`.
  case saturation
  /// Not drawn yet: reported, and drawn as `normal`.
  case color
  /// Not drawn yet: reported, and drawn as `normal`.
  case luminosity
  /// The view only where the backdrop is, over it.
  case sourceAtop
  /// The backdrop over the view.
  case destinationOver
  /// The backdrop where the view is not.
  case destinationOut
  /// `max(0, 1 − ((1 − D) + (1 − S)))`: the sum of the darkness of both.
  case plusDarker
  /// `min(1, S + D)`: the sum of both colours.
  case plusLighter

  /// The rasterizer's mode, or `nil` for a mode it does not draw yet.
  var raster: Raster.BlendMode? {
    switch self {
    case .normal: .normal
    case .multiply: .multiply
    case .screen: .screen
    case .overlay: .overlay
    case .darken: .darken
    case .lighten: .lighten
    case .colorDodge: .colorDodge
    case .colorBurn: .colorBurn
    case .hardLight: .hardLight
    case .difference: .difference
    case .exclusion: .exclusion
    case .sourceAtop: .sourceAtop
    case .destinationOver: .destinationOver
    case .destinationOut: .destinationOut
    case .plusDarker: .plusDarker
    case .plusLighter: .plusLighter
    case .softLight, .hue, .saturation, .color, .luminosity: nil
    }
  }
}

// MARK: - blendMode

extension View {
  /// Composites the view, as one layer, with what is drawn behind it in `mode`, as SwiftUI's
  /// `blendMode(_:)`; the backdrop is everything drawn before it inside the nearest
  /// `compositingGroup`, `drawingGroup` or opacity below 1 (else the whole canvas).
  nonisolated public func blendMode(_ mode: BlendMode) -> some View {
    modifier(BlendModeModifier(mode: mode))
  }
}

// MARK: - BlendModeModifier

/// Puts a `BlendModeNode` around the view; a mode not drawn yet is reported.
nonisolated struct BlendModeModifier: NodeModifier {
  let mode: BlendMode

  @MainActor func node(around child: LayoutNode, in context: ResolveContext) -> LayoutNode {
    if mode.raster == nil {
      context.diagnostics.report(
        "blendMode(.\(mode)) is not drawn yet; the view is drawn as .normal (use .multiply, "
          + ".screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .hardLight, "
          + ".difference, .exclusion, .plusLighter, .plusDarker, .sourceAtop, .destinationOver "
          + "or .destinationOut)")
    }
    return BlendModeNode(mode: mode, child: child, environment: context.environment)
  }
}

// MARK: - BlendModeNode

/// Draws its child in a layer composited with `mode`.
final class BlendModeNode: WrapperNode {
  let mode: BlendMode

  init(mode: BlendMode, child: LayoutNode, environment: EnvironmentValues) {
    self.mode = mode
    super.init(child: child, environment: environment)
  }

  override var debugName: String { "BlendMode(.\(mode))" }

  override func placeChildren(in rect: Rect) { child.place(in: rect) }
  override func firstBaseline(in size: Size) -> Double? { child.firstBaseline(in: size) }
  override func lastBaseline(in size: Size) -> Double? { child.lastBaseline(in: size) }

  override func drawContent(into context: inout DrawContext) {
    guard let raster = mode.raster, raster != .normal else { return child.draw(into: &context) }
    context.append(.pushLayer(opacity: 1, blendMode: raster))
    child.draw(into: &context)
    context.append(.popLayer)
  }
}
