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

  /// Runs `catalog` (or `binary`, or the file `executable`) with `arguments` from the package
  /// root and waits for it; `environment` is added to this process's; with `addressSpace`, in
  /// an address space of that many KiB (`ulimit -v`). The one way every test runs a binary.
  static func run(
    _ arguments: [String], binary name: String = "catalog", executable: URL? = nil,
    environment: [String: String] = [:], addressSpace: Int? = nil
  ) throws -> Run {
    let process = try start(
      arguments, binary: name, executable: executable, environment: environment,
      addressSpace: addressSpace)
    return finish(process)
  }

  /// Starts a binary as `run` does, its output piped, without waiting for it.
  static func start(
    _ arguments: [String], binary name: String = "catalog", executable: URL? = nil,
    environment: [String: String] = [:], addressSpace: Int? = nil
  ) throws -> Process {
    let process = Process()
    let binary = try executable ?? url(name)
    if let addressSpace {
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments =
        ["-c", "ulimit -v \(addressSpace) && exec \"$0\" \"$@\"", binary.path] + arguments
    } else {
      process.executableURL = binary
      process.arguments = arguments
    }
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
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

// MARK: - CatalogBench

/// The built `catalog-bench` executable, run as `make bench` runs it.
enum CatalogBench {
  /// Runs `catalog-bench` with `arguments`, as `CatalogBinary.run` runs `catalog`.
  static func run(_ arguments: [String], addressSpace: Int? = nil) throws -> CatalogBinary.Run {
    try CatalogBinary.run(arguments, binary: "catalog-bench", addressSpace: addressSpace)
  }
}
