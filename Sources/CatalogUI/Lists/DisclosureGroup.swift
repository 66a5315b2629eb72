// MARK: - DisclosureGroup

/// A label that shows or hides its content, as SwiftUI's `DisclosureGroup` on iOS: the label
/// leading and a semibold chevron trailing in the tint colour (right when collapsed, down when
/// expanded); a tap on the label row toggles it. In a `List` the label and each content view
/// are rows of their own; elsewhere they stack, leading-aligned. Collapsed by default.
public struct DisclosureGroup<Label: View, Content: View>: View {
  @State private var isExpandedHere = false
  let isExpanded: Binding<Bool>?
  let label: Label
  let content: () -> Content

  /// A group expanded by `isExpanded`, labelled by a view.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.isExpanded = isExpanded
    self.label = label()
    self.content = content
  }

  /// A group that keeps whether it is expanded itself, labelled by a view.
  public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
    self.isExpanded = nil
    self.label = label()
    self.content = content
  }

  /// The label row, then the content when expanded.
  public var body: some View {
    let expanded = isExpanded ?? $isExpandedHere
    let isShown = expanded.wrappedValue
    return EnvironmentReader { environment in
      let row = HStack {
        label
        Spacer()
        Image(systemName: isShown ? "chevron.down" : "chevron.right")
          .font(Font.footnote.weight(.semibold))
          .foregroundStyle(.tint)
      }
      .contentShape(Rectangle())
      .onTapGesture { expanded.wrappedValue.toggle() }
      .accessibilityElement(children: .combine)
      .accessibilityAddTraits(.isButton)
      .accessibilityValue(isShown ? "Expanded" : "Collapsed")
      if environment[ListRowsKey.self] {
        row
        if isShown { content() }
      } else {
        VStack(alignment: .leading) {
          row
          if isShown { content() }
        }
      }
    }
  }
}

extension DisclosureGroup where Label == Text {
  /// A group labelled with a literal's text, keeping whether it is expanded itself.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A group labelled with a literal's text, expanded by `isExpanded`.
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
    @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }

  /// A group labelled with a string, keeping whether it is expanded itself.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// A group labelled with a string, expanded by `isExpanded`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }
}

/// Whether the views being resolved are a list's rows (each view one row); set by `List` and
/// `Form` for their content.
struct ListRowsKey: EnvironmentKey {
  static let defaultValue = false
}
