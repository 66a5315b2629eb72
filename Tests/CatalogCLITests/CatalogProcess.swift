import Foundation
import TestSupport
import Testing

// MARK: - CatalogRun

/// What one run of the real `catalog` binary did.
struct CatalogRun {
  var status: Int32
  var output: String
  var error: String
}

/// Runs the real `catalog` binary (or `catalog-bench`), as users and benchmarks do.
func catalog(_ arguments: [String], binary name: String = "catalog") throws -> CatalogRun {
  let process = Process()
  process.executableURL = try CatalogBinary.url(name)
  process.arguments = arguments
  let out = Pipe()
  let err = Pipe()
  process.standardOutput = out
  process.standardError = err
  try process.run()
  let outData = out.fileHandleForReading.readDataToEndOfFile()
  let errData = err.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return CatalogRun(
    status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self),
    error: String(decoding: errData, as: UTF8.self))
}

/// Runs the real `catalog-bench` binary, as `make bench` does.
func catalogBench(_ arguments: [String]) throws -> CatalogRun {
  try catalog(arguments, binary: "catalog-bench")
}
