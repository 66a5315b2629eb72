import Foundation
import Raster

// MARK: - SceneFonts

/// Supplies fonts to the scene reader's `glyphs` op.
enum SceneFonts {
  /// No text engine is linked into the scene path yet, so glyphs are reported as unsupported.
  static func resolver(sceneDirectory: URL) -> SceneReader.FontResolver? { nil }
}
