// MARK: - Section

/// A group of rows with an optional header and footer, as SwiftUI's `Section`: in a `List` or
/// `Form` it is drawn as the list style draws sections (grouped styles: a card, an uppercase
/// footnote header above it, a footnote footer below it); directly in a `LazyVGrid` or
/// `LazyHGrid` its header and footer span the grid and its cells start a new row (column);
/// elsewhere its header, content and footer stand in their container one after another, as a
/// `Group` would.
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View,
  PrimitiveView
{
  let header: Parent
  let content: Content
  let footer: Footer

  /// A section with a header and a footer.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }

  /// A section with a header and a footer given as views (SwiftUI's older form).
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.header = header
    self.content = content()
    self.footer = footer
  }

  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    // Sections inside the rows stand as groups, as in SwiftUI.
    var inner = context.with { $0[ListContextKey.self] = nil }
    inner.lazyGridAxis = nil
    if context.lazyGridAxis != nil, context.environment[ListContextKey.self] == nil {
      return resolveInLazyGrid(inner, parent: context, into: &nodes)
    }
    guard let kind = context.environment[ListContextKey.self] else {
      CatalogUI.resolve(header, in: inner.child(.index(0)), into: &nodes)
      CatalogUI.resolve(content, in: inner.child(.index(1)), into: &nodes)
      CatalogUI.resolve(footer, in: inner.child(.index(2)), into: &nodes)
      return
    }
    var headers: [LayoutNode] = []
    CatalogUI.resolve(
      header.font(.footnote).textCase(kind.isGrouped ? .uppercase : nil)
        .foregroundStyle(.secondary).accessibilityAddTraits(.isHeader),
      in: inner.child(.index(0)), into: &headers)
    var rows: [LayoutNode] = []
    CatalogUI.resolve(content, in: inner.child(.index(1)), into: &rows)
    var footers: [LayoutNode] = []
    CatalogUI.resolve(
      footer.font(.footnote).foregroundStyle(.secondary), in: inner.child(.index(2)),
      into: &footers)
    nodes.append(
      SectionNode(
        header: Self.single(headers, in: context), rows: rows,
        footer: Self.single(footers, in: context), environment: context.environment))
  }

  /// A section of a lazy grid: its header and footer as they are (no list styling), its content
  /// the cells, for the grid to lay out.
  @MainActor private func resolveInLazyGrid(
    _ inner: ResolveContext, parent context: ResolveContext, into nodes: inout [LayoutNode]
  ) {
    var headers: [LayoutNode] = []
    CatalogUI.resolve(header, in: inner.child(.index(0)), into: &headers)
    var cells: [LayoutNode] = []
    CatalogUI.resolve(content, in: inner.child(.index(1)), into: &cells)
    var footers: [LayoutNode] = []
    CatalogUI.resolve(footer, in: inner.child(.index(2)), into: &footers)
    nodes.append(
      GridSectionNode(
        header: Self.single(headers, in: context), cells: cells,
        footer: Self.single(footers, in: context), environment: context.environment))
  }

  /// The one node of a header or footer: none when it shows nothing, several stacked.
  @MainActor private static func single(
    _ nodes: [LayoutNode], in context: ResolveContext
  ) -> LayoutNode? {
    let shown = nodes.filter { !($0 is EmptyNode) }
    guard shown.count > 1 else { return shown.first }
    return StackNode(
      axis: .vertical, alignment: Alignment(horizontal: .leading, vertical: .center),
      spacing: nil, children: shown, environment: context.environment)
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// A section of rows without a header or footer.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

extension Section where Footer == EmptyView {
  /// A section with a header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }

  /// A section with a header given as a view (SwiftUI's older form).
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(header: header, footer: EmptyView(), content: content)
  }
}

extension Section where Parent == EmptyView {
  /// A section with a footer.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(content: content, header: { EmptyView() }, footer: footer)
  }

  /// A section with a footer given as a view (SwiftUI's older form).
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), footer: footer, content: content)
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A section titled with a literal's text.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(titleKey) })
  }

  /// A section titled with a string, shown as it is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) })
  }
}

/// The style of the list whose content is being resolved; `nil` outside lists and inside rows.
struct ListContextKey: EnvironmentKey {
  static let defaultValue: ListStyleKind? = nil
}

// MARK: - SectionNode

/// A section of a list: the list lays out and draws its parts. Standing alone (a section that
/// is a row's content) it stacks them, leading-aligned.
final class SectionNode: WrapperNode {
  let header: LayoutNode?
  let rows: [LayoutNode]
  let footer: LayoutNode?

  init(
    header: LayoutNode?, rows: [LayoutNode], footer: LayoutNode?,
    environment: EnvironmentValues
  ) {
    self.header = header
    self.rows = rows
    self.footer = footer
    let parts = [header].compactMap { $0 } + rows + [footer].compactMap { $0 }
    super.init(
      child: StackNode(
        axis: .vertical, alignment: Alignment(horizontal: .leading, vertical: .center),
        spacing: nil, children: parts, environment: environment),
      environment: environment)
  }

  override var debugName: String { "Section" }
}
