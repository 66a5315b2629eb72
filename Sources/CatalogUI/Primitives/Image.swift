import Foundation
import PNG
import Raster

// MARK: - Image

/// A bitmap from a PNG file or a vector icon from SVG path data.
///
/// Images show at their natural size unless `resizable()`; vector icons are template images
/// tinted with the foreground style. A missing or unreadable file shows a visible placeholder
/// (a grey box with a cross) and is reported in the host's diagnostics.
public struct Image: View, PrimitiveView {
  enum Source {
    case bitmap(path: String)
    case vector(pathData: String, viewBox: Size)
  }

  let source: Source
  var isResizable = false
  var label: String?

  /// A PNG file; `scale` device pixels per point (2 by default).
  public init(contentsOfFile path: String) {
    source = .bitmap(path: path)
  }

  /// A vector icon drawn from SVG path data in a `viewBox` of the given size.
  public init(svgPathData: String, viewBox: Size = Size(width: 24, height: 24)) {
    source = .vector(pathData: svgPathData, viewBox: viewBox)
  }

  /// Lets the image stretch to the space offered instead of keeping its natural size.
  public func resizable() -> Image {
    var copy = self
    copy.isResizable = true
    return copy
  }

  /// The label accessibility announces for the image.
  public func accessibilityLabel(_ label: String) -> Image {
    var copy = self
    copy.label = label
    return copy
  }

  func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    let node = ImageNode(image: self, environment: context.environment,
                         diagnostics: context.diagnostics)
    node.accessibility.label = label
    if label != nil { node.accessibility.traits.insert(.isImage) }
    nodes.append(node)
  }
}

// MARK: - ImageNode

final class ImageNode: LayoutNode {
  enum Content {
    case bitmap(Pixmap)
    case vector(Path, Size)
    case placeholder
  }

  let image: Image
  let content: Content

  init(image: Image, environment: EnvironmentValues, diagnostics: Diagnostics) {
    self.image = image
    switch image.source {
    case .bitmap(let path):
      do {
        content = .bitmap(try PNGDecoder.read(contentsOf: URL(fileURLWithPath: path)))
      } catch {
        diagnostics.report("Image: \(error)")
        content = .placeholder
      }
    case .vector(let data, let box):
      do {
        content = .vector(try Path(svgPathData: data), box)
      } catch {
        diagnostics.report("Image: icon path data is invalid: \(error)")
        content = .placeholder
      }
    }
    super.init(environment: environment)
  }

  override var debugName: String { "Image" }

  private var naturalSize: Size {
    switch content {
    case .bitmap(let p):
      Size(width: Double(p.width) / 2, height: Double(p.height) / 2)
    case .vector(_, let box): box
    case .placeholder: Size(width: 24, height: 24)
    }
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    image.isResizable ? proposal.replacingUnspecifiedDimensions(by: naturalSize) : naturalSize
  }

  override func draw(into context: inout DrawContext) {
    switch content {
    case .bitmap(let pixmap):
      context.append(.image(pixmap, rect: frame, sampling: .linear, transform: context.transform))
    case .vector(let path, let box):
      let placement = Transform(scaleX: frame.width / max(box.width, 1e-9),
                                y: frame.height / max(box.height, 1e-9))
        .concatenating(Transform(translationX: frame.minX, y: frame.minY))
      let style = environment.foregroundStyle ?? AnyShapeStyle(Color.primary)
      context.append(.fill(path, paint: style.paint(in: frame, environment: environment),
                           transform: placement.concatenating(context.transform)))
    case .placeholder:
      let grey = Paint.solid(ColorU8(r: 142, g: 142, b: 147, a: 255))
      context.append(.fill(Path(rect: frame), paint: .solid(ColorU8(r: 229, g: 229, b: 234)),
                           transform: context.transform))
      var cross = Path()
      cross.move(to: Point(x: frame.minX, y: frame.minY))
      cross.addLine(to: Point(x: frame.maxX, y: frame.maxY))
      cross.move(to: Point(x: frame.maxX, y: frame.minY))
      cross.addLine(to: Point(x: frame.minX, y: frame.maxY))
      context.append(.stroke(cross, style: StrokeStyle(lineWidth: 1), paint: grey,
                             transform: context.transform))
    }
  }
}
