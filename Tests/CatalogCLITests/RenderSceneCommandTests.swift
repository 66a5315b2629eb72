import Foundation
import TestSupport
import Testing

// MARK: - render-scene

/// Runs the real `catalog` binary, as users and benchmarks do.
@Suite struct RenderSceneCommandTests {
  private static let fixtures = TestSupport.packageRoot
    .appendingPathComponent("Tests/RasterTests/Fixtures")

  @Test func writesTheSamePNGAsTheReference() throws {
    let directory = try TestSupport.makeTemporaryDirectory("render-scene")
    let output = directory.appendingPathComponent("out.png")
    let run = try catalogBench([
      "render-scene", Self.fixtures.path + "/scenes/g_strokes.json",
      "--output", output.path,
    ])
    #expect(run.status == 0)
    #expect(run.output == "wrote \(output.path) (320x240)\n")
    let reference = TestSupport.packageRoot
      .appendingPathComponent("Tests/RasterTests/References/scene-g_strokes.png")
    #expect(try Data(contentsOf: output) == Data(contentsOf: reference))
  }

  @Test func repeatPrintsTheMedianOnTheLastLine() throws {
    let directory = try TestSupport.makeTemporaryDirectory("render-scene")
    let output = directory.appendingPathComponent("out.png")
    let run = try catalogBench([
      "render-scene", Self.fixtures.path + "/scenes/g_fills_paints.json",
      "-o", output.path, "--repeat", "3",
    ])
    #expect(run.status == 0)
    let last = try #require(run.output.split(separator: "\n").last)
    #expect(last.hasPrefix("median_ms="))
    #expect(Double(last.dropFirst("median_ms=".count)) != nil)
  }

  @Test func badScenesExitTwoNamingTheOp() throws {
    let directory = try TestSupport.makeTemporaryDirectory("render-scene")
    let scene = directory.appendingPathComponent("bad.json")
    try Data(
      #"""
      {"format":"rasterscene/1","width":4,"height":4,"ops":[
        {"op":"stroke","path":"M0 0 H4","paint":"#000","stroke":{"width":-1}}]}
      """#.utf8
    ).write(to: scene)
    let output = directory.appendingPathComponent("out.png")
    let run = try catalogBench(["render-scene", scene.path, "--output", output.path])
    #expect(run.status == 2)
    #expect(
      run.error == "error: \(scene.path): op 0 (stroke): \"stroke.width\" must be a "
        + "positive number, found -1\n")
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }

  @Test func missingSceneExitsTwo() throws {
    let run = try catalogBench([
      "render-scene", "/nonexistent/scene.json", "--output", "/tmp/x.png",
    ])
    #expect(run.status == 2)
    #expect(
      run.error == "error: cannot read scene '/nonexistent/scene.json': no such file, "
        + "or it is not readable\n")
  }

  @Test func usageErrorsExitSixtyFour() throws {
    #expect(try catalogBench(["render-scene", "x.json"]).status == 64)
    #expect(
      try catalogBench(["render-scene", "x.json", "-o", "y.png", "--repeat", "-1"]).status == 64)
  }
}
