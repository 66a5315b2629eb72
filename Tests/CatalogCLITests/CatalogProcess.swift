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

/// Runs the real `catalog` binary, as users and benchmarks do.
func catalog(_ arguments: [String]) throws -> CatalogRun {
  let binary = ["release", "debug"].map {
    TestSupport.packageRoot.appendingPathComponent(".build/\($0)/catalog")
  }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  let process = Process()
  process.executableURL = try #require(binary, "build the catalog binary first")
  process.arguments = arguments
  let out = Pipe(), err = Pipe()
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
