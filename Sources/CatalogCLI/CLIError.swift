import ArgumentParser
import Catalog
import Foundation

// MARK: - Reporting errors

/// Prints a catalog error the one way every command does and returns its exit code
/// (2 for failures, 64 for usage errors) for the command to throw.
func reported(_ error: CatalogError) -> ExitCode {
  FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
  return ExitCode(error.exitCode)
}
