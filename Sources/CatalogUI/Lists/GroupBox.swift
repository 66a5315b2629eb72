// MARK: - GroupBox

/// Content with an optional label, drawn by the `GroupBoxStyle` in the environment, as
/// SwiftUI's `GroupBox`; the default style draws iOS's rounded panel (`DefaultGroupBoxStyle`).
/// The box is one accessibility container of its label and content, whatever its style.
public struct GroupBox<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  /// A group box with a label view.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  /// The label and content drawn by the style.
  public var body: some View {
    GroupBoxStyleConfiguration(
      label: GroupBoxStyleConfiguration.Label(content: AnyView(label)),
      content: GroupBoxStyleConfiguration.Content(content: AnyView(content))
    )
    .styledBody
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

// MARK: - GroupBoxStyle

/// A look for every `GroupBox` inside a view, as SwiftUI's `GroupBoxStyle`.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
  /// The view the style draws.
  associatedtype Body: View
  /// What the group box hands the style.
  typealias Configuration = GroupBoxStyleConfiguration
  /// Draws the group box from its configuration.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

// MARK: - GroupBoxStyleConfiguration

/// What a `GroupBox` hands its `GroupBoxStyle`: its label and its content.
public struct GroupBoxStyleConfiguration {
  /// The group box's label, as a view (empty when the box has none).
  public struct Label: View, StyleConfigurationContent {
    let content: AnyView
  }

  /// The group box's content, as a view.
  public struct Content: View, StyleConfigurationContent {
    let content: AnyView
  }

  /// The view that titles the group box.
  public let label: Label
  /// The views inside the group box.
  public let content: Content
}

// MARK: - Built-in group box styles

/// The platform's default, as SwiftUI's `DefaultGroupBoxStyle` draws it on iOS: the label in
/// `headline`, 8 pt above the content, both 16 pt inside a panel of `secondarySystemBackground`
/// (#F2F2F7 light, #1C1C1E dark) with 8 pt corners, as wide as offered.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
  /// The default style.
  public init() {}

  /// The label and content on the panel.
  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 8) {
      configuration.label.font(.headline)
      configuration.content
    }
    .padding(16)
    .frame(maxWidth: .infinity, alignment: .leading)
    .background(GroupBoxMetrics.background, in: RoundedRectangle(cornerRadius: 8))
  }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
  /// The platform's default: the label above the content on a rounded panel.
  public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

// MARK: - Environment

extension GroupBoxStyleConfiguration: StyleConfiguration {
  static var automaticStyle: AnyStyle<Self> {
    AnyStyle(DefaultGroupBoxStyle()) { $0.makeBody(configuration: $1) }
  }
}

extension View {
  /// The style of every `GroupBox` inside the view, as SwiftUI's `groupBoxStyle(_:)`.
  nonisolated public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
    environmentStyle(AnyStyle(style) { $0.makeBody(configuration: $1) })
  }
}

/// The colours of a group box.
enum GroupBoxMetrics {
  /// `secondarySystemBackground`.
  static let background = Color(light: Color(hex: "#F2F2F7"), dark: Color(hex: "#1C1C1E"))
}
