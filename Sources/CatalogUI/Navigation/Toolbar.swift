// MARK: - ToolbarItemPlacement

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement` on iPhone: the bar's leading
/// or trailing edge, its centre, or a bottom bar. `keyboard` items compile and are not drawn
/// (no keyboard is shown in a snapshot).
public struct ToolbarItemPlacement: Hashable, Sendable {
  /// Where the catalog draws items of a placement.
  enum Slot: Hashable, Sendable { case leading, trailing, principal, bottom, hidden }

  let slot: Slot
  /// Whether the item's label is emphasised, as a confirmation action's is on iOS.
  let isEmphasized: Bool

  init(_ slot: Slot, emphasized: Bool = false) {
    self.slot = slot
    self.isEmphasized = emphasized
  }

  /// The system's choice: the trailing edge of the navigation bar on iPhone.
  public static let automatic = ToolbarItemPlacement(.trailing)
  /// The centre of the navigation bar, in place of an inline title.
  public static let principal = ToolbarItemPlacement(.principal)
  /// The leading edge of the navigation bar.
  public static let navigation = ToolbarItemPlacement(.leading)
  /// The trailing edge of the navigation bar.
  public static let primaryAction = ToolbarItemPlacement(.trailing)
  /// The trailing edge of the navigation bar.
  public static let secondaryAction = ToolbarItemPlacement(.trailing)
  /// The trailing edge, with an emphasised (semibold) label, as iOS draws "Done".
  public static let confirmationAction = ToolbarItemPlacement(.trailing, emphasized: true)
  /// The leading edge, as iOS draws "Cancel".
  public static let cancellationAction = ToolbarItemPlacement(.leading)
  /// The trailing edge.
  public static let destructiveAction = ToolbarItemPlacement(.trailing)
  /// The leading edge of the navigation bar.
  public static let topBarLeading = ToolbarItemPlacement(.leading)
  /// The trailing edge of the navigation bar.
  public static let topBarTrailing = ToolbarItemPlacement(.trailing)
  /// The leading edge of the navigation bar (the name before iOS 17).
  public static let navigationBarLeading = ToolbarItemPlacement(.leading)
  /// The trailing edge of the navigation bar (the name before iOS 17).
  public static let navigationBarTrailing = ToolbarItemPlacement(.trailing)
  /// A toolbar at the bottom of the screen: compiles, not drawn yet; a screen with such
  /// items reports it in its diagnostics, which fails its snapshot.
  public static let bottomBar = ToolbarItemPlacement(.bottom)
  /// Above the keyboard: compiles, not drawn (a snapshot shows no keyboard).
  public static let keyboard = ToolbarItemPlacement(.hidden)
  /// The centre of the bottom toolbar: not drawn yet, reported as `bottomBar` is.
  public static let status = ToolbarItemPlacement(.bottom)
}

// MARK: - ToolbarContent

/// Items of a toolbar, as SwiftUI's `ToolbarContent`: `ToolbarItem`s, `ToolbarItemGroup`s, or
/// a type of your own whose `body` holds them.
@MainActor @preconcurrency
public protocol ToolbarContent {
  /// The type of the content's body.
  associatedtype Body: ToolbarContent
  /// The items.
  @ToolbarContentBuilder var body: Body { get }
}

extension Never: ToolbarContent {}

/// One item as the bar draws it.
nonisolated struct ToolbarEntry {
  let placement: ToolbarItemPlacement
  let view: AnyView
}

/// Toolbar content CatalogUI reads directly.
@MainActor
protocol PrimitiveToolbarContent {
  var entries: [ToolbarEntry] { get }
}

/// The entries of any toolbar content: primitives directly, others through their body.
@MainActor
func toolbarEntries<C: ToolbarContent>(_ content: C) -> [ToolbarEntry] {
  if let primitive = content as? any PrimitiveToolbarContent { return primitive.entries }
  if C.Body.self == Never.self { return [] }
  return toolbarEntries(content.body)
}

// MARK: - ToolbarItem

/// One item of a toolbar at a placement, as SwiftUI's `ToolbarItem`.
nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

  /// Primitive: no body.
  public var body: Never { return neverBody(Self.self) }
}

extension ToolbarItem where ID == () {
  /// An item at `placement` (`.automatic`: the trailing edge).
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

extension ToolbarItem where ID == String {
  /// An item with an identifier, for customisable toolbars (the identifier is not drawn).
  public init(
    id: String, placement: ToolbarItemPlacement = .automatic,
    @ViewBuilder content: () -> Content
  ) {
    self.placement = placement
    self.content = content()
  }
}

@MainActor
extension ToolbarItem: PrimitiveToolbarContent {
  var entries: [ToolbarEntry] { [ToolbarEntry(placement: placement, view: AnyView(content))] }
}

// MARK: - ToolbarItemGroup

/// Several items at one placement, as SwiftUI's `ToolbarItemGroup`.
nonisolated public struct ToolbarItemGroup<Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

  /// Items at `placement`, side by side.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  /// Primitive: no body.
  public var body: Never { return neverBody(Self.self) }
}

@MainActor
extension ToolbarItemGroup: PrimitiveToolbarContent {
  var entries: [ToolbarEntry] {
    PreviewItem.items(in: content).map { ToolbarEntry(placement: placement, view: $0.view) }
  }
}

// MARK: - ToolbarContentBuilder

/// Builds toolbar content from items, as SwiftUI's `ToolbarContentBuilder`.
@resultBuilder
nonisolated public enum ToolbarContentBuilder {
  /// Items side by side.
  public static func buildBlock<each C: ToolbarContent>(_ content: repeat each C)
    -> TupleToolbarContent<repeat each C>
  {
    TupleToolbarContent(content: (repeat each content))
  }

  /// An item shown only when a condition holds.
  public static func buildIf<C: ToolbarContent>(_ content: C?) -> OptionalToolbarContent<C> {
    OptionalToolbarContent(content: content)
  }

  /// The first branch of an `if`/`else`.
  public static func buildEither<A: ToolbarContent, B: ToolbarContent>(first: A)
    -> EitherToolbarContent<A, B>
  {
    EitherToolbarContent(first: first, second: nil)
  }

  /// The second branch of an `if`/`else`.
  public static func buildEither<A: ToolbarContent, B: ToolbarContent>(second: B)
    -> EitherToolbarContent<A, B>
  {
    EitherToolbarContent(first: nil, second: second)
  }
}

/// Several toolbar contents in order.
nonisolated public struct TupleToolbarContent<each C: ToolbarContent>: ToolbarContent {
  let content: (repeat each C)

  /// Primitive: no body.
  public var body: Never { return neverBody(Self.self) }
}

@MainActor
extension TupleToolbarContent: PrimitiveToolbarContent {
  var entries: [ToolbarEntry] {
    var all: [ToolbarEntry] = []
    for item in repeat each content { all += toolbarEntries(item) }
    return all
  }
}

/// Toolbar content that may be absent.
nonisolated public struct OptionalToolbarContent<C: ToolbarContent>: ToolbarContent {
  let content: C?

  /// Primitive: no body.
  public var body: Never { return neverBody(Self.self) }
}

@MainActor
extension OptionalToolbarContent: PrimitiveToolbarContent {
  var entries: [ToolbarEntry] { content.map { toolbarEntries($0) } ?? [] }
}

/// One of two toolbar contents.
nonisolated public struct EitherToolbarContent<A: ToolbarContent, B: ToolbarContent>: ToolbarContent
{
  let first: A?
  let second: B?

  /// Primitive: no body.
  public var body: Never { return neverBody(Self.self) }
}

@MainActor
extension EitherToolbarContent: PrimitiveToolbarContent {
  var entries: [ToolbarEntry] {
    if let first { return toolbarEntries(first) }
    return second.map { toolbarEntries($0) } ?? []
  }
}
