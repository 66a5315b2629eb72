// MARK: - Scroll targets

/// How a scroll view settles after a fling, as SwiftUI's `ScrollTargetBehavior`.
///
/// A snapshot shows a scroll view at its first offset, which no behaviour changes, so the
/// behaviours are accepted and drawn as SwiftUI draws them before any scroll.
public protocol ScrollTargetBehavior: Sendable {}

/// Settles on pages the size of the scroll view, as SwiftUI's `PagingScrollTargetBehavior`.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  /// The paging behaviour.
  public init() {}
}

/// Settles with a view of the scroll target layout at the leading edge, as SwiftUI's
/// `ViewAlignedScrollTargetBehavior`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
  /// How many views one fling may scroll past.
  public struct LimitBehavior: Sendable, Hashable {
    let name: String
    /// One view at a time in compact size classes, no limit otherwise.
    public static let automatic = LimitBehavior(name: "automatic")
    /// Always one view at a time.
    public static let always = LimitBehavior(name: "always")
    /// Never limited.
    public static let never = LimitBehavior(name: "never")
    /// Always one view at a time, also along the other axis.
    public static let alwaysByFew = LimitBehavior(name: "alwaysByFew")
    /// One view at a time.
    public static let alwaysByOne = LimitBehavior(name: "alwaysByOne")
  }

  let limitBehavior: LimitBehavior

  /// A view-aligned behaviour that limits flings as `limitBehavior` says.
  public init(limitBehavior: LimitBehavior = .automatic) {
    self.limitBehavior = limitBehavior
  }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// Settles on pages the size of the scroll view.
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  /// Settles with a view at the leading edge.
  public static var viewAligned: ViewAlignedScrollTargetBehavior {
    ViewAlignedScrollTargetBehavior()
  }

  /// Settles with a view at the leading edge, limiting flings as `limitBehavior` says.
  public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior)
    -> ViewAlignedScrollTargetBehavior
  {
    ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
  }
}

extension View {
  /// How scroll views inside settle after a fling, as SwiftUI's `scrollTargetBehavior(_:)`;
  /// a snapshot, at the first offset, looks the same with any behaviour.
  nonisolated public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior)
    -> some View
  {
    self
  }

  /// Makes the views of this layout the targets a view-aligned scroll view settles on, as
  /// SwiftUI's `scrollTargetLayout(isEnabled:)`; it changes no drawing.
  nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
    self
  }

  /// Makes this view a target a view-aligned scroll view settles on, as SwiftUI's
  /// `scrollTarget(isEnabled:)`; it changes no drawing.
  nonisolated public func scrollTarget(isEnabled: Bool = true) -> some View {
    self
  }
}
