// MARK: - LabeledContent

/// A value with its label, as SwiftUI's `LabeledContent` draws it in a list or form: the label
/// leading, the content trailing in the secondary colour; one accessibility element labelled
/// by the label and valued by the content.
public struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  /// Content labelled by a view.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  /// The label leading, the value trailing in the secondary colour.
  public var body: some View {
    LabeledContentRow(label: label, content: content)
  }
}

// MARK: - LabeledContentRow

/// Lays out a `LabeledContent` and makes it one accessibility element: labelled by the texts
/// of its label, valued by the texts of its content, as VoiceOver reads it on iOS.
nonisolated struct LabeledContentRow<Label: View, Content: View>: View, PrimitiveView {
  let label: Label
  let content: Content

  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    var labels: [LayoutNode] = []
    CatalogUI.resolve(label, in: context.inStack(.horizontal).child(.index(0)), into: &labels)
    var values: [LayoutNode] = []
    CatalogUI.resolve(
      content.foregroundStyle(.secondary).multilineTextAlignment(.trailing),
      in: context.inStack(.horizontal).child(.index(1)), into: &values)
    var spacers: [LayoutNode] = []
    CatalogUI.resolve(Spacer(), in: context.inStack(.horizontal).child(.index(2)), into: &spacers)
    let row = StackNode(
      axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: .firstTextBaseline),
      spacing: nil, children: labels + spacers + values, environment: context.environment)
    row.accessibility.childBehavior = .ignore
    row.accessibility.label = Self.texts(in: labels)
    let value = Self.texts(in: values)
    row.accessibility.value = value.isEmpty ? nil : value
    nodes.append(row)
  }

  /// The texts shown in `nodes`, joined by commas.
  @MainActor private static func texts(in nodes: [LayoutNode]) -> String {
    nodes.map { node in
      node.textContent ?? texts(in: node.accessibilityChildren)
    }
    .filter { !$0.isEmpty }.joined(separator: ", ")
  }
}

extension LabeledContent where Label == Text {
  /// Content labelled with a literal's text.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// Content labelled with a string, shown as it is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A string value labelled with a literal's text.
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    self.init(content: { Text(value) }, label: { Text(titleKey) })
  }

  /// A string value labelled with a string, both shown as they are.
  @_disfavoredOverload
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(content: { Text(value) }, label: { Text(title) })
  }
}
