import Raster

// MARK: - frame

extension View {
  /// A fixed width and/or height; unspecified dimensions keep the child's choice. A negative,
  /// NaN or infinite dimension is ignored (treated as unspecified), as SwiftUI ignores an
  /// invalid frame dimension.
  nonisolated public func frame(
    width: Double? = nil, height: Double? = nil, alignment: Alignment = .center
  )
    -> some View
  {
    modifier(
      FrameModifier(
        limits: .fixed(
          width: Sanitize.fixedDimension(width), height: Sanitize.fixedDimension(height)),
        alignment: alignment))
  }

  /// Minimum, ideal and maximum sizes; `.infinity` as a maximum fills the proposal. NaN limits
  /// are ignored and negative ones become 0.
  nonisolated public func frame(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
    minHeight: Double? = nil, idealHeight: Double? = nil,
    maxHeight: Double? = nil, alignment: Alignment = .center
  ) -> some View {
    modifier(
      FrameModifier(
        limits: .flexible(
          minWidth: Sanitize.limit(minWidth), idealWidth: Sanitize.fixedDimension(idealWidth),
          maxWidth: Sanitize.limit(maxWidth), minHeight: Sanitize.limit(minHeight),
          idealHeight: Sanitize.fixedDimension(idealHeight), maxHeight: Sanitize.limit(maxHeight)),
        alignment: alignment))
  }
}

// MARK: - FrameModifier

/// Proposes and chooses a size within limits, and aligns the view in it.
nonisolated struct FrameModifier: NodeModifier {
  let limits: FrameNode.Limits
  let alignment: Alignment

  @MainActor func node(around child: LayoutNode, in context: ResolveContext) -> LayoutNode {
    FrameNode(limits: limits, alignment: alignment, child: child, environment: context.environment)
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
