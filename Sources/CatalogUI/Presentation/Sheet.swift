import Raster

// MARK: - Sheet modifiers

extension View {
  /// Presents `content` as a sheet while `isPresented` is `true`, as SwiftUI's
  /// `sheet(isPresented:onDismiss:content:)`: over the dimmed screen, at its detent
  /// (`presentationDetents(_:)`, large by default), with rounded top corners.
  ///
  /// `dismiss` inside the sheet, and a tap on the dimmed screen (unless
  /// `interactiveDismissDisabled()`), set `isPresented` to `false`; `onDismiss` runs whenever
  /// the sheet goes away.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presentation(
      slot: "sheet", isPresented: isPresented.wrappedValue, onDismiss: onDismiss,
      dismiss: { isPresented.wrappedValue = false }
    ) { context in
      SheetLayerNode.layer(
        style: .sheet, content: AnyView(content()), in: context,
        dismiss: { isPresented.wrappedValue = false })
    }
  }

  /// Presents a sheet for `item` while it is not `nil`, as SwiftUI's
  /// `sheet(item:onDismiss:content:)`; another item (another `id`) is another sheet, with
  /// state of its own.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    itemPresentation(slot: "sheet", style: .sheet, item: item, onDismiss: onDismiss, content)
  }

  /// Presents `content` over the whole screen while `isPresented` is `true`, as SwiftUI's
  /// `fullScreenCover(isPresented:onDismiss:content:)`; only `dismiss` inside it ends it.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presentation(
      slot: "fullScreenCover", isPresented: isPresented.wrappedValue, onDismiss: onDismiss,
      dismiss: { isPresented.wrappedValue = false }
    ) { context in
      SheetLayerNode.layer(
        style: .fullScreenCover, content: AnyView(content()), in: context,
        dismiss: { isPresented.wrappedValue = false })
    }
  }

  /// Presents a full screen cover for `item` while it is not `nil`, as SwiftUI's
  /// `fullScreenCover(item:onDismiss:content:)`.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    itemPresentation(
      slot: "fullScreenCover", style: .fullScreenCover, item: item, onDismiss: onDismiss,
      content)
  }

  /// Presents `content` in a popover while `isPresented` is `true`, as SwiftUI's
  /// `popover(isPresented:attachmentAnchor:arrowEdge:content:)`: on iPhone, a compact width,
  /// iOS presents a popover as a sheet, and so does CatalogUI (the anchor and arrow edge,
  /// which a regular width uses, change nothing).
  public func popover<Content: View>(
    isPresented: Binding<Bool>,
    attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    sheet(isPresented: isPresented, content: content)
  }

  /// Presents a popover for `item` while it is not `nil`, as SwiftUI's
  /// `popover(item:attachmentAnchor:arrowEdge:content:)`: on iPhone, a sheet.
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>,
    attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    sheet(item: item, content: content)
  }

  /// A sheet or cover for an optional item: presented while the item is set, at a place of
  /// its own per item id.
  private func itemPresentation<Item: Identifiable, Content: View>(
    slot: String, style: SheetLayerNode.Style, item: Binding<Item?>,
    onDismiss: (() -> Void)?, _ content: @escaping (Item) -> Content
  ) -> some View {
    let current = item.wrappedValue
    return presentation(
      slot: slot, isPresented: current != nil, onDismiss: onDismiss,
      dismiss: { item.wrappedValue = nil }
    ) { context in
      guard let current else { return EmptyNode(environment: context.environment) }
      return SheetLayerNode.layer(
        style: style, content: AnyView(content(current)),
        in: context.child(.explicit(AnyHashable(current.id))),
        dismiss: { item.wrappedValue = nil })
    }
  }
}

// MARK: - PopoverAttachmentAnchor

/// Where a popover points, as SwiftUI's `PopoverAttachmentAnchor`; on iPhone a popover is a
/// sheet, so it changes nothing drawn.
public enum PopoverAttachmentAnchor: Sendable {
  /// A rectangle of the view the popover is attached to.
  case rect(Anchor<CGRect>.Source)
  /// A point of the view, such as `.top`.
  case point(UnitPoint)
}

// MARK: - PlacedNode

/// A node already resolved, shown as a view: it lets a presentation read what its content
/// declares (detents, background) before putting the content in its chrome.
struct PlacedNode: View, PrimitiveView {
  let node: LayoutNode

  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    nodes.append(node)
  }
}

// MARK: - SheetLayerNode

/// A sheet or a full screen cover over the whole host: the dimmed screen (for a sheet) and the
/// sheet at its detent's height, at the bottom.
final class SheetLayerNode: LayoutNode {
  /// How the content is presented.
  enum Style {
    /// A sheet at a detent, over the dimmed screen.
    case sheet
    /// The whole screen, nothing dimmed.
    case fullScreenCover
  }

  let style: Style
  let detent: PresentationDetent

  private init(
    style: Style, detent: PresentationDetent, dim: LayoutNode?, sheet: LayoutNode,
    environment: EnvironmentValues
  ) {
    self.style = style
    self.detent = detent
    super.init(environment: environment, children: [dim, sheet].compactMap { $0 })
  }

  override var debugName: String { style == .sheet ? "Sheet" : "FullScreenCover" }
  override var dumpAttributes: [String] { style == .sheet ? ["detent: \(detent)"] : [] }

  /// The layer presenting `content`: resolves it, reads its presentation options, and puts it
  /// in the sheet's chrome over the dimmed screen.
  @MainActor static func layer(
    style: Style, content: AnyView, in context: ResolveContext,
    dismiss: @escaping @MainActor () -> Void
  ) -> LayoutNode {
    let contentNode = resolveSingle(content, in: context.child(.index(0)))
    let options = PresentationOptions.collect(in: contentNode)
    let detents = options.detents ?? [.large]
    let detent =
      options.selection.map(\.wrappedValue).flatMap { selected in
        detents.contains(selected) ? selected : nil
      } ?? detents.min { $0.order < $1.order } ?? .large
    let showsIndicator: Bool
    switch options.dragIndicator ?? .automatic {
    case .automatic: showsIndicator = style == .sheet && Set(detents).count > 1
    case .visible: showsIndicator = style == .sheet
    case .hidden: showsIndicator = false
    }
    let radius =
      style == .sheet ? (options.cornerRadius ?? PresentationMetrics.sheetCornerRadius) : 0
    let background =
      options.background
      ?? AnyView(
        style == .sheet ? PresentationMetrics.sheetBackground : PresentationMetrics.coverBackground
      )
    let chrome = ZStack(alignment: .top) {
      background
      PlacedNode(node: contentNode).frame(maxWidth: .infinity, maxHeight: .infinity)
        .respectingSafeArea()
      if showsIndicator {
        Capsule().fill(PresentationMetrics.dragIndicator)
          .frame(
            width: PresentationMetrics.dragIndicatorWidth,
            height: PresentationMetrics.dragIndicatorHeight
          )
          .padding(.top, PresentationMetrics.dragIndicatorTop)
          .accessibilityHidden(true)
      }
    }
    .clipShape(UnevenRoundedRectangle(topLeadingRadius: radius, topTrailingRadius: radius))
    let sheetNode = resolveSingle(chrome, in: context.child(.index(1)))
    var dimNode: LayoutNode?
    if style == .sheet {
      let dismissable = !(options.interactiveDismissDisabled ?? false)
      dimNode = resolveSingle(
        DimmingView(tap: dismissable ? dismiss : nil), in: context.child(.index(2)))
    }
    let node = SheetLayerNode(
      style: style, detent: detent, dim: dimNode, sheet: sheetNode,
      environment: context.environment)
    node.identity = context.identity
    return node
  }

  private var sheet: LayoutNode { children[children.count - 1] }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    proposal.replacingUnspecifiedDimensions()
  }

  override func placeChildren(in rect: Rect) {
    if children.count > 1 { children[0].place(in: rect) }
    guard style == .sheet else { return sheet.place(in: rect) }
    let scale = max(environment.displayScale, 1)
    // A sheet at its large detent leaves the gap below the top safe-area inset (the status
    // bar), and reaches the screen's bottom edge; its content stays above the home indicator.
    let safeTop = SafeAreaScope.current.map { max($0.safe.minY - rect.minY, 0) } ?? 0
    let large = max(rect.height - safeTop - PresentationMetrics.sheetTopGap, 0)
    let height = (detent.height(large: large) * scale).rounded() / scale
    let frame = Rect(x: rect.minX, y: rect.maxY - height, width: rect.width, height: height)
    SafeAreaScope.with(SafeAreaScope.current?.consuming(.top, by: frame)) {
      sheet.place(in: frame)
    }
  }
}

// MARK: - DimmingView

/// The dimmed screen behind a modal; a tap on it runs `tap` (dismisses a sheet), and it is
/// hidden from accessibility, as the screen it covers is.
struct DimmingView: View {
  let tap: (@MainActor () -> Void)?

  var body: some View {
    if let tap {
      PresentationMetrics.dimming.onTapGesture { tap() }.accessibilityHidden(true)
    } else {
      PresentationMetrics.dimming.accessibilityHidden(true)
    }
  }
}
