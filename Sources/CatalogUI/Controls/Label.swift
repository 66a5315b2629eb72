import Raster

// MARK: - Label

/// A title with an icon, as SwiftUI's `Label`: the `LabelStyle` in the environment draws it
/// (icon then title by default). It is one accessibility element labelled by its title, even
/// when the style shows only the icon.
///
/// Unlike SwiftUI, a title that is not a `Text` gives the element the texts the style shows.
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon

  /// A label from a title view and an icon view.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  /// The title and icon drawn by the style, as one accessibility element.
  public var body: some View {
    let configuration = LabelStyleConfiguration(
      title: LabelStyleConfiguration.Title(content: AnyView(title)),
      icon: LabelStyleConfiguration.Icon(content: AnyView(icon)))
    let spoken = (title as? Text)?.content
    return configuration.styledBody
      .accessibilityElement(children: .combine)
      .accessibilityLabelIfKnown(spoken)
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label titled with a literal's text (interpolations formatted as `Text`'s are) and an
  /// SF Symbols icon.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(text: Text(titleKey), systemImage: name)
  }

  /// A label titled with a string, shown as it is, and an SF Symbols icon.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(text: Text(title), systemImage: name)
  }

  /// A label of `text` and the SF Symbols icon `name`.
  init(text: Text, systemImage name: String) {
    self.init {
      text
    } icon: {
      Image(systemName: name)
    }
  }
}

extension View {
  /// Sets the accessibility label when one is known, and leaves it alone otherwise.
  nonisolated func accessibilityLabelIfKnown(_ label: String?) -> some View {
    modifier(AccessibilityLabelModifier(label: label))
  }
}

// MARK: - LabelStyle

/// A look for every `Label` inside a view, as SwiftUI's `LabelStyle`.

@MainActor @preconcurrency
public protocol LabelStyle {
  /// The view the style draws.
  associatedtype Body: View
  /// What the label hands the style.
  typealias Configuration = LabelStyleConfiguration
  /// Draws the label from its configuration.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

// MARK: - LabelStyleConfiguration

/// What a `Label` hands its `LabelStyle`: its title and its icon.
public struct LabelStyleConfiguration {
  /// The label's title, as a view.
  public struct Title: View, StyleConfigurationContent {
    let content: AnyView
  }

  /// The label's icon, as a view.
  public struct Icon: View, StyleConfigurationContent {
    let content: AnyView
  }

  /// The label's title.
  public let title: Title
  /// The label's icon.
  public let icon: Icon
}

// MARK: - Built-in label styles

/// The platform's default label style: the icon then the title on iOS, as SwiftUI's
/// `DefaultLabelStyle`.
public struct DefaultLabelStyle: LabelStyle {
  /// The default style.
  public init() {}

  /// The icon then the title.
  public func makeBody(configuration: Configuration) -> some View {
    TitleAndIconLabelStyle().makeBody(configuration: configuration)
  }
}

/// The icon then the title, side by side, as SwiftUI's `TitleAndIconLabelStyle`.
public struct TitleAndIconLabelStyle: LabelStyle {
  /// The title-and-icon style.
  public init() {}

  /// The icon, 8 points, then the title, on the title's first baseline: a symbol's baseline
  /// is the text's, so it is centred on the first line's capitals as on iOS (another icon
  /// stands on the baseline). In a `List` or `Form` row the icon is centred in a column of
  /// fixed width, so that the titles of rows line up whatever their icons' widths.
  public func makeBody(configuration: Configuration) -> some View {
    HStack(alignment: .firstTextBaseline, spacing: 8) {
      configuration.icon.modifier(ListRowIconColumn())
      configuration.title
    }
  }
}

/// Centres a label's icon in the icon column of a list row (`ListMetrics`); elsewhere the icon
/// keeps its own width.
private struct ListRowIconColumn: ViewModifier {
  @Environment(\.isInListRow) private var isInListRow

  func body(content: Content) -> some View {
    if isInListRow {
      content.modifier(IconColumnModifier())
    } else {
      content
    }
  }
}

/// Puts an `IconColumnNode` around the icon.
nonisolated private struct IconColumnModifier: NodeModifier {
  @MainActor func node(around child: LayoutNode, in context: ResolveContext) -> LayoutNode {
    IconColumnNode(child: child, environment: context.environment)
  }
}

/// A column `ListMetrics.labelIconColumnWidth` wide with the icon centred in it at its own
/// size: its height and baselines are the icon's, so the title stays on the icon's baseline.
private final class IconColumnNode: WrapperNode {
  override var debugName: String { "IconColumn" }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    let size = child.measure(ProposedViewSize(width: nil, height: proposal.height))
    return Size(width: max(ListMetrics.labelIconColumnWidth, size.width), height: size.height)
  }

  override func placeChildren(in rect: Rect) {
    let size = child.measure(ProposedViewSize(width: nil, height: rect.height))
    child.place(
      in: PixelGrid.round(
        Rect(
          x: rect.minX + (rect.width - size.width) / 2, y: rect.minY, width: size.width,
          height: size.height), scale: environment.displayScale))
  }

  override func firstBaseline(in size: Size) -> Double? { child.firstBaseline(in: size) }
  override func lastBaseline(in size: Size) -> Double? { child.lastBaseline(in: size) }
}

/// The title alone, as SwiftUI's `TitleOnlyLabelStyle`.
public struct TitleOnlyLabelStyle: LabelStyle {
  /// The title-only style.
  public init() {}

  /// The title.
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon alone, as SwiftUI's `IconOnlyLabelStyle`; accessibility still reads the title.
public struct IconOnlyLabelStyle: LabelStyle {
  /// The icon-only style.
  public init() {}

  /// The icon.
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The platform's default: the icon then the title on iOS.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// The icon then the title.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// The title alone.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  /// The icon alone.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

// MARK: - Environment

extension LabelStyleConfiguration: StyleConfiguration {
  static var automaticStyle: AnyStyle<Self> {
    AnyStyle(DefaultLabelStyle()) { $0.makeBody(configuration: $1) }
  }
}

extension View {
  /// The style of every `Label` inside the view, as SwiftUI's `labelStyle(_:)`.
  nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    environmentStyle(AnyStyle(style) { $0.makeBody(configuration: $1) })
  }
}
