// MARK: - LabeledContent

/// A value with its label, as SwiftUI's `LabeledContent` draws it in a list or form: the label
/// leading, the content trailing in the secondary colour; one accessibility element reading
/// the label, then the value.
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
    HStack(alignment: .firstTextBaseline) {
      label
      Spacer()
      content.foregroundStyle(.secondary).multilineTextAlignment(.trailing)
    }
    .accessibilityElement(children: .combine)
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
