/// CatalogUI: a SwiftUI-like declarative view layer that lays out and renders on Linux.
///
/// Design: a `View` value is resolved, with its environment, into a tree of layout nodes
/// (`Core/`). Layout follows SwiftUI's rules: the parent proposes a size (`nil` meaning
/// unspecified), the child chooses its size, the parent places it; frames are rounded to the
/// pixel grid at the display scale. A laid-out tree becomes a `Raster.DisplayList` in device
/// pixels, an accessibility tree, and hit-test targets, all explicit values that tests and
/// later features can read (`ViewHost`). Components get visual variants through
/// `ComponentStyle` (`Styles/`): a style draws from the configuration a base view hands it, and
/// the environment passes it down, keyed by the configuration's type.
///
/// Costs: resolution and layout are linear in the number of views; text is shaped once per
/// distinct proposed width.
public enum CatalogUIModule {}
