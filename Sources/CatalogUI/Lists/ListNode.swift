import Raster

// MARK: - ListSection

/// One section of a list as laid out: its parts and the traits set on it.
struct ListSection {
  var header: LayoutNode?
  var rows: [LayoutNode]
  var footer: LayoutNode?
  var traits = ListItemTraits()
}

// MARK: - ListNode

/// A `List` or `Form`: sections of rows laid out as iOS lays them out for the style
/// (`ListMetrics`), scrolled to the top and clipped to the list's frame.
final class ListNode: LayoutNode {
  let style: ListStyleKind

  /// The colour the list fills its frame with, if any: a navigation bar above the list shows
  /// it too, as iOS extends a list's background under the bar.
  var backgroundColor: Color? {
    guard environment[ScrollContentBackgroundKey.self] != .hidden else { return nil }
    return style.isGrouped ? ListMetrics.groupedBackground : ListMetrics.plainBackground
  }
  let sections: [ListSection]
  /// Set for a `Form`, for dumps.
  var isForm = false

  /// Where each part goes, for one width.
  private struct Arrangement {
    var width: Double
    /// The height of the container the rows were measured in (`containerRelativeFrame`).
    var containerHeight: Double?
    var height: Double
    /// Per section: the card (the rows' union, across the cell width), and per row the cell
    /// and the content's frame, relative to the list's origin.
    var cards: [Rect] = []
    var cells: [[Rect]] = []
    var contents: [[Rect]] = []
    var headers: [Rect?] = []
    var footers: [Rect?] = []
  }

  private var arranged: Arrangement?

  init(style: ListStyleKind, sections: [ListSection], environment: EnvironmentValues) {
    self.style = style
    self.sections = sections
    var parts: [LayoutNode] = []
    for section in sections {
      if let header = section.header { parts.append(header) }
      parts.append(contentsOf: section.rows)
      if let footer = section.footer { parts.append(footer) }
    }
    super.init(environment: environment, children: parts)
  }

  /// Resolves a list's content into sections: each `Section` one, and the rows between them
  /// sections without a header.
  static func resolve<Content: View>(
    _ content: Content, style: ListStyleKind, in context: ResolveContext
  ) -> ListNode {
    var nodes: [LayoutNode] = []
    CatalogUI.resolve(
      content,
      in: context.inStack(nil).with {
        $0[ListContextKey.self] = style
        $0[ListRowsKey.self] = true
      },
      into: &nodes)
    var sections: [ListSection] = []
    var loose: [LayoutNode] = []
    func flush() {
      if !loose.isEmpty { sections.append(ListSection(rows: loose)) }
      loose = []
    }
    for node in nodes {
      guard let section = Self.section(in: node) else {
        if !(node is EmptyNode) { loose.append(node) }
        continue
      }
      flush()
      sections.append(
        ListSection(
          header: section.header, rows: section.rows.filter { !($0 is EmptyNode) },
          footer: section.footer, traits: ListItemTraitsNode.traits(of: node)))
    }
    flush()
    if style == .sidebar, sections.contains(where: { $0.header != nil }) {
      context.diagnostics.report(
        "listStyle(.sidebar): iOS draws section headers of a sidebar list as collapsible rows, "
          + "which CatalogUI does not draw; use .insetGrouped, or sections without headers")
    }
    return ListNode(style: style, sections: sections, environment: context.environment)
  }

  /// The section `node` is, through the list traits around it.
  private static func section(in node: LayoutNode) -> SectionNode? {
    var current: LayoutNode? = node
    while let node = current {
      if let section = node as? SectionNode { return section }
      current = node is ListItemTraitsNode ? node.children.first : nil
    }
    return nil
  }

  override var debugName: String { isForm ? "Form" : "List" }
  /// The style, then each section's rows' union (an inset grouped card) as laid out.
  override var dumpAttributes: [String] {
    var attributes = ["style: \(style.rawValue)"]
    guard let arranged, arranged.width == frame.width else { return attributes }
    for (index, card) in arranged.cards.enumerated() where !sections[index].rows.isEmpty {
      let placed = Rect(
        x: frame.minX + card.minX, y: frame.minY + card.minY, width: card.width,
        height: card.height)
      attributes.append("section: \(placed)")
    }
    return attributes
  }
  override var clipsContent: Bool { true }

  // MARK: Layout

  /// The content insets of `row`.
  /// The content insets of `row`: NaN, negative and infinite insets count as 0.
  private func insets(of row: LayoutNode, margin: Double) -> EdgeInsets {
    guard let set = ListItemTraitsNode.traits(of: row).insets else {
      return EdgeInsets(
        top: ListMetrics.rowVerticalInset, leading: margin,
        bottom: ListMetrics.rowVerticalInset, trailing: margin)
    }
    return EdgeInsets(
      top: Sanitize.length(set.top), leading: Sanitize.length(set.leading),
      bottom: Sanitize.length(set.bottom), trailing: Sanitize.length(set.trailing))
  }

  /// The last arrangement for `width` (drawing and dumps, after layout), else a new one.
  private func arrange(width: Double) -> Arrangement {
    if let arranged, arranged.width == width { return arranged }
    return arrange(width: width, containerHeight: nil)
  }

  /// The rows laid out for `width`. `containerHeight`, the list's visible height when known,
  /// and each row's content width are what a row's `containerRelativeFrame` measures against,
  /// as a SwiftUI `List` is the container of its rows.
  private func arrange(width: Double, containerHeight: Double?) -> Arrangement {
    if let arranged, arranged.width == width, arranged.containerHeight == containerHeight {
      return arranged
    }
    let container = containerHeight
    let margin = ListMetrics.margin(forWidth: width)
    // NaN, negative and infinite minimums count as 0.
    let minimumRow = Sanitize.length(environment.defaultMinListRowHeight)
    let cellX = style.isInset ? margin : 0
    let cellWidth = max(width - 2 * cellX, 0)
    var result = Arrangement(width: width, containerHeight: container, height: 0)
    var y = 0.0
    func text(_ node: LayoutNode) -> Rect {
      let textWidth = max(cellWidth - 2 * margin, 0)
      let size = node.measure(ProposedViewSize(width: textWidth, height: nil))
      let width = min(size.width, textWidth)
      // Headers and footers stand at the leading edge, on the right in right-to-left layouts.
      let x =
        environment.layoutDirection == .rightToLeft
        ? cellX + cellWidth - margin - width : cellX + margin
      return Rect(x: x, y: y, width: width, height: size.height)
    }
    for (index, section) in sections.enumerated() {
      if style == .plain {
        if let header = section.header {
          y += ListMetrics.plainHeaderVerticalPadding
          let frame = text(header)
          result.headers.append(frame)
          y += frame.height + ListMetrics.plainHeaderVerticalPadding
        } else {
          result.headers.append(nil)
        }
      } else {
        y += ListMetrics.sectionSpacing
        if let header = section.header {
          let frame = text(header)
          result.headers.append(frame)
          y += frame.height + ListMetrics.headerBottomPadding
        } else {
          result.headers.append(nil)
        }
      }
      let top = y
      var cells: [Rect] = []
      var contents: [Rect] = []
      for row in section.rows {
        let insets = insets(of: row, margin: margin)
        let available = max(cellWidth - insets.leading - insets.trailing, 0)
        let size = ContainerSize.with(ProposedViewSize(width: available, height: container)) {
          row.measure(ProposedViewSize(width: available, height: nil))
        }
        let height = max(minimumRow, size.height + insets.top + insets.bottom)
        let cell = Rect(x: cellX, y: y, width: cellWidth, height: height)
        let inner = height - insets.top - insets.bottom
        var x = cellX + insets.leading
        if environment.layoutDirection == .rightToLeft {
          x = cellX + cellWidth - insets.leading - size.width
        }
        contents.append(
          Rect(
            x: x, y: y + insets.top + (inner - size.height) / 2, width: size.width,
            height: size.height))
        cells.append(cell)
        y += height
      }
      result.cards.append(Rect(x: cellX, y: top, width: cellWidth, height: y - top))
      result.cells.append(cells)
      result.contents.append(contents)
      if let footer = section.footer {
        y += ListMetrics.footerTopPadding
        let frame = text(footer)
        result.footers.append(frame)
        y += frame.height
      } else {
        result.footers.append(nil)
      }
      if index == sections.count - 1, style != .plain { y += ListMetrics.sectionSpacing }
    }
    result.height = y
    arranged = result
    return result
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    let width: Double
    if let proposed = proposal.width, proposed.isFinite {
      width = max(proposed, 0)
    } else {
      // Unproposed, a list is as wide as its widest row with the style's margins.
      let margin = ListMetrics.margin(forWidth: 0)
      let outer = style.isInset ? 2 * margin : 0
      var widest = 0.0
      for section in sections {
        for row in section.rows {
          let insets = insets(of: row, margin: margin)
          widest = max(widest, row.measure(.unspecified).width + insets.leading + insets.trailing)
        }
        for part in [section.header, section.footer].compactMap({ $0 }) {
          widest = max(widest, part.measure(.unspecified).width + 2 * margin)
        }
      }
      width = widest + outer
    }
    let height: Double
    if let proposed = proposal.height, proposed.isFinite {
      height = max(proposed, 0)
    } else {
      height = arrange(width: width, containerHeight: nil).height
    }
    return Size(width: width, height: height)
  }

  /// The list's frame extended under the safe area where it touches its edges, as a scroll
  /// view extends: its background and clip reach there while its rows start where they would.
  private var extent: Rect?

  override func placeChildren(in rect: Rect) {
    extent = SafeAreaScope.current.map {
      $0.expanding(rect, edges: .vertical, direction: environment.layoutDirection)
    }
    SafeAreaScope.with(nil) { placeRows(in: rect) }
  }

  private func placeRows(in rect: Rect) {
    let arrangement = arrange(width: rect.width, containerHeight: rect.height)
    let scale = environment.displayScale
    scrolledBy = requestedScroll(height: rect.height, arrangement: arrangement)
    let top = rect.minY - scrolledBy
    func place(_ node: LayoutNode, _ frame: Rect) {
      node.place(
        in: PixelGrid.round(
          Rect(
            x: rect.minX + frame.minX, y: top + frame.minY, width: frame.width,
            height: frame.height), scale: scale))
    }
    for (s, section) in sections.enumerated() {
      if let header = section.header, let frame = arrangement.headers[s] { place(header, frame) }
      for (r, row) in section.rows.enumerated() {
        let content = arrangement.contents[s][r]
        ContainerSize.with(ProposedViewSize(width: content.width, height: rect.height)) {
          place(row, content)
        }
        let cell = arrangement.cells[s][r]
        if let background = ListItemTraitsNode.traits(of: row).background {
          place(background, cell)
        }
      }
      if let footer = section.footer, let frame = arrangement.footers[s] { place(footer, frame) }
    }
  }

  /// How far a `ScrollViewProxy.scrollTo` request scrolled the rows up, in points; zero at
  /// rest.
  private var scrolledBy = 0.0

  /// How far the rows scroll up, in a list `height` points tall, to show the row a
  /// `scrollTo` request names, as `ScrollView` scrolls: its anchor at the same point of the
  /// list, or without one the least scroll that shows the whole row; never past the end.
  private func requestedScroll(height: Double, arrangement: Arrangement) -> Double {
    guard let request = environment.scrollTarget?.request else { return 0 }
    for (s, section) in sections.enumerated() {
      for (r, row) in section.rows.enumerated() where Self.contains(request.id, in: row) {
        let cell = arrangement.cells[s][r]
        let wanted: Double
        if let unit = request.anchor?.y {
          wanted = cell.minY + unit * cell.height - unit * height
        } else if cell.maxY > height {
          wanted = min(cell.minY, cell.maxY - height)
        } else {
          wanted = 0
        }
        let limit = max(arrangement.height - height, 0)
        let scale = max(environment.displayScale, 1)
        return (min(max(wanted, 0), limit) * scale).rounded() / scale
      }
    }
    return 0
  }

  /// The cell of each row whose accessibility element is a button, in root coordinates: the
  /// frame VoiceOver outlines for it, as a tap highlights the whole row on iOS.
  var buttonRowCells: [(button: LayoutNode, cell: Rect)] {
    let arrangement = arrange(width: frame.width)
    var out: [(LayoutNode, Rect)] = []
    for (s, section) in sections.enumerated() {
      for (r, row) in section.rows.enumerated() {
        guard let button = Self.buttonElement(in: row) else { continue }
        let cell = arrangement.cells[s][r]
        out.append(
          (
            button,
            Rect(
              x: frame.minX + cell.minX, y: frame.minY - scrolledBy + cell.minY,
              width: cell.width, height: cell.height)
          ))
      }
    }
    return out
  }

  /// The button that is `row`'s accessibility element, through the single-child nodes around
  /// it, if the row is one.
  private static func buttonElement(in row: LayoutNode) -> LayoutNode? {
    var current: LayoutNode? = row
    var depth = 0
    while let node = current, depth < 64 {
      if node.accessibility.childBehavior != nil || node.textContent != nil {
        return node.accessibility.traits.contains(.isButton) ? node : nil
      }
      current = node.children.count == 1 ? node.children.first : nil
      depth += 1
    }
    return nil
  }

  /// Whether `node` or a view inside it is marked with `id` (`.id(_:)` or a `ForEach` id).
  private static func contains(_ id: AnyHashable, in node: LayoutNode) -> Bool {
    if node.identifiers.contains(id) || node.identity?.innermostID == id { return true }
    return node.children.contains { contains(id, in: $0) }
  }

  override func firstBaseline(in size: Size) -> Double? { nil }
  override func lastBaseline(in size: Size) -> Double? { nil }

  // MARK: Drawing

  override func drawContent(into context: inout DrawContext) {
    let arrangement = arrange(width: frame.width)
    let scheme = environment.colorScheme
    let origin = Point(x: frame.minX, y: frame.minY - scrolledBy)
    func moved(_ r: Rect) -> Rect {
      Rect(x: r.minX + origin.x, y: r.minY + origin.y, width: r.width, height: r.height)
    }
    func fill(_ path: Raster.Path, _ color: Color) {
      context.append(
        .fill(path, paint: .solid(color.resolve(in: scheme)), transform: context.transform))
    }
    let extent = self.extent ?? frame
    context.append(.pushClip(Raster.Path(rect: extent), transform: context.transform))
    if environment[ScrollContentBackgroundKey.self] != .hidden {
      fill(
        Raster.Path(rect: extent),
        style.isGrouped ? ListMetrics.groupedBackground : ListMetrics.plainBackground)
    }
    let cellColor = style.isGrouped ? ListMetrics.groupedCell : ListMetrics.plainBackground
    for (s, section) in sections.enumerated() where !section.rows.isEmpty {
      let card = PixelGrid.round(moved(arrangement.cards[s]), scale: environment.displayScale)
      let cardPath =
        style.isInset
        ? Raster.Path(
          roundedRect: card, cornerRadius: ListMetrics.cardCornerRadius, continuous: true)
        : Raster.Path(rect: card)
      let cells = arrangement.cells[s].map {
        PixelGrid.round(moved($0), scale: environment.displayScale)
      }
      let backgrounds = section.rows.map { ListItemTraitsNode.traits(of: $0).background }
      if backgrounds.allSatisfy({ $0 == nil }) { fill(cardPath, cellColor) }
      context.append(.pushClip(cardPath, transform: context.transform))
      for (r, background) in backgrounds.enumerated() {
        // A row background replaces the cell's colour: a clear one shows the list's
        // background, as on iOS.
        if let background {
          background.draw(into: &context)
        } else if backgrounds.contains(where: { $0 != nil }) {
          fill(Raster.Path(rect: cells[r]), cellColor)
        }
      }
      drawSeparators(
        of: section, cells: cells, isLastSection: s == sections.count - 1, into: &context)
      context.append(.popClip)
      if !style.isInset { drawSectionSeparators(of: section, card: card, into: &context) }
    }
    for child in children { child.draw(into: &context) }
    context.append(.popClip)
  }

  /// One device pixel, in points.
  private var hairline: Double { 1 / max(environment.displayScale, 1) }

  /// The separators between the rows of a section (and below its last row in a plain list
  /// that goes on), from the leading edge of each row's first text to the cell's trailing edge.
  private func drawSeparators(
    of section: ListSection, cells: [Rect], isLastSection: Bool, into context: inout DrawContext
  ) {
    for (r, row) in section.rows.enumerated() {
      let isLast = r == section.rows.count - 1
      if isLast && (style != .plain || isLastSection) { continue }
      let traits = ListItemTraitsNode.traits(of: row)
      let below = isLast ? nil : section.rows[r + 1]
      guard traits.bottomSeparator != .hidden,
        below.map({ ListItemTraitsNode.traits(of: $0).topSeparator != .hidden }) ?? true
      else { continue }
      let cell = cells[r]
      let textFrame = Self.firstText(in: row)?.frame ?? row.frame
      let rect: Rect
      if environment.layoutDirection == .rightToLeft {
        rect = Rect(
          x: cell.minX, y: cell.maxY - hairline, width: max(textFrame.maxX - cell.minX, 0),
          height: hairline)
      } else {
        rect = Rect(
          x: textFrame.minX, y: cell.maxY - hairline, width: max(cell.maxX - textFrame.minX, 0),
          height: hairline)
      }
      fillSeparator(rect, tint: traits.separatorTint, into: &context)
    }
  }

  /// Full-width lines above the first row and below the last: shown by default in grouped
  /// lists, hidden in plain ones, as iOS draws them.
  private func drawSectionSeparators(
    of section: ListSection, card: Rect, into context: inout DrawContext
  ) {
    let isShownByDefault = style == .grouped
    func shown(_ visibility: Visibility) -> Bool {
      visibility == .visible || (visibility == .automatic && isShownByDefault)
    }
    if shown(section.traits.topSectionSeparator) {
      fillSeparator(
        Rect(x: card.minX, y: card.minY, width: card.width, height: hairline), tint: nil,
        into: &context)
    }
    if shown(section.traits.bottomSectionSeparator) {
      fillSeparator(
        Rect(x: card.minX, y: card.maxY - hairline, width: card.width, height: hairline),
        tint: nil, into: &context)
    }
  }

  private func fillSeparator(_ rect: Rect, tint: Color?, into context: inout DrawContext) {
    let color = tint ?? ListMetrics.separator
    context.append(
      .fill(
        Raster.Path(rect: PixelGrid.round(rect, scale: environment.displayScale)),
        paint: .solid(color.resolve(in: environment.colorScheme)), transform: context.transform))
  }

  /// The first node showing text in `node`'s subtree, depth first: where a separator starts.
  private static func firstText(in node: LayoutNode) -> LayoutNode? {
    if node.textContent != nil, node.children.isEmpty { return node }
    for child in node.accessibilityChildren {
      if let found = firstText(in: child) { return found }
    }
    return nil
  }
}
