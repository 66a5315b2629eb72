// MARK: - ListStyle

/// How a `List` draws its rows and sections, as SwiftUI's `ListStyle`; only the built-in styles
/// (`.automatic`, `.plain`, `.grouped`, `.insetGrouped`, `.inset`, `.sidebar`) can be drawn.
public protocol ListStyle {}

/// The looks CatalogUI draws, as an iPhone in portrait draws them.
enum ListStyleKind: String, Hashable, Sendable {
  case plain, grouped, insetGrouped, inset, sidebar

  /// Whether sections stand on the grouped background, with uppercase footnote headers.
  var isGrouped: Bool { self == .grouped || self == .insetGrouped || self == .sidebar }
  /// Whether rows are drawn on rounded cards inset from the list's edges.
  var isInset: Bool { self == .insetGrouped || self == .inset || self == .sidebar }
}

/// A list style CatalogUI knows how to draw.
protocol BuiltInListStyle: ListStyle {
  /// The look it stands for.
  var kind: ListStyleKind { get }
}

/// The platform's default list style: inset grouped on iOS, as SwiftUI's `DefaultListStyle`.
public struct DefaultListStyle: BuiltInListStyle {
  /// The default style.
  public init() {}
  var kind: ListStyleKind { .insetGrouped }
}

/// Rows edge to edge on the plain background, as SwiftUI's `PlainListStyle`.
public struct PlainListStyle: BuiltInListStyle {
  /// The plain style.
  public init() {}
  var kind: ListStyleKind { .plain }
}

/// Sections edge to edge on the grouped background, as SwiftUI's `GroupedListStyle`.
public struct GroupedListStyle: BuiltInListStyle {
  /// The grouped style.
  public init() {}
  var kind: ListStyleKind { .grouped }
}

/// Sections on rounded cards inset from the edges, as SwiftUI's `InsetGroupedListStyle`.
public struct InsetGroupedListStyle: BuiltInListStyle {
  /// The inset grouped style.
  public init() {}
  var kind: ListStyleKind { .insetGrouped }
}

/// Rows inset from the edges on the plain background, as SwiftUI's `InsetListStyle`.
public struct InsetListStyle: BuiltInListStyle {
  /// The inset style.
  public init() {}
  var kind: ListStyleKind { .inset }
}

/// The sidebar style, as SwiftUI's `SidebarListStyle`. On a compact-width iPhone a sidebar
/// list is drawn as an inset grouped list; section headers, which iOS turns into collapsible
/// headline rows there, are refused with a message rather than drawn otherwise.
public struct SidebarListStyle: BuiltInListStyle {
  /// The sidebar style.
  public init() {}
  var kind: ListStyleKind { .sidebar }
}

extension ListStyle where Self == DefaultListStyle {
  /// The platform's default: `.insetGrouped` on iOS.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
  /// Rows edge to edge on the plain background.
  public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
  /// Sections edge to edge on the grouped background.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
  /// Sections on rounded cards inset from the edges.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
  /// Rows inset from the edges on the plain background.
  public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
  /// The sidebar style, drawn as `.insetGrouped` on a compact-width iPhone.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

// MARK: - listStyle

extension View {
  /// The style of every `List` inside the view, as SwiftUI's `listStyle(_:)`.
  nonisolated public func listStyle<S: ListStyle>(_ style: S) -> some View {
    let setting: ListStyleSetting =
      (style as? any BuiltInListStyle).map { .style($0.kind) }
      ?? .unsupported(_typeName(S.self, qualified: false))
    return modifier(ListStyleModifier(setting: setting))
  }
}

/// The list style set in the environment.
enum ListStyleSetting: Hashable, Sendable {
  /// A built-in style.
  case style(ListStyleKind)
  /// A style of the user's own, named by its type: it cannot be drawn.
  case unsupported(String)
}

/// The list style of the lists inside; `.automatic` (inset grouped) by default.
struct ListStyleKey: EnvironmentKey {
  static let defaultValue = ListStyleSetting.style(.insetGrouped)
}

/// Sets the list style.
nonisolated struct ListStyleModifier: EnvironmentModifier {
  let setting: ListStyleSetting

  @MainActor func modify(_ environment: inout EnvironmentValues) {
    environment[ListStyleKey.self] = setting
  }
}
