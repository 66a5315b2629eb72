// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "PriceKit",
  dependencies: [
    .package(name: "catalog", path: "../..")
  ],
  targets: [
    // The design system imports SwiftUI, unchanged; on Linux that is the catalog's module, on
    // iOS Apple's framework.
    .target(
      name: "PriceKit",
      dependencies: [
        .product(name: "SwiftUI", package: "catalog", condition: .when(platforms: [.linux]))
      ]),
    .target(
      name: "PriceKitDefinitions",
      dependencies: ["PriceKit", .product(name: "Catalog", package: "catalog")],
      plugins: [.plugin(name: "DefinitionsDiscovery", package: "catalog")]),
    .executableTarget(
      name: "catalog",
      dependencies: ["PriceKitDefinitions", .product(name: "CatalogCommand", package: "catalog")]),
    .testTarget(
      name: "PriceKitTests",
      dependencies: ["PriceKit", .product(name: "CatalogTesting", package: "catalog")],
      // assertSnapshot's references live beside the tests; they are not sources.
      exclude: ["__Snapshots__"]),
  ],
  swiftLanguageModes: [.v6]
)
