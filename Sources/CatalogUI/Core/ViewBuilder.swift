// MARK: - ViewBuilder

/// Builds views from statements, as SwiftUI's `@ViewBuilder`: any number of children through
/// parameter packs, `if`/`else`, `if let`, `switch`, optionals and `for` loops.
@resultBuilder
public enum ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<repeat each Content>
  {
    TupleView(repeat each content)
  }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<First: View, Second: View>(first: First)
    -> ConditionalContent<First, Second>
  {
    ConditionalContent(storage: .first(first))
  }
  public static func buildEither<First: View, Second: View>(second: Second)
    -> ConditionalContent<First, Second>
  {
    ConditionalContent(storage: .second(second))
  }
  public static func buildArray<Content: View>(_ content: [Content]) -> LoopContent<Content> {
    LoopContent(views: content)
  }
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

// MARK: - TupleView

/// Several views side by side in a builder.
nonisolated public struct TupleView<each Content: View>: View, PrimitiveView {
  let content: (repeat each Content)

  public init(_ content: repeat each Content) {
    self.content = (repeat each content)
  }

  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    var index = 0
    for view in repeat each content {
      CatalogUI.resolve(view, in: context.child(.index(index)), into: &nodes)
      index += 1
    }
  }
}

// MARK: - ConditionalContent

/// One of two views, from `if`/`else` or `switch` in a builder.
nonisolated public struct ConditionalContent<First: View, Second: View>: View, PrimitiveView {
  enum Storage {
    case first(First)
    case second(Second)
  }

  let storage: Storage

  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    switch storage {
    case .first(let view): CatalogUI.resolve(view, in: context.child(.branch(0)), into: &nodes)
    case .second(let view): CatalogUI.resolve(view, in: context.child(.branch(1)), into: &nodes)
    }
  }
}

extension Optional: View where Wrapped: View {
  public var body: Never { neverBody(Self.self) }
}

extension Optional: PrimitiveView where Wrapped: View {
  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    if let view = self { CatalogUI.resolve(view, in: context.child(.branch(0)), into: &nodes) }
  }
}

// MARK: - EmptyView, Group, AnyView

/// A view that shows nothing and takes no space.
nonisolated public struct EmptyView: View, PrimitiveView {
  public init() {}
  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {}
}

/// Groups views without adding a container; modifiers apply to each.
nonisolated public struct Group<Content: View>: View, PrimitiveView {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    CatalogUI.resolve(content, in: context, into: &nodes)
  }
}

/// A type-erased view.
nonisolated public struct AnyView: View, PrimitiveView {
  private let resolver: @MainActor (ResolveContext, inout [LayoutNode]) -> Void
  /// The previews the erased view holds, so type erasure keeps `Group` children apart.
  let collectPreviewItems: @MainActor (inout [PreviewItem]) -> Void

  public init<V: View>(_ view: V) {
    if let any = view as? AnyView {
      resolver = any.resolver
      collectPreviewItems = any.collectPreviewItems
    } else {
      // The closures stay inside this value, which is not `Sendable`: the view is used only
      // where the erased view is resolved, on the main actor.
      nonisolated(unsafe) let view = view
      // The erased type is part of the identity: another type at this place is another view.
      resolver = { @MainActor context, nodes in
        CatalogUI.resolve(
          view,
          in: context.child(
            .type(
              ObjectIdentifier(V.self),
              name: typeName(V.self))), into: &nodes)
      }
      collectPreviewItems = { @MainActor items in PreviewItem.collect(view, into: &items) }
    }
  }

  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    resolver(context, &nodes)
  }
}

// MARK: - ForEach

/// One view per element of a collection, each identified by an id (`Identifiable`, a key
/// path, or the element of a range), as SwiftUI's `ForEach`: state inside a row follows its id
/// when rows are inserted, removed or reordered.
nonisolated public struct ForEach<Data: RandomAccessCollection>: View, PrimitiveView {
  /// The collection the views stand for.
  public let data: Data
  let id: (Data.Element) -> AnyHashable
  let content: (Data.Element) -> AnyView

  /// Views for each element identified by a key path.
  public init<ID: Hashable, Content: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.id = { AnyHashable($0[keyPath: id]) }
    self.content = { AnyView(content($0)) }
  }

  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    var seen: Set<AnyHashable> = []
    for element in data {
      let key = id(element)
      if !seen.insert(key).inserted {
        context.diagnostics.report(
          "ForEach has the id \(String(reflecting: key.base)) more than once; ids must be "
            + "unique (give each element its own id, or use id: \\.self on unique values)")
      }
      content(element).resolve(in: context.child(.element(key)), into: &nodes)
    }
  }
}

extension ForEach where Data.Element: Identifiable {
  /// Views for each element of a collection of identifiable elements.
  public init<Content: View>(
    _ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int> {
  /// Views for each number of a range; the number is the identity, as in SwiftUI, so the range
  /// should not change while the view is shown.
  public init<Content: View>(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}

// MARK: - LoopContent

/// The views a `for` loop in a builder produced, in order.
nonisolated public struct LoopContent<Content: View>: View, PrimitiveView {
  let views: [Content]

  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    for (index, view) in views.enumerated() {
      CatalogUI.resolve(view, in: context.child(.index(index)), into: &nodes)
    }
  }
}
