import ArgumentParser
import Catalog
import Foundation
import Raster
import Scenes
import TextEngine

// MARK: - SceneFonts

/// Finds the font files named by a scene's `glyphs` ops: next to the scene, in
/// `$RASTER_FONT_DIR`, in `fonts/`, then among the built-in fonts.
enum SceneFonts {
  static func resolver(sceneDirectory: URL) -> SceneReader.FontResolver? {
    var directories = [sceneDirectory]
    if let custom = ProcessInfo.processInfo.environment["RASTER_FONT_DIR"] {
      directories.append(URL(fileURLWithPath: custom))
    }
    directories.append(URL(fileURLWithPath: "fonts"))
    return { reference in
      let name = (reference.file as NSString).lastPathComponent
      for directory in directories + [try BuiltInFonts.directory()] {
        let url = directory.appendingPathComponent(name)
        if FileManager.default.fileExists(atPath: url.path) { return try FontFace(contentsOf: url) }
      }
      throw TextError(
        "font file '\(name)' not found next to the scene, in $RASTER_FONT_DIR, "
          + "in fonts/ or among the built-in fonts; put it next to the scene or set "
          + "RASTER_FONT_DIR")
    }
  }
}

// MARK: - Writing images

/// Writes `pixmap` to the user's `--output` (see `OutputFile`), printing the error and
/// returning exit code 2 when it cannot.
func writePNG(_ pixmap: Pixmap, to path: String) throws(ExitCode) {
  do {
    try OutputFile.write(pixmap, to: path)
  } catch {
    FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
    throw ExitCode(error.exitCode)
  }
}
