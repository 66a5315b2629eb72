import Raster

// MARK: - PresentationDetent

/// A height at which a sheet rests, as SwiftUI's `PresentationDetent`.
public struct PresentationDetent: Hashable, Sendable, CustomStringConvertible {
  enum Kind: Hashable, Sendable {
    case large
    case medium
    case fraction(Double)
    case height(Double)
  }

  let kind: Kind

  /// The fully expanded sheet: the screen's height less the gap iOS leaves above it.
  public static let large = PresentationDetent(kind: .large)
  /// Half the large detent's height, as UIKit resolves `medium`.
  public static let medium = PresentationDetent(kind: .medium)

  /// A fraction of the large detent's height, clamped to 0…1.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: .fraction(fraction.isFinite ? min(max(fraction, 0), 1) : 1))
  }

  /// A fixed height in points, at most the large detent's.
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: .height(height.isFinite ? max(height, 0) : .infinity))
  }

  /// The detent as written in Swift, such as `medium` or `height(200)`.
  public var description: String {
    switch kind {
    case .large: return "large"
    case .medium: return "medium"
    case .fraction(let value): return "fraction(\(value.formatted))"
    case .height(let value): return "height(\(value.formatted))"
    }
  }

  /// The sheet's height for a large detent `large` points high.
  func height(large: Double) -> Double {
    switch kind {
    case .large: return large
    case .medium: return large / 2
    case .fraction(let value): return large * value
    case .height(let value): return min(value, large)
    }
  }

  /// An order of the detents by height on a typical screen, for the one a sheet opens at
  /// (its smallest, as UIKit's default `selectedDetentIdentifier` is).
  var order: Double { height(large: 842) }
}

extension Double {
  /// The number without a trailing `.0`.
  fileprivate var formatted: String {
    self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
  }
}

// MARK: - PresentationOptions

/// What a presented view declares for its sheet (detents, drag indicator, corner radius,
/// background, whether a tap outside dismisses), found in its resolved tree.
nonisolated struct PresentationOptions {
  var detents: [PresentationDetent]?
  var selection: Binding<PresentationDetent>?
  var dragIndicator: Visibility?
  var interactiveDismissDisabled: Bool?
  var cornerRadius: Double?
  var background: AnyView?

  /// Adds what `other`, found deeper in the tree, declares: the outermost setting wins.
  mutating func merge(_ other: PresentationOptions) {
    if detents == nil {
      detents = other.detents
      selection = other.selection
    }
    dragIndicator = dragIndicator ?? other.dragIndicator
    interactiveDismissDisabled = interactiveDismissDisabled ?? other.interactiveDismissDisabled
    cornerRadius = cornerRadius ?? other.cornerRadius
    background = background ?? other.background
  }

  /// The options declared in `node` and everything inside it, in tree order.
  @MainActor static func collect(in node: LayoutNode) -> PresentationOptions {
    var options = PresentationOptions()
    visit(node, into: &options)
    return options
  }

  @MainActor private static func visit(_ node: LayoutNode, into options: inout Self) {
    if let declared = node as? PresentationOptionsNode { options.merge(declared.options) }
    for child in node.children { visit(child, into: &options) }
  }
}

/// A node carrying a presented view's options; it lays out and draws as its child.
final class PresentationOptionsNode: WrapperNode {
  var options = PresentationOptions()

  override var debugName: String { "PresentationOptions" }
  override func firstBaseline(in size: Size) -> Double? { child.firstBaseline(in: size) }
  override func lastBaseline(in size: Size) -> Double? { child.lastBaseline(in: size) }
}

/// Puts presentation options around a view.
nonisolated struct PresentationOptionsModifier: NodeModifier {
  let options: PresentationOptions

  @MainActor func node(around child: LayoutNode, in context: ResolveContext) -> LayoutNode {
    let node = PresentationOptionsNode(child: child, environment: context.environment)
    node.options = options
    return node
  }
}

// MARK: - Modifiers

extension View {
  /// The heights the sheet presenting this view rests at, as SwiftUI's
  /// `presentationDetents(_:)`; it opens at the smallest.
  nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    var options = PresentationOptions()
    options.detents = detents.sorted { $0.order < $1.order }
    return modifier(PresentationOptionsModifier(options: options))
  }

  /// The heights the sheet rests at, and the one it is at, as SwiftUI's
  /// `presentationDetents(_:selection:)`; a selection outside `detents` shows the smallest.
  nonisolated public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View {
    var options = PresentationOptions()
    options.detents = detents.sorted { $0.order < $1.order }
    options.selection = selection
    return modifier(PresentationOptionsModifier(options: options))
  }

  /// Whether the sheet shows its drag indicator, as SwiftUI's
  /// `presentationDragIndicator(_:)`; `.automatic` shows it when there are several detents.
  nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    var options = PresentationOptions()
    options.dragIndicator = visibility
    return modifier(PresentationOptionsModifier(options: options))
  }

  /// Keeps the sheet up when the dimmed screen behind it is tapped (or, on a device, when it is
  /// swiped down), as SwiftUI's `interactiveDismissDisabled(_:)`.
  nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    var options = PresentationOptions()
    options.interactiveDismissDisabled = isDisabled
    return modifier(PresentationOptionsModifier(options: options))
  }

  /// The radius of the sheet's top corners, as SwiftUI's `presentationCornerRadius(_:)`;
  /// `nil` keeps the system's 10 pt.
  nonisolated public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
    var options = PresentationOptions()
    options.cornerRadius = cornerRadius.map { $0.isFinite ? max($0, 0) : 0 }
    return modifier(PresentationOptionsModifier(options: options))
  }

  /// Fills the sheet behind this view with `style`, as SwiftUI's `presentationBackground(_:)`.
  nonisolated public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
    var options = PresentationOptions()
    options.background = AnyView(Rectangle().fill(style))
    return modifier(PresentationOptionsModifier(options: options))
  }

  /// Puts `content` behind this view in the sheet, as SwiftUI's
  /// `presentationBackground(alignment:content:)`.
  nonisolated public func presentationBackground<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    var options = PresentationOptions()
    options.background = AnyView(
      ZStack(alignment: alignment) { content() }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment))
    return modifier(PresentationOptionsModifier(options: options))
  }
}
