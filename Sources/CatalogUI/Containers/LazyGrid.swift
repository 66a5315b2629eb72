import Raster

// MARK: - GridItem

/// One column of a `LazyVGrid` or one row of a `LazyHGrid`: its size, the space after it and
/// how its cells are aligned, as SwiftUI's `GridItem`.
public struct GridItem: Sendable {
  /// How wide a column (or how tall a row) is.
  public enum Size: Sendable {
    /// Exactly this length.
    case fixed(CGFloat)
    /// An equal share of what fixed items and spacing leave, clamped to the bounds.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many items of at least `minimum` as fit in the share of one flexible item.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// The item's size.
  public var size: Size
  /// The space after the item; `nil` is 8 points.
  public var spacing: CGFloat?
  /// How cells sit in the item's space; `nil` centres them.
  public var alignment: Alignment?

  /// An item of `size`, flexible by default.
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

// MARK: - PinnedScrollableViews

/// The parts of a lazy stack's or grid's sections that stay on screen while it scrolls.
public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32
  /// Creates a set from raw bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Section headers.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  /// Section footers.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

// MARK: - LazyVGrid, LazyHGrid

/// Views in rows of the given columns, filled leading to trailing then top to bottom. A
/// snapshot shows every cell. A `Section` in it, as in SwiftUI, starts its cells on a new row,
/// with its header above them and its footer below, each as wide as the grid and placed by
/// the grid's alignment; `spacing` separates every row, header and footer. Pinned headers
/// (footers) stay at the top (bottom) of the enclosing `ScrollView`'s visible area while their
/// section is under it, drawn over the cells.
nonisolated public struct LazyVGrid<Content: View>: View, PrimitiveView {
  let columns: [GridItem]
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let pinnedViews: PinnedScrollableViews
  let content: Content

  /// A grid of `columns`; `spacing` is between rows (8 points when `nil`).
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }

  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    nodes.append(
      LazyGridNode.resolving(
        content, axis: .vertical, tracks: columns, name: "LazyVGrid",
        alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing,
        pinnedViews: pinnedViews, in: context))
  }
}

/// Views in columns of the given rows, filled top to bottom then leading to trailing. A
/// `Section` in it starts its cells on a new column, with its header before them and its
/// footer after, each as tall as the grid; pinned ones stay at the leading (trailing) edge of
/// the enclosing horizontal `ScrollView`'s visible area, as in `LazyVGrid`.
nonisolated public struct LazyHGrid<Content: View>: View, PrimitiveView {
  let rows: [GridItem]
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let pinnedViews: PinnedScrollableViews
  let content: Content

  /// A grid of `rows`; `spacing` is between columns (8 points when `nil`).
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }

  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    nodes.append(
      LazyGridNode.resolving(
        content, axis: .horizontal, tracks: rows, name: "LazyHGrid",
        alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing,
        pinnedViews: pinnedViews, in: context))
  }
}

extension LazyGridNode {
  /// The node of a `LazyVGrid` or `LazyHGrid` (`name`): `content` resolved as cells along
  /// `axis`, `tracks` checked against them, `spacing` 8 points when `nil`.
  @MainActor static func resolving(
    _ content: some View, axis: Axis, tracks: [GridItem], name: String, alignment: Alignment,
    spacing: CGFloat?, pinnedViews: PinnedScrollableViews, in context: ResolveContext
  ) -> LazyGridNode {
    var cells: [LayoutNode] = []
    var inner = context.inStack(nil)
    inner.lazyGridAxis = axis
    CatalogUI.resolve(content, in: inner, into: &cells)
    return LazyGridNode(
      axis: axis, pinnedViews: pinnedViews,
      items: GridTracks.checked(
        tracks, in: name, cells: cells.count, diagnostics: context.diagnostics),
      alignment: alignment,
      spacing: spacing.map { Sanitize.length(Double($0)) } ?? 8, children: cells,
      environment: context.environment)
  }
}

// MARK: - GridTracks

/// The lengths of a lazy grid's tracks (columns of a `LazyVGrid`, rows of a `LazyHGrid`).
///
/// SwiftUI's algorithm, as Apple documents `GridItem.Size` ("the size of the grid with spacing
/// and inflexible items removed, divided by the number of flexible items, clamped to the
/// provided bounds"; adaptive: "as many items of the minimum size as possible" in the space of
/// one flexible item) and as objc.io measured it ("SwiftUI's Grid Views", 2020):
///
/// 1. Fixed items take their length. The spacing after every item but the last (8 points when
///    `nil`) is set aside too.
/// 2. The rest goes to the other items one at a time, in order: each gets what remains divided
///    by the number of items still to serve, a flexible item clamped to its minimum and
///    maximum, an adaptive one at least its minimum; what it takes is no longer there.
/// 3. An adaptive item splits its length `w` into `n = max(1, ⌊(w + s) / (minimum + s)⌋)`
///    tracks of `(w − (n − 1)·s) / n` (at most its maximum), `s` being its spacing.
///
/// Layout runs this twice, as SwiftUI does: once with the proposed length to size the grid, and
/// again with the grid's own length to place the cells. With no proposed length, a flexible
/// item is as long as its longest cell (clamped) and an adaptive one is one track.
enum GridTracks {
  /// A track: its length, the space after it and how its cells are aligned.
  struct Track {
    var length: Double
    var spacing: Double
    var alignment: Alignment?
  }

  /// More tracks than this are never made: an adaptive item with a tiny minimum in a huge grid
  /// would otherwise ask for millions.
  static let maxTracks = 10_000

  /// `items` with invalid lengths replaced, each replacement reported once.
  @MainActor
  static func checked(
    _ items: [GridItem], in grid: String, cells: Int, diagnostics: Diagnostics
  ) -> [GridItem] {
    if items.isEmpty, cells > 0 {
      diagnostics.report(
        "\(grid) has no \(grid == "LazyVGrid" ? "columns" : "rows"); its \(cells) views are "
          + "not shown (give it at least one GridItem, such as GridItem(.flexible()))")
    }
    return items.map { item in
      var item = item
      func valid(_ value: CGFloat, _ name: String, positive: Bool) -> CGFloat {
        let isValid = value.isFinite && (positive ? value > 0 : value >= 0)
        if isValid { return value }
        let fallback: CGFloat = positive ? 1 : 0
        diagnostics.report(
          "\(grid): GridItem \(name) \(formatPoints(Double(value))) is not a "
            + "\(positive ? "positive" : "non-negative") finite length; "
            + "\(formatPoints(Double(fallback))) is used instead (give a length such as 80)")
        return fallback
      }
      switch item.size {
      case .fixed(let length):
        item.size = .fixed(valid(length, "fixed length", positive: false))
      case .flexible(let minimum, let maximum):
        let low = valid(minimum, "flexible minimum", positive: false)
        item.size = .flexible(minimum: low, maximum: maximum.isNaN ? .infinity : max(maximum, low))
      case .adaptive(let minimum, let maximum):
        let low = valid(minimum, "adaptive minimum", positive: true)
        item.size = .adaptive(minimum: low, maximum: maximum.isNaN ? .infinity : max(maximum, low))
      }
      if let spacing = item.spacing, !(spacing.isFinite && spacing >= 0) {
        item.spacing = valid(spacing, "spacing", positive: false)
      }
      return item
    }
  }

  /// The tracks for `items` in `length` points (`nil`: unspecified, then `ideal(track)` gives
  /// the longest cell of a track), and the length they span, empty adaptive tracks included.
  static func tracks(
    _ items: [GridItem], length: Double?, cells: Int, ideal: (Int) -> Double
  ) -> (tracks: [Track], span: Double) {
    guard !items.isEmpty else { return ([], 0) }
    let gaps = items.map { Double($0.spacing ?? 8) }
    let fixed = items.reduce(0.0) { sum, item in
      if case .fixed(let l) = item.size { return sum + Double(l) }
      return sum
    }
    var remaining = (length ?? 0) - fixed - gaps.dropLast().reduce(0, +)
    var toServe = items.filter { if case .fixed = $0.size { false } else { true } }.count
    var tracks: [Track] = []
    var span = 0.0
    for (index, item) in items.enumerated() {
      let gap = index < items.count - 1 ? gaps[index] : 0
      span += gap
      switch item.size {
      case .fixed(let l):
        tracks.append(Track(length: Double(l), spacing: gap, alignment: item.alignment))
        span += Double(l)
      case .flexible(let minimum, let maximum):
        let share =
          length == nil ? ideal(tracks.count) : remaining / Double(max(toServe, 1))
        let l = min(max(share, Double(minimum)), Double(maximum))
        tracks.append(Track(length: l, spacing: gap, alignment: item.alignment))
        remaining -= l
        toServe -= 1
        span += l
      case .adaptive(let minimum, let maximum):
        let s = gaps[index]
        let share =
          length == nil
          ? ideal(tracks.count) : max(remaining / Double(max(toServe, 1)), Double(minimum))
        let fits = ((share + s) / (Double(minimum) + s)).rounded(.down)
        let count = length == nil ? 1 : Int(min(max(fits, 1), Double(maxTracks)))
        let each = min((share - Double(count - 1) * s) / Double(count), Double(maximum))
        let made = min(count, max(cells - tracks.count, 1))
        for k in 0..<made {
          tracks.append(
            Track(length: each, spacing: k < made - 1 ? s : gap, alignment: item.alignment))
        }
        remaining -= share
        toServe -= 1
        span += each * Double(count) + s * Double(count - 1)
      }
      if tracks.count >= maxTracks { break }
    }
    return (tracks, span)
  }
}

// MARK: - LazyGridNode

/// A lazy grid: tracks across its axis (columns of a vertical grid), lines along it (rows),
/// each line as long as its longest cell, `spacing` apart. A section's header and footer are
/// lines of their own, across the whole grid, and its cells start a new line.
final class LazyGridNode: LayoutNode {
  /// The axis the grid grows along: vertical for `LazyVGrid`.
  let axis: Axis
  let items: [GridItem]
  let alignment: Alignment
  let spacing: Double
  let pinnedViews: PinnedScrollableViews
  /// The content in order: each section, and each run of cells outside sections.
  private let segments: [Segment]

  /// A section (with its cells) or a run of cells outside any section.
  private struct Segment {
    var section: GridSectionNode?
    var cells: [LayoutNode]
  }

  /// A line along the axis: a section's header or footer, or a row (column) of cells.
  private enum LineKind {
    case header(GridSectionNode, LayoutNode)
    case cells(segment: Int, first: Int)
    case footer(GridSectionNode, LayoutNode)
  }

  private struct Line {
    var kind: LineKind
    var length: Double
  }

  init(
    axis: Axis, pinnedViews: PinnedScrollableViews = [], items: [GridItem],
    alignment: Alignment, spacing: Double, children: [LayoutNode],
    environment: EnvironmentValues
  ) {
    self.axis = axis
    self.items = items
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    let shown = items.isEmpty ? [] : children
    var segments: [Segment] = []
    for child in shown {
      if let section = child as? GridSectionNode {
        section.drawsHeaderLast = pinnedViews.contains(.sectionHeaders)
        section.drawsFooterLast = pinnedViews.contains(.sectionFooters)
        segments.append(Segment(section: section, cells: section.cells))
      } else if let last = segments.last, last.section == nil {
        segments[segments.count - 1].cells.append(child)
      } else {
        segments.append(Segment(section: nil, cells: [child]))
      }
    }
    self.segments = segments
    super.init(environment: environment, children: shown)
  }

  override var debugName: String { axis == .vertical ? "LazyVGrid" : "LazyHGrid" }
  override var dumpAttributes: [String] {
    ["\(items.count) \(axis == .vertical ? "columns" : "rows")"]
  }

  private func across(_ s: Size) -> Double { axis == .vertical ? s.width : s.height }
  private func along(_ s: Size) -> Double { axis == .vertical ? s.height : s.width }
  private func proposal(across a: Double?, along l: Double?) -> ProposedViewSize {
    axis == .vertical
      ? ProposedViewSize(width: a, height: l) : ProposedViewSize(width: l, height: a)
  }

  /// The tracks for a proposed length across the axis, and the length they span.
  private func tracks(_ length: Double?) -> (tracks: [GridTracks.Track], span: Double) {
    let usable = length.flatMap { $0.isFinite ? $0 : nil }
    let most = segments.map(\.cells.count).max() ?? 0
    return GridTracks.tracks(items, length: usable, cells: most) { track in
      // Unspecified: the longest ideal cell of the track, with one track per item.
      segments.flatMap { segment in
        stride(from: track, to: segment.cells.count, by: items.count)
          .map { across(segment.cells[$0].measure(.unspecified)) }
      }.max() ?? 0
    }
  }

  /// The lines along the axis for `tracks`, headers and footers measured `width` across.
  private func lines(_ tracks: [GridTracks.Track], across width: Double) -> [Line] {
    guard !tracks.isEmpty else { return [] }
    var lines: [Line] = []
    let spanning = proposal(across: width.isFinite ? width : nil, along: nil)
    for (index, segment) in segments.enumerated() {
      if let section = segment.section, let header = section.header {
        lines.append(Line(kind: .header(section, header), length: along(header.measure(spanning))))
      }
      for first in stride(from: 0, to: segment.cells.count, by: tracks.count) {
        let end = min(first + tracks.count, segment.cells.count)
        let length =
          (first..<end).map { cell in
            along(
              segment.cells[cell].measure(
                proposal(across: tracks[cell - first].length, along: nil)))
          }.max() ?? 0
        lines.append(Line(kind: .cells(segment: index, first: first), length: length))
      }
      if let section = segment.section, let footer = section.footer {
        lines.append(Line(kind: .footer(section, footer), length: along(footer.measure(spanning))))
      }
    }
    return lines
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    let (tracks, span) = tracks(axis == .vertical ? proposal.width : proposal.height)
    let lines = lines(tracks, across: span)
    let length =
      lines.reduce(0) { $0 + $1.length } + spacing * Double(max(lines.count - 1, 0))
    return axis == .vertical
      ? Size(width: span, height: length) : Size(width: length, height: span)
  }

  override func placeChildren(in rect: Rect) {
    let (tracks, span) = tracks(across(rect.size))
    let lines = lines(tracks, across: across(rect.size))
    guard !tracks.isEmpty else { return }
    let isRTL = environment.layoutDirection == .rightToLeft
    // Tracks longer or shorter than the grid are aligned in it by the grid's alignment.
    let fraction =
      axis == .vertical
      ? alignment.horizontal.defaultValue(Size(width: 1, height: 1))
      : alignment.vertical.defaultValue(Size(width: 1, height: 1))
    let start = (across(rect.size) - span) * fraction
    var offsets: [Double] = []
    var cursor = start
    for track in tracks {
      offsets.append(cursor)
      cursor += track.length + track.spacing
    }
    // Where each line starts along the axis, and each section's extent.
    var starts: [Double] = []
    var extents: [ObjectIdentifier: (start: Double, end: Double)] = [:]
    var lineStart = 0.0
    for line in lines {
      starts.append(lineStart)
      if let section = section(of: line) {
        let id = ObjectIdentifier(section)
        extents[id] = (extents[id]?.start ?? lineStart, lineStart + line.length)
      }
      lineStart += line.length + spacing
    }
    for (extentSection, extent) in sectionsWithExtents(extents) {
      extentSection.frame = lineRect(
        from: extent.start, length: extent.end - extent.start, in: rect)
    }
    let visible = visibleRange(in: rect)
    for (number, line) in lines.enumerated() {
      let lineStart = starts[number]
      switch line.kind {
      case .header(let section, let header):
        var at = lineStart
        if pinnedViews.contains(.sectionHeaders), let visible,
          let extent = extents[ObjectIdentifier(section)]
        {
          at = PinnedSection.headerStart(
            lineStart, length: line.length, sectionEnd: extent.end, visible: visible)
        }
        placeSpanning(header, at: at, length: line.length, in: rect)
      case .footer(let section, let footer):
        var at = lineStart
        if pinnedViews.contains(.sectionFooters), let visible,
          let extent = extents[ObjectIdentifier(section)]
        {
          at = PinnedSection.footerStart(
            lineStart, length: line.length, sectionStart: extent.start, visible: visible)
        }
        placeSpanning(footer, at: at, length: line.length, in: rect)
      case .cells(let segment, let first):
        let cells = segments[segment].cells
        for k in 0..<tracks.count {
          let index = first + k
          guard index < cells.count else { break }
          let track = tracks[k]
          var slot: Rect
          if axis == .vertical {
            let x = isRTL ? rect.width - offsets[k] - track.length : offsets[k]
            slot = Rect(
              x: rect.minX + x, y: rect.minY + lineStart, width: track.length,
              height: line.length)
          } else {
            var x = lineStart
            if isRTL { x = rect.width - lineStart - line.length }
            slot = Rect(
              x: rect.minX + x, y: rect.minY + offsets[k], width: line.length,
              height: track.length)
          }
          slot = Sanitize.rect(slot)
          let child = cells[index]
          let size = child.measure(ProposedViewSize(slot.size))
          child.place(
            in: PixelGrid.round(
              Align.place(child, size: size, in: slot, alignment: track.alignment ?? .center),
              scale: environment.displayScale))
        }
      }
    }
  }

  /// The section a line belongs to, if any.
  private func section(of line: Line) -> GridSectionNode? {
    switch line.kind {
    case .header(let section, _), .footer(let section, _): section
    case .cells(let segment, _): segments[segment].section
    }
  }

  /// The sections, each with its extent along the axis, in content order.
  private func sectionsWithExtents(
    _ extents: [ObjectIdentifier: (start: Double, end: Double)]
  ) -> [(GridSectionNode, (start: Double, end: Double))] {
    segments.compactMap { segment in
      guard let section = segment.section, let extent = extents[ObjectIdentifier(section)] else {
        return nil
      }
      return (section, extent)
    }
  }

  /// The rectangle of a line `length` long starting `offset` along the axis from the grid's
  /// leading edge, across the whole grid.
  private func lineRect(from offset: Double, length: Double, in rect: Rect) -> Rect {
    if axis == .vertical {
      return Rect(x: rect.minX, y: rect.minY + offset, width: rect.width, height: length)
    }
    let x = environment.layoutDirection == .rightToLeft ? rect.width - offset - length : offset
    return Rect(x: rect.minX + x, y: rect.minY, width: length, height: rect.height)
  }

  /// Places a header or footer in its line, across the grid, by the grid's alignment.
  private func placeSpanning(_ node: LayoutNode, at offset: Double, length: Double, in rect: Rect) {
    let slot = Sanitize.rect(lineRect(from: offset, length: length, in: rect))
    let size = node.measure(ProposedViewSize(slot.size))
    node.place(
      in: PixelGrid.round(
        Align.place(node, size: size, in: slot, alignment: alignment),
        scale: environment.displayScale))
  }

  /// The part of the enclosing scroll view's visible area along the grid's axis, as offsets
  /// from the grid's leading edge; `nil` outside a scroll view along this axis.
  private func visibleRange(in rect: Rect) -> ClosedRange<Double>? {
    ScrollViewport.current?.visibleRange(
      from: rect, along: axis, direction: environment.layoutDirection)
  }

  // Pinned headers and footers are drawn after every cell, over those scrolled under them.
  override func drawContent(into context: inout DrawContext) {
    for child in children { child.draw(into: &context) }
    guard !pinnedViews.isEmpty else { return }
    for segment in segments {
      guard let section = segment.section else { continue }
      if section.drawsHeaderLast, let header = section.header { header.draw(into: &context) }
      if section.drawsFooterLast, let footer = section.footer { footer.draw(into: &context) }
    }
  }
}

// MARK: - GridSectionNode

/// A `Section` directly inside a lazy grid: the grid lays out its header, cells and footer.
/// Anywhere else (inside a modifier that wraps it) it stacks them, leading-aligned.
final class GridSectionNode: LayoutNode {
  let header: LayoutNode?
  let cells: [LayoutNode]
  let footer: LayoutNode?
  /// Whether the grid draws the header after every cell, because it is pinned.
  var drawsHeaderLast = false
  /// Whether the grid draws the footer after every cell, because it is pinned.
  var drawsFooterLast = false
  private let stack: StackNode

  init(
    header: LayoutNode?, cells: [LayoutNode], footer: LayoutNode?,
    environment: EnvironmentValues
  ) {
    self.header = header
    self.cells = cells
    self.footer = footer
    let parts = [header].compactMap { $0 } + cells + [footer].compactMap { $0 }
    stack = StackNode(
      axis: .vertical, alignment: Alignment(horizontal: .leading, vertical: .center),
      spacing: nil, children: parts, environment: environment)
    super.init(environment: environment, children: parts)
  }

  override var debugName: String { "Section" }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size { stack.measure(proposal) }
  override func placeChildren(in rect: Rect) { stack.place(in: rect) }

  override func drawContent(into context: inout DrawContext) {
    for child in children {
      if drawsHeaderLast, child === header { continue }
      if drawsFooterLast, child === footer { continue }
      child.draw(into: &context)
    }
  }
}

// MARK: - LazyVStack and LazyHStack pinned views

extension VStack {
  /// A `LazyVStack` whose section headers (footers) stay at the top (bottom) of the scroll view
  /// around it while their section shows, drawn over the rows, the next section's header
  /// pushing the last one up; the sections' parts stand in the stack as its rows, as SwiftUI's.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews, @ViewBuilder content: () -> Content
  ) {
    self.init(alignment: alignment, spacing: spacing.map { Double($0) }, content: content)
    self.pinnedViews = pinnedViews
  }
}

extension HStack {
  /// A `LazyHStack` whose section headers (footers) stay at the leading (trailing) edge of the
  /// scroll view around it while their section shows, as `LazyVStack`'s.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews, @ViewBuilder content: () -> Content
  ) {
    self.init(alignment: alignment, spacing: spacing.map { Double($0) }, content: content)
    self.pinnedViews = pinnedViews
  }
}
