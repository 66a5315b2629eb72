import Synchronization

// MARK: - ViewIdentity

/// Where a view is in the tree, as SwiftUI identifies views: its structural position (which
/// child of which builder, which branch of an `if`, which view type) plus explicit identities
/// (`.id(_:)`, the ids of `ForEach`). State lives as long as its view's identity, and a view
/// whose identity changes starts with fresh state.
///
/// A chain of components from the root, shared with the parent's identity, so extending an
/// identity costs one small allocation and comparing two costs a hash compare and, when the
/// hashes agree, a walk of both chains.
public struct ViewIdentity: Hashable, CustomStringConvertible, @unchecked Sendable {
  // `@unchecked`: the chain is immutable after creation, and components hold only hashable
  // values that `.id(_:)` and `ForEach` were given.
  private let link: Link?

  /// The identity of the root view.
  public static let root = ViewIdentity(link: nil)

  private init(link: Link?) { self.link = link }

  /// One step of a view's path.
  enum Component: Hashable {
    /// The view type at this position, for custom views and type-erased content.
    case type(ObjectIdentifier, name: String)
    /// The position among a builder's children.
    case index(Int)
    /// The branch of an `if`/`else` or `switch` taken.
    case branch(Int)
    /// An explicit identity given with `.id(_:)`.
    case explicit(AnyHashable)
    /// The id of a `ForEach` element.
    case element(AnyHashable)

    static func == (lhs: Component, rhs: Component) -> Bool {
      switch (lhs, rhs) {
      case (.type(let a, _), .type(let b, _)): a == b
      case (.index(let a), .index(let b)): a == b
      case (.branch(let a), .branch(let b)): a == b
      case (.explicit(let a), .explicit(let b)): a == b
      case (.element(let a), .element(let b)): a == b
      default: false
      }
    }

    func hash(into hasher: inout Hasher) {
      switch self {
      case .type(let id, _):
        hasher.combine(0)
        hasher.combine(id)
      case .index(let i):
        hasher.combine(1)
        hasher.combine(i)
      case .branch(let b):
        hasher.combine(2)
        hasher.combine(b)
      case .explicit(let id):
        hasher.combine(3)
        hasher.combine(id)
      case .element(let id):
        hasher.combine(4)
        hasher.combine(id)
      }
    }

    var description: String {
      switch self {
      case .type(_, let name): name
      case .index(let i): "[\(i)]"
      case .branch(let b): b == 0 ? "if" : "else"
      case .explicit(let id): ".id(\(id.base))"
      case .element(let id): "ForEach[\(id.base)]"
      }
    }
  }

  private final class Link {
    let parent: Link?
    let component: Component
    let hash: Int
    let depth: Int

    init(parent: Link?, component: Component) {
      self.parent = parent
      self.component = component
      var hasher = Hasher()
      hasher.combine(parent?.hash ?? 0)
      hasher.combine(component)
      hash = hasher.finalize()
      depth = (parent?.depth ?? 0) + 1
    }
  }

  /// This identity extended by one component.
  func appending(_ component: Component) -> ViewIdentity {
    ViewIdentity(link: Link(parent: link, component: component))
  }

  /// The identity of a view of type `type` at this position.
  func appending<T>(type: T.Type) -> ViewIdentity {
    appending(.type(ObjectIdentifier(type), name: typeName(type)))
  }

  /// The innermost id on the path given with `.id(_:)` or by a `ForEach`, if any: what
  /// `ScrollViewProxy.scrollTo(_:anchor:)` finds a view by.
  var innermostID: AnyHashable? {
    var current = link
    while let node = current {
      switch node.component {
      case .explicit(let id), .element(let id): return id
      case .type, .index, .branch: current = node.parent
      }
    }
    return nil
  }

  /// The identity of the view around this one, or `nil` at the root.
  var parent: ViewIdentity? { link.map { ViewIdentity(link: $0.parent) } }

  /// Whether `self` is `other` or lies inside it.
  func isInside(_ other: ViewIdentity) -> Bool {
    guard let target = other.link else { return true }
    var current = link
    while let node = current, node.depth >= target.depth {
      if node.depth == target.depth { return node === target || Self.equal(node, target) }
      current = node.parent
    }
    return false
  }

  /// The innermost non-generic view type on the path, for messages ("covered by a view in
  /// DLSToast"): the component a user wrote rather than a container of the framework.
  var componentName: String? {
    var current = link
    while let node = current {
      if case .type(_, let name) = node.component, !name.contains("<") { return name }
      current = node.parent
    }
    return nil
  }

  public static func == (lhs: ViewIdentity, rhs: ViewIdentity) -> Bool {
    switch (lhs.link, rhs.link) {
    case (nil, nil): true
    case (let a?, let b?): equal(a, b)
    default: false
    }
  }

  private static func equal(_ lhs: Link, _ rhs: Link) -> Bool {
    var a: Link? = lhs
    var b: Link? = rhs
    while let x = a, let y = b {
      if x === y { return true }
      guard x.hash == y.hash, x.depth == y.depth, x.component == y.component else { return false }
      a = x.parent
      b = y.parent
    }
    return a == nil && b == nil
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(link?.hash ?? 0)
  }

  /// The path from the root, such as `CounterScreen/[1]/DLSRow`.
  public var description: String {
    var parts: [String] = []
    var current = link
    while let node = current {
      parts.append(node.component.description)
      current = node.parent
    }
    return parts.isEmpty ? "root" : parts.reversed().joined(separator: "/")
  }
}

/// A type's name without its module, generic arguments shortened to their own names; each
/// type's name is worked out once (every custom view names its type each time it is resolved).
/// `_typeName` gives what `String(describing:)` and `String(reflecting:)` print for a type
/// without their casts, each a walk through every conformance in the binary for a new type.
func typeName<T>(_ type: T.Type) -> String {
  let key = ObjectIdentifier(type)
  if let known = typeNames.withLock({ $0[key]?.name }) { return known }
  let name = _typeName(type, qualified: false)
  let component = ViewIdentity.componentName(reflecting: _typeName(type, qualified: true))
  typeNames.withLock { $0[key] = (name, component) }
  return name
}

/// The names `typeName` has worked out, by type: the short name, and the name as a component of
/// the app (`nil` for the framework's views).
private let typeNames = Mutex<[ObjectIdentifier: (name: String, component: String?)]>([:])

// MARK: - ViewIdentity + Components

extension ViewIdentity {
  /// The framework's modules: their custom views (a style's body, a `Label`) are not components
  /// a user wrote.
  private static let frameworkModules: Set<String> = [
    "Swift", "Foundation", "CatalogUI", "SwiftUI", "Catalog", "CatalogTesting",
    "CatalogCommand",
  ]

  /// A type's name as a component of the app, from `String(reflecting:)`: without its module,
  /// its generic arguments, and the anonymous contexts of private and local types (which hold
  /// an address), so `DesignSystem.DLSList<Swift.Int>.Row` reads `DLSList.Row` on every run;
  /// `nil` for the framework's own views and a name it cannot read.
  static func componentName(reflecting full: String) -> String? {
    var parts: [String] = [""]
    var angles = 0
    var parentheses = 0
    var previous: Character = " "
    for character in full {
      defer { previous = character }
      switch character {
      case "<":
        angles += 1
      case ">" where previous != "-":
        angles = max(angles - 1, 0)
      case "." where angles == 0 && parentheses == 0:
        parts.append("")
      default:
        if angles == 0 {
          if character == "(" { parentheses += 1 }
          if character == ")" { parentheses = max(parentheses - 1, 0) }
          parts[parts.count - 1].append(character)
        }
      }
    }
    guard let module = parts.first, !frameworkModules.contains(module) else { return nil }
    let names = parts.dropFirst().filter { !$0.isEmpty && !$0.hasPrefix("(") }
    return names.isEmpty ? nil : names.joined(separator: ".")
  }

  /// The innermost custom view of the app on the path (see `componentName(reflecting:)`): its
  /// name, and its identity, which tells two instances of one view apart; `nil` when the path
  /// holds none.
  var appComponent: (instance: ViewIdentity, name: String)? {
    typeNames.withLock { known in
      var current = link
      while let node = current {
        if case .type(let id, _) = node.component, let name = known[id]?.component {
          return (ViewIdentity(link: node), name)
        }
        current = node.parent
      }
      return nil
    }
  }
}
