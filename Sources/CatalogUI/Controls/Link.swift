import Foundation

// MARK: - OpenURLAction

/// Opens a URL, as SwiftUI's `OpenURLAction`: what `Link` and `openURL(_:)` call. A snapshot
/// opens nothing; a behavioural test sets its own action with
/// `.environment(\.openURL, OpenURLAction { url in opened.append(url); return .handled })`.
public struct OpenURLAction {
  /// What an action did with a URL.
  public struct Result: Hashable, Sendable {
    let name: String
    /// The action handled the URL.
    public static let handled = Result(name: "handled")
    /// The action did not handle the URL; the system would open it.
    public static let discarded = Result(name: "discarded")
    /// The action did not handle the URL and passes it on.
    public static let systemAction = Result(name: "systemAction")
  }

  let handler: @MainActor (URL) -> Result

  /// An action that hands each URL to `handler`.
  public init(handler: @escaping @MainActor (URL) -> Result) { self.handler = handler }

  /// Opens `url`: `openURL(url)`.
  @MainActor public func callAsFunction(_ url: URL) { _ = handler(url) }
}

struct OpenURLActionKey: EnvironmentKey {
  static var defaultValue: OpenURLAction { OpenURLAction { _ in .systemAction } }
}

extension EnvironmentValues {
  /// What opens URLs for this view, as SwiftUI's `openURL`; by default it opens nothing.
  public var openURL: OpenURLAction {
    get { self[OpenURLActionKey.self] }
    set { self[OpenURLActionKey.self] = newValue }
  }
}

// MARK: - Link

/// A control that opens a URL, as SwiftUI's `Link`: its label in the tint colour, read by
/// VoiceOver as a link; tapped, it calls the environment's `openURL`.
public struct Link<Label: View>: View {
  let destination: URL
  let label: Label
  @Environment(\.openURL) private var openURL

  /// A link to `destination` labelled with `label`.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  /// The label, tappable, with the link trait.
  public var body: some View {
    label
      .foregroundStyle(.tint)
      .onTapGesture { [openURL, destination] in openURL(destination) }
      .accessibilityElement(children: .combine)
      .accessibilityAddTraits(.isLink)
  }
}

extension Link where Label == Text {
  /// A link titled with a literal.
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link titled with a string, shown as it is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}

// MARK: - Menu

/// A control that shows a menu of actions when tapped, as SwiftUI's `Menu`: a snapshot shows
/// it closed, its label drawn as a button's; the menu's content is not drawn.
public struct Menu<Label: View, Content: View>: View {
  let label: Label

  /// A menu of `content`, labelled with `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  /// The closed menu: its label, as a button.
  public var body: some View {
    Button {
    } label: {
      label
    }
  }
}

extension Menu where Label == Text {
  /// A menu titled with a literal.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A menu titled with a string, shown as it is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

// MARK: - Modifiers a snapshot shows no trace of

extension View {
  /// Hides the status bar; the catalog draws none, so nothing changes.
  nonisolated public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

  /// Whether scroll indicators show; iOS shows none at rest, where a snapshot is taken.
  nonisolated public func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
  ) -> some View {
    self
  }

  /// Pull to refresh: a snapshot shows the content at rest, not refreshing.
  nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    self
  }

  /// A menu shown on a long press: a snapshot shows the view without it.
  nonisolated public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems)
    -> some View
  {
    self
  }
}

/// Whether scroll indicators are shown, as SwiftUI's `ScrollIndicatorVisibility`.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  let name: String
  /// The system's choice: hidden at rest on iOS.
  public static let automatic = ScrollIndicatorVisibility(name: "automatic")
  /// Shown while scrolling.
  public static let visible = ScrollIndicatorVisibility(name: "visible")
  /// Hidden.
  public static let hidden = ScrollIndicatorVisibility(name: "hidden")
  /// Never shown.
  public static let never = ScrollIndicatorVisibility(name: "never")
}
