// swift-tools-version:6.1
// The design-system catalog: a SwiftUI-like DSL, a software rasterizer, and a snapshot runner.
// Layers (arrows point down only):
//   CatalogCLI → Catalog, Definitions → DesignSystem → CatalogUI → TextEngine → Raster
//   Catalog → PNG → Raster;   PNG → CPNGShim → CLibPNG;
//   TextEngine → CHarfBuzz, CBidiShim → CICU
//   DefinitionsDiscovery (plugin) → DefinitionScanner (tool) → DefinitionScanning
import PackageDescription

let package = Package(
  name: "DesignCatalog",
  products: [
    .executable(name: "catalog", targets: ["CatalogCLI"]),
    .library(name: "Catalog", targets: ["Catalog"]),
    .library(name: "CatalogUI", targets: ["CatalogUI"]),
    .library(name: "DesignSystem", targets: ["DesignSystem"]),
    .library(name: "Raster", targets: ["Raster"]),
    .library(name: "PNG", targets: ["PNG"]),
    .library(name: "PixelDiff", targets: ["PixelDiff"]),
    .library(name: "TextEngine", targets: ["TextEngine"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
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
    .target(name: "Raster"),
    .target(name: "PNG", dependencies: ["Raster", "CPNGShim"]),
    .target(name: "TextEngine", dependencies: ["Raster", "CHarfBuzz", "CBidiShim"]),
    .target(name: "CatalogUI", dependencies: ["Raster", "TextEngine", "PNG"]),
    .target(name: "DesignSystem", dependencies: ["CatalogUI"]),
    .target(name: "PixelDiff", dependencies: ["Raster"]),
    .target(name: "Catalog", dependencies: ["CatalogUI", "PNG", "PixelDiff", "Raster", "TextEngine"]),
    .target(
      name: "Definitions", dependencies: ["DesignSystem", "Catalog"], path: "Definitions",
      plugins: ["DefinitionsDiscovery"]),

    // MARK: - Discovery (a build-tool plugin generates the list of definitions)
    // The scanning lives in a library so the fuzz targets (Fuzz/) can call it without a `main`.
    .target(name: "DefinitionScanning"),
    .executableTarget(name: "DefinitionScanner", dependencies: ["DefinitionScanning"]),
    .plugin(
      name: "DefinitionsDiscovery", capability: .buildTool(), dependencies: ["DefinitionScanner"]),
    .executableTarget(
      name: "CatalogCLI",
      dependencies: [
        "Catalog",
        "CatalogUI",
        "Definitions",
        "DesignSystem",
        "PNG",
        "PixelDiff",
        "Raster",
        "TextEngine",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // MARK: - Tests
    .target(name: "TestSupport", dependencies: ["Raster", "PNG"], path: "Tests/TestSupport"),
    .testTarget(
      name: "RasterTests", dependencies: ["Raster", "PNG", "TestSupport"],
      exclude: ["Fixtures", "References"]),
    .testTarget(name: "PNGTests", dependencies: ["PNG", "Raster", "TestSupport"]),
    .testTarget(
      name: "TextEngineTests", dependencies: ["TextEngine", "Raster", "PNG", "TestSupport"],
      exclude: ["References"]),
    .testTarget(name: "CatalogUITests", dependencies: ["CatalogUI", "PNG", "Raster", "TestSupport"]),
    .testTarget(name: "DesignSystemTests", dependencies: ["DesignSystem", "CatalogUI", "TestSupport"]),
    .testTarget(name: "CatalogTests", dependencies: ["Catalog", "CatalogUI", "PNG", "TestSupport"]),
    .testTarget(name: "PixelDiffTests", dependencies: ["PixelDiff", "PNG", "Raster", "TestSupport"]),
    .testTarget(name: "CatalogCLITests", dependencies: ["PNG", "TestSupport"]),
    .testTarget(name: "DefinitionScanningTests", dependencies: ["DefinitionScanning"]),
  ],
  swiftLanguageModes: [.v6]
)
