import ArgumentParser
import Catalog
import Foundation
import PNG
import Raster

// MARK: - Reporting errors

/// Prints a catalog error the one way every command does and returns its exit code
/// (2 for failures, 64 for usage errors) for the command to throw.
func reported(_ error: CatalogError) -> ExitCode {
  FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
  return ExitCode(error.exitCode)
}

// MARK: - Writing images

/// Encodes `pixmap` and writes it where the user's `--output` says (see `OutputFile`); an
/// error is reported and returned as the exit code to throw.
func writePNG(_ pixmap: Pixmap, to path: String) throws(ExitCode) {
  let data: Data
  do {
    data = try PNGEncoder.encode(pixmap)
  } catch {
    throw reported(.failure("cannot encode the image for '\(path)': \(error)"))
  }
  do {
    try OutputFile.write(data, to: path)
  } catch {
    throw reported(error)
  }
}
