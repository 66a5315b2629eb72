// MARK: - GroupBox

/// Content on a rounded panel with an optional label above it, as SwiftUI's `GroupBox` draws
/// on iOS: the label in `headline`, 8 pt above the content, both 16 pt inside a panel of
/// `secondarySystemBackground` (#F2F2F7 light, #1C1C1E dark) with 8 pt continuous corners.
public struct GroupBox<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  /// A group box with a label view.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  /// The label and content on the panel.
  public var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      label.font(.headline)
      content
    }
    .padding(16)
    .frame(maxWidth: .infinity, alignment: .leading)
    .background(GroupBoxMetrics.background, in: RoundedRectangle(cornerRadius: 8))
    .accessibilityElement(children: .contain)
  }
}

extension GroupBox where Label == EmptyView {
  /// A group box without a label.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content) { EmptyView() }
  }
}

extension GroupBox where Label == Text {
  /// A group box labelled with a literal's text.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A group box labelled with a string, shown as it is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

/// The colours of a group box.
enum GroupBoxMetrics {
  /// `secondarySystemBackground`.
  static let background = Color(light: Color(hex: "#F2F2F7"), dark: Color(hex: "#1C1C1E"))
}
