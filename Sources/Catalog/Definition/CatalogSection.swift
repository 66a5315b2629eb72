// MARK: - CatalogSection

/// The part of the catalog a definition belongs to: the gallery shows each section under its
/// own heading, and reports and `catalog list --json` name it.
///
/// ```swift
/// enum CounterScreen_Definition: ViewDefinition {
///   static var catalogSection: CatalogSection { .screens }
///   …
/// }
/// ```
public struct CatalogSection: Hashable, Sendable, CustomStringConvertible {
  /// The heading, such as `Components`.
  public let name: String

  /// A section headed `name`; sections other than the three built in follow them in the
  /// gallery, by name.
  public init(_ name: String) { self.name = name }

  /// Design-system components: the default.
  public static let components = CatalogSection("Components")
  /// Whole screens built from the components.
  public static let screens = CatalogSection("Screens")
  /// Transitions between screens, snapshotted keyframe by keyframe.
  public static let transitions = CatalogSection("Transitions")

  public var description: String { name }
}
