import Raster

// MARK: - CoordinateSpace

/// Where a `GeometryProxy` frame is measured from: the reader itself, the root, or an
/// enclosing view named with `coordinateSpace(_:)`.
public enum CoordinateSpace: Hashable {
  /// The root's coordinates.
  case global
  /// The reader's own coordinates.
  case local
  /// The coordinates of the nearest enclosing view given `name`.
  case named(AnyHashable)

  /// Whether this is the global space.
  public var isGlobal: Bool { self == .global }
  /// Whether this is the local space.
  public var isLocal: Bool { self == .local }
}

// MARK: - CoordinateSpaceProtocol

/// A coordinate space to measure frames in, written `.named("scroll")`, `.local`, `.global`.
public protocol CoordinateSpaceProtocol {
  /// The space as a `CoordinateSpace` value.
  var coordinateSpace: CoordinateSpace { get }
}

/// The coordinates of an enclosing view given a name with `coordinateSpace(_:)`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
  /// The name.
  let name: AnyHashable
  /// The space as a `CoordinateSpace` value.
  public var coordinateSpace: CoordinateSpace { .named(name) }
}

/// The coordinates of the view measured.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
  /// The space as a `CoordinateSpace` value.
  public var coordinateSpace: CoordinateSpace { .local }
}

/// The root's coordinates.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
  /// The space as a `CoordinateSpace` value.
  public var coordinateSpace: CoordinateSpace { .global }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// The space of the enclosing view named `name`.
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(name))
  }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  /// The coordinates of the view measured.
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  /// The root's coordinates.
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

// MARK: - coordinateSpace

extension View {
  /// Names the view's coordinates, so views inside measure frames from its top-leading corner
  /// with `GeometryProxy.frame(in: .named(name))`.
  nonisolated public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
    modifier(CoordinateSpaceModifier(name: name.name))
  }

  /// Names the view's coordinates, as SwiftUI's earlier `coordinateSpace(name:)`.
  nonisolated public func coordinateSpace<T: Hashable>(name: T) -> some View {
    modifier(CoordinateSpaceModifier(name: AnyHashable(name)))
  }
}

// MARK: - CoordinateSpaceModifier

/// Records the view's frame when placed, for the readers inside.
nonisolated struct CoordinateSpaceModifier: PrimitiveModifier {
  let name: AnyHashable

  @MainActor func resolve<V: View>(
    _ content: V, in context: ResolveContext, into nodes: inout [LayoutNode]
  ) {
    nodes.append(
      CoordinateSpaceNode(
        spaces: NamedCoordinateSpaces(name: name), child: resolveSingle(content, in: context),
        environment: context.environment))
  }
}

/// Records its frame for the readers inside that measure in its space.
final class CoordinateSpaceNode: WrapperNode {
  let spaces: NamedCoordinateSpaces

  init(spaces: NamedCoordinateSpaces, child: LayoutNode, environment: EnvironmentValues) {
    self.spaces = spaces
    super.init(child: child, environment: environment)
  }

  override var debugName: String { "CoordinateSpace(\(String(reflecting: spaces.name.base)))" }

  override func placeChildren(in rect: Rect) {
    spaces.frame = rect
    let outer = PlacementScope.spaces
    spaces.parent = outer
    PlacementScope.spaces = spaces
    defer { PlacementScope.spaces = outer }
    super.placeChildren(in: rect)
  }
}

// MARK: - NamedCoordinateSpaces

/// The coordinate spaces named around a view, innermost first, with their frames once placed.
final class NamedCoordinateSpaces {
  let name: AnyHashable
  /// The space named around this one, set when it is placed.
  var parent: NamedCoordinateSpaces?
  /// The named view's frame in the root's coordinates, set when it is placed.
  var frame: Rect?

  init(name: AnyHashable) { self.name = name }

  /// The frame of the nearest space named `name`.
  func frame(named name: AnyHashable) -> Rect? {
    var space: NamedCoordinateSpaces? = self
    while let current = space {
      if current.name == name { return current.frame }
      space = current.parent
    }
    return nil
  }
}

// MARK: - PlacementScope

/// What a view being placed can reach: the coordinate spaces named around it and where the
/// host collects problems. Set while a host places its tree and while a named view places its
/// content.
@MainActor
enum PlacementScope {
  /// The innermost named coordinate space around the view being placed.
  static var spaces: NamedCoordinateSpaces?
  /// Where problems found while placing are reported.
  static var diagnostics: Diagnostics?

  /// Runs `work` (a host's layout) with problems reported to `diagnostics`.
  static func reporting<T>(to diagnostics: Diagnostics, _ work: () -> T) -> T {
    let outer = (Self.spaces, Self.diagnostics)
    Self.spaces = nil
    Self.diagnostics = diagnostics
    defer { (Self.spaces, Self.diagnostics) = outer }
    return work()
  }

  /// The origin, in the root's coordinates, of the nearest space around named `name`; the
  /// root's origin, with a diagnostic, when none is.
  static func origin(of name: AnyHashable) -> CGPoint {
    if let frame = spaces?.frame(named: name) { return CGPoint(x: frame.minX, y: frame.minY) }
    let quoted = String(reflecting: name.base)
    diagnostics?.report(
      "GeometryProxy.frame(in: .named(\(quoted))): no enclosing view has that coordinate "
        + "space; measured in the global space instead (add .coordinateSpace(.named(\(quoted))) "
        + "to an ancestor)")
    return .zero
  }
}
