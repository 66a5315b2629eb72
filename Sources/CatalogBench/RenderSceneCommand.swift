import ArgumentParser
import CatalogCommand
import Foundation
import PNG
import Raster
import Scenes

// MARK: - RenderSceneCommand

/// `catalog render-scene`: draws a `rasterscene/1` file with the rasterizer.
struct RenderSceneCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render-scene",
    abstract: "Render a rasterscene/1 JSON file to a PNG.",
    discussion: """
      With --repeat N the parsed scene is rendered N more times and the median render time \
      (parsing and PNG encoding excluded) is printed as the last line, `median_ms=<number>`.
      """)

  @Argument(help: ArgumentHelp("The scene file.", valueName: "scene.json"))
  var scene: String

  @Option(name: .shortAndLong, help: ArgumentHelp("Where to write the PNG.", valueName: "out.png"))
  var output: String

  @Option(
    name: .customLong("repeat"), parsing: .unconditional,
    help: "Render this many more times and print the median, \(Self.repeats.text).")
  var repetitions: Int = 0

  /// Renders after the first; each time is kept for the median.
  static let repeats = OptionRange("--repeat", 0...10_000)

  func validate() throws {
    try Self.repeats.check(repetitions)
  }

  func run() throws {
    let url = URL(fileURLWithPath: scene)
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw fail("cannot read scene '\(scene)': no such file, or it is not readable")
    }
    let parsed: Scene
    do {
      parsed = try SceneReader(
        fontResolver: SceneFonts.resolver(
          sceneDirectory:
            url.deletingLastPathComponent())
      ).read(data)
    } catch {
      throw fail("\(scene): \(error)")
    }
    guard let pixmap = parsed.displayList.render() else {
      throw fail(
        "\(scene): cannot allocate a \(parsed.displayList.width)x"
          + "\(parsed.displayList.height) canvas")
    }
    var times: [Double] = []
    for _ in 0..<repetitions {
      let start = ContinuousClock.now
      _ = parsed.displayList.render()
      let elapsed = start.duration(to: .now)
      let (seconds, attoseconds) = elapsed.components
      times.append(Double(seconds) * 1000 + Double(attoseconds) / 1e15)
    }
    try writePNG(pixmap, to: output)
    print("wrote \(output) (\(pixmap.width)x\(pixmap.height))")
    if !times.isEmpty {
      times.sort()
      let median =
        times.count % 2 == 1
        ? times[times.count / 2]
        : (times[times.count / 2 - 1] + times[times.count / 2]) / 2
      print("median_ms=\(String(format: "%.3f", median))")
    }
  }

  private func fail(_ message: String) -> ExitCode {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    return ExitCode(2)
  }
}
