import Foundation
import PNG
import Raster

// MARK: - Image

/// A bitmap from a PNG file, a vector icon from SVG path data, or an SF Symbols name.
///
/// Images show at their natural size unless `resizable()`; vector icons and symbols are
/// template images tinted with the foreground style. A missing or unreadable file, or a symbol
/// name with no outline, shows a visible placeholder (a grey box with a cross) and is reported
/// in the host's diagnostics.
nonisolated public struct Image: View, PrimitiveView {
  enum Source {
    case bitmap(path: String)
    case vector(pathData: String, viewBox: Size)
    case symbol(name: String)
    /// An image set of an `.xcassets` catalogue (see `AssetCatalog`).
    case asset(name: String, bundle: Bundle?)
  }

  let source: Source
  var isResizable = false
  /// The rendering mode set on the image itself (`symbolRenderingMode(_:)`).
  var symbolMode: SymbolRenderingMode?
  var label: String?

  /// A PNG file; `scale` device pixels per point (2 by default).
  public init(contentsOfFile path: String) {
    source = .bitmap(path: path)
  }

  /// The image set `name` of the `.xcassets` catalogue in `bundle` (the main bundle when
  /// `nil`), as SwiftUI's `Image(_:bundle:)`: the PNG drawn for the render's scale (@2x, @3x),
  /// else the 1× one scaled, its "Dark" variant in dark mode. PDF and SVG sets are not read. A
  /// missing set or file shows the placeholder and is reported with the name and bundle.
  public init(_ name: String, bundle: Bundle? = nil) {
    source = .asset(name: name, bundle: bundle)
  }

  /// An image set drawn as `Image(_:bundle:)`, which accessibility ignores, as SwiftUI's
  /// `Image(decorative:bundle:)`.
  public init(decorative name: String, bundle: Bundle? = nil) {
    source = .asset(name: name, bundle: bundle)
  }

  /// A vector icon drawn from SVG path data in a `viewBox` of the given size.
  public init(svgPathData: String, viewBox: CGSize = CGSize(width: 24, height: 24)) {
    source = .vector(pathData: svgPathData, viewBox: Size(viewBox))
  }

  /// An SF Symbols icon, drawn from the outline registered under its name
  /// (`SymbolRegistry`), else from the open-licence bootstrap-icons outline mapped to it
  /// (`Image.availableSystemNames`), which looks like, but is not, Apple's glyph. Names with
  /// no single bootstrap icon are composed as SF Symbols draws them: a badge dot or a slash
  /// cut out of an icon by a gap, a glyph in or cut out of a circle, a figure or a leaf drawn
  /// on the same grid.
  ///
  /// As in SwiftUI, a symbol takes the font (`.font(_:)`, `.body` by default), `.imageScale(_:)`
  /// and the foreground style, and lays out with SF Symbols' metrics (`SymbolMetrics`): as
  /// tall as 1.375 cap heights of its font (the point size with Inter) times 0.78 (small), 1
  /// (medium) or 1.29 (large), as wide as the outline's ink, centred on the middle of the
  /// capitals with its text baseline there (`Label`, `.firstTextBaseline` stacks and
  /// `Text("\(Image(systemName:))")` line it up with the text), and thickened for heavier
  /// weights. Unlike SwiftUI, the frame is the outline's whole height rather than its ink, so
  /// a flat symbol such as `minus` is as tall as `plus`. A registered symbol keeps its view
  /// box's proportions at that height. A name with no outline draws a square placeholder that
  /// tall and reports a diagnostic saying how to register one.
  public init(systemName: String) {
    source = .symbol(name: systemName)
  }

  /// The SF Symbols names `Image(systemName:)` can draw, built in or registered, sorted; a
  /// CatalogUI addition.
  public static var availableSystemNames: [String] {
    Set(SymbolRegistry.shared.builtInNames + SymbolRegistry.shared.registeredNames).sorted()
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

  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    let node = ImageNode(
      image: self, environment: context.environment,
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
    case vector(Raster.Path, Size)
    case symbol(SymbolDrawing)
    case placeholder
  }

  let image: Image
  let content: Content
  /// Device pixels per point of a bitmap: 2 for a file, the file's scale for an image set.
  private(set) var bitmapScale = 2.0

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
        content = .vector(try Raster.Path(svgPathData: data), box)
      } catch {
        diagnostics.report("Image: icon path data is invalid: \(error)")
        content = .placeholder
      }
    case .symbol(let name):
      content = Self.symbol(named: name, diagnostics: diagnostics)
      if case .symbol = content,
        let mode = image.symbolMode ?? environment.symbolRenderingMode, mode != .monochrome
      {
        diagnostics.report(
          "Image: symbol \"\(name)\" is drawn in one colour under .\(mode.kind.rawValue) "
            + "rendering: its substitute outline has one layer, where SF Symbols colours several")
      }
    case .asset(let name, let bundle):
      let loaded = AssetCatalog.loadImage(
        named: name, bundle: bundle, environment: environment, diagnostics: diagnostics)
      content = loaded.map { .bitmap($0.pixmap) } ?? .placeholder
      bitmapScale = loaded?.scale ?? 2
    }
    super.init(environment: environment)
  }

  override var debugName: String { "Image" }

  /// The outline of an SF Symbols name, or the placeholder with a diagnostic.
  private static func symbol(named name: String, diagnostics: Diagnostics) -> Content {
    switch SymbolRegistry.shared.drawing(named: name) {
    case .success(let drawing):
      return .symbol(drawing)
    case .failure(let problem):
      diagnostics.report("Image: \(problem)")
      return .placeholder
    }
  }

  /// A symbol's metrics for its font and scale (see `Image(systemName:)`).
  private lazy var symbolMetrics = SymbolMetrics(environment: environment)

  /// A symbol's height: its view box at the font's cap height and image scale.
  private var symbolSide: Double { symbolMetrics.boxHeight }

  private var naturalSize: Size {
    switch content {
    case .bitmap(let p):
      Size(width: Double(p.width) / bitmapScale, height: Double(p.height) / bitmapScale)
    case .vector(_, let box): box
    case .symbol(let drawing):
      // Built-in outlines as wide as their ink; a registered one keeps its view box's shape.
      Size(
        width: symbolSide * drawing.layoutBox.width / drawing.layoutBox.height,
        height: symbolSide)
    case .placeholder:
      if case .symbol = image.source {
        Size(width: symbolSide, height: symbolSide)
      } else {
        Size(width: 24, height: 24)
      }
    }
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    image.isResizable ? proposal.replacingUnspecifiedDimensions(by: naturalSize) : naturalSize
  }

  /// A symbol's baseline is the text's: the middle of its box is the middle of the capitals.
  override func firstBaseline(in size: Size) -> Double? {
    switch content {
    case .symbol: symbolMetrics.baseline(inFrameOfHeight: size.height)
    case .placeholder:
      if case .symbol = image.source {
        symbolMetrics.baseline(inFrameOfHeight: size.height)
      } else {
        nil
      }
    case .bitmap, .vector: nil
    }
  }

  override func lastBaseline(in size: Size) -> Double? { firstBaseline(in: size) }

  override func drawContent(into context: inout DrawContext) {
    if Redaction.isPlaceholder(environment) {
      let paint = Redaction.paint(in: frame, environment: environment)
      context.append(
        .fill(
          Raster.Path(rect: frame), paint: paint, transform: context.transform,
          opacity: Redaction.placeholderOpacity))
      return
    }
    switch content {
    case .bitmap(let pixmap):
      context.append(.image(pixmap, rect: frame, sampling: .linear, transform: context.transform))
    case .vector(let path, let box):
      let placement = Transform(
        scaleX: frame.width / max(box.width, 1e-9),
        y: frame.height / max(box.height, 1e-9)
      )
      .concatenating(Transform(translationX: frame.minX, y: frame.minY))
      let style = environment.foregroundStyle ?? AnyShapeStyle(Color.primary)
      context.append(
        .fill(
          path, paint: style.paint(in: frame, environment: environment),
          transform: placement.concatenating(context.transform)))
    case .symbol(let drawing):
      let box = drawing.layoutBox
      var placement = Transform(scaleX: frame.width / box.width, y: frame.height / box.height)
        .concatenating(Transform(translationX: frame.minX, y: frame.minY))
      if box.minX != 0 || box.minY != 0 {
        placement = Transform(translationX: -box.minX, y: -box.minY).concatenating(placement)
      }
      placement = placement.concatenating(context.transform)
      let style = environment.foregroundStyle ?? AnyShapeStyle(Color.primary)
      let paint = style.paint(in: frame, environment: environment)
      // Built-in outlines are on a 16-unit grid; a registered box thickens in proportion.
      let thickening =
        SymbolMetrics.emboldening(for: symbolMetrics.weight) * drawing.viewBox.height / 16
      // Erasing layers cut into the layers before them, so the symbol is a group of its own.
      let erases = drawing.layers.contains(where: \.erases)
      if erases { context.append(.pushLayer()) }
      for layer in drawing.layers {
        let paint = layer.erases ? Paint.solid(.black) : paint
        let fill = DisplayItem.fill(
          layer.path, paint: paint, rule: layer.rule, transform: placement)
        func stroke(_ paint: Paint) -> DisplayItem {
          .stroke(
            layer.path, style: Raster.Stroke(lineWidth: abs(thickening), lineJoin: .round),
            paint: paint, transform: placement)
        }
        var items: [DisplayItem] =
          if thickening > 0 {
            [fill, stroke(paint)]
          } else if thickening < 0 {
            // Thinner: the outline's stroke erased from its fill, in a group of their own.
            [
              .pushLayer(), fill, .pushLayer(blendMode: .destinationOut), stroke(.solid(.black)),
              .popLayer, .popLayer,
            ]
          } else {
            [fill]
          }
        if layer.erases { items = [.pushLayer(blendMode: .destinationOut)] + items + [.popLayer] }
        for item in items { context.append(item) }
      }
      if erases { context.append(.popLayer) }
    case .placeholder:
      let grey = Paint.solid(ColorU8(r: 142, g: 142, b: 147, a: 255))
      context.append(
        .fill(
          Raster.Path(rect: frame), paint: .solid(ColorU8(r: 229, g: 229, b: 234)),
          transform: context.transform))
      var cross = Raster.Path()
      cross.move(to: Point(x: frame.minX, y: frame.minY))
      cross.addLine(to: Point(x: frame.maxX, y: frame.maxY))
      cross.move(to: Point(x: frame.maxX, y: frame.minY))
      cross.addLine(to: Point(x: frame.minX, y: frame.maxY))
      context.append(
        .stroke(
          cross, style: Raster.Stroke(lineWidth: 1), paint: grey,
          transform: context.transform))
    }
  }
}
