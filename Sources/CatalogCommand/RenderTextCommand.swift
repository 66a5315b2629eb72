import ArgumentParser
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
  @Option(parsing: .unconditional, help: "Size in points.") var size: Double = 17
  @Option(parsing: .unconditional, help: "Width in points to wrap to; unconstrained when absent.") var width: Double?
  @Option(parsing: .unconditional, help: "Device pixels per point.") var scale: Double = 2
  @Option(parsing: .unconditional, help: "Most lines to show.") var lineLimit: Int?
  @Option(name: .shortAndLong, help: ArgumentHelp("Where to write the PNG.", valueName: "out.png"))
  var output: String

  func validate() throws {
    if let lineLimit, lineLimit < 1 {
      throw ValidationError(
        "--line-limit must be at least 1, found \(lineLimit); omit it for no limit")
    }
  }

  func run() throws {
    let weights: [String: FontWeight] = [
      "thin": .thin, "ultralight": .ultraLight, "light": .light, "regular": .regular,
      "medium": .medium, "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]
    guard let fontWeight = weights[weight.lowercased()] else {
      throw ValidationError("unknown weight '\(weight)'; use one of "
        + weights.keys.sorted().joined(separator: ", "))
    }
    guard scale > 0, scale <= 8 else { throw ValidationError("--scale must be in (0, 8]") }
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
      throw reported(.failure(
        "the text is too large to render: \(problem); use a smaller --size or --scale, or "
          + "wrap it with --width"))
    }
    let transform = Transform(scaleX: scale, y: scale)
    let list = DisplayList(
      width: w, height: h, background: .white,
      items: layout.glyphRuns.map { .glyphs($0, paint: .solid(.black), transform: transform) })
    guard let pixmap = list.render() else {
      throw reported(.failure("cannot render the text at \(w)x\(h) px"))
    }
    try writePNG(pixmap, to: output)
    print("wrote \(output) (\(w)x\(h), \(layout.lines.count) lines)")
  }
}
