// MARK: - ViewModifier

/// A reusable change to a view, as SwiftUI's `ViewModifier`: `body(content:)` returns the
/// modified view, and `.modifier(_:)` applies it.
///
/// As in SwiftUI, a modifier may hold `@State`, `@Environment` and other dynamic properties;
/// they live at the place in the tree where the modifier is applied.
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of view the modifier makes.
  associatedtype Body: View
  /// The view the modifier is applied to, as `body(content:)` receives it.
  typealias Content = ViewModifierContent<Self>
  /// The modified view, built from `content`.
  @ViewBuilder func body(content: Content) -> Body
}

// MARK: - ViewModifierContent

/// The view a `ViewModifier` is applied to, as its `body(content:)` receives it (SwiftUI's
/// `ViewModifier.Content`, spelled `_ViewModifier_Content` there).
nonisolated public struct ViewModifierContent<Modifier: ViewModifier>: View, PrimitiveView {
  let content: AnyView

  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    content.resolve(in: context, into: &nodes)
  }
}

// MARK: - ModifiedContent

/// A view, or a modifier, with a modifier applied, as SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content, Modifier> {
  /// The view or modifier the modifier is applied to.
  public var content: Content
  /// The modifier applied.
  public var modifier: Modifier

  /// `content` with `modifier` applied.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// A modified view is resolved by CatalogUI, as in SwiftUI, where its body is `Never`.
  public var body: Never { neverBody(Self.self) }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
  /// A built-in modifier resolves the content itself; any other modifier's `body(content:)`
  /// is resolved as a view whose dynamic properties are the modifier's.
  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    if let primitive = modifier as? any PrimitiveModifier {
      return primitive.resolve(content, in: context, into: &nodes)
    }
    // The modified view keeps the place in the tree (its identity, and the type queries find)
    // it had when it was a view with a body.
    let inner = context.child(.type(ObjectIdentifier(Self.self), name: typeName(Self.self)))
    let start = nodes.count
    let body = ModifierBody(
      modifier: modifier, content: ViewModifierContent(content: AnyView(content)))
    CatalogUI.resolve(body, in: inner, into: &nodes)
    for node in nodes[start...] {
      node.viewTypes.append(ObjectIdentifier(Self.self))
    }
  }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
  /// The inner modifier's body, then the outer one's around it.
  public func body(content: ViewModifierContent<Self>) -> some View {
    content.modifier(self.content).modifier(modifier)
  }
}

extension View {
  /// Applies a modifier to the view, as SwiftUI's `modifier(_:)`.
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

extension ViewModifier {
  /// This modifier followed by `modifier`.
  public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

// MARK: - EmptyModifier

/// A modifier that changes nothing, as SwiftUI's `EmptyModifier`.
nonisolated public struct EmptyModifier: ViewModifier, Sendable {
  /// The modifier that changes nothing.
  public static let identity = EmptyModifier()

  /// A modifier that changes nothing.
  public init() {}

  /// The content unchanged.
  public func body(content: Content) -> Content { content }
}

// MARK: - ModifierBody

/// Computes a modifier's body as a view whose dynamic properties are the modifier's own, so
/// `@State` and `@Environment` inside a modifier are linked as a view's are.
struct ModifierBody<Modifier: ViewModifier>: View, @MainActor CustomReflectable {
  let modifier: Modifier
  let content: ViewModifierContent<Modifier>

  var body: Modifier.Body { modifier.body(content: content) }

  // Linking reflects the view; reflecting the modifier instead links its properties, which
  // share their storage with `modifier` (they keep it in references).
  var customMirror: Mirror { Mirror(reflecting: modifier) }
}
