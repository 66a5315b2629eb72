import Foundation
import TestSupport
import Testing

// MARK: - CatalogRun

/// What one run of the real `catalog` binary did.
typealias CatalogRun = CatalogBinary.Run

/// Runs the real `catalog` binary (or `catalog-bench`), as users and benchmarks do.
func catalog(_ arguments: [String], binary name: String = "catalog") throws -> CatalogRun {
  try CatalogBinary.run(arguments, binary: name)
}

/// Runs the real `catalog-bench` binary, as `make bench` does.
func catalogBench(_ arguments: [String]) throws -> CatalogRun {
  try CatalogBinary.run(arguments, binary: "catalog-bench")
}
