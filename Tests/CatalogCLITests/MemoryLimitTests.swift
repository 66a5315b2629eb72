import Foundation
import TestSupport
import Testing

// MARK: - Memory limits

/// Runs the real `catalog` binary in a 4 GB address space (`ulimit -v 4000000`), as a small CI
/// machine or container might give it: the largest input the limits allow works, anything
/// larger is refused with an error naming the limit (exit 2), and nothing aborts.
@Suite struct MemoryLimitTests {
  private static let addressSpace = 4_000_000

  private func scene(
    _ directory: URL, _ name: String, width: Int, height: Int,
    ops: [String]
  ) throws -> URL {
    let url = directory.appendingPathComponent(name)
    let json =
      ##"{"format":"rasterscene/1","width":\##(width),"height":\##(height),"##
      + ##""background":"#FFFFFFFF","ops":["## + ops.joined(separator: ",") + "]}"
    try Data(json.utf8).write(to: url)
    return url
  }

  @Test func theLargestCanvasRendersAndIsReadBackByDiff() throws {
    let directory = try TestSupport.makeTemporaryDirectory("memory")
    let input = try scene(
      directory, "largest.json", width: 8_192, height: 8_192,
      ops: [
        ##"{"op":"fill","path":"M100 100 H8000 V8000 Z","paint":"#336699"}"##,
        ##"{"op":"shadow","path":"M0 0 H8192 V8192 H0 Z","color":"#00000080","sigma":20}"##,
      ])
    let output = directory.appendingPathComponent("largest.png")
    let render = try CatalogBench.run(
      ["render-scene", input.path, "-o", output.path],
      addressSpace: Self.addressSpace)
    #expect(render.error == "")
    #expect(render.status == 0)
    #expect(render.output == "wrote \(output.path) (8192x8192)\n")
    let diff = try CatalogBinary.run(
      ["diff", output.path, output.path],
      addressSpace: Self.addressSpace)
    #expect(diff.error == "")
    #expect(
      diff.output
        == "equal: 0 of 67108864 pixels differ (0.000 %), largest channel difference 0\n")
  }

  @Test func theWidestCanvasIsReadBackByDiff() throws {
    let directory = try TestSupport.makeTemporaryDirectory("memory")
    let input = try scene(directory, "widest.json", width: 32_768, height: 2, ops: [])
    let output = directory.appendingPathComponent("widest.png")
    let render = try CatalogBench.run(["render-scene", input.path, "-o", output.path])
    #expect(render.status == 0)
    let diff = try CatalogBinary.run(["diff", output.path, output.path])
    #expect(diff.error == "")
    #expect(
      diff.output
        == "equal: 0 of 65536 pixels differ (0.000 %), largest channel difference 0\n")
  }

  @Test func aCanvasOverThePixelLimitIsRefused() throws {
    let directory = try TestSupport.makeTemporaryDirectory("memory")
    let input = try scene(directory, "huge.json", width: 32_768, height: 32_768, ops: [])
    let output = directory.appendingPathComponent("huge.png")
    let run = try CatalogBench.run(
      ["render-scene", input.path, "-o", output.path],
      addressSpace: Self.addressSpace)
    #expect(run.status == 2)
    #expect(
      run.error == "error: \(input.path): the canvas is too large: 32768x32768 px is "
        + "1073741824 pixels, over the limit of 67108864 pixels (8192x8192); lower \"width\" or "
        + "\"height\"\n")
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }

  @Test func textTooLargeForAPixmapIsRefused() throws {
    let output = try TestSupport.makeTemporaryDirectory("memory")
      .appendingPathComponent("text.png")
    let run = try CatalogBinary.run(
      ["render-text", "H", "--size", "10000", "-o", output.path],
      addressSpace: Self.addressSpace)
    #expect(run.status == 2)
    #expect(
      run.error == "error: the text is too large to render: 14802x24205 px is "
        + "358282410 pixels, over the limit of 67108864 pixels (8192x8192); use a smaller --size "
        + "or --scale, or wrap it with --width\n")
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }

  @Test func aThousandNestedLayersAreRefusedAtTheFirstThatDoesNotFit() throws {
    let directory = try TestSupport.makeTemporaryDirectory("memory")
    let ops =
      Array(repeating: ##"{"op":"pushLayer"}"##, count: 1_000)
      + [##"{"op":"fill","path":"M0 0 H10 V10 Z","paint":"#000"}"##]
      + Array(repeating: ##"{"op":"popLayer"}"##, count: 1_000)
    let input = try scene(directory, "layers.json", width: 1_000, height: 1_000, ops: ops)
    let run = try CatalogBench.run(
      ["render-scene", input.path, "-o", "/dev/null"],
      addressSpace: Self.addressSpace)
    #expect(run.status == 2)
    #expect(
      run.error == "error: \(input.path): op 268 (pushLayer): 269 layers and 0 clips "
        + "open at once on a 1000x1000 canvas would hold 1027 MiB, over the limit of 1024 MiB "
        + "for layers and clips; nest fewer\n")
  }

  @Test func aPathOfAMillionSegmentsAcrossEveryRowRenders() throws {
    // Every segment crosses all 64 rows and the path overlaps itself everywhere: 64 million
    // edge pieces to resolve, 3 GB had they all been held at once.
    let directory = try TestSupport.makeTemporaryDirectory("memory")
    var path = "M0 0"
    path.reserveCapacity(10_000_000)
    for i in 0..<1_000_000 { path += " L\((i * 7) % 64) \(i % 2 == 0 ? 64 : 0)" }
    let input = try scene(
      directory, "segments.json", width: 64, height: 64,
      ops: [##"{"op":"fill","path":""## + path + ##"","paint":"#000"}"##])
    let output = directory.appendingPathComponent("segments.png")
    let run = try CatalogBench.run(
      ["render-scene", input.path, "-o", output.path],
      addressSpace: Self.addressSpace)
    #expect(run.error == "")
    #expect(run.status == 0)
    #expect(run.output == "wrote \(output.path) (64x64)\n")
  }
}
