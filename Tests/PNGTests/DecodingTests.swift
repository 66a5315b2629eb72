import Foundation
import PNG
import Raster
import Testing

/// Every colour type and bit depth, interlaced or not, decodes to the exact 8-bit values
/// (16-bit samples rounded, low depths scaled exactly); fixtures were written by pypng.
@Suite struct DecodingTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  static let names: [String] = {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
    return files.filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) }.sorted()
  }()

  @Test func fixturesCoverEveryFormat() {
    #expect(Self.names.count == 24)
  }

  @Test(arguments: names)
  func decodesToTheExpectedPixels(name: String) throws {
    let image = try PNGDecoder.read(contentsOf: Self.fixtures.appendingPathComponent(name + ".png"))
    let expected = try Data(contentsOf: Self.fixtures.appendingPathComponent(name + ".rgba"))
    let reference = try #require(Pixmap(width: 13, height: 7, straightRGBA: [UInt8](expected)))
    #expect(image == reference)
  }
}
