// MARK: - PreviewProvider

/// A type that produces previews of views, as SwiftUI's `PreviewProvider`: in a target that
/// uses the `DefinitionsDiscovery` plugin, each preview becomes a content variant of the
/// catalog, so existing preview code is snapshot-tested with no new file.
///
/// Each top-level view of `previews` (the children of a `Group`, the elements of a `ForEach`)
/// is one preview, named with `.previewDisplayName(_:)` and laid out as `.previewLayout(_:)`
/// says.
@MainActor @preconcurrency
public protocol PreviewProvider {
  /// The type of the previews.
  associatedtype Previews: View
  /// The views to preview.
  @ViewBuilder static var previews: Previews { get }
}

// MARK: - PreviewLayout

/// How a preview is laid out: in a device screen, at its ideal size, or at a fixed size.
public enum PreviewLayout: Hashable, Sendable {
  /// A device screen (the catalog uses an iPhone 15, 393×852 pt).
  case device
  /// The view's ideal size.
  case sizeThatFits
  /// A fixed size in points.
  case fixed(width: Double, height: Double)
}

extension View {
  /// Names this preview; the name becomes the content variant's name.
  nonisolated public func previewDisplayName(_ name: String?) -> some View {
    PreviewTraitView(content: self, displayName: name, layout: nil)
  }

  /// Lays this preview out as `layout` says.
  nonisolated public func previewLayout(_ layout: PreviewLayout) -> some View {
    PreviewTraitView(content: self, displayName: nil, layout: layout)
  }
}

/// A view carrying preview traits; it draws its content unchanged.
nonisolated struct PreviewTraitView<Content: View>: View, PrimitiveView {
  let content: Content
  let displayName: String?
  let layout: PreviewLayout?

  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    CatalogUI.resolve(content, in: context, into: &nodes)
  }
}

// MARK: - PreviewItem

/// One preview: a top-level view of a `PreviewProvider`'s `previews`, with its traits.
@MainActor
public struct PreviewItem {
  /// The view previewed.
  public var view: AnyView
  /// The name from `.previewDisplayName(_:)`, if any.
  public var displayName: String?
  /// The layout from `.previewLayout(_:)`, if any.
  public var layout: PreviewLayout?

  /// A preview of `view` with optional traits.
  public init(view: some View, displayName: String? = nil, layout: PreviewLayout? = nil) {
    self.view = AnyView(view)
    self.displayName = displayName
    self.layout = layout
  }

  /// The previews `view` holds: one per child of a group, tuple, `ForEach` or `if`, each with
  /// the traits set on it or on an enclosing group (the innermost wins).
  public static func items<V: View>(in view: V) -> [PreviewItem] {
    var items: [PreviewItem] = []
    collect(view, into: &items)
    return items
  }

  static func collect<V: View>(_ view: V, into items: inout [PreviewItem]) {
    if let list = view as? any PreviewList {
      list.collectPreviews(into: &items)
    } else {
      items.append(PreviewItem(view: AnyView(view), displayName: nil, layout: nil))
    }
  }
}

// MARK: - PreviewCollection

/// Several previews made from values, such as a catalog definition's content variants; drawn
/// one below the other, and listed as separate previews.
nonisolated public struct PreviewCollection: View, PrimitiveView {
  let items: [PreviewItem]

  /// A collection of `items`.
  public init(_ items: [PreviewItem]) { self.items = items }

  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    for (index, item) in items.enumerated() {
      item.view.resolve(in: context.child(.index(index)), into: &nodes)
    }
  }
}

@MainActor
extension PreviewCollection: PreviewList {
  func collectPreviews(into items: inout [PreviewItem]) { items += self.items }
}

/// Views that hold several previews rather than being one.
@MainActor
protocol PreviewList {
  func collectPreviews(into items: inout [PreviewItem])
}

@MainActor
extension PreviewTraitView: PreviewList {
  func collectPreviews(into items: inout [PreviewItem]) {
    var inner: [PreviewItem] = []
    PreviewItem.collect(content, into: &inner)
    for var item in inner {
      item.displayName = item.displayName ?? displayName
      item.layout = item.layout ?? layout
      items.append(item)
    }
  }
}

@MainActor
extension TupleView: PreviewList {
  func collectPreviews(into items: inout [PreviewItem]) {
    for view in repeat each content { PreviewItem.collect(view, into: &items) }
  }
}

@MainActor
extension Group: PreviewList {
  func collectPreviews(into items: inout [PreviewItem]) {
    PreviewItem.collect(content, into: &items)
  }
}

@MainActor
extension ConditionalContent: PreviewList {
  func collectPreviews(into items: inout [PreviewItem]) {
    switch storage {
    case .first(let view): PreviewItem.collect(view, into: &items)
    case .second(let view): PreviewItem.collect(view, into: &items)
    }
  }
}

@MainActor
extension Optional: PreviewList where Wrapped: View {
  func collectPreviews(into items: inout [PreviewItem]) {
    if let view = self { PreviewItem.collect(view, into: &items) }
  }
}

@MainActor
extension LoopContent: PreviewList {
  func collectPreviews(into items: inout [PreviewItem]) {
    for view in views { PreviewItem.collect(view, into: &items) }
  }
}

@MainActor
extension ForEach: PreviewList {
  func collectPreviews(into items: inout [PreviewItem]) {
    for element in data { PreviewItem.collect(content(element), into: &items) }
  }
}

@MainActor
extension AnyView: PreviewList {
  func collectPreviews(into items: inout [PreviewItem]) {
    collectPreviewItems(&items)
  }
}

@MainActor
extension EmptyView: PreviewList {
  func collectPreviews(into items: inout [PreviewItem]) {}
}
