import Raster

// MARK: - VerticalEdge

/// The top or bottom edge, as SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom

  /// A set of vertical edges.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The edges as bits: top 1, bottom 2.
    public let rawValue: Int8
    /// The edges whose bits are set in `rawValue`.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The set holding one edge.
    public init(_ edge: VerticalEdge) { self.init(rawValue: 1 << edge.rawValue) }
    /// The top edge.
    public static let top = Set(.top)
    /// The bottom edge.
    public static let bottom = Set(.bottom)
    /// Both edges.
    public static let all: Set = [.top, .bottom]
  }
}

// MARK: - ListItemTraits

/// What the list row and section modifiers say about one row or section of a `List`.
struct ListItemTraits {
  /// The row's content insets; `nil`: the style's.
  var insets: EdgeInsets?
  /// The row's separator above and below it.
  var topSeparator = Visibility.automatic
  var bottomSeparator = Visibility.automatic
  /// The colour of the row's separators; `nil`: the system separator colour.
  var separatorTint: Color?
  /// The section's separators above its first row and below its last.
  var topSectionSeparator = Visibility.automatic
  var bottomSectionSeparator = Visibility.automatic
  /// The view drawn behind the row instead of the style's cell colour.
  var background: LayoutNode?

  /// The attributes for dumps, only those set.
  var dumpAttributes: [String] {
    var out: [String] = []
    if let insets {
      out.append(
        "rowInsets: \(formatPoints(insets.top)) \(formatPoints(insets.leading)) "
          + "\(formatPoints(insets.bottom)) \(formatPoints(insets.trailing))")
    }
    if topSeparator != .automatic { out.append("topSeparator: \(topSeparator)") }
    if bottomSeparator != .automatic { out.append("bottomSeparator: \(bottomSeparator)") }
    if separatorTint != nil { out.append("separatorTint") }
    if topSectionSeparator != .automatic {
      out.append("topSectionSeparator: \(topSectionSeparator)")
    }
    if bottomSectionSeparator != .automatic {
      out.append("bottomSectionSeparator: \(bottomSectionSeparator)")
    }
    if background != nil { out.append("rowBackground") }
    return out
  }
}

// MARK: - ListItemTraitsNode

/// A row or section with list traits: laid out and drawn as its content; the list reads the
/// traits and draws the row background itself, behind every row.
final class ListItemTraitsNode: WrapperNode {
  var traits = ListItemTraits()

  override var debugName: String { "ListRowTraits" }
  override var dumpAttributes: [String] { traits.dumpAttributes }
  override var hitTestChildren: [LayoutNode] { [child] }
  override var accessibilityChildren: [LayoutNode] { [child] }
  override func firstBaseline(in size: Size) -> Double? { child.firstBaseline(in: size) }
  override func lastBaseline(in size: Size) -> Double? { child.lastBaseline(in: size) }

  /// The traits of `node`, found through the single-child wrappers (padding, frames) around
  /// it, the innermost setting of each trait winning.
  @MainActor static func traits(of node: LayoutNode) -> ListItemTraits {
    var found = ListItemTraits()
    var current: LayoutNode? = node
    var depth = 0
    while let node = current, depth < 64 {
      if let tagged = node as? ListItemTraitsNode { found = tagged.traits.overriding(found) }
      current = node is WrapperNode ? node.children.first : nil
      depth += 1
    }
    return found
  }
}

extension ListItemTraits {
  /// These traits with the ones set in `outer` applied where these leave them unset.
  func overriding(_ outer: ListItemTraits) -> ListItemTraits {
    var merged = self
    if merged.insets == nil { merged.insets = outer.insets }
    if merged.topSeparator == .automatic { merged.topSeparator = outer.topSeparator }
    if merged.bottomSeparator == .automatic { merged.bottomSeparator = outer.bottomSeparator }
    if merged.separatorTint == nil { merged.separatorTint = outer.separatorTint }
    if merged.topSectionSeparator == .automatic {
      merged.topSectionSeparator = outer.topSectionSeparator
    }
    if merged.bottomSectionSeparator == .automatic {
      merged.bottomSectionSeparator = outer.bottomSectionSeparator
    }
    if merged.background == nil { merged.background = outer.background }
    return merged
  }
}

// MARK: - ListItemTraitModifier

/// One change a list row or section modifier makes.
enum ListItemTraitChange {
  case insets(EdgeInsets?)
  case rowSeparator(Visibility, VerticalEdge.Set)
  case separatorTint(Color?, VerticalEdge.Set)
  case sectionSeparator(Visibility, VerticalEdge.Set)

  func apply(to traits: inout ListItemTraits) {
    switch self {
    case .insets(let insets): traits.insets = insets
    case .rowSeparator(let visibility, let edges):
      if edges.contains(.top) { traits.topSeparator = visibility }
      if edges.contains(.bottom) { traits.bottomSeparator = visibility }
    case .separatorTint(let color, let edges):
      if edges.contains(.bottom) { traits.separatorTint = color }
    case .sectionSeparator(let visibility, let edges):
      if edges.contains(.top) { traits.topSectionSeparator = visibility }
      if edges.contains(.bottom) { traits.bottomSectionSeparator = visibility }
    }
  }
}

/// Sets a list trait on each view it applies to (each row of a `ForEach`, as in SwiftUI); the
/// innermost setting wins. Outside a list it changes nothing.
nonisolated struct ListItemTraitModifier: PrimitiveModifier {
  let change: ListItemTraitChange

  @MainActor func resolve<V: View>(
    _ content: V, in context: ResolveContext, into nodes: inout [LayoutNode]
  ) {
    var set = ListItemTraits()
    change.apply(to: &set)
    ListItemTraitsNode.tag(content, with: set, in: context, into: &nodes)
  }
}

/// Sets the view drawn behind each row it applies to.
nonisolated struct ListRowBackgroundModifier<Background: View>: PrimitiveModifier {
  let background: Background?

  @MainActor func resolve<V: View>(
    _ content: V, in context: ResolveContext, into nodes: inout [LayoutNode]
  ) {
    var inner: [LayoutNode] = []
    CatalogUI.resolve(content, in: context, into: &inner)
    for node in inner {
      var set = ListItemTraits()
      if let background {
        set.background = resolveSingle(background, in: context.inStack(nil).child(.index(1)))
      }
      ListItemTraitsNode.tag(node, with: set, in: context, into: &nodes)
    }
  }
}

extension ListItemTraitsNode {
  /// Resolves `content` and tags each of its nodes with `traits`.
  @MainActor static func tag<V: View>(
    _ content: V, with traits: ListItemTraits, in context: ResolveContext,
    into nodes: inout [LayoutNode]
  ) {
    var inner: [LayoutNode] = []
    CatalogUI.resolve(content, in: context, into: &inner)
    for node in inner { tag(node, with: traits, in: context, into: &nodes) }
  }

  /// Tags `node` with `traits`, inside the traits it already has.
  @MainActor static func tag(
    _ node: LayoutNode, with traits: ListItemTraits, in context: ResolveContext,
    into nodes: inout [LayoutNode]
  ) {
    if let tagged = node as? ListItemTraitsNode {
      tagged.traits = tagged.traits.overriding(traits)
      nodes.append(tagged)
      return
    }
    let tagged = ListItemTraitsNode(child: node, environment: context.environment)
    tagged.traits = traits
    tagged.identity = node.identity
    nodes.append(tagged)
  }
}

extension View {
  /// The insets of the row's content inside its row, replacing the style's (`nil`: the
  /// style's), as SwiftUI's `listRowInsets(_:)`.
  nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    modifier(ListItemTraitModifier(change: .insets(insets)))
  }

  /// Shows or hides the separators of the row on `edges`, as SwiftUI's
  /// `listRowSeparator(_:edges:)`: a separator between two rows is hidden when either hides it.
  nonisolated public func listRowSeparator(
    _ visibility: Visibility, edges: VerticalEdge.Set = .all
  ) -> some View {
    modifier(ListItemTraitModifier(change: .rowSeparator(visibility, edges)))
  }

  /// The colour of the row's separators (`nil`: the system's), as SwiftUI's
  /// `listRowSeparatorTint(_:edges:)`; the separator below a row takes that row's tint.
  nonisolated public func listRowSeparatorTint(
    _ color: Color?, edges: VerticalEdge.Set = .all
  ) -> some View {
    modifier(ListItemTraitModifier(change: .separatorTint(color, edges)))
  }

  /// A view drawn behind the row, filling it, instead of the style's cell colour, as
  /// SwiftUI's `listRowBackground(_:)`; in inset styles it is clipped to the rounded card.
  nonisolated public func listRowBackground<V: View>(_ view: V?) -> some View {
    modifier(ListRowBackgroundModifier(background: view))
  }

  /// Shows or hides the separators above a section's first row and below its last (grouped
  /// and plain styles), as SwiftUI's `listSectionSeparator(_:edges:)`.
  nonisolated public func listSectionSeparator(
    _ visibility: Visibility, edges: VerticalEdge.Set = .all
  ) -> some View {
    modifier(ListItemTraitModifier(change: .sectionSeparator(visibility, edges)))
  }
}

// MARK: - scrollContentBackground

/// Whether lists inside draw their background colour.
struct ScrollContentBackgroundKey: EnvironmentKey {
  static let defaultValue = Visibility.automatic
}

/// The minimum height of a list row.
struct DefaultMinListRowHeightKey: EnvironmentKey {
  static let defaultValue = ListMetrics.minimumRowHeight
}

extension EnvironmentValues {
  /// The height below which no list row is drawn: 44 by default, as on iOS.
  public var defaultMinListRowHeight: Double {
    get { self[DefaultMinListRowHeightKey.self] }
    set { self[DefaultMinListRowHeightKey.self] = newValue }
  }
}

extension View {
  /// Hides (`.hidden`) or shows the background colour of the lists and forms inside, so what
  /// is behind them shows through, as SwiftUI's `scrollContentBackground(_:)`; rows keep
  /// their cells.
  nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View {
    modifier(ScrollContentBackgroundModifier(visibility: visibility))
  }
}

/// Sets whether lists draw their background.
nonisolated struct ScrollContentBackgroundModifier: EnvironmentModifier {
  let visibility: Visibility

  @MainActor func modify(_ environment: inout EnvironmentValues) {
    environment[ScrollContentBackgroundKey.self] = visibility
  }
}
