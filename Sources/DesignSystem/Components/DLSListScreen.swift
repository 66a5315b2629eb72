import CatalogUI

// MARK: - DLSListScreen

/// A screen scaffold: an optional navigation bar, a vertically scrolling list on the page
/// background, and an optional bar pinned to the bottom (a price and a "Reserve" button) that
/// the list scrolls under. Rows stack without spacing, as in a list; sections add their own.
public struct DLSListScreen<Content: View, BottomBar: View>: View {
  let title: String?
  let showsBack: Bool
  let didTapBack: () -> Void
  let content: Content
  let bottomBar: BottomBar

  /// A list screen titled `title` (no bar when `nil`) holding `content`, with `bottomBar`
  /// pinned under the list.
  public init(
    _ title: String? = nil, showsBack: Bool = false,
    didTapBack: @escaping () -> Void = {},
    @ViewBuilder content: () -> Content, @ViewBuilder bottomBar: () -> BottomBar
  ) {
    self.title = title
    self.showsBack = showsBack
    self.didTapBack = didTapBack
    self.content = content()
    self.bottomBar = bottomBar()
  }

  public var body: some View {
    VStack(spacing: 0) {
      if let title { DLSNavigationBar(title, showsBack: showsBack, didTapBack: didTapBack) }
      ScrollView {
        VStack(alignment: .leading, spacing: 0) { content }
          .frame(maxWidth: .infinity, alignment: .leading)
      }
      .frame(maxHeight: .infinity)
      bottomBar
    }
    .background(DLSColor.background)
  }
}

extension DLSListScreen where BottomBar == EmptyView {
  /// A list screen without a bottom bar.
  public init(
    _ title: String? = nil, showsBack: Bool = false,
    didTapBack: @escaping () -> Void = {}, @ViewBuilder content: () -> Content
  ) {
    self.init(
      title, showsBack: showsBack, didTapBack: didTapBack, content: content,
      bottomBar: { EmptyView() })
  }
}

// MARK: - DLSBottomBar

/// The bar pinned under a screen's list: a hairline on top, its content on the raised surface.
public struct DLSBottomBar<Content: View>: View {
  let content: Content

  /// A bottom bar holding `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public var body: some View {
    content
      .padding(.horizontal, DLSSpacing.l)
      .padding(.vertical, DLSSpacing.m)
      .frame(maxWidth: .infinity)
      .background(DLSColor.background)
      .overlay(alignment: .top) { Divider() }
  }
}
