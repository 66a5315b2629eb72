import CatalogUI
import Dispatch
import Foundation
import Raster
import Synchronization
import TestSupport
import Testing

/// `SymbolRegistry`: a package's own symbols under SF Symbols names. The registry is the one
/// `Image(systemName:)` draws from, shared by every test of the process, so each test
/// registers names of its own.
@MainActor @Suite struct SymbolRegistryTests {
  /// A rosette: a sixteen-point star with a round hole, in a 24×24 box.
  nonisolated static let rosette =
    "M12.00 1.00 L15.06 4.61 L19.78 4.22 L19.39 8.94 L23.00 12.00 "
    + "L19.39 15.06 L19.78 19.78 L15.06 19.39 L12.00 23.00 L8.94 19.39 L4.22 19.78 L4.61 15.06 "
    + "L1.00 12.00 L4.61 8.94 L4.22 4.22 L8.94 4.61 Z M12 8.5 A3.5 3.5 0 1 0 12 15.5 "
    + "A3.5 3.5 0 1 0 12 8.5 Z"

  /// The rosette as an SVG file: a view box whose origin is not zero, and two paths.
  nonisolated static let rosetteFile = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!-- A rosette with a dot. -->
    <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="100 100 24 24" \
    fill="currentColor">
      <path fill-rule="evenodd"
        d="M112.00 101.00 L115.06 104.61 L119.78 104.22 L119.39 108.94 L123.00 112.00 L119.39 \
        115.06 L119.78 119.78 L115.06 119.39 L112.00 123.00 L108.94 119.39 L104.22 119.78 \
        L104.61 115.06 L101.00 112.00 L104.61 108.94 L104.22 104.22 L108.94 104.61 Z M112 108.5 \
        A3.5 3.5 0 1 0 112 115.5 A3.5 3.5 0 1 0 112 108.5 Z"/>
      <path d="M111 111h2v2h-2z"></path>
    </svg>

    """

  @Test func aRegisteredSymbolDrawsLikeItsPathData() throws {
    try SymbolRegistry.shared.register("test.rosette.plain", svgPathData: Self.rosette)
    let symbol = ViewHost(
      Image(systemName: "test.rosette.plain").resizable()
        .frame(width: 24, height: 24))
    let icon = ViewHost(Image(svgPathData: Self.rosette).resizable().frame(width: 24, height: 24))
    #expect(symbol.diagnostics == [])
    #expect(symbol.render() == icon.render())
    #expect(SymbolRegistry.shared.registeredNames.contains("test.rosette.plain"))
    #expect(Image.availableSystemNames.contains("test.rosette.plain"))
    #expect(Image.availableSystemNames.contains("star.fill"))
  }

  @Test func registeredSymbolsMatchTheirReference() throws {
    try SymbolRegistry.shared.register("test.rosette", svgPathData: Self.rosette, eoFill: true)
    let folder = try TestSupport.makeTemporaryDirectory("symbols")
    let file = folder.appendingPathComponent("rosette.svg")
    try Data(Self.rosetteFile.utf8).write(to: file)
    try SymbolRegistry.shared.register("test.rosette.file", contentsOf: file)
    // A wide view box keeps its proportions at the symbol's height.
    try SymbolRegistry.shared.register(
      "test.wide", svgPathData: "M0 0h32v16H0z M4 4v8h24V4z",
      viewBox: CGSize(width: 32, height: 16),
      eoFill: true)
    let row = HStack(spacing: 4) {
      Image(systemName: "test.rosette").foregroundStyle(.orange)
      Image(systemName: "test.rosette.file").foregroundStyle(.blue)
      Image(systemName: "test.rosette").imageScale(.large)
      Image(systemName: "test.wide")
      Image(systemName: "test.rosette").resizable().frame(width: 30, height: 15)
    }
    .padding(4)
    .background(.white)
    let host = ViewHost(row)
    #expect(host.diagnostics == [])
    expectMatchesReference(host.render(), named: "registered-symbols")
    // The file's paths, moved to the origin, draw exactly what the path data draws.
    let fromFile = ViewHost(Image(systemName: "test.rosette.file").frame(width: 24, height: 24))
    let fromData = ViewHost(Image(systemName: "test.rosette").frame(width: 24, height: 24))
    #expect(fromFile.render() != fromData.render())  // the file adds a dot in the hole
    #expect(ViewHost(Image(systemName: "test.wide")).size == CGSize(width: 34, height: 17))
  }

  @Test func aRegisteredNameReplacesTheBuiltInOutline() throws {
    // `alarm` is drawn by no other test, so replacing it affects none of them.
    #expect(SymbolRegistry.shared.builtInNames.contains("alarm"))
    let before = ViewHost(Image(systemName: "alarm").frame(width: 24, height: 24)).render()
    try SymbolRegistry.shared.register("alarm", svgPathData: Self.rosette, eoFill: true)
    let after = ViewHost(Image(systemName: "alarm").frame(width: 24, height: 24)).render()
    try SymbolRegistry.shared.register("test.alarm.like", svgPathData: Self.rosette, eoFill: true)
    let rosette = ViewHost(Image(systemName: "test.alarm.like").frame(width: 24, height: 24))
    #expect(after != before)
    #expect(after == rosette.render())
    #expect(SymbolRegistry.shared.builtInNames.contains("alarm"))
    #expect(SymbolRegistry.shared.registeredNames.contains("alarm"))
  }

  @Test func registeringTheSameOutlineAgainDoesNothing() throws {
    try SymbolRegistry.shared.register("test.twice", svgPathData: "M0 0h24v24H0z")
    try SymbolRegistry.shared.register("test.twice", svgPathData: "M0 0h24v24H0z")
    #expect(ViewHost(Image(systemName: "test.twice")).diagnostics == [])
  }

  @Test func anotherOutlineForANameIsAnErrorAndImagesReportTheClashInEitherOrder() throws {
    #expect(
      throws: SymbolError(
        "symbol 'test.clash.a' from path data is already registered with another outline from "
          + "path data; register each name once (images of 'test.clash.a' now report the clash)"
      )
    ) {
      try SymbolRegistry.shared.register("test.clash.a", svgPathData: "M0 0h24v24H0z")
      try SymbolRegistry.shared.register("test.clash.a", svgPathData: "M0 0h12v12H0z")
    }
    let folder = try TestSupport.makeTemporaryDirectory("symbols")
    let file = folder.appendingPathComponent("clash.svg")
    try Data("<svg viewBox=\"0 0 24 24\"><path d=\"M0 0h24v24H0z\"/></svg>".utf8).write(to: file)
    try SymbolRegistry.shared.register("test.clash.b", svgPathData: "M0 0h12v12H0z")
    #expect(throws: SymbolError.self) {
      try SymbolRegistry.shared.register("test.clash.b", contentsOf: file)
    }
    try SymbolRegistry.shared.register("test.clash.c", contentsOf: file)
    #expect(throws: SymbolError.self) {
      try SymbolRegistry.shared.register("test.clash.c", svgPathData: "M0 0h12v12H0z")
    }
    // Either order gives the same picture and the same message: the clash, never a winner.
    let b = ViewHost(Image(systemName: "test.clash.b"))
    let c = ViewHost(Image(systemName: "test.clash.c"))
    #expect(
      b.diagnostics == [
        "Image: SF Symbol 'test.clash.b' was registered with two different outlines (from "
          + "'\(file.path)' and path data); register it once"
      ])
    #expect(
      c.diagnostics == [
        "Image: SF Symbol 'test.clash.c' was registered with two different outlines (from "
          + "'\(file.path)' and path data); register it once"
      ])
    #expect(b.render() == c.render())
    #expect(b.render() == ViewHost(Image(systemName: "test.never.registered")).render())
  }

  @Test func badNamesAndViewBoxesAreErrorsSayingWhatToGive() {
    #expect(
      throws: SymbolError(
        "a symbol name is empty; name it as SF Symbols do, such as "
          + "'rosette' or 'star.circle.fill'")
    ) {
      try SymbolRegistry.shared.register("", svgPathData: "M0 0h1v1z")
    }
    #expect(
      throws: SymbolError(
        "symbol name 'my icon' has U+0020, which SF Symbols names do "
          + "not; use letters, digits, '.', '-' and '_', such as 'rosette' or 'star.circle.fill'")
    ) {
      try SymbolRegistry.shared.register("my icon", svgPathData: "M0 0h1v1z")
    }
    #expect(
      throws: SymbolError(
        "symbol name 'a/b' has '/', which SF Symbols names do not; use "
          + "letters, digits, '.', '-' and '_', such as 'rosette' or 'star.circle.fill'")
    ) {
      try SymbolRegistry.shared.register("a/b", svgPathData: "M0 0h1v1z")
    }
    #expect(
      throws: SymbolError(
        "symbol 'test.flat': view box 0 0 24 0 has no area or is out "
          + "of range; give a width and height above 0 and values of at most 1e6, such as 0 0 24 24"
      )
    ) {
      try SymbolRegistry.shared.register(
        "test.flat", svgPathData: "M0 0h1v1z",
        viewBox: CGSize(width: 24, height: 0))
    }
    #expect(
      throws: SymbolError(
        "symbol 'test.nan': view box 0 0 nan 24 has no area or is out "
          + "of range; give a width and height above 0 and values of at most 1e6, such as 0 0 24 24"
      )
    ) {
      try SymbolRegistry.shared.register(
        "test.nan", svgPathData: "M0 0h1v1z",
        viewBox: CGSize(width: Double.nan, height: 24))
    }
    #expect(
      throws: SymbolError(
        "symbol 'test.bad.data': invalid path data at character 0: "
          + "expected a moveto command (M or m), found \"hello\"; give SVG path data "
          + "such as \"M2 2h20v20H2z\"")
    ) {
      try SymbolRegistry.shared.register("test.bad.data", svgPathData: "hello")
    }
    #expect(!SymbolRegistry.shared.registeredNames.contains("test.bad.data"))
  }

  @Test func anUnknownNameSaysHowToRegisterOne() {
    let host = ViewHost(Image(systemName: "test.unknown"))
    #expect(
      host.diagnostics == [
        "Image: no symbol named 'test.unknown'; register one before rendering with "
          + "SymbolRegistry.shared.register(\"test.unknown\", svgPathData:viewBox:), or put "
          + "test.unknown.svg among your target's resources and call "
          + "SymbolRegistry.shared.registerSymbols(in: .module); `catalog symbols` lists the "
          + "names there are"
      ])
  }

  @Test func aBundleFolderRegistersEverySVGFileByItsName() throws {
    let root = try TestSupport.makeTemporaryDirectory("symbol-bundle")
    let icons = root.appendingPathComponent("Icons/Nested")
    try FileManager.default.createDirectory(at: icons, withIntermediateDirectories: true)
    let square = "<svg viewBox=\"0 0 24 24\"><path d=\"M2 2h20v20H2z\"/></svg>"
    try Data(square.utf8).write(to: root.appendingPathComponent("Icons/test.bundle.square.svg"))
    try Data(Self.rosetteFile.utf8)
      .write(to: icons.appendingPathComponent("test.bundle.rosette.SVG"))
    try Data("not a symbol".utf8).write(to: root.appendingPathComponent("Icons/readme.txt"))
    let bundle = try #require(Bundle(url: root))
    let names = try SymbolRegistry.shared.registerSymbols(in: bundle, subdirectory: "Icons")
    #expect(names == ["test.bundle.rosette", "test.bundle.square"])
    #expect(ViewHost(Image(systemName: "test.bundle.square")).diagnostics == [])
    // Registering the bundle again is harmless.
    #expect(try SymbolRegistry.shared.registerSymbols(in: bundle, subdirectory: "Icons") == names)
  }

  @Test func aBundleWithABadFileRegistersNothing() throws {
    let root = try TestSupport.makeTemporaryDirectory("symbol-bundle")
    let good = "<svg viewBox=\"0 0 24 24\"><path d=\"M2 2h20v20H2z\"/></svg>"
    try Data(good.utf8).write(to: root.appendingPathComponent("test.atomic.good.svg"))
    let bad = "<svg viewBox=\"0 0 24 24\">\n  <circle cx=\"12\" cy=\"12\" r=\"10\"/>\n</svg>"
    try Data(bad.utf8).write(to: root.appendingPathComponent("test.atomic.bad.svg"))
    let bundle = try #require(Bundle(url: root))
    let file = root.appendingPathComponent("test.atomic.bad.svg").path
    #expect(
      throws: SymbolError(
        "symbol file '\(file)', line 2: <circle> is not supported; a "
          + "symbol file holds one <svg viewBox=\"…\"> of <path d=\"…\"> elements with an optional "
          + "fill-rule; convert shapes and strokes to filled paths and remove the rest (Inkscape: "
          + "Path › Object to Path and Stroke to Path)")
    ) {
      try SymbolRegistry.shared.registerSymbols(in: bundle)
    }
    #expect(!SymbolRegistry.shared.registeredNames.contains("test.atomic.good"))
    #expect(
      throws: SymbolError(
        "the bundle at '\(root.path)' has no folder 'Icons'; declare it "
          + "as a resource in Package.swift, such as resources: [.copy(\"Symbols\")], and pass its "
          + "name as subdirectory")
    ) {
      try SymbolRegistry.shared.registerSymbols(in: bundle, subdirectory: "Icons")
    }
    let empty = try TestSupport.makeTemporaryDirectory("symbol-bundle")
    #expect(
      throws: SymbolError(
        "no symbol files (.svg) in '\(empty.path)'; declare them as "
          + "resources in Package.swift, such as resources: [.copy(\"Symbols\")]")
    ) {
      try SymbolRegistry.shared.registerSymbols(in: try #require(Bundle(url: empty)))
    }
    let twice = try TestSupport.makeTemporaryDirectory("symbol-bundle")
    try FileManager.default.createDirectory(
      at: twice.appendingPathComponent("a"),
      withIntermediateDirectories: true)
    try Data(good.utf8).write(to: twice.appendingPathComponent("a/test.dup.svg"))
    try Data(good.utf8).write(to: twice.appendingPathComponent("test.dup.svg"))
    #expect(
      throws: SymbolError(
        "symbol files '\(twice.path)/a/test.dup.svg' and "
          + "'\(twice.path)/test.dup.svg' both name 'test.dup'; rename or remove one of them")
    ) {
      try SymbolRegistry.shared.registerSymbols(in: try #require(Bundle(url: twice)))
    }
  }

  @Test func registeringFromManyThreadsAtOnceGivesTheSamePixels() throws {
    let names = (0..<64).map { "test.threads.\($0)" }
    let expected = ViewHost(
      Image(svgPathData: Self.rosette).resizable()
        .frame(width: 24, height: 24)
    ).render()
    let errors = Mutex<[String]>([])
    // Each name is registered twice at once, from threads that race; views draw on the main
    // actor, as in SwiftUI, once every registration has returned.
    DispatchQueue.concurrentPerform(iterations: names.count * 2) { i in
      do {
        try SymbolRegistry.shared.register(names[i % names.count], svgPathData: Self.rosette)
      } catch {
        errors.withLock { $0.append("\(error)") }
      }
    }
    #expect(errors.withLock { $0 } == [])
    for name in names {
      let pixels = ViewHost(Image(systemName: name).resizable().frame(width: 24, height: 24))
        .render()
      #expect(pixels == expected, "\(name)")
    }
  }
}
