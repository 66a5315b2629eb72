import Raster

// MARK: - NavigationPath

/// A list of pushed values of any hashable types, as SwiftUI's `NavigationPath`.
public struct NavigationPath: Equatable {
  var elements: [AnyHashable]

  /// An empty path: the root screen.
  public init() { elements = [] }

  /// A path of `elements`, pushed in order.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  /// How many screens are pushed.
  public var count: Int { elements.count }
  /// Whether no screen is pushed.
  public var isEmpty: Bool { elements.isEmpty }

  /// Pushes a screen for `value`.
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

  /// Pops `k` screens.
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(k, elements.count)) }
}

// MARK: - NavigationStack

/// A stack of screens with a navigation bar, as SwiftUI's `NavigationStack` on iPhone: the top
/// screen is drawn below a bar holding its title, its toolbar items and a back button.
///
/// Metrics, iOS 17 on iPhone (UIKit's `UINavigationBar`, HIG "Navigation bars"): a 44 pt bar,
/// with a 52 pt row below it for a large title (34 pt bold, `.largeTitle`, at the leading
/// layout margin); an inline title in 17 pt semibold (`.headline`), centred; bar items in
/// 17 pt (`.body`) in the tint colour, at the system layout margins from the edges (16 pt, 20
/// pt on the 414 pt and wider phones, `SystemLayoutMargins`); the back button a chevron and the
/// previous screen's title ("Back" when that is longer than 12 characters) 8 pt from the
/// edge. At the top of its content, where a snapshot shows it, iOS draws the bar without a
/// background. On a device screen the bar sits below the status bar (the top safe-area inset),
/// and a list's background behind it reaches up to the screen's top edge.
///
/// A `NavigationLink` tapped in a behavioural test pushes its destination; `dismiss` (and the
/// back button) pops it.
public struct NavigationStack<Root: View>: View {
  let root: Root
  let path: NavigationPathStorage?
  @State private var pushed: [NavigationPushed] = []

  /// A stack showing `root` first.
  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = nil
  }

  /// A stack whose pushed values are `path`'s, shown by `navigationDestination(for:)`.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = NavigationPathStorage(
      get: { path.wrappedValue.elements },
      append: { path.wrappedValue.elements.append($0) },
      removeLast: { path.wrappedValue.removeLast() })
  }

  /// A stack whose pushed values are the elements of a collection, such as `[Route]`.
  public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
    Data.Element: Hashable
  {
    self.root = root()
    self.path = NavigationPathStorage(
      get: { path.wrappedValue.map { AnyHashable($0) } },
      append: { value in
        if let element = value.base as? Data.Element { path.wrappedValue.append(element) }
      },
      removeLast: { if !path.wrappedValue.isEmpty { path.wrappedValue.removeLast() } })
  }

  /// The top screen with its bar, and the navigation actions for what it holds.
  public var body: some View {
    let values = path?.get() ?? []
    let screens: [NavigationPushed] = values.map { .value($0) } + pushed
    let actions = NavigationActions(
      push: { entry in
        if case .value(let value) = entry, let path {
          path.append(value)
        } else {
          pushed.append(entry)
        }
      },
      pop: {
        if !pushed.isEmpty {
          pushed.removeLast()
        } else {
          path?.removeLast()
        }
      })
    return NavigationStackContent(root: AnyView(root), screens: screens, actions: actions)
  }
}

/// `NavigationView`, the name before iOS 16: a navigation stack.
public struct NavigationView<Content: View>: View {
  let content: Content

  /// A stack showing `content` first.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// The stack.
  public var body: some View { NavigationStack { content } }
}

/// `NavigationSplitView` on iPhone, a compact width: a stack showing the sidebar first, as iOS
/// collapses the columns.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  let sidebar: Sidebar

  /// Two columns; on iPhone, the sidebar in a stack.
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) where Content == EmptyView {
    self.sidebar = sidebar()
  }

  /// Three columns; on iPhone, the sidebar in a stack.
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
  }

  /// The sidebar in a stack.
  public var body: some View { NavigationStack { sidebar } }
}

// MARK: - Pushing

/// A pushed screen: a view from a `NavigationLink(destination:)`, or a value shown by a
/// `navigationDestination(for:)`.
enum NavigationPushed {
  case view(AnyView)
  case value(AnyHashable)
}

/// A path held by a binding, whatever its element type.
struct NavigationPathStorage {
  let get: () -> [AnyHashable]
  let append: (AnyHashable) -> Void
  let removeLast: () -> Void
}

/// What navigation links and `dismiss` do inside a stack.
struct NavigationActions {
  let push: @MainActor (NavigationPushed) -> Void
  let pop: @MainActor () -> Void
}

struct NavigationActionsKey: EnvironmentKey {
  static let defaultValue: NavigationActions? = nil
}

extension EnvironmentValues {
  /// The actions of the navigation stack around a view, if any.
  var navigationActions: NavigationActions? {
    get { self[NavigationActionsKey.self] }
    set { self[NavigationActionsKey.self] = newValue }
  }
}

// MARK: - NavigationStackContent

/// Resolves the root, finds its destinations and title, and shows the top screen with its bar.
struct NavigationStackContent: View, PrimitiveView {
  let root: AnyView
  let screens: [NavigationPushed]
  let actions: NavigationActions

  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    var context = context
    context.environment.navigationActions = actions
    // The root is resolved even under pushed screens: it declares the destinations and the
    // title the back button shows.
    var screenNodes = [resolveSingle(root, in: context.child(.index(0)))]
    var items = [NavigationItems.collect(in: screenNodes)]
    var destinations = items[0].destinations
    var pops: [@MainActor () -> Void] = []
    var queue = screens.map { (screen: $0, pop: actions.pop) }
    if let presented = items[0].presented {
      queue.insert((.view(presented.view), presented.dismiss), at: 0)
    }
    var index = 0
    while index < queue.count, index < ResolveContext.maxDepth {
      let (screen, pop) = queue[index]
      index += 1
      let view: AnyView
      switch screen {
      case .view(let pushed): view = pushed
      case .value(let value):
        guard let made = destinations.lazy.compactMap({ $0.make(value) }).first else {
          context.diagnostics.report(
            "NavigationStack: no navigationDestination(for: \(type(of: value.base)).self) "
              + "shows the pushed value \(value.base); add one inside the stack")
          continue
        }
        view = made
      }
      var screenContext = context.child(.index(index))
      screenContext.environment.dismiss = DismissAction(pop)
      let node = resolveSingle(view, in: screenContext)
      screenNodes.append(node)
      pops.append(pop)
      let found = NavigationItems.collect(in: [node])
      destinations += found.destinations
      items.append(found)
      if let presented = found.presented {
        queue.insert((.view(presented.view), presented.dismiss), at: index)
      }
    }
    let top = items.count - 1
    let bottomItems = items[top].toolbar.filter { $0.placement.slot == .bottom }.count
    if bottomItems > 0, !items[top].bottomBarHidden {
      // Not drawn yet: saying so keeps the snapshot from passing without the bar in silence.
      context.diagnostics.report(
        "toolbar: \(bottomItems) item\(bottomItems == 1 ? "" : "s") at .bottomBar or .status "
          + "cannot be drawn yet, and the screen would show no bottom toolbar; move "
          + "\(bottomItems == 1 ? "it" : "them") into the view (a bottom safeAreaInset) for now")
    }
    let previousTitle = top > 0 ? items[top - 1].titleText : nil
    let mode = Self.displayMode(of: items)
    let bar = NavigationBar(
      items: items[top], displayMode: mode,
      backTitle: top > 0 && !items[top].backButtonHidden ? (previousTitle ?? "Back") : nil,
      pop: pops.last ?? actions.pop)
    let barNode = resolveSingle(bar, in: context.child(.explicit("navigationBar")))
    let node = NavigationScreenNode(
      bar: barNode, content: screenNodes[top], barHidden: items[top].barHidden,
      environment: context.environment)
    node.identity = context.identity
    nodes.append(node)
  }

  /// The top screen's title mode: its own, else the nearest screen below's, else large (the
  /// root of an iOS stack has a large title unless it says otherwise).
  static func displayMode(of items: [NavigationItems]) -> NavigationBarItem.TitleDisplayMode {
    for screen in items.reversed() {
      if let mode = screen.displayMode, mode != .automatic { return mode }
    }
    return .large
  }
}

// MARK: - NavigationBar

/// The bar iOS draws above a screen: back button or leading items, the inline title or the
/// principal item, trailing items, and a large title below.
struct NavigationBar: View {
  let items: NavigationItems
  let displayMode: NavigationBarItem.TitleDisplayMode
  let backTitle: String?
  let pop: @MainActor () -> Void

  var body: some View {
    let leading = items.toolbar.filter { $0.placement.slot == .leading }
    let trailing = items.toolbar.filter { $0.placement.slot == .trailing }
    let principal = items.toolbar.first { $0.placement.slot == .principal }
    let showsInlineTitle = displayMode == .inline
    VStack(alignment: .leading, spacing: 0) {
      ZStack {
        HStack(spacing: 0) {
          if let backTitle {
            Button(action: pop) {
              HStack(spacing: 4) {
                Image(systemName: "chevron.left").font(.body.weight(.semibold))
                Text(backTitle.count > 12 ? "Back" : backTitle)
              }
            }
            .accessibilityLabel(backTitle.count > 12 ? "Back" : backTitle)
            .padding(.leading, 8)
          }
          HStack(spacing: 16) {
            ForEach(leading.indices, id: \.self) { index in Self.item(leading[index]) }
          }
          .modifier(LeadingItemsPadding(afterBackButton: backTitle != nil))
          Spacer(minLength: 8)
          HStack(spacing: 16) {
            ForEach(trailing.indices, id: \.self) { index in Self.item(trailing[index]) }
          }
          .systemMarginPadding(.trailing)
        }
        if let principal {
          principal.view
        } else if showsInlineTitle, let title = items.title {
          title.font(.headline).lineLimit(1).accessibilityAddTraits(.isHeader)
        }
      }
      // iOS keeps a bar's items and inline title at the default text size whatever the
      // user's (bars show the Large Content Viewer instead); only the large title grows.
      .environment(\.dynamicTypeSize, .large)
      .frame(maxWidth: .infinity)
      .frame(height: 44)
      if !showsInlineTitle, let title = items.title {
        title.font(.largeTitle.bold()).lineLimit(1)
          .accessibilityAddTraits(.isHeader)
          .systemMarginPadding(.horizontal)
          .frame(maxWidth: .infinity, minHeight: 52, alignment: .leading)
      }
      if let search = items.search { SearchBarRow(field: search) }
    }
  }

  /// A bar item as iOS draws it: body text, emphasised for confirmations.
  static func item(_ entry: ToolbarEntry) -> some View {
    entry.view.font(.body.weight(entry.placement.isEmphasized ? .semibold : .regular))
  }
}

/// The space before the leading items: 8 pt after a back button, else the system layout
/// margin (16 pt, 20 pt on the wide phones).
private struct LeadingItemsPadding: ViewModifier {
  let afterBackButton: Bool

  func body(content: Content) -> some View {
    if afterBackButton {
      content.padding(.leading, 8)
    } else {
      content.systemMarginPadding(.leading)
    }
  }
}

// MARK: - NavigationScreenNode

/// A screen below its navigation bar: the bar takes its height at the top, the content the
/// rest, centred when it is smaller (as a hosting view centres its root).
final class NavigationScreenNode: LayoutNode {
  let barHidden: Bool

  init(bar: LayoutNode, content: LayoutNode, barHidden: Bool, environment: EnvironmentValues) {
    self.barHidden = barHidden
    super.init(environment: environment, children: barHidden ? [content] : [bar, content])
  }

  override var debugName: String { "NavigationStack" }

  private var bar: LayoutNode? { barHidden ? nil : children[0] }
  private var content: LayoutNode { children[children.count - 1] }

  private func barHeight(width: Double?) -> Double {
    bar?.measure(ProposedViewSize(width: width, height: nil)).height ?? 0
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    let barHeight = barHeight(width: proposal.width)
    // The area below the bar is the container `containerRelativeFrame` measures against, as
    // SwiftUI's `NavigationStack` is.
    let area = ProposedViewSize(
      width: proposal.width, height: proposal.height.map { max($0 - barHeight, 0) })
    let contentSize = ContainerSize.with(area) { content.measure(area) }
    let barWidth = bar?.measure(ProposedViewSize(width: proposal.width, height: nil)).width ?? 0
    return Size(
      width: proposal.width ?? max(barWidth, contentSize.width),
      height: proposal.height ?? barHeight + contentSize.height)
  }

  /// The colour behind the bar: a list's background, which iOS extends under the bar, also
  /// when a `safeAreaInset` pins a view over the list's bottom.
  private var barBackground: Color? {
    var node = content
    while true {
      if let wrapper = node as? WrapperNode {
        node = wrapper.child
      } else if let inset = node as? SafeAreaInsetNode {
        node = inset.main
      } else {
        break
      }
    }
    return (node as? ListNode)?.backgroundColor
  }

  /// The bar's frame extended up under the status bar when the stack reaches the top of the
  /// safe area, as iOS extends a bar's background.
  private var barBackdrop: Rect?

  override func drawContent(into context: inout DrawContext) {
    if let bar, let color = barBackground {
      context.append(
        .fill(
          Raster.Path(rect: barBackdrop ?? bar.frame),
          paint: .solid(color.resolve(in: environment.colorScheme)),
          transform: context.transform))
    }
    super.drawContent(into: &context)
  }

  override func placeChildren(in rect: Rect) {
    let barHeight = barHeight(width: rect.width)
    let barFrame = Rect(x: rect.origin.x, y: rect.origin.y, width: rect.width, height: barHeight)
    bar?.place(in: barFrame)
    let scope = SafeAreaScope.current
    barBackdrop = scope.map {
      $0.expanding(barFrame, edges: .top, direction: environment.layoutDirection)
    }
    let height = max(rect.height - barHeight, 0)
    let area = ProposedViewSize(width: rect.width, height: height)
    let size = ContainerSize.with(area) { content.measure(area) }
    let contentFrame = Rect(
      x: rect.origin.x + (rect.width - size.width) / 2,
      y: rect.origin.y + barHeight + (height - size.height) / 2,
      width: size.width, height: size.height)
    // The bar takes the top of the screen: below it, content has no top inset to reach into.
    let below = Rect(x: rect.minX, y: rect.minY + barHeight, width: rect.width, height: height)
    SafeAreaScope.with(bar == nil ? scope : scope?.consuming(.top, by: below)) {
      ContainerSize.with(area) { content.place(in: contentFrame) }
    }
  }
}
