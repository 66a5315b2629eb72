import Foundation
import Raster

// MARK: - WrapperNode

/// A node around exactly one child; by default it is the child's size and draws it.
class WrapperNode: LayoutNode {
  var child: LayoutNode { children[0] }

  init(child: LayoutNode, environment: EnvironmentValues) {
    super.init(environment: environment, children: [child])
    // A wrapper keeps the child's stack priority unless set on the wrapper itself.
    tags.layoutPriority = child.tags.layoutPriority
  }

  override var isSpacer: Bool { child.isSpacer }
  override var debugName: String {
    String(describing: type(of: self)).replacingOccurrences(of: "Node", with: "")
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size { child.measure(proposal) }

  override func explicitGuide(_ key: AlignmentKey, in size: Size) -> Double? {
    child.explicitGuide(key, in: size)
  }
}

// MARK: - PaddingNode

/// Proposes less by the insets and grows the child's size by them.
final class PaddingNode: WrapperNode {
  let insets: EdgeInsets

  override var dumpAttributes: [String] {
    let sides = [insets.top, insets.leading, insets.bottom, insets.trailing]
    return [
      "padding: "
        + (Set(sides).count == 1
          ? formatPoints(insets.top)
          : sides.map(formatPoints).joined(separator: " "))
    ]
  }

  init(insets: EdgeInsets, child: LayoutNode, environment: EnvironmentValues) {
    self.insets = insets
    super.init(child: child, environment: environment)
  }

  private var horizontal: Double { insets.leading + insets.trailing }
  private var vertical: Double { insets.top + insets.bottom }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    let inner = ProposedViewSize(
      width: proposal.width.map { max($0 - horizontal, 0) },
      height: proposal.height.map { max($0 - vertical, 0) })
    let size = child.measure(inner)
    return Size(width: size.width + horizontal, height: size.height + vertical)
  }

  override func placeChildren(in rect: Rect) {
    let left = environment.layoutDirection == .rightToLeft ? insets.trailing : insets.leading
    let inner = Rect(
      x: rect.minX + left, y: rect.minY + insets.top,
      width: max(rect.width - horizontal, 0), height: max(rect.height - vertical, 0))
    let size = child.measure(ProposedViewSize(inner.size))
    child.place(
      in: PixelGrid.round(
        Align.place(child, size: size, in: inner, alignment: .center),
        scale: environment.displayScale))
  }

  override func firstBaseline(in size: Size) -> Double? {
    child.firstBaseline(in: size).map { $0 + insets.top }
  }
  override func lastBaseline(in size: Size) -> Double? {
    child.lastBaseline(in: size).map { $0 + insets.top }
  }
}

// MARK: - FrameNode

/// SwiftUI's `frame`: fixed sizes replace the proposal; flexible ones clamp it.
final class FrameNode: WrapperNode {
  enum Limits {
    case fixed(width: Double?, height: Double?)
    case flexible(
      minWidth: Double?, idealWidth: Double?, maxWidth: Double?,
      minHeight: Double?, idealHeight: Double?, maxHeight: Double?)
  }

  let limits: Limits
  let alignment: Alignment

  override var dumpAttributes: [String] {
    let values: [(String, Double?)] =
      switch limits {
      case .fixed(let width, let height): [("width", width), ("height", height)]
      case .flexible(let minW, let idealW, let maxW, let minH, let idealH, let maxH):
        [
          ("minWidth", minW), ("idealWidth", idealW), ("maxWidth", maxW), ("minHeight", minH),
          ("idealHeight", idealH), ("maxHeight", maxH),
        ]
      }
    return values.compactMap { name, value in value.map { "\(name): \(formatPoints($0))" } }
  }

  init(limits: Limits, alignment: Alignment, child: LayoutNode, environment: EnvironmentValues) {
    self.limits = limits
    self.alignment = alignment
    super.init(child: child, environment: environment)
  }

  override var debugName: String { "Frame" }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    switch limits {
    case .fixed(let width, let height):
      if let width, let height { return Size(width: width, height: height) }
      let childSize = child.measure(
        ProposedViewSize(
          width: width ?? proposal.width,
          height: height ?? proposal.height))
      return Size(width: width ?? childSize.width, height: height ?? childSize.height)
    case .flexible(let minW, let idealW, let maxW, let minH, let idealH, let maxH):
      // SwiftUI's flexible frame: propose the clamped proposal (or the ideal when nothing is
      // proposed), then clamp the child's size towards the proposal within [min, max].
      let pw = proposal.width ?? idealW
      let ph = proposal.height ?? idealH
      func clamp(_ v: Double?, _ mn: Double?, _ mx: Double?) -> Double? {
        guard var v else { return nil }
        if let mn { v = max(v, mn) }
        if let mx { v = min(v, mx) }
        return v
      }
      let childSize = child.measure(
        ProposedViewSize(width: clamp(pw, minW, maxW), height: clamp(ph, minH, maxH)))
      func resolve(_ childValue: Double, _ proposed: Double?, _ mn: Double?, _ mx: Double?)
        -> Double
      {
        var v = childValue
        if let mn { v = max(mn, min(v, proposed ?? v)) }
        if let mx { v = min(mx, max(v, proposed ?? v)) }
        return v.isFinite ? v : childValue
      }
      return Size(
        width: resolve(childSize.width, pw, minW, maxW),
        height: resolve(childSize.height, ph, minH, maxH))
    }
  }

  override func placeChildren(in rect: Rect) {
    let size = child.measure(ProposedViewSize(rect.size))
    child.place(
      in: PixelGrid.round(
        Align.place(child, size: size, in: rect, alignment: alignment),
        scale: environment.displayScale))
  }

  override func firstBaseline(in size: Size) -> Double? {
    guard let b = child.firstBaseline(in: child.frame.size) else { return nil }
    return b + child.frame.minY - frame.minY
  }
  override func lastBaseline(in size: Size) -> Double? {
    guard let b = child.lastBaseline(in: child.frame.size) else { return nil }
    return b + child.frame.minY - frame.minY
  }
}

// MARK: - FixedSizeNode

/// Proposes nothing (the ideal) in the fixed dimensions.
final class FixedSizeNode: WrapperNode {
  let horizontal: Bool, vertical: Bool

  init(horizontal: Bool, vertical: Bool, child: LayoutNode, environment: EnvironmentValues) {
    self.horizontal = horizontal
    self.vertical = vertical
    super.init(child: child, environment: environment)
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    child.measure(
      ProposedViewSize(
        width: horizontal ? nil : proposal.width,
        height: vertical ? nil : proposal.height))
  }

  override func placeChildren(in rect: Rect) {
    let size = sizeThatFits(ProposedViewSize(rect.size))
    child.place(
      in: PixelGrid.round(
        Align.place(child, size: size, in: rect, alignment: .center),
        scale: environment.displayScale))
  }
}

// MARK: - PositionNode

/// Takes the whole proposal and centres the child on a point.
final class PositionNode: WrapperNode {
  let point: Point

  init(point: Point, child: LayoutNode, environment: EnvironmentValues) {
    self.point = point
    super.init(child: child, environment: environment)
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    proposal.replacingUnspecifiedDimensions()
  }

  override func placeChildren(in rect: Rect) {
    let size = child.measure(.unspecified)
    let x = environment.layoutDirection == .rightToLeft ? rect.width - point.x : point.x
    child.place(
      in: PixelGrid.round(
        Rect(
          x: rect.minX + x - size.width / 2, y: rect.minY + point.y - size.height / 2,
          width: size.width, height: size.height), scale: environment.displayScale))
  }
}

// MARK: - AspectRatioNode

/// Fits or fills the proposal with the given ratio (or the child's ideal ratio).
final class AspectRatioNode: WrapperNode {
  let ratio: Double?
  let mode: ContentMode

  init(ratio: Double?, mode: ContentMode, child: LayoutNode, environment: EnvironmentValues) {
    self.ratio = ratio
    self.mode = mode
    super.init(child: child, environment: environment)
  }

  private func targetRatio() -> Double {
    if let ratio, ratio > 0, ratio.isFinite { return ratio }
    let ideal = child.measure(.unspecified)
    return ideal.height > 0 ? ideal.width / ideal.height : 1
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    let r = targetRatio()
    let w = proposal.width
    let h = proposal.height
    var size: Size
    switch (w, h) {
    case (nil, nil):
      size = child.measure(.unspecified)
      size = Size(width: size.height * r, height: size.height)
    case (let w?, nil) where w.isFinite: size = Size(width: w, height: w / r)
    case (nil, let h?) where h.isFinite: size = Size(width: h * r, height: h)
    case (let w?, let h?) where w.isFinite && h.isFinite:
      let byWidth = Size(width: w, height: w / r)
      let byHeight = Size(width: h * r, height: h)
      size = (mode == .fit) == (byWidth.height <= h) ? byWidth : byHeight
    default:
      size = child.measure(.unspecified)
    }
    return child.measure(ProposedViewSize(size))
  }

  override func placeChildren(in rect: Rect) {
    let size = child.measure(ProposedViewSize(rect.size))
    child.place(
      in: PixelGrid.round(
        Align.place(child, size: size, in: rect, alignment: .center),
        scale: environment.displayScale))
  }
}

// MARK: - GuideNode

/// Overrides one alignment guide of its child.
final class GuideNode: WrapperNode {
  let key: AlignmentKey
  let compute: (ViewDimensions) -> Double

  init(
    key: AlignmentKey, compute: @escaping (ViewDimensions) -> Double, child: LayoutNode,
    environment: EnvironmentValues
  ) {
    self.key = key
    self.compute = compute
    super.init(child: child, environment: environment)
  }

  override func explicitGuide(_ key: AlignmentKey, in size: Size) -> Double? {
    key == self.key
      ? compute(ViewDimensions(size: size, node: child))
      : child.explicitGuide(key, in: size)
  }
}

// MARK: - EmptyNode

/// Takes no space and draws nothing.
final class EmptyNode: LayoutNode {
  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size { .zero }
}
