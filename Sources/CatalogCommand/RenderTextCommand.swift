import ArgumentParser
import CatalogUI
import Foundation
import PNG
import Raster
import TextEngine

// MARK: - RenderTextCommand

/// `catalog render-text`: lays out and draws a string, to try fonts and sizes quickly.
struct RenderTextCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render-text",
    abstract: "Lay out and render a string to a PNG.")

  @Argument(help: "The text; \\n in it starts a new paragraph.")
  var text: String

  @Option(help: "FontFace family.") var font: String = "Inter"
  @Option(help: "thin, ultralight, light, regular, medium, semibold, bold, heavy or black.")
  var weight: String = "regular"
  @Flag(help: "Use the italic face.") var italic = false
  @Option(parsing: .unconditional, help: "Size in points, \(Self.sizes.text).")
  var size: Double = 17
  @Option(
    parsing: .unconditional,
    help: "Width in points to wrap to, \(Self.widths.text); unconstrained when absent.")
  var width: Double?
  @Option(parsing: .unconditional, help: "Device pixels per point, \(Self.scales.text).")
  var scale: Double = 2
  @Option(parsing: .unconditional, help: "Most lines to show, \(Self.lineLimits.text).")
  var lineLimit: Int?
  @Option(name: .shortAndLong, help: ArgumentHelp("Where to write the PNG.", valueName: "out.png"))
  var output: String
  @Option(
    help: ArgumentHelp(
      "A font file to take the characters the others lack from (repeatable, tried in order).",
      valueName: "font-file"))
  var fallbackFont: [String] = []

  /// The sizes the text engine lays out.
  static let sizes = OptionRange("--size", above: 0.0, atMost: 10_000)
  /// Wrap widths: a wider line is never drawn, as no canvas side may exceed 8192 px.
  static let widths = OptionRange("--width", above: 0.0, atMost: 10_000)
  /// Scales up to 8: more only multiplies pixels past the canvas limits.
  static let scales = OptionRange("--scale", above: 0.0, atMost: 8)
  /// Line limits: at least one line; far more lines than any canvas can hold.
  static let lineLimits = OptionRange("--line-limit", 1...100_000)

  static let weights: [String: FontWeight] = [
    "thin": .thin, "ultralight": .ultraLight, "light": .light, "regular": .regular,
    "medium": .medium, "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
  ]

  func validate() throws {
    guard Self.weights[weight.lowercased()] != nil else {
      throw ValidationError(
        "unknown weight '\(weight)'; use one of "
          + Self.weights.keys.sorted().joined(separator: ", "))
    }
    try Self.sizes.check(size)
    try Self.widths.check(width)
    try Self.scales.check(scale)
    try Self.lineLimits.check(lineLimit)
  }

  func run() throws {
    let fontWeight = Self.weights[weight.lowercased()] ?? .regular
    for file in fallbackFont {
      let url = URL(fileURLWithPath: file)
      do {
        _ = try FontFace(contentsOf: url)
      } catch {
        throw reported(.usage("--fallback-font: \(error)"))
      }
      FontRegistry.shared.registerFallback(fileAt: url)
    }
    let layout: TextLayout
    do {
      layout = try layoutText(
        text.replacingOccurrences(of: "\\n", with: "\n"),
        font: FontDescriptor(family: font, weight: fontWeight, isItalic: italic, size: size),
        width: width, style: ParagraphStyle(lineLimit: lineLimit))
    } catch {
      throw reported(.failure("\(error)"))
    }
    // The clamp keeps an absurd layout size from trapping; past the limits it is refused below.
    let sides = 1...Int(Int32.max)
    let w = Int(layout.size.width * scale, rounding: .up, clampedTo: sides)
    let h = Int(layout.size.height * scale, rounding: .up, clampedTo: sides)
    if let problem = Pixmap.sizeProblem(width: w, height: h) {
      throw reported(
        .failure(
          "the text is too large to render: \(problem); use a smaller --size or --scale, or "
            + "wrap it with --width"))
    }
    let transform = Transform(scaleX: scale, y: scale)
    let list = DisplayList(
      width: w, height: h, background: .white,
      items: layout.glyphRuns.map { .glyphs($0, paint: .solid(.black), transform: transform) }
        + ColorGlyphs.items(for: layout.glyphRuns, paint: .solid(.black), transform: transform))
    guard let pixmap = list.render() else {
      throw reported(.render(.cannotAllocate(name: "the text", width: w, height: h)))
    }
    try writePNG(pixmap, to: output)
    if !layout.missingCharacters.isEmpty {
      let them = layout.missingCharacters.count == 1 ? "it" : "them"
      printWarning(
        MissingCharacters.summary(layout.missingCharacters)
          + "; pass a font that has \(them) with --fallback-font FILE (a CJK or emoji font, such as "
          + "Debian's fonts-noto-cjk or fonts-noto-color-emoji); in a catalog, register it with "
          + "Font.registerFallback(contentsOf:)")
    }
    if !layout.undrawnColorCharacters.isEmpty {
      printWarning(MissingCharacters.describeUndrawnColor(layout.undrawnColorCharacters))
    }
    let lines = layout.lines.count
    print("wrote \(output) (\(w)x\(h), \(lines) \(lines == 1 ? "line" : "lines"))")
  }
}
