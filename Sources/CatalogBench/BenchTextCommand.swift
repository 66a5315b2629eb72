import ArgumentParser
import CatalogCommand
import Foundation
import PNG
import Raster
import TextEngine

// MARK: - BenchTextCommand

/// `catalog bench-text`: times laying out and rendering a label or a 2,000-word document, and
/// dumps the shaped glyphs so `Benchmarks/bench_text.py` can draw the same run with its peers.
struct BenchTextCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench-text",
    abstract: "Time text layout and rendering of a label or a 2,000-word document.")

  enum Case: String, ExpressibleByArgument, CaseIterable { case label, document }
  enum CacheMode: String, ExpressibleByArgument, CaseIterable {
    /// A new, empty mask cache for every iteration.
    case cold
    /// One cache, filled by an untimed render before the loop.
    case warm
    /// No cache: every mask is rendered afresh.
    case none
  }

  /// The label the benchmark sets unless `--text` says otherwise: 20 glyphs in Inter.
  static let defaultLabel = "Reserve now, 14 left"

  @Option(name: .customLong("case"), help: "label or document.") var benchCase: Case = .label
  @Option(help: "The label's text (label case only).") var text: String = defaultLabel
  @Option(parsing: .unconditional, help: "Size in points, \(Self.sizes.text).")
  var size: Double = 17
  @Option(
    parsing: .unconditional,
    help: "Width in points to wrap the document to, \(Self.widths.text).")
  var width: Double = 375
  @Option(parsing: .unconditional, help: "Device pixels per point, \(Self.scales.text).")
  var scale: Double = 2
  @Option(help: "Mask cache for rendering: cold, warm or none.") var cache: CacheMode = .warm
  @Option(
    parsing: .unconditional,
    help: "How many timed iterations of layout + render, \(Self.iterationsRange.text).")
  var iterations = 20
  @Option(help: ArgumentHelp("Write the shaped glyphs as JSON.", valueName: "glyphs.json"))
  var dumpGlyphs: String?
  @Option(name: .shortAndLong, help: ArgumentHelp("Write the rendering.", valueName: "out.png"))
  var output: String?

  /// Timed iterations.
  static let iterationsRange = OptionRange("--iterations", 0...100_000)
  /// Font sizes.
  static let sizes = OptionRange("--size", above: 0.0, atMost: 1000)
  /// Wrap widths of the document.
  static let widths = OptionRange("--width", above: 0.0, atMost: 4096)
  /// Device pixels per point.
  static let scales = OptionRange("--scale", above: 0.0, atMost: 8)

  func validate() throws {
    try Self.iterationsRange.check(iterations)
    try Self.sizes.check(size)
    try Self.widths.check(width)
    try Self.scales.check(scale)
  }

  /// 2,000 words from a fixed vocabulary, in paragraphs of 100 words.
  static func document() -> String {
    let words = """
      the catalog renders every variant of a component with its own rasterizer so that text \
      and shapes share one model of coverage while designers review each change in the gallery \
      before it ships to people who book stays across Hamburg Lisbon and Kyoto with prices \
      like 4.91 or 128 and long compound words such as reservation-confirmation and \
      accessibility checks that catch truncated labels at larger sizes
      """.split(separator: " ")
    var text = ""
    for i in 0..<2000 {
      if i > 0 { text += i % 100 == 0 ? "\n" : " " }
      text += words[(i * 7 + i / 13) % words.count]
    }
    return text
  }

  private func layout() throws -> TextLayout {
    switch benchCase {
    case .label:
      return try layoutText(text, font: FontDescriptor(size: size), width: nil)
    case .document:
      return try layoutText(Self.document(), font: FontDescriptor(size: size), width: width)
    }
  }

  /// Draws black glyphs on a transparent pixmap, or on white for `isOnWhite` (the PNG).
  private func render(_ layout: TextLayout, cache: GlyphMaskCache?, isOnWhite: Bool = false)
    -> Pixmap?
  {
    let sides = 1...Int(Int32.max)
    let w = Int(layout.size.width * scale, rounding: .up, clampedTo: sides)
    let h = Int(layout.size.height * scale, rounding: .up, clampedTo: sides)
    guard let pixmap = Pixmap(width: w, height: h) else { return nil }
    var canvas = Painter(pixmap: pixmap)
    if isOnWhite {
      canvas.fill(
        Path(rect: Rect(x: 0, y: 0, width: Double(w), height: Double(h))),
        paint: .solid(.white))
    }
    let transform = Transform(scaleX: scale, y: scale)
    for run in layout.glyphRuns {
      canvas.drawGlyphs(run, paint: .solid(.black), transform: transform, cache: cache)
    }
    return canvas.pixmap
  }

  func run() throws {
    let clock = ContinuousClock()
    func ms(_ d: Duration) -> Double {
      Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
    }
    let first: TextLayout
    do {
      first = try layout()
    } catch {
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      throw ExitCode(2)
    }
    let warmCache = GlyphMaskCache(byteBudget: 32 << 20)
    if cache == .warm { _ = render(first, cache: warmCache) }
    var layoutTimes: [Double] = []
    var renderTimes: [Double] = []
    var totalTimes: [Double] = []
    for _ in 0..<iterations {
      let start = clock.now
      guard let laidOut = try? layout() else { continue }
      let laidOutAt = clock.now
      let cacheForRun: GlyphMaskCache? =
        switch cache {
        case .cold: GlyphMaskCache(byteBudget: 32 << 20)
        case .warm: warmCache
        case .none: nil
        }
      _ = render(laidOut, cache: cacheForRun)
      let end = clock.now
      layoutTimes.append(ms(laidOutAt - start))
      renderTimes.append(ms(end - laidOutAt))
      totalTimes.append(ms(end - start))
    }
    if let dumpGlyphs { try write(glyphsOf: first, to: dumpGlyphs) }
    if let output, let pixmap = render(first, cache: nil, isOnWhite: true) {
      try writePNG(pixmap, to: output)
    }
    func median(_ values: [Double]) -> String {
      guard !values.isEmpty else { return "null" }
      let sorted = values.sorted()
      return String(format: "%.3f", sorted[sorted.count / 2])
    }
    let glyphCount = first.glyphRuns.reduce(0) { $0 + $1.glyphs.count }
    print(
      #"{"case": "\#(benchCase.rawValue)", "cache": "\#(cache.rawValue)", "#
        + #""iterations": \#(iterations), "glyphs": \#(glyphCount), "#
        + #""lines": \#(first.lines.count), "width": \#(first.size.width), "#
        + #""height": \#(first.size.height), "layout_ms": \#(median(layoutTimes)), "#
        + #""render_ms": \#(median(renderTimes)), "total_ms": \#(median(totalTimes))}"#)
  }

  /// Writes every glyph's font file, pixel size and device-space origin, in drawing order.
  private func write(glyphsOf layout: TextLayout, to path: String) throws {
    var glyphs: [[String: Any]] = []
    for run in layout.glyphRuns {
      let file = (run.font as? FontFace)?.url.path ?? run.font.name
      for glyph in run.glyphs {
        glyphs.append([
          "font": file, "size_px": run.size * scale, "id": Int(glyph.id),
          "x": glyph.origin.x * scale, "y": glyph.origin.y * scale,
        ])
      }
    }
    let document: [String: Any] = [
      "width": Int(layout.size.width * scale, rounding: .up, clampedTo: 1...Int(Int32.max)),
      "height": Int(layout.size.height * scale, rounding: .up, clampedTo: 1...Int(Int32.max)),
      "glyphs": glyphs,
    ]
    do {
      let data = try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
      try data.write(to: URL(fileURLWithPath: path))
    } catch {
      FileHandle.standardError.write(Data("error: cannot write '\(path)': \(error)\n".utf8))
      throw ExitCode(2)
    }
  }
}
