import Raster

// MARK: - GraphicsContext

/// The drawing context a `Canvas` hands its renderer: fill and stroke paths, draw text and
/// images, in points from the canvas's top-left corner; the imperative escape hatch.
public struct GraphicsContext {
  /// How a path is painted: a colour or any shape style (gradients).
  public struct Shading {
    let style: AnyShapeStyle
    /// A solid colour.
    public static func color(_ color: Color) -> Shading { Shading(style: AnyShapeStyle(color)) }
    /// Any shape style, such as a gradient.
    public static func style(_ style: some ShapeStyle) -> Shading {
      Shading(style: AnyShapeStyle(style))
    }
  }

  enum Command {
    case fill(Raster.Path, AnyShapeStyle, Transform, Double)
    case stroke(Raster.Path, AnyShapeStyle, StrokeStyle, Transform, Double)
    case text(Text, Point, UnitPoint, Transform, Double)
    case image(Image, Rect, Transform, Double)
  }

  /// Collects commands across copies of the context, as SwiftUI's context is a reference.
  final class Recorder {
    var commands: [Command] = []
  }

  let recorder: Recorder
  /// The transform applied to everything drawn next (user space to canvas space); SwiftUI's
  /// is a `CGAffineTransform`, which Foundation on Linux lacks, so it is changed only through
  /// `translateBy`, `scaleBy` and `rotate(by:)`.
  var transform: Transform = .identity
  /// The opacity applied to everything drawn next.
  public var opacity: Double = 1

  /// Moves the origin of what is drawn next.
  public mutating func translateBy(x: CGFloat, y: CGFloat) {
    transform = Transform(translationX: Double(x), y: Double(y)).concatenating(transform)
  }

  /// Scales what is drawn next.
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {
    transform = Transform(scaleX: Double(x), y: Double(y)).concatenating(transform)
  }

  /// Rotates what is drawn next by `angle`, clockwise on screen, around the current origin.
  public mutating func rotate(by angle: Angle) {
    transform = Transform(rotation: angle.radians).concatenating(transform)
  }

  /// Rotates what is drawn next by `degrees` clockwise around the current origin.
  @available(*, deprecated, renamed: "rotate(by:)", message: "use rotate(by: .degrees(_:))")
  public mutating func rotate(degrees: Double) {
    rotate(by: .degrees(degrees))
  }

  /// Fills a path.
  public func fill(_ path: Path, with shading: Shading) {
    recorder.commands.append(.fill(path.raster, shading.style, transform, opacity))
  }

  /// Strokes a path with a line width.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// Strokes a path with a full stroke style.
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    recorder.commands.append(.stroke(path.raster, shading.style, style, transform, opacity))
  }

  /// Draws text at its ideal size with its `anchor` point at `point`.
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    recorder.commands.append(.text(text, Point(point), anchor, transform, opacity))
  }

  /// Draws an image scaled into `rect`.
  public func draw(_ image: Image, in rect: CGRect) {
    recorder.commands.append(.image(image, Rect(rect), transform, opacity))
  }
}

// MARK: - Canvas

/// A view drawn by a closure; it takes the space offered, like a shape.
nonisolated public struct Canvas: View, PrimitiveView {
  let renderer: (inout GraphicsContext, CGSize) -> Void

  /// A canvas drawn by `renderer` with the context and the canvas size in points.
  public init(renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
    self.renderer = renderer
  }

  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    nodes.append(
      CanvasNode(
        renderer: renderer, environment: context.environment,
        diagnostics: context.diagnostics))
  }
}

/// Runs the renderer when drawn and turns its commands into display items.
final class CanvasNode: LayoutNode {
  let renderer: (inout GraphicsContext, CGSize) -> Void
  let diagnostics: Diagnostics

  init(
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void, environment: EnvironmentValues,
    diagnostics: Diagnostics
  ) {
    self.renderer = renderer
    self.diagnostics = diagnostics
    super.init(environment: environment)
  }

  override var debugName: String { "Canvas" }

  override func drawContent(into context: inout DrawContext) {
    var graphics = GraphicsContext(recorder: GraphicsContext.Recorder())
    renderer(&graphics, CGSize(frame.size))
    let origin = Transform(translationX: frame.minX, y: frame.minY)
    let bounds = Rect(origin: .zero, size: frame.size)
    context.append(.pushClip(Raster.Path(rect: frame), transform: context.transform))
    for command in graphics.recorder.commands {
      switch command {
      case .fill(let path, let style, let user, let opacity):
        layer(opacity, &context) {
          $0.append(
            .fill(
              path, paint: style.paint(in: bounds, environment: environment),
              transform: user.concatenating(origin).concatenating($0.transform)))
        }
      case .stroke(let path, let style, let stroke, let user, let opacity):
        layer(opacity, &context) {
          $0.append(
            .stroke(
              path, style: stroke.raster,
              paint: style.paint(in: bounds, environment: environment),
              transform: user.concatenating(origin).concatenating($0.transform)))
        }
      case .text(let text, let point, let anchor, let user, let opacity):
        let node = TextNode(text: text, environment: environment, diagnostics: diagnostics)
        let size = node.measure(.unspecified)
        drawNode(
          node,
          in: Rect(
            x: point.x - anchor.x * size.width,
            y: point.y - anchor.y * size.height,
            width: size.width, height: size.height),
          user.concatenating(origin), opacity, &context)
      case .image(let image, let rect, let user, let opacity):
        let node = ImageNode(
          image: image.resizable(), environment: environment,
          diagnostics: diagnostics)
        drawNode(node, in: rect, user.concatenating(origin), opacity, &context)
      }
    }
    context.append(.popClip)
  }

  /// Draws a node laid out in canvas coordinates through the canvas transform.
  private func drawNode(
    _ node: LayoutNode, in rect: Rect, _ transform: Transform,
    _ opacity: Double, _ context: inout DrawContext
  ) {
    _ = node.measure(ProposedViewSize(rect.size))
    node.place(in: rect)
    let saved = context.transform
    context.transform = transform.concatenating(saved)
    layer(opacity, &context) { node.draw(into: &$0) }
    context.transform = saved
  }

  private func layer(
    _ opacity: Double, _ context: inout DrawContext,
    _ body: (inout DrawContext) -> Void
  ) {
    guard opacity < 1 else { return body(&context) }
    context.append(.pushLayer(opacity: max(opacity, 0)))
    body(&context)
    context.append(.popLayer)
  }
}
