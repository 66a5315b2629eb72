import Foundation
import TestSupport
import Testing

// MARK: - render-text and bench-text

/// Runs the real `catalog` binary on bad text input and on the text benchmark.
@Suite struct RenderTextCommandTests {
  @Test func anUnknownFamilyFailsWithTheRegisteredOnes() throws {
    let output = try TestSupport.makeTemporaryDirectory("render-text")
      .appendingPathComponent("t.png")
    let run = try catalog(["render-text", "Hi", "--font", "Helvetica", "--output", output.path])
    #expect(run.status == 2)
    #expect(run.output == "")
    #expect(
      run.error == "error: unknown font family 'Helvetica'; registered: DejaVu Sans, "
        + "DejaVu Sans Mono, Inter, Noto Sans Arabic, Noto Sans Hebrew; register its font files first "
        + "(Font.register(contentsOf:) or Font.registerFonts(in:))\n")
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }

  @Test func aZeroSizeIsAUsageErrorWithTheRange() throws {
    let output = try TestSupport.makeTemporaryDirectory("render-text")
      .appendingPathComponent("t.png")
    let run = try catalog(["render-text", "Hi", "--size", "0", "--output", output.path])
    #expect(run.status == 64)
    #expect(
      run.error.hasPrefix(
        "Error: --size must be in (0, 10000], found 0\n"
          + "Usage: catalog render-text <text> "))
  }

  @Test func anEmptyStringWritesOneEmptyLine() throws {
    let output = try TestSupport.makeTemporaryDirectory("render-text")
      .appendingPathComponent("t.png")
    let run = try catalog(["render-text", "", "--output", output.path])
    #expect(run.status == 0)
    #expect(run.output == "wrote \(output.path) (1x42, 1 line)\n")
  }

  @Test func benchTextReportsTheTwentyGlyphLabel() throws {
    let run = try catalogBench(["bench-text", "--case", "label", "--iterations", "1"])
    #expect(run.status == 0)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    #expect(json["glyphs"] as? Int == 20)
    #expect(json["lines"] as? Int == 1)
    #expect(json["cache"] as? String == "warm")
  }
}
