import Raster

// MARK: - EffectModifier

/// Draws the view in a layer, a clip, after a shadow, blurred, or not at all.
nonisolated struct EffectModifier: NodeModifier {
  let effect: EffectNode.Effect

  @MainActor func node(around child: LayoutNode, in context: ResolveContext) -> LayoutNode {
    EffectNode(effect: effect, child: child, environment: context.environment)
  }
}

// MARK: - EffectNode

/// Draws its child inside a layer, a clip, after a shadow, or not at all.
final class EffectNode: WrapperNode {
  enum Effect {
    case opacity(Double)
    case clip(any Shape)
    case shadow(Color, Double, Double, Double)
    case blur(Double)
    case hidden
    /// A colour matrix over the view's pixels, with the modifier's name.
    case colorMatrix(ColorMatrix, String)
    /// One isolated layer changing no pixel (`drawingGroup`), with the modifier's name.
    case group(String)
    /// The view's pixels resampled through a 3D rotation's projection.
    case rotation3D(Rotation3D)
  }

  let effect: Effect

  init(effect: Effect, child: LayoutNode, environment: EnvironmentValues) {
    self.effect = effect
    super.init(child: child, environment: environment)
  }

  override var hidesContent: Bool {
    switch effect {
    case .hidden: true
    case .opacity(let opacity): !(opacity > 0)
    case .clip, .shadow, .blur, .colorMatrix, .group, .rotation3D: false
    }
  }

  override var clipsContent: Bool {
    if case .clip = effect { return true }
    return false
  }

  override var debugName: String {
    switch effect {
    case .opacity(let o): "Opacity(\(formatPoints(o)))"
    case .clip(let shape): "Clip(\(type(of: shape)))"
    case .shadow: "Shadow"
    case .blur(let radius): "Blur(\(formatPoints(radius)))"
    case .hidden: "Hidden"
    case .colorMatrix(_, let name): "ColorEffect(\(name))"
    case .group(let name): name
    case .rotation3D(let r): "Rotation3D(\(formatPoints(r.angle * 180 / Double.pi))°)"
    }
  }

  override func placeChildren(in rect: Rect) { child.place(in: rect) }
  override func firstBaseline(in size: Size) -> Double? { child.firstBaseline(in: size) }
  override func lastBaseline(in size: Size) -> Double? { child.lastBaseline(in: size) }

  override func drawContent(into context: inout DrawContext) {
    switch effect {
    case .opacity(let opacity):
      context.append(.pushLayer(opacity: min(max(opacity.isFinite ? opacity : 0, 0), 1)))
      child.draw(into: &context)
      context.append(.popLayer)
    case .clip(let shape):
      context.append(.pushClip(shape.path(framedBy: frame), transform: context.transform))
      child.draw(into: &context)
      context.append(.popClip)
    case .shadow(let color, let radius, let x, let y):
      // SwiftUI's radius is the blur radius; as in CSS, sigma is half of it.
      let scale = context.scale
      let resolved = color.resolve(in: environment.colorScheme)
      let sigma = max(radius.isFinite ? radius : 0, 0) / 2 * scale
      if let outline = ShadowShape.outline(of: child) {
        context.append(
          .shadow(
            outline, color: resolved, sigma: sigma,
            offset: Point(x: x * scale, y: y * scale), transform: context.transform))
      } else {
        drawAlphaShadow(color: resolved, sigma: sigma, x: x, y: y, into: &context)
      }
      child.draw(into: &context)
    case .blur(let radius):
      // As for shadows and materials, sigma is half the radius.
      let sigma = radius.isFinite ? max(radius, 0) / 2 * context.scale : 0
      guard sigma > 0 else { return child.draw(into: &context) }
      context.append(.pushBlur(sigma: sigma))
      child.draw(into: &context)
      context.append(.popLayer)
    case .hidden:
      return
    case .colorMatrix(let matrix, _):
      context.append(.pushFilter(.colorMatrix(matrix)))
      child.draw(into: &context)
      context.append(.popLayer)
    case .group:
      context.append(.pushLayer())
      child.draw(into: &context)
      context.append(.popLayer)
    case .rotation3D(let rotation):
      // The projection in points, conjugated into device pixels.
      guard let local = rotation.projection(in: frame) else { return child.draw(into: &context) }
      guard let inverse = context.transform.inverted() else { return }
      let device = Projection(inverse).concatenating(local).concatenating(
        Projection(context.transform))
      context.append(.pushFilter(.projection(device)))
      child.draw(into: &context)
      context.append(.popLayer)
    }
  }

  /// The shadow of whatever the child draws (glyphs, symbols, images, several views): the
  /// child drawn moved by the offset, its alpha filled with `color`, then blurred, as SwiftUI
  /// shadows a view's rendered content rather than its bounds.
  private func drawAlphaShadow(
    color: ColorU8, sigma: Double, x: Double, y: Double, into context: inout DrawContext
  ) {
    guard x.isFinite, y.isFinite else { return }
    let saved = context.transform
    // Wide enough for glyphs that overhang the frame, the offset and the blur's reach.
    let reach = max(frame.width, frame.height) + abs(x) + abs(y) + 3 * sigma / context.scale
    let area = frame.insetBy(dx: -reach, dy: -reach)
    if sigma > 0 { context.append(.pushBlur(sigma: sigma)) }
    context.append(.pushLayer())
    context.append(.fill(Raster.Path(rect: area), paint: .solid(color), transform: saved))
    context.append(.pushMask)
    context.transform = Transform(translationX: x, y: y).concatenating(saved)
    child.draw(into: &context)
    context.transform = saved
    context.append(.popLayer)
    context.append(.popLayer)
    if sigma > 0 { context.append(.popLayer) }
  }
}
