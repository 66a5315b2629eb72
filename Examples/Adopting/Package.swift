// swift-tools-version:6.1
// A design system of its own that adopts the catalog: the snippet from the README, as written.
import PackageDescription

let package = Package(
  name: "Adopting",
  dependencies: [
    // An adopting team writes `.package(url: "https://github.com/<owner>/catalog", from: "…")`;
    // this example lives inside the catalog's repository, so it names it by path.
    .package(name: "catalog", path: "../..")
  ],
  targets: [
    // The design system imports SwiftUI, unchanged; on Linux that is the catalog's module.
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
      exclude: ["__Snapshots__"]),
  ],
  swiftLanguageModes: [.v6]
)
