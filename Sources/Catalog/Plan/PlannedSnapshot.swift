import Raster

// MARK: - PlannedSnapshot

/// One snapshot the run will render: its id, reference file, comparison and a way to render it.
///
/// `render` is called on the main actor, as SwiftUI builds views, in whichever process renders
/// the snapshot; it must build everything it needs itself, so the same plan gives the same
/// pixels with any number of jobs.
public struct PlannedSnapshot: Sendable {
  /// `Definition/variant-slug[.traits]`: the reference path without `.png`.
  public var id: String
  /// The definition's display name.
  public var definition: String
  /// The variant's name as written in the definition.
  public var variant: String
  /// The definition's section of the catalog, such as `Components` or `Screens`.
  public var section: String
  /// Trait values by dimension name, only the dimensions the catalog varies.
  public var traits: [String: String]
  /// How the rendering is compared with the reference.
  public var comparison: SnapshotComparison
  /// Renders the snapshot (pixels, and its accessibility unless turned off); an error fails
  /// this snapshot only.
  public var render: @MainActor @Sendable () throws -> SnapshotRendering

  /// The reference files the snapshot keeps: the image, and the accessibility snapshot when
  /// its settings keep one. The rendering must carry every format listed.
  public var formats: [SnapshotFormat] = [.image]

  /// The moment of a transition this snapshot shows; `nil` for a view's snapshot.
  public var keyframe: TransitionKeyframe?
  /// Where the variant is declared (its `.named(_:)` call), when known.
  public var source: SourceLine?
  /// How long the snapshot may render in a worker process; `nil` for the run's limit.
  public var timeLimit: Duration?
  /// Whether a layout that changed while the pixels did not fails the snapshot (see
  /// `SnapshotSettings.failsOnLayoutChange`).
  public var failsOnLayoutChange = false

  /// The image reference's path relative to the snapshots directory.
  public var referencePath: String { SnapshotFormat.image.referencePath(for: id) }

  /// Creates a planned snapshot whose rendering may carry an accessibility snapshot.
  public init(
    id: String, definition: String, variant: String,
    section: String = CatalogSection.components.name, traits: [String: String] = [:],
    comparison: SnapshotComparison = .exact,
    rendering: @escaping @MainActor @Sendable () throws -> SnapshotRendering
  ) {
    self.id = id
    self.definition = definition
    self.variant = variant
    self.section = section
    self.traits = traits
    self.comparison = comparison
    self.render = rendering
  }

  /// Creates a planned snapshot of pixels only (no accessibility snapshot).
  public init(
    id: String, definition: String, variant: String,
    section: String = CatalogSection.components.name, traits: [String: String] = [:],
    comparison: SnapshotComparison = .exact,
    render: @escaping @MainActor @Sendable () throws -> Pixmap
  ) {
    self.init(
      id: id, definition: definition, variant: variant, section: section,
      traits: traits, comparison: comparison,
      rendering: { SnapshotRendering(pixmap: try render()) })
  }
}

// MARK: - SnapshotComparison

/// How strictly a rendering must match its reference.
public enum SnapshotComparison: Hashable, Sendable {
  /// Every pixel equal: the default, and what deterministic rendering allows.
  case exact
  /// pixelmatch-compatible comparison with tolerances, for definitions that ask for it.
  case perceptual(
    threshold: Double = 0.1, includeAA: Bool = false, maxDiffPixels: Int = 0,
    maxDiffPixelRatio: Double = 0)
}
