// MARK: - AnyTransition

/// How a view enters and leaves the tree, as SwiftUI's `AnyTransition`.
///
/// In a host a view that is inserted shows at once; under `ViewHost.animate(_:_:)` it enters
/// (or leaves) with the transition's effect, frame by frame. Where SwiftUI differs:
/// `identity` is a crossfade of no length, and a scale's anchor is not mirrored in a
/// right-to-left layout.
public struct AnyTransition: Sendable, CustomStringConvertible {
  /// What the transition does.
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

  /// This transition and `other` together, both applied at once: `.move(edge: .bottom)
  /// .combined(with: .opacity)` moves and fades.
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(.combined(kind, other.kind))
  }

  /// This transition with its own animation.
  public func animation(_ animation: Animation?) -> AnyTransition {
    AnyTransition(.animated(kind, animation))
  }
}

extension AnyTransition {
  /// The effect of a screen transition that plays this one as the view is inserted (or, when
  /// `removing`, removed), and its own timing if it has one: `.slide` enters from the leading
  /// edge and leaves by the trailing one, `push(from:)` leaves by the edge opposite the one
  /// it entered from, and an asymmetric transition plays its insertion in and its removal out.
  ///
  /// `offset` and `scale` move and scale without fading, `push(from:)` moves and fades, and a
  /// combined transition applies all of its transitions at once.
  ///
  /// Where SwiftUI differs: `identity` is a crossfade of no length, and a scale's anchor is
  /// not mirrored in a right-to-left layout.
  func effect(removing: Bool) -> TransitionAnimation {
    func effect(_ kind: Kind) -> TransitionAnimation {
      switch kind {
      case .identity: TransitionAnimation(.crossfade, timing: .linear(duration: 1e-6))
      case .opacity: .crossfade
      case .slide: .edgeTranslation(removing ? .trailing : .leading)
      case .scale(let scale, let anchor): TransitionAnimation(.scaleEffect(scale, anchor: anchor))
      case .move(let edge): .edgeTranslation(edge)
      case .push(let edge):
        .combined([.edgeTranslation(removing ? Self.opposite(of: edge) : edge), .crossfade])
      case .offset(let x, let y): TransitionAnimation(.offset(x: x, y: y))
      case .asymmetric(let insertion, let removal): effect(removing ? removal : insertion)
      case .combined(let first, let second):
        // `identity` adds nothing to the other transition, not even its instant timing.
        switch (first, second) {
        case (.identity, _): effect(second)
        case (_, .identity): effect(first)
        default: .combined([effect(first), effect(second)])
        }
      case .animated(let kind, let animation):
        animation.map { effect(kind).animation($0) } ?? effect(kind)
      }
    }
    return effect(kind)
  }

  /// The edge across the view from `edge`.
  private static func opposite(of edge: Edge) -> Edge {
    switch edge {
    case .top: .bottom
    case .bottom: .top
    case .leading: .trailing
    case .trailing: .leading
    default: edge
    }
  }
}

extension View {
  /// How the view enters and leaves the tree, as SwiftUI's `transition(_:)`: under
  /// `ViewHost.animate(_:_:)` an inserted or removed view plays it (see `AnyTransition`).
  nonisolated public func transition(
    _ transition: AnyTransition, fileID: String = #fileID,
    line: Int = #line
  ) -> some View {
    modifier(
      AnimationModifier(
        effect: transition.effect(removing: false),
        removal: transition.effect(removing: true), fileID: fileID, line: line))
  }
}
