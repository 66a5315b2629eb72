import Raster

// MARK: - PinnedSection

/// A section of a lazy stack with pinned views: the stack's rows it spans (its header, content
/// and footer), and the header and footer the stack holds in the scroll view.
struct PinnedSection {
  /// The stack's children that are the section's parts.
  var rows: Range<Int>
  /// The header, when section headers are pinned.
  var header: LayoutNode?
  /// The footer, when section footers are pinned.
  var footer: LayoutNode?

  /// Where a pinned header `length` long starts along the axis: where it stands, or at the
  /// start of what the scroll view shows while its section passes there, pushed back by the
  /// section's end (the next header arriving).
  static func headerStart(
    _ start: Double, length: Double, sectionEnd: Double, visible: ClosedRange<Double>
  ) -> Double {
    max(start, min(visible.lowerBound, sectionEnd - length))
  }

  /// Where a pinned footer `length` long starts: where it stands, or at the end of what the
  /// scroll view shows while its section passes there, held after the section's start.
  static func footerStart(
    _ start: Double, length: Double, sectionStart: Double, visible: ClosedRange<Double>
  ) -> Double {
    min(start, max(visible.upperBound - length, sectionStart))
  }
}

// MARK: - StackNode + Pinned sections

extension StackNode {
  /// The node of a stack along `axis`: `content` resolved as its children. With pinned views
  /// (a `LazyVStack` or `LazyHStack`), each `Section` directly inside gives its header, content
  /// and footer as rows, as an unpinned one does, and the stack remembers their span.
  @MainActor static func resolving(
    _ content: some View, axis: Axis, alignment: Alignment, spacing: Double?,
    pinnedViews: PinnedScrollableViews, in context: ResolveContext
  ) -> StackNode {
    var inner = context.inStack(axis)
    if !pinnedViews.isEmpty { inner.lazyGridAxis = axis }
    var resolved: [LayoutNode] = []
    CatalogUI.resolve(content, in: inner, into: &resolved)
    var children: [LayoutNode] = []
    var sections: [PinnedSection] = []
    for node in resolved {
      guard let section = node as? GridSectionNode else {
        children.append(node)
        continue
      }
      let first = children.count
      children +=
        [section.header].compactMap { $0 } + section.cells
        + [section.footer].compactMap { $0 }
      sections.append(
        PinnedSection(
          rows: first..<children.count,
          header: pinnedViews.contains(.sectionHeaders) ? section.header : nil,
          footer: pinnedViews.contains(.sectionFooters) ? section.footer : nil))
    }
    let node = StackNode(
      axis: axis, alignment: alignment, spacing: spacing, children: children,
      environment: context.environment)
    node.pinnedSections = sections.filter { $0.header != nil || $0.footer != nil }
    return node
  }

  /// Moves pinned headers and footers, placed where they stand, to the edges of what the
  /// scroll view around shows, each inside its own section.
  func pinSections() {
    guard let viewport = ScrollViewport.current else { return }
    let direction = environment.layoutDirection
    guard let visible = viewport.visibleRange(from: frame, along: axis, direction: direction)
    else { return }
    // Offsets along the axis from the stack's leading edge.
    func extent(_ rect: Rect) -> (start: Double, end: Double) {
      switch (axis, direction) {
      case (.vertical, _): (rect.minY - frame.minY, rect.maxY - frame.minY)
      case (.horizontal, .rightToLeft): (frame.maxX - rect.maxX, frame.maxX - rect.minX)
      case (.horizontal, _): (rect.minX - frame.minX, rect.maxX - frame.minX)
      }
    }
    func move(_ node: LayoutNode, by delta: Double) {
      guard delta != 0 else { return }
      var rect = node.frame
      switch (axis, direction) {
      case (.vertical, _): rect.origin.y += delta
      case (.horizontal, .rightToLeft): rect.origin.x -= delta
      case (.horizontal, _): rect.origin.x += delta
      }
      node.place(in: PixelGrid.round(rect, scale: environment.displayScale))
    }
    for section in pinnedSections {
      let spans = section.rows.map { extent(children[$0].frame) }
      guard let start = spans.map(\.start).min(), let end = spans.map(\.end).max() else {
        continue
      }
      if let header = section.header {
        let at = extent(header.frame)
        let length = at.end - at.start
        move(
          header,
          by: PinnedSection.headerStart(at.start, length: length, sectionEnd: end, visible: visible)
            - at.start)
      }
      if let footer = section.footer {
        let at = extent(footer.frame)
        let length = at.end - at.start
        move(
          footer,
          by: PinnedSection.footerStart(
            at.start, length: length, sectionStart: start, visible: visible) - at.start)
      }
    }
  }
}

// MARK: - ScrollViewport + Visible range

extension ScrollViewport {
  /// What the scroll view shows along `axis`, as offsets from the leading edge of `rect` (its
  /// right edge along a horizontal axis in right-to-left layouts); `nil` when the scroll view
  /// does not scroll along `axis`.
  func visibleRange(
    from rect: Rect, along axis: Axis, direction: LayoutDirection
  ) -> ClosedRange<Double>? {
    guard axes.contains(axis == .vertical ? .vertical : .horizontal) else { return nil }
    let bounds = self.rect
    let range: (Double, Double)
    if axis == .vertical {
      range = (bounds.minY - rect.minY, bounds.maxY - rect.minY)
    } else if direction == .rightToLeft {
      range = (rect.maxX - bounds.maxX, rect.maxX - bounds.minX)
    } else {
      range = (bounds.minX - rect.minX, bounds.maxX - rect.minX)
    }
    guard range.0.isFinite, range.1.isFinite, range.0 <= range.1 else { return nil }
    return range.0...range.1
  }
}
