// MARK: - ContentUnavailableView

/// An empty state, as SwiftUI's `ContentUnavailableView`: a large grey icon, a bold title, a
/// grey description and actions, centred in all the space offered.
///
/// Unlike SwiftUI, `.search` is a `ContentUnavailableView<Label<Text, Image>, Text?, EmptyView>`
/// rather than one of SwiftUI's `SearchUnavailableContent` types.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  let label: Label
  let description: Description
  let actions: Actions

  /// An empty state from a label (usually a `Label`), a description and actions.
  public init(
    @ViewBuilder label: () -> Label,
    @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  /// The icon, title, description and actions, stacked and centred.
  public var body: some View {
    VStack(spacing: 16) {
      VStack(spacing: 8) {
        label
          .labelStyle(UnavailableLabelStyle())
        description
          .font(.callout)
          .foregroundStyle(.secondary)
          .multilineTextAlignment(.center)
      }
      actions
    }
    .padding(EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

extension ContentUnavailableView
where
  Label == CatalogUI.Label<Text, Image>,
  Description == Text?, Actions == EmptyView
{
  /// An empty state with a title, an SF Symbols icon and an optional description.
  public init(_ title: String, systemImage name: String, description: Text? = nil) {
    self.init {
      CatalogUI.Label(title, systemImage: name)
    } description: {
      description
    }
  }

  /// The empty state of a search that found nothing.
  public static var search: ContentUnavailableView<CatalogUI.Label<Text, Image>, Text?, EmptyView> {
    ContentUnavailableView(
      "No Results", systemImage: "magnifyingglass",
      description: Text("Check the spelling or try a new search."))
  }

  /// The empty state of a search for `text` that found nothing.
  public static func search(text: String)
    -> ContentUnavailableView<CatalogUI.Label<Text, Image>, Text?, EmptyView>
  {
    ContentUnavailableView(
      "No Results for \u{201C}\(text)\u{201D}",
      systemImage: "magnifyingglass",
      description: Text("Check the spelling or try a new search."))
  }
}

/// The label of an empty state: a 48-point grey icon over a bold `title2` title.
private struct UnavailableLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 12) {
      configuration.icon
        .font(.system(size: 48))
        .foregroundStyle(.secondary)
      configuration.title
        .font(.title2.bold())
        .multilineTextAlignment(.center)
    }
  }
}
