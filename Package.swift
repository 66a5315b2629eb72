// swift-tools-version:6.1
// The design-system catalog: a SwiftUI-like DSL, a software rasterizer, and a snapshot runner.
// Layers (arrows point down only):
//   catalog (one line) → CatalogCommand → Catalog → CatalogUI → TextEngine → Raster
//   catalog → Definitions → DesignSystem → CatalogUI
//   Catalog → PNG → CPNGShim → CLibPNG;   Catalog, CatalogUI, TextEngine, Raster → Hashing
//   catalog-bench → Scenes → Raster
//   TextEngine → CHarfBuzz, CBidiShim → CICU   (TextEngine ships the built-in fonts)
//   DefinitionsDiscovery (plugin) → DefinitionScanner (tool) → DefinitionScanning
//   EmbeddedAssets (plugin) → AssetEmbedder (tool); Catalog embeds Gallery/Assets with it
//   RendererDigest (plugin) → SourceDigester (tool) → Hashing; Raster, TextEngine, CatalogUI,
//   Catalog
import CompilerPluginSupport
import PackageDescription

// Test code is compiled without optimisation in every configuration: `make test` builds it in
// release beside the optimised library it tests, and optimising 35,000 lines of tests took
// minutes of the build for no speed the tests need (they spend their time in the library).
// Test targets are never part of a product, so adopters never build them.
let testSettings: [SwiftSetting] = [.unsafeFlags(["-Onone"])]

let package = Package(
  name: "DesignCatalog",
  // No executable product: an adopting package's own `catalog` executable target must be the
  // one `swift run catalog` finds there, and a dependency's executable product would shadow it.
  products: [
    .library(name: "CatalogCommand", targets: ["CatalogCommand"]),
    .library(name: "CatalogTesting", targets: ["CatalogTesting"]),
    .plugin(name: "DefinitionsDiscovery", targets: ["DefinitionsDiscovery"]),
    .library(name: "Catalog", targets: ["Catalog"]),
    .library(name: "CatalogUI", targets: ["CatalogUI"]),
    // `import SwiftUI` on Linux: CatalogUI and Foundation, for files written for iOS; depend on
    // it with `condition: .when(platforms: [.linux])`.
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    .library(name: "DesignSystem", targets: ["DesignSystem"]),
    .library(name: "Raster", targets: ["Raster"]),
    .library(name: "PNG", targets: ["PNG"]),
    .library(name: "PixelDiff", targets: ["PixelDiff"]),
    .library(name: "TextEngine", targets: ["TextEngine"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
  ],
  targets: [
    // MARK: - System libraries
    .systemLibrary(
      name: "CLibPNG",
      path: "Sources/CLibPNG",
      pkgConfig: "libpng",
      providers: [.apt(["libpng-dev"])]
    ),
    .systemLibrary(
      name: "CHarfBuzz",
      path: "Sources/CHarfBuzz",
      pkgConfig: "harfbuzz",
      providers: [.apt(["libharfbuzz-dev"])]
    ),
    .systemLibrary(
      name: "CICU",
      path: "Sources/CICU",
      pkgConfig: "icu-uc",
      providers: [.apt(["libicu-dev"])]
    ),
    // ICU's C functions carry its version in their symbol names (ubidi_open_72); the shim
    // calls them by their plain names so Swift code does not depend on one ICU release.
    .target(name: "CBidiShim", dependencies: ["CICU"], path: "Sources/CBidiShim"),
    // libpng reports errors with longjmp, which must never cross Swift frames: every libpng
    // call lives in this C target and returns an error code instead.
    .target(name: "CPNGShim", dependencies: ["CLibPNG"], path: "Sources/CPNGShim"),

    // MARK: - Library layers
    .target(name: "Raster", dependencies: ["Hashing"], plugins: ["RendererDigest"]),
    .target(name: "Hashing"),
    .target(name: "PNG", dependencies: ["Raster", "CPNGShim"]),
    // The built-in families' font files, with their licences, are resources: SwiftPM copies
    // them beside every executable that links TextEngine, here and in an adopting package, so
    // text never depends on the fonts a machine has installed.
    .target(
      name: "TextEngine", dependencies: ["Raster", "Hashing", "CBidiShim", "CHarfBuzz"],
      resources: [.copy("Fonts/BuiltIn")], plugins: ["RendererDigest"]),
    .target(
      name: "CatalogUI",
      dependencies: ["Raster", "TextEngine", "PNG", "Hashing", "PreviewMacros"],
      exclude: ["Symbols/BootstrapIcons-LICENSE.txt"], plugins: ["RendererDigest"]),
    .target(name: "DesignSystem", dependencies: ["CatalogUI", "Raster"]),
    .target(name: "SwiftUI", dependencies: ["CatalogUI"]),
    .target(name: "PixelDiff", dependencies: ["Raster"]),
    // The gallery's stylesheets and scripts are files (Gallery/Assets) compiled into the code.
    .target(
      name: "Catalog",
      dependencies: ["CatalogUI", "Hashing", "PNG", "PixelDiff", "Raster", "TextEngine"],
      plugins: ["EmbeddedAssets", "RendererDigest"]),
    .target(
      name: "Definitions", dependencies: ["DesignSystem", "Catalog"], path: "Definitions",
      plugins: ["DefinitionsDiscovery"]),

    // MARK: - Discovery (a build-tool plugin generates the list of definitions)
    // The scanning lives in a library so the fuzz targets (Fuzz/) can call it without a `main`.
    .target(name: "DefinitionScanning"),
    .executableTarget(
      name: "DefinitionScanner", dependencies: ["DefinitionScanning", "SourceLiterals"]),
    .plugin(
      name: "DefinitionsDiscovery", capability: .buildTool(), dependencies: ["DefinitionScanner"]),

    // String literals for the code generators (the asset embedder, the #Preview plugin).
    .target(name: "SourceLiterals"),

    // MARK: - #Preview (a compiler plugin that reads the macro's text, without swift-syntax)
    .target(name: "PreviewExpansion", dependencies: ["SourceLiterals"]),
    .macro(name: "PreviewMacros", dependencies: ["PreviewExpansion"]),

    // MARK: - Assets (a build-tool plugin embeds a target's Assets folders in its code)
    .executableTarget(name: "AssetEmbedder", dependencies: ["SourceLiterals"]),
    .plugin(name: "EmbeddedAssets", capability: .buildTool(), dependencies: ["AssetEmbedder"]),

    // MARK: - Renderer digests (rendering keys change whenever the renderer's files change)
    .executableTarget(name: "SourceDigester", dependencies: ["Hashing", "SourceLiterals"]),
    .plugin(name: "RendererDigest", capability: .buildTool(), dependencies: ["SourceDigester"]),

    // MARK: - The command
    .target(
      name: "CatalogCommand",
      dependencies: [
        "Catalog", "CatalogUI", "PNG", "PixelDiff", "Raster", "TextEngine",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // `assertSnapshot` for Swift Testing: the catalog's rendering and references in a test.
    .target(name: "CatalogTesting", dependencies: ["Catalog", "CatalogUI", "Raster"]),
    // This package's own `catalog` is one more adopter of CatalogCommand: one line of main.
    .executableTarget(
      name: "catalog", dependencies: ["CatalogCommand", "Definitions"], path: "Sources/CatalogMain"),

    // MARK: - Benchmarks (for `make bench`, not for users)
    .target(name: "Scenes", dependencies: ["Raster"]),
    .executableTarget(
      name: "catalog-bench",
      dependencies: [
        "Catalog", "CatalogCommand", "CatalogUI", "Definitions", "DesignSystem", "PNG",
        "PixelDiff", "Raster", "Scenes", "TextEngine",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Sources/CatalogBench"),

    // MARK: - Tests
    .target(
      name: "TestSupport", dependencies: ["Raster", "PNG"], path: "Tests/TestSupport",
      exclude: ["Fonts"]),
    .testTarget(
      name: "RasterTests", dependencies: ["Raster", "Hashing", "PNG", "Scenes", "TestSupport"],
      exclude: ["Fixtures", "References"], swiftSettings: testSettings),
    .testTarget(name: "HashingTests", dependencies: ["Hashing"], swiftSettings: testSettings),
    .testTarget(
      name: "PNGTests", dependencies: ["PNG", "Raster", "TestSupport"], exclude: ["Fixtures"],
      swiftSettings: testSettings),
    .testTarget(
      name: "TextEngineTests", dependencies: ["TextEngine", "Raster", "PNG", "TestSupport"],
      exclude: ["References"], swiftSettings: testSettings),
    .testTarget(
      name: "CatalogUITests", dependencies: ["CatalogUI", "PNG", "Raster", "TestSupport"],
      exclude: ["References"],
      // A bundle of strings tables (Localizable.strings, a string catalog) and an asset
      // catalogue (colour and image sets) the tests look up.
      resources: [.copy("Localization"), .copy("Assets.xcassets")], swiftSettings: testSettings),
    .testTarget(
      name: "DesignSystemTests",
      dependencies: ["CatalogTesting", "CatalogUI", "DesignSystem", "TestSupport"],
      swiftSettings: testSettings),
    .testTarget(
      name: "CatalogTests", dependencies: ["Catalog", "CatalogUI", "PNG", "Raster", "TestSupport"],
      exclude: ["References"], swiftSettings: testSettings),
    .testTarget(
      name: "PixelDiffTests", dependencies: ["PixelDiff", "PNG", "Raster", "TestSupport"],
      swiftSettings: testSettings),
    .testTarget(
      name: "CatalogTestingTests",
      dependencies: ["Catalog", "CatalogTesting", "CatalogUI", "TestSupport"],
      exclude: ["__Snapshots__"], swiftSettings: testSettings),
    .testTarget(
      name: "CatalogCLITests", dependencies: ["PNG", "TestSupport"], swiftSettings: testSettings),
    .testTarget(
      name: "DefinitionScanningTests", dependencies: ["DefinitionScanning"],
      swiftSettings: testSettings),
    .testTarget(
      name: "PreviewExpansionTests", dependencies: ["PreviewExpansion"], swiftSettings: testSettings
    ),
    .testTarget(name: "SwiftUIModuleTests", dependencies: ["SwiftUI"], swiftSettings: testSettings),
    .testTarget(
      name: "SwiftUICorpusTests", dependencies: ["CatalogTesting", "SwiftUI"],
      exclude: ["__Snapshots__"],
      // App code, as most iOS app targets build it (Swift 6 warns where SwiftUI's does).
      swiftSettings: testSettings + [.swiftLanguageMode(.v5)]),
  ],
  swiftLanguageModes: [.v6]
)
