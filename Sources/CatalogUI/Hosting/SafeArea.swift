import Raster

// Safe area: the part of a screen that the status bar, the home indicator and the bars of
// navigation and tab views leave to content. A host laid out as a device screen
// (`ViewHost.layout(centredIn:safeAreaInsets:)`) proposes its root the safe area and places it
// there, then lays the tree out inside a `SafeAreaScope`: the screen's bounds and its safe
// rectangle, in root coordinates. As in SwiftUI, a view reaches past the safe area only when it
// asks to (`ignoresSafeArea`, a `background` of a shape style) and its frame touches the safe
// area's edge; a scroll view extends under the insets and starts its content where the safe area
// does. Containers that take part of the screen (a navigation bar, a tab bar, `safeAreaInset`,
// `safeAreaPadding`) lay their content out in a narrower scope. A host laid out any other way
// has no scope: nothing extends, and `GeometryProxy.safeAreaInsets` is zero.

// MARK: - SafeAreaScope

/// The safe area in force while a tree is placed: the region views that ignore the safe area
/// extend to, and the safe rectangle inside it, in root coordinates (points).
struct SafeAreaScope: Equatable {
  /// Where a view that ignores the safe area extends to: the screen, or what a container
  /// leaves.
  var bounds: Rect
  /// The safe part of `bounds`.
  var safe: Rect

  /// The scope of the placement in progress; `nil` when the host has no safe area.
  @MainActor static var current: SafeAreaScope?

  /// Runs `body` with `scope` in force, then restores the previous one.
  @MainActor static func with<T>(_ scope: SafeAreaScope?, _ body: () -> T) -> T {
    let saved = current
    current = scope
    defer { current = saved }
    return body()
  }

  /// How far a frame's edge may be from the safe area's and still touch it: frames are on the
  /// pixel grid, so a difference below a thousandth of a point is rounding.
  private static let tolerance = 0.001

  /// `rect` extended to the bounds on each of `edges` where it reaches the safe area's edge, as
  /// SwiftUI extends a view that ignores the safe area.
  func expanding(_ rect: Rect, edges: Edge, direction: LayoutDirection) -> Rect {
    let (left, right) = Self.horizontal(edges, direction)
    var minX = rect.minX
    var minY = rect.minY
    var maxX = rect.maxX
    var maxY = rect.maxY
    let t = Self.tolerance
    if edges.contains(.top), minY <= safe.minY + t { minY = min(minY, bounds.minY) }
    if edges.contains(.bottom), maxY >= safe.maxY - t { maxY = max(maxY, bounds.maxY) }
    if left, minX <= safe.minX + t { minX = min(minX, bounds.minX) }
    if right, maxX >= safe.maxX - t { maxX = max(maxX, bounds.maxX) }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The scope inside a view that ignores the safe area on `edges`: nothing is unsafe there.
  func ignoring(_ edges: Edge, direction: LayoutDirection) -> SafeAreaScope {
    let (left, right) = Self.horizontal(edges, direction)
    var minX = safe.minX
    var minY = safe.minY
    var maxX = safe.maxX
    var maxY = safe.maxY
    if edges.contains(.top) { minY = bounds.minY }
    if edges.contains(.bottom) { maxY = bounds.maxY }
    if left { minX = bounds.minX }
    if right { maxX = bounds.maxX }
    return SafeAreaScope(
      bounds: bounds, safe: Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
  }

  /// The insets of `rect`'s safe area, as `GeometryProxy.safeAreaInsets` reports them: on each
  /// edge where `rect` reaches the safe area's edge (or past it), the whole inset there; zero
  /// elsewhere. A view laid out in the safe area of an iPhone 15 reports 59 and 34.
  func insets(of rect: Rect, direction: LayoutDirection) -> EdgeInsets {
    let t = Self.tolerance
    let top = rect.minY <= safe.minY + t ? max(safe.minY - bounds.minY, 0) : 0
    let bottom = rect.maxY >= safe.maxY - t ? max(bounds.maxY - safe.maxY, 0) : 0
    let left = rect.minX <= safe.minX + t ? max(safe.minX - bounds.minX, 0) : 0
    let right = rect.maxX >= safe.maxX - t ? max(bounds.maxX - safe.maxX, 0) : 0
    return direction == .rightToLeft
      ? EdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
      : EdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
  }

  /// The part of `rect` inside the safe area.
  func safePart(of rect: Rect) -> Rect {
    let minX = max(rect.minX, min(safe.minX, rect.maxX))
    let minY = max(rect.minY, min(safe.minY, rect.maxY))
    let maxX = min(rect.maxX, max(safe.maxX, minX))
    let maxY = min(rect.maxY, max(safe.maxY, minY))
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The scope for content a container places in `content`, after it took the rest of the
  /// screen (a bar) on `edges`: the content's safe area and bounds stop at its frame there.
  func consuming(_ edges: Edge, by content: Rect) -> SafeAreaScope {
    var scope = self
    if edges.contains(.top) {
      scope.bounds = Self.cut(scope.bounds, minY: content.minY)
      scope.safe = Self.cut(scope.safe, minY: content.minY)
    }
    if edges.contains(.bottom) {
      scope.bounds = Self.cut(scope.bounds, maxY: content.maxY)
      scope.safe = Self.cut(scope.safe, maxY: content.maxY)
    }
    return scope
  }

  private static func cut(_ rect: Rect, minY: Double? = nil, maxY: Double? = nil) -> Rect {
    let top = max(rect.minY, minY ?? rect.minY)
    let bottom = max(min(rect.maxY, maxY ?? rect.maxY), top)
    return Rect(x: rect.minX, y: top, width: rect.width, height: bottom - top)
  }

  /// Whether `edges` hold the left and the right edge in `direction`.
  private static func horizontal(_ edges: Edge, _ direction: LayoutDirection) -> (Bool, Bool) {
    let leading = edges.contains(.leading)
    let trailing = edges.contains(.trailing)
    return direction == .rightToLeft ? (trailing, leading) : (leading, trailing)
  }
}

// MARK: - SafeAreaRegions

/// The kinds of safe area, as SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: Int
  /// Regions from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The screen's insets (status bar, home indicator) and those of bars and containers.
  public static let container = SafeAreaRegions(rawValue: 1)
  /// The keyboard; a snapshot shows no keyboard, so this region is always empty.
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  /// Both.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

// MARK: - ignoresSafeArea

extension View {
  /// Extends the view under the safe area on `edges` where its frame touches the safe area's
  /// edge, as SwiftUI's; its content is laid out again in the larger frame. Only the container
  /// region has insets in a snapshot (no keyboard is shown).
  nonisolated public func ignoresSafeArea(
    _ regions: SafeAreaRegions = .all, edges: Edge = .all
  ) -> some View {
    modifier(IgnoresSafeAreaModifier(edges: regions.contains(.container) ? edges : []))
  }

  /// The name before iOS 14 of `ignoresSafeArea(.all, edges:)`.
  nonisolated public func edgesIgnoringSafeArea(_ edges: Edge) -> some View {
    ignoresSafeArea(.all, edges: edges)
  }
}

/// Marks the view's node as reaching past the safe area on some edges; `LayoutNode.place`
/// extends it.
nonisolated struct IgnoresSafeAreaModifier: TagModifier {
  let edges: Edge

  @MainActor func tag(_ tags: inout NodeTags, in context: ResolveContext) {
    tags.ignoredSafeAreaEdges.formUnion(edges)
  }
}

// MARK: - respectingSafeArea

extension View {
  /// Places the view's content inside the safe part of its frame, as a hosting view places
  /// its root: for the root of a presented screen.
  nonisolated func respectingSafeArea() -> some View {
    modifier(RespectsSafeAreaModifier())
  }
}

/// Marks the view's node as placing its content inside the safe area.
nonisolated struct RespectsSafeAreaModifier: TagModifier {
  @MainActor func tag(_ tags: inout NodeTags, in context: ResolveContext) {
    tags.placesContentInSafeArea = true
  }
}

// MARK: - Placing past the safe area

extension LayoutNode {
  /// The frame the node takes when offered `rect`: larger than `rect` where it ignores the
  /// safe area and touches its edge, with the scope its content is placed in.
  func safeAreaPlacement(for rect: Rect) -> (Rect, SafeAreaScope?)? {
    let edges = tags.ignoredSafeAreaEdges
    guard !edges.isEmpty, let scope = SafeAreaScope.current else { return nil }
    let direction = environment.layoutDirection
    return (
      scope.expanding(rect, edges: edges, direction: direction),
      scope.ignoring(edges, direction: direction)
    )
  }

  /// Where the node places its content when its frame is `rect`: the safe part of it when it
  /// respects the safe area (`respectingSafeArea`), else all of it.
  func safeAreaContentRect(for rect: Rect) -> Rect {
    guard tags.placesContentInSafeArea, let scope = SafeAreaScope.current else { return rect }
    return scope.safePart(of: rect)
  }
}
