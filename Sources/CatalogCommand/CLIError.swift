import ArgumentParser
import Catalog
import Foundation
import Raster

// MARK: - Reporting errors

/// Prints a catalog error the one way every command does and returns its exit code
/// (2 for failures, 64 for usage errors) for the command to throw.
func reported(_ error: CatalogError) -> ExitCode {
  printError(error.description)
  return ExitCode(error.exitCode)
}

/// Prints `message` as `error: …` on standard error, the one form every command uses; for
/// errors that do not end the command (one orphan that cannot be deleted, one plan problem).
func printError(_ message: String) {
  FileHandle.standardError.write(Data("error: \(message)\n".utf8))
}

/// Prints `message` as `warning: …` on standard error: something worth fixing that fails
/// nothing.
func printWarning(_ message: String) {
  FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
}

/// Prints `text` and a newline on standard output, or on standard error when standard output
/// carries JSON (`--json`), so a tool reads the one and a person the other.
func printLine(_ text: String, toStandardError: Bool) {
  if toStandardError {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  } else {
    print(text)
  }
}

// MARK: - Writing images

/// Encodes `pixmap` and writes it where the user's `--output` says (see `OutputFile`); an
/// error is reported and returned as the exit code to throw.
func writePNG(_ pixmap: Pixmap, to path: String) throws(ExitCode) {
  do {
    try OutputFile.write(pixmap, to: path)
  } catch {
    throw reported(error)
  }
}
