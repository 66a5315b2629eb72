import CatalogUI

// MARK: - ViewDefinition

/// A design-system component's named content variants, shared by the catalog, the snapshots
/// and the gallery.
///
/// ```swift
/// enum DLSPrimaryButton_Definition: ViewDefinition {
///   static var contentVariants: ContentVariants {
///     DLSPrimaryButton(title: "Title") {}.named("Short text")
///     DLSPrimaryButton(title: "A much longer title that wraps") {}.named("Long text")
///   }
/// }
/// ```
/// Any type in a target that uses the `DefinitionsDiscovery` plugin and conforms is found
/// without registration. As `PreviewProvider`, the protocol is isolated to the main actor, so
/// variants may use `@MainActor` view models; it refines `SendableMetatype` because planned
/// snapshots refer to their definition from any thread.
@MainActor @preconcurrency
public protocol ViewDefinition: SendableMetatype {
  /// The name in the catalog and the snapshot folder; by default the type name without a
  /// trailing `_Definition` or `Definition`.
  static var catalogName: String { get }

  /// The variants, in display order.
  @ContentVariantsBuilder static var contentVariants: ContentVariants { get }

  /// How variants are laid out, rendered and compared; the catalog's defaults unless overridden.
  /// A definition built from iOS's system look sets `accessibility = .iOS` in them.
  static var snapshotSettings: SnapshotSettings { get }

  /// Where the gallery shows the definition: `.components` unless overridden (`.screens`).
  static var catalogSection: CatalogSection { get }
}

extension ViewDefinition {
  public static var catalogName: String {
    let name = _typeName(Self.self, qualified: false)
    for suffix in ["_Definition", "Definition"] where name.hasSuffix(suffix) && name != suffix {
      return String(name.dropLast(suffix.count))
    }
    return name
  }

  public static var snapshotSettings: SnapshotSettings { SnapshotSettings() }

  public static var catalogSection: CatalogSection { .components }
}
