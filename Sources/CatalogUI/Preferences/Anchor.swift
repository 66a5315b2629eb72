import Raster

// MARK: - Anchor

/// A rectangle or point of a view, resolved in the coordinates of whoever reads it through
/// `GeometryProxy[anchor]`, as SwiftUI's `Anchor`.
public struct Anchor<Value> {
  /// The value in the root's coordinates.
  let global: Value
  /// Moves a value by an offset, to express it in another view's coordinates.
  let shift: @Sendable (Value, CGPoint) -> Value

  // MARK: - Source

  /// What to take from the view an anchor is set on: its bounds, a point of it, a rectangle.
  public struct Source: Sendable {
    /// The value from the view's bounds in its own coordinates.
    let make: @Sendable (CGRect) -> Value
    /// Moves a value by an offset.
    let shift: @Sendable (Value, CGPoint) -> Value

    /// The anchor of a view whose frame in the root's coordinates is `frame`.
    func anchor(for frame: CGRect) -> Anchor<Value> {
      let local = make(CGRect(origin: .zero, size: frame.size))
      return Anchor(global: shift(local, frame.origin), shift: shift)
    }
  }

  /// The value in the coordinates of a view whose top-leading corner is at `origin` in the
  /// root's coordinates.
  func value(relativeTo origin: CGPoint) -> Value {
    shift(global, CGPoint(x: -origin.x, y: -origin.y))
  }
}

extension Anchor: Sendable where Value: Sendable {}

extension Anchor: Equatable where Value: Equatable {
  /// Two anchors are equal when they resolve to the same place.
  public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.global == rhs.global }
}

extension Anchor: Hashable where Value: Hashable {
  /// Hashes the place the anchor resolves to.
  public func hash(into hasher: inout Hasher) { hasher.combine(global) }
}

// MARK: - Rectangle sources

extension Anchor.Source where Value == CGRect {
  /// A rectangle in the view's own coordinates.
  public static func rect(_ r: CGRect) -> Self {
    Self(make: { _ in r }) { rect, offset in rect.offsetBy(dx: offset.x, dy: offset.y) }
  }

  /// The view's bounds.
  public static var bounds: Self {
    Self(make: { $0 }) { rect, offset in rect.offsetBy(dx: offset.x, dy: offset.y) }
  }
}

// MARK: - Point sources

extension Anchor.Source where Value == CGPoint {
  /// A point in the view's own coordinates.
  public static func point(_ p: CGPoint) -> Self {
    Self(make: { _ in p }) { point, offset in
      CGPoint(x: point.x + offset.x, y: point.y + offset.y)
    }
  }

  /// A point at a fraction of the view's size.
  public static func unitPoint(_ p: UnitPoint) -> Self {
    Self(make: { CGPoint(x: p.x * $0.width, y: p.y * $0.height) }) { point, offset in
      CGPoint(x: point.x + offset.x, y: point.y + offset.y)
    }
  }

  /// The top-leading corner.
  public static var topLeading: Self { unitPoint(.topLeading) }
  /// The middle of the top edge.
  public static var top: Self { unitPoint(.top) }
  /// The top-trailing corner.
  public static var topTrailing: Self { unitPoint(.topTrailing) }
  /// The middle of the leading edge.
  public static var leading: Self { unitPoint(.leading) }
  /// The centre.
  public static var center: Self { unitPoint(.center) }
  /// The middle of the trailing edge.
  public static var trailing: Self { unitPoint(.trailing) }
  /// The bottom-leading corner.
  public static var bottomLeading: Self { unitPoint(.bottomLeading) }
  /// The middle of the bottom edge.
  public static var bottom: Self { unitPoint(.bottom) }
  /// The bottom-trailing corner.
  public static var bottomTrailing: Self { unitPoint(.bottomTrailing) }
}

// MARK: - anchorPreference

extension View {
  /// Sets `key` to a value made from an anchor of this view, which a reader resolves in its
  /// own coordinates with `GeometryProxy[anchor]`.
  nonisolated public func anchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source,
    transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View {
    modifier(
      PreferenceModifier<K>(name: "anchorPreference") { current, frame in
        current = transform(value.anchor(for: CGRect(frame)))
      })
  }

  /// Changes the value of `key` that the view's content produced with an anchor of this view.
  nonisolated public func transformAnchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source,
    transform: @escaping (inout K.Value, Anchor<A>) -> Void
  ) -> some View {
    modifier(
      PreferenceModifier<K>(name: "transformAnchorPreference") { current, frame in
        var result = current ?? K.defaultValue
        transform(&result, value.anchor(for: CGRect(frame)))
        current = result
      })
  }
}

// MARK: - GeometryProxy anchors

extension GeometryProxy {
  /// The anchor's rectangle or point in the reader's coordinates.
  public subscript<T>(anchor: Anchor<T>) -> T {
    anchor.value(relativeTo: CGPoint(x: globalFrame.minX, y: globalFrame.minY))
  }
}
