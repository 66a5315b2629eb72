import Foundation
import TestSupport
import Testing

// MARK: - CatalogBinary

/// The built `catalog` executable, run as users and benchmarks run it.
enum CatalogBinary {
  /// What a finished run printed and how it exited.
  struct Run {
    var status: Int32
    var output: String
    var error: String
  }

  /// The release build of `name`, or the debug build when there is no release build.
  static func url(_ name: String = "catalog") throws -> URL {
    let binary = ["release", "debug"].map {
      TestSupport.packageRoot.appendingPathComponent(".build/\($0)/\(name)")
    }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    return try #require(binary, "build the \(name) binary first")
  }

  /// Runs `catalog` with `arguments` from the package root and waits for it.
  static func run(_ arguments: [String]) throws -> Run {
    let process = try start(arguments)
    return finish(process)
  }

  /// Starts `catalog` with `arguments` from the package root, its output piped.
  static func start(_ arguments: [String], binary name: String = "catalog") throws -> Process {
    let process = Process()
    process.executableURL = try url(name)
    process.arguments = arguments
    process.currentDirectoryURL = TestSupport.packageRoot
    process.standardOutput = Pipe()
    process.standardError = Pipe()
    try process.run()
    return process
  }

  /// Reads everything a started process prints and waits for it to exit.
  static func finish(_ process: Process) -> Run {
    func text(_ pipe: Any?) -> String {
      guard let pipe = pipe as? Pipe else { return "" }
      return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
    // Standard error is small here; read it after standard output is closed.
    let output = text(process.standardOutput)
    let error = text(process.standardError)
    process.waitUntilExit()
    return Run(status: process.terminationStatus, output: output, error: error)
  }
}
