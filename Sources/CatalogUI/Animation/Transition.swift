// MARK: - AnyTransition

/// How a view enters and leaves the tree, as SwiftUI's `AnyTransition`.
///
/// Transitions compile and are kept as values, but nothing moves yet: a view that is inserted
/// shows at once and one that is removed is gone (see `Animation`).
public struct AnyTransition: Sendable, CustomStringConvertible {
  /// What the transition does, for a later motion feature.
  indirect enum Kind: Sendable {
    case identity, opacity, slide
    case scale(Double, UnitPoint)
    case move(Edge)
    case push(Edge)
    case offset(Double, Double)
    case asymmetric(insertion: Kind, removal: Kind)
    case combined(Kind, Kind)
    case animated(Kind, Animation?)
  }

  let kind: Kind

  init(_ kind: Kind) { self.kind = kind }

  /// The transition's kind, such as `opacity`.
  public var description: String { "\(kind)" }

  /// No change: the view appears and disappears as it is.
  public static let identity = AnyTransition(.identity)
  /// Fades the view in and out.
  public static let opacity = AnyTransition(.opacity)
  /// Slides in from the leading edge and out to the trailing edge.
  public static let slide = AnyTransition(.slide)
  /// Grows from nothing and shrinks back.
  public static let scale = AnyTransition(.scale(0, .center))

  /// Scales from `scale` around `anchor`.
  public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition(.scale(scale, anchor))
  }

  /// Moves in from and out to `edge`.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(.move(edge)) }

  /// Pushes in from `edge`, the old view leaving at the opposite one.
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition(.push(edge)) }

  /// Moves in from and out to an offset.
  public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition {
    AnyTransition(.offset(x, y))
  }

  /// One transition for insertion and another for removal.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition)
    -> AnyTransition
  {
    AnyTransition(.asymmetric(insertion: insertion.kind, removal: removal.kind))
  }

  /// This transition and `other` together.
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(.combined(kind, other.kind))
  }

  /// This transition with its own animation.
  public func animation(_ animation: Animation?) -> AnyTransition {
    AnyTransition(.animated(kind, animation))
  }
}

extension View {
  /// How the view enters and leaves the tree, as SwiftUI's `transition(_:)`; it appears and
  /// disappears at once (see `AnyTransition`).
  public func transition(_ transition: AnyTransition) -> some View {
    EnvironmentView(content: self) { _ in }
  }
}
