// MARK: - List

/// Rows in one scrolling column, grouped in sections, as SwiftUI's `List`: drawn by the
/// `listStyle` in the environment (inset grouped by default, as on iOS) with iOS's metrics
/// (`ListMetrics`). Like a `ScrollView` it takes the height proposed to it and shows the rows
/// that fit, scrolled to the top; proposed no height, it is as tall as its rows.
///
/// A selection binding is accepted and never changed: no row is shown selected, since iOS
/// shows selection only in edit mode.
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  let content: Content

  /// A list of single-row selection; the selection is not drawn.
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A list of multiple-row selection; the selection is not drawn.
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A list of one row per identifiable element; the selection is not drawn.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data>, Data.Element: Identifiable {
    self.content = ForEach(data, content: rowContent)
  }

  /// A list of one row per element, identified by a key path; the selection is not drawn.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data> {
    self.content = ForEach(data, id: id, content: rowContent)
  }

  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    var kind = ListStyleKind.insetGrouped
    switch context.environment[ListStyleKey.self] {
    case .style(let style): kind = style
    case .unsupported(let name):
      context.diagnostics.report(
        "listStyle(\(name)()): only the built-in list styles can be drawn; use .automatic, "
          + ".plain, .grouped, .insetGrouped, .inset or .sidebar")
    }
    nodes.append(ListNode.resolve(content, style: kind, in: context))
  }
}

extension List where SelectionValue == Never {
  /// A list of the given rows and sections.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A list of one row per identifiable element.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data>, Data.Element: Identifiable {
    self.content = ForEach(data, content: rowContent)
  }

  /// A list of one row per element, identified by a key path.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data> {
    self.content = ForEach(data, id: id, content: rowContent)
  }

  /// A list of one row per number of a constant range.
  public init<RowContent: View>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>> {
    self.content = ForEach(data, content: rowContent)
  }
}

// MARK: - Form

/// Controls grouped in sections, as SwiftUI's `Form` draws on iOS: an inset grouped list,
/// whatever `listStyle` is set around it.
nonisolated public struct Form<Content: View>: View, PrimitiveView {
  let content: Content

  /// A form of the given rows and sections.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    let node = ListNode.resolve(content, style: .insetGrouped, in: context)
    node.isForm = true
    nodes.append(node)
  }
}
