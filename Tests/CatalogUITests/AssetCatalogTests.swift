import CatalogUI
import Foundation
import PNG
import Raster
import TestSupport
import Testing

/// `Color("Name", bundle:)` and `Image("name", bundle:)` reading an `.xcassets` folder of a
/// bundle: colour sets in every component notation with dark variants, image sets at each
/// scale, and hostile catalogues (malformed JSON, missing, corrupt and linked files, loops).
@MainActor @Suite struct AssetCatalogTests {
  /// A bundle folder holding `Assets.xcassets`, written for one test.
  struct Fixture {
    let root: URL
    let catalog: URL
    var bundle: Bundle { Bundle(path: root.path) ?? .main }

    init() throws {
      root = try TestSupport.makeTemporaryDirectory("assets").appendingPathComponent(
        "Fixture.bundle")
      catalog = root.appendingPathComponent("Assets.xcassets")
      try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
    }

    /// Writes `<folder>/Contents.json` under the catalogue.
    func set(_ folder: String, _ json: String) throws {
      let url = catalog.appendingPathComponent(folder)
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      try Data(json.utf8).write(to: url.appendingPathComponent("Contents.json"))
    }

    /// Writes a `side` × `side` PNG of one colour into a set's folder.
    func png(_ folder: String, _ file: String, side: Int, color: ColorU8) throws {
      let pixmap = try #require(Pixmap(width: side, height: side, filledWith: color))
      try PNGEncoder.write(
        pixmap, to: catalog.appendingPathComponent(folder).appendingPathComponent(file))
    }

    func colorSet(_ name: String, light: String, dark: String? = nil, space: String = "srgb")
      throws
    {
      var colors = [
        "{\"idiom\":\"universal\",\"color\":{\"color-space\":\"\(space)\",\"components\":\(light)}}"
      ]
      if let dark {
        colors.append(
          "{\"idiom\":\"universal\",\"appearances\":[{\"appearance\":\"luminosity\",\"value\":\"dark\"}],"
            + "\"color\":{\"color-space\":\"\(space)\",\"components\":\(dark)}}")
      }
      try set(
        "\(name).colorset",
        "{\"colors\":[\(colors.joined(separator: ","))],\"info\":{\"author\":\"xcode\",\"version\":1}}"
      )
    }
  }

  private func pixel(_ view: some View, dark: Bool = false, scale: Double = 2) throws -> [UInt8] {
    var environment = EnvironmentValues()
    environment.colorScheme = dark ? .dark : .light
    environment.displayScale = scale
    let pixmap = try #require(ViewHost(view, environment: environment).render())
    let p = try #require(pixmap.pixel(x: 0, y: 0))
    return [p.r, p.g, p.b, p.a]
  }

  // MARK: - The test target's own bundle

  /// `Tests/CatalogUITests/Assets.xcassets`, copied into `Bundle.module` as an adopter copies
  /// its catalogue (`resources: [.copy("Assets.xcassets")]`), as Xcode writes it.
  struct BrandCard: View {
    var body: some View {
      HStack(spacing: 4) {
        Color("BrandPrimary", bundle: .module).frame(width: 12, height: 12)
        Image("Badge", bundle: .module)
        Image("Icons/Badge", bundle: .module).resizable().frame(width: 12, height: 12)
      }
      .padding(4)
      .background(Color.white)
    }
  }

  @Test func theModuleBundlesCatalogueDrawsInLightAndDark() throws {
    var dark = EnvironmentValues()
    dark.colorScheme = .dark
    let light = ViewHost(BrandCard())
    #expect(light.diagnostics.isEmpty)
    expectMatchesReference(light.render(), named: "asset-catalog-light")
    expectMatchesReference(
      ViewHost(BrandCard(), environment: dark).render(), named: "asset-catalog-dark")
    #expect(try pixel(Color("BrandPrimary", bundle: .module)) == [102, 51, 153, 255])
    #expect(try pixel(Color("BrandPrimary", bundle: .module), dark: true) == [200, 176, 255, 255])
    // The 3× slot is empty: at 3× the 1× file is drawn, scaled.
    #expect(try pixel(Image("Badge", bundle: .module), scale: 3) == [255, 149, 0, 255])
  }

  @Test func aHugeImageIsRefusedWithTheDecodersReason() throws {
    let host = ViewHost(Image("Huge", bundle: .module))
    let diagnostics = host.diagnostics
    #expect(diagnostics.count == 1)
    #expect(
      diagnostics.first?.hasPrefix(
        "Image: image set \"Huge\" in bundle \(Bundle.module.bundlePath): huge.png: ") == true,
      "\(diagnostics)")
    #expect(host.size == CGSize(width: 24, height: 24))
    #expect(host.render() != nil)
  }

  @Test func theMainBundleFindsTheCataloguesOfTheResourceBundlesBesideIt() {
    // Bundle.main is the folder of the running executable, where SwiftPM puts each target's
    // resource bundle; their catalogues are one level down.
    let host = ViewHost(Color("BrandPrimary").frame(width: 2, height: 2))
    #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
  }

  // MARK: - Colour sets

  @Test func colourSetsReadEveryComponentNotationAndTheDarkVariant() throws {
    let fixture = try Fixture()
    try fixture.colorSet(
      "BrandPrimary",
      light: #"{"red":"0.000","green":"0.478","blue":"1.000","alpha":"1.000"}"#,
      dark: #"{"red":"1.000","green":"0.271","blue":"0.227","alpha":"0.500"}"#)
    try fixture.colorSet("Bytes", light: #"{"red":"255","green":"128","blue":"0","alpha":"1.000"}"#)
    try fixture.colorSet(
      "Hex", light: #"{"red":"0xFF","green":"0x80","blue":"0x00","alpha":"1.000"}"#)
    try fixture.colorSet(
      "Grey", light: #"{"white":"0.500","alpha":"1.000"}"#, space: "gray-gamma-22")
    try fixture.colorSet(
      "Brand/Accent", light: #"{"red":"0","green":"0","blue":"255","alpha":"1"}"#)
    let bundle = fixture.bundle
    let swatch = { (name: String) in Color(name, bundle: bundle).frame(width: 2, height: 2) }
    #expect(try pixel(swatch("BrandPrimary")) == [0, 122, 255, 255])
    #expect(try pixel(swatch("BrandPrimary"), dark: true) == [128, 35, 29, 128])
    #expect(try pixel(swatch("Bytes")) == [255, 128, 0, 255])
    #expect(try pixel(swatch("Hex")) == [255, 128, 0, 255])
    #expect(try pixel(swatch("Grey")) == [128, 128, 128, 255])
    // A set inside a group folder, by its name alone or through the group.
    #expect(try pixel(swatch("Accent")) == [0, 0, 255, 255])
    #expect(try pixel(swatch("Brand/Accent")) == [0, 0, 255, 255])
    #expect(ViewHost(swatch("Accent")).diagnostics.isEmpty)
  }

  @Test func aMissingOrBrokenColourSetIsClearAndReported() throws {
    let fixture = try Fixture()
    try fixture.set("Broken.colorset", "{not json")
    try fixture.colorSet(
      "Wide", light: #"{"red":"1","green":"0","blue":"0","alpha":"1"}"#, space: "display-p3")
    try fixture.colorSet("NotANumber", light: #"{"red":"nan","green":"0","blue":"0","alpha":"1"}"#)
    try fixture.colorSet("NoGreen", light: #"{"red":"0.5","blue":"0","alpha":"1"}"#)
    let bundle = fixture.bundle
    let path = fixture.root.path
    let file = { (set: String) in "\(fixture.catalog.path)/\(set).colorset/Contents.json" }
    let cases: [(String, String)] = [
      ("Nope", "no colour set \"Nope\" in Assets.xcassets of bundle \(path)"),
      ("Broken", "colour set \"Broken\" in bundle \(path): \(file("Broken")) is not a JSON object"),
      (
        "Wide",
        "colour set \"Wide\" in bundle \(path): the colour space \"display-p3\" is not supported "
          + "(use sRGB or Gray Gamma 2.2 in Xcode's attributes inspector)"
      ),
      (
        "NotANumber",
        "colour set \"NotANumber\" in bundle \(path): the component \"red\" is \"nan\", not a number"
      ),
      ("NoGreen", "colour set \"NoGreen\" in bundle \(path): the component \"green\" is missing"),
      ("../Up", "the asset name \"../Up\" is not a valid colour set name"),
      ("", "the asset name \"\" is not a valid colour set name"),
    ]
    for (name, message) in cases {
      let host = ViewHost(Color(name, bundle: bundle).frame(width: 2, height: 2))
      #expect(host.diagnostics == ["Color: \(message); it is drawn clear"])
      #expect(try pixel(Color(name, bundle: bundle).frame(width: 2, height: 2)) == [0, 0, 0, 0])
    }
  }

  @Test func aBundleWithoutACatalogueSaysHowToAddOne() throws {
    let empty = try TestSupport.makeTemporaryDirectory("no-assets")
    let bundle = try #require(Bundle(path: empty.path))
    let host = ViewHost(Color("Brand", bundle: bundle))
    #expect(
      host.diagnostics == [
        "Color: no colour set \"Brand\": bundle \(empty.path) has no .xcassets folder (copy it "
          + "into the bundle: resources: [.copy(\"Assets.xcassets\")]); it is drawn clear"
      ])
  }

  // MARK: - Image sets

  private static let scaledSet = """
    {"images":[{"idiom":"universal","filename":"Dot.png","scale":"1x"},
    {"idiom":"universal","filename":"Dot@2x.png","scale":"2x"},
    {"idiom":"universal","filename":"Dot@3x.png","scale":"3x"},
    {"idiom":"universal","filename":"DotDark@2x.png","scale":"2x",
     "appearances":[{"appearance":"luminosity","value":"dark"}]}],"info":{"version":1}}
    """

  @Test func anImageSetDrawsTheFileForTheRenderScale() throws {
    let fixture = try Fixture()
    try fixture.set("Dot.imageset", Self.scaledSet)
    try fixture.png("Dot.imageset", "Dot.png", side: 4, color: ColorU8(r: 255, g: 0, b: 0))
    try fixture.png("Dot.imageset", "Dot@2x.png", side: 8, color: ColorU8(r: 0, g: 255, b: 0))
    try fixture.png("Dot.imageset", "Dot@3x.png", side: 12, color: ColorU8(r: 0, g: 0, b: 255))
    try fixture.png("Dot.imageset", "DotDark@2x.png", side: 8, color: ColorU8(r: 9, g: 9, b: 9))
    try fixture.set(
      "Single.imageset", #"{"images":[{"idiom":"universal","filename":"one.png"}]}"#)
    try fixture.png("Single.imageset", "one.png", side: 6, color: ColorU8(r: 1, g: 2, b: 3))
    let bundle = fixture.bundle
    #expect(try pixel(Image("Dot", bundle: bundle), scale: 1) == [255, 0, 0, 255])
    #expect(try pixel(Image("Dot", bundle: bundle), scale: 2) == [0, 255, 0, 255])
    #expect(try pixel(Image("Dot", bundle: bundle), scale: 3) == [0, 0, 255, 255])
    #expect(try pixel(Image("Dot", bundle: bundle), dark: true) == [9, 9, 9, 255])
    // Every file is 4 × 4 points; the 1× file is scaled up at 2×.
    for scale in [1.0, 2, 3] {
      var environment = EnvironmentValues()
      environment.displayScale = scale
      #expect(
        ViewHost(Image("Dot", bundle: bundle), environment: environment).size
          == CGSize(width: 4, height: 4))
    }
    #expect(ViewHost(Image("Single", bundle: bundle)).size == CGSize(width: 6, height: 6))
    #expect(try pixel(Image("Single", bundle: bundle)) == [1, 2, 3, 255])
    let host = ViewHost(
      Image(decorative: "Dot", bundle: bundle).resizable().frame(width: 10, height: 10))
    #expect(host.diagnostics.isEmpty)
    #expect(host.size == CGSize(width: 10, height: 10))
  }

  @Test func brokenImageSetsShowThePlaceholderAndSayWhy() throws {
    let fixture = try Fixture()
    let one = { (file: String) in
      #"{"images":[{"idiom":"universal","filename":"\#(file)","scale":"2x"}]}"#
    }
    try fixture.set("Missing.imageset", one("gone.png"))
    try fixture.set("Corrupt.imageset", one("bad.png"))
    try Data("not a png".utf8).write(
      to: fixture.catalog.appendingPathComponent("Corrupt.imageset/bad.png"))
    try fixture.set("Vector.imageset", one("icon.pdf"))
    try fixture.set("Escape.imageset", one("../../secret.png"))
    try fixture.set("Empty.imageset", #"{"images":[]}"#)
    try fixture.set("Garbage.imageset", "[1, 2")
    // A link to a PNG outside the catalogue is read as the file it points to.
    let outside = fixture.root.deletingLastPathComponent().appendingPathComponent("real.png")
    try PNGEncoder.write(
      try #require(Pixmap(width: 2, height: 2, filledWith: ColorU8(r: 7, g: 7, b: 7))), to: outside)
    try fixture.set("Linked.imageset", one("link.png"))
    try FileManager.default.createSymbolicLink(
      at: fixture.catalog.appendingPathComponent("Linked.imageset/link.png"),
      withDestinationURL: outside)
    // A group folder linking to itself is not followed.
    try FileManager.default.createDirectory(
      at: fixture.catalog.appendingPathComponent("Group"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: fixture.catalog.appendingPathComponent("Group/Loop"), withDestinationURL: fixture.catalog)
    let bundle = fixture.bundle
    let path = fixture.root.path
    let set = { (name: String) in "\(fixture.catalog.path)/\(name).imageset" }
    #expect(try pixel(Image("Linked", bundle: bundle)) == [7, 7, 7, 255])
    let cases: [(String, String)] = [
      ("Nope", "Image: no image set \"Nope\" in Assets.xcassets of bundle \(path)"),
      (
        "Missing",
        "Image: image set \"Missing\" in bundle \(path): gone.png: "
          + "\(errorText(set("Missing") + "/gone.png"))"
      ),
      (
        "Corrupt",
        "Image: image set \"Corrupt\" in bundle \(path): bad.png: "
          + "\(errorText(set("Corrupt") + "/bad.png"))"
      ),
      (
        "Vector",
        "Image: image set \"Vector\" in bundle \(path): only \"icon.pdf\" (CatalogUI reads PNG files)"
      ),
      (
        "Escape",
        "Image: image set \"Escape\" in bundle \(path): the file name \"../../secret.png\" leaves "
          + "the set's folder"
      ),
      ("Empty", "Image: image set \"Empty\" in bundle \(path): Contents.json names no image file"),
      (
        "Garbage",
        "Image: image set \"Garbage\" in bundle \(path): \(set("Garbage"))/Contents.json is not a "
          + "JSON object"
      ),
    ]
    for (name, message) in cases {
      let host = ViewHost(Image(name, bundle: bundle))
      #expect(host.diagnostics == [message])
      #expect(host.size == CGSize(width: 24, height: 24))
    }
  }

  /// The decoder's error for a file, as the diagnostic quotes it.
  private func errorText(_ path: String) -> String {
    do {
      _ = try PNGDecoder.read(contentsOf: URL(fileURLWithPath: path))
      return "read"
    } catch {
      return "\(error)"
    }
  }
}
