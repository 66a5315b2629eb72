import Foundation
import Raster

// MARK: - containerRelativeFrame

extension View {
  /// Gives the view the size of the nearest container along `axes` (the nearest `ScrollView`'s
  /// visible area, else the screen's safe area or the snapshot's canvas), aligned in that
  /// frame, as SwiftUI's `containerRelativeFrame(_:alignment:)` (iOS 17).
  nonisolated public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center
  ) -> some View {
    modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, rule: .whole))
  }

  /// Gives the view `span` of `count` equal parts of the nearest container's length along
  /// `axes`, the parts `spacing` apart: `(length − spacing × (count − 1)) / count × span +
  /// spacing × (span − 1)`, as SwiftUI's `containerRelativeFrame(_:count:span:spacing:alignment:)`.
  /// A `count` below 1 or a `span` below 1 is reported and taken as 1.
  nonisolated public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
    alignment: Alignment = .center
  ) -> some View {
    modifier(
      ContainerRelativeFrameModifier(
        axes: axes, alignment: alignment,
        rule: .parts(count: count, span: span, spacing: Double(spacing))))
  }

  /// Gives the view, along `axes`, the length `length` returns for the nearest container's
  /// length on that axis, as SwiftUI's `containerRelativeFrame(_:alignment:_:)`; a negative,
  /// NaN or infinite result is reported and the container's length is used.
  nonisolated public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center,
    _ length: @escaping @Sendable (CGFloat, Axis) -> CGFloat
  ) -> some View {
    modifier(
      ContainerRelativeFrameModifier(axes: axes, alignment: alignment, rule: .custom(length)))
  }
}

// MARK: - ContainerSize

/// The size of the container being laid out in, for `containerRelativeFrame`: set by the host
/// (its safe area, or the snapshot's proposal) and by every `ScrollView` (what it shows).
@MainActor
enum ContainerSize {
  /// The innermost container's size; a `nil` dimension is unknown (a snapshot as tall as its
  /// content has no height to share).
  static var current = ProposedViewSize(width: nil, height: nil)

  /// Runs `work` with `size` as the container's size.
  static func with<T>(_ size: ProposedViewSize, _ work: () -> T) -> T {
    let outer = current
    current = size
    defer { current = outer }
    return work()
  }
}

// MARK: - ContainerRelativeFrameModifier

/// Puts a `ContainerRelativeFrameNode` around the view.
nonisolated struct ContainerRelativeFrameModifier: NodeModifier {
  /// How the frame's length follows from the container's.
  enum Rule: Sendable {
    case whole
    case parts(count: Int, span: Int, spacing: Double)
    case custom(@Sendable (CGFloat, Axis) -> CGFloat)
  }

  let axes: Axis.Set
  let alignment: Alignment
  let rule: Rule

  @MainActor func node(around child: LayoutNode, in context: ResolveContext) -> LayoutNode {
    ContainerRelativeFrameNode(
      axes: axes, alignment: alignment, rule: rule, child: child,
      environment: context.environment)
  }
}

// MARK: - ContainerRelativeFrameNode

/// A frame as long as the rule makes of the container's length along its axes; along the
/// others it is the view's own size.
final class ContainerRelativeFrameNode: WrapperNode {
  let axes: Axis.Set
  let alignment: Alignment
  let rule: ContainerRelativeFrameModifier.Rule

  init(
    axes: Axis.Set, alignment: Alignment, rule: ContainerRelativeFrameModifier.Rule,
    child: LayoutNode, environment: EnvironmentValues
  ) {
    self.axes = axes
    self.alignment = alignment
    self.rule = rule
    super.init(child: child, environment: environment)
  }

  override var debugName: String { "ContainerRelativeFrame" }

  /// The frame's length along `axis` for a container `container` long there; `nil` when the
  /// modifier leaves that axis alone or the container's length is unknown (reported).
  private func length(_ axis: Axis, container: Double?) -> Double? {
    guard axes.contains(axis == .horizontal ? .horizontal : .vertical) else { return nil }
    let name = axis == .horizontal ? "width" : "height"
    guard let container, container.isFinite else {
      PlacementScope.diagnostics?.report(
        "containerRelativeFrame: the container has no \(name) (the snapshot is as "
          + "\(axis == .horizontal ? "wide" : "tall") as its content); the view keeps its own "
          + "\(name) (give the snapshot a fixed size, such as .device or .fixed, or put the view "
          + "in a ScrollView of known size)")
      return nil
    }
    switch rule {
    case .whole:
      return max(container, 0)
    case .parts(let count, let span, let spacing):
      if count < 1 || span < 1 {
        PlacementScope.diagnostics?.report(
          "containerRelativeFrame: count \(count) and span \(span) must be at least 1; 1 is "
            + "used instead (give a count such as 3 and a span from 1 to the count)")
      }
      let parts = Double(max(count, 1))
      let taken = Double(max(span, 1))
      let gap = spacing.isFinite ? spacing : 0
      let each = (container - gap * (parts - 1)) / parts
      return max(each * taken + gap * (taken - 1), 0)
    case .custom(let length):
      let value = Double(length(CGFloat(container), axis))
      guard value.isFinite, value >= 0 else {
        PlacementScope.diagnostics?.report(
          "containerRelativeFrame: the length closure returned \(formatPoints(value)) for a "
            + "\(name) of \(formatPoints(container)); the container's \(name) is used instead "
            + "(return a finite length of at least 0)")
        return container
      }
      return value
    }
  }

  /// The frame's width and height, each `nil` where the view keeps its own.
  private func lengths() -> (width: Double?, height: Double?) {
    let container = ContainerSize.current
    return (
      length(.horizontal, container: container.width),
      length(.vertical, container: container.height)
    )
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    let (width, height) = lengths()
    let own = child.measure(
      ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height))
    return Size(width: width ?? own.width, height: height ?? own.height)
  }

  override func placeChildren(in rect: Rect) {
    let (width, height) = lengths()
    let size = child.measure(
      ProposedViewSize(width: width ?? rect.width, height: height ?? rect.height))
    child.place(
      in: PixelGrid.round(
        Align.place(child, size: size, in: rect, alignment: alignment),
        scale: environment.displayScale))
  }
}
