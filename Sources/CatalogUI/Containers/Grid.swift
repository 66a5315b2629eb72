import Raster

// MARK: - Grid, GridRow

/// Rows of cells in shared columns: every column is as wide as its widest cell and every row as
/// tall as its tallest; a view that is not a `GridRow` spans all columns.
nonisolated public struct Grid<Content: View>: View, PrimitiveView {
  let alignment: Alignment
  let horizontalSpacing: Double?
  let verticalSpacing: Double?
  let content: Content

  /// A grid; spacing defaults to 8 points in both directions.
  public init(
    alignment: Alignment = .center, horizontalSpacing: Double? = nil,
    verticalSpacing: Double? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }

  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    var rows: [LayoutNode] = []
    CatalogUI.resolve(content, in: context.inStack(nil), into: &rows)
    nodes.append(
      GridNode(
        alignment: alignment,
        spacing: Size(width: horizontalSpacing ?? 8, height: verticalSpacing ?? 8),
        children: rows, environment: context.environment))
  }
}

/// One row of a `Grid`; outside a grid it lays out like an `HStack`.
nonisolated public struct GridRow<Content: View>: View, PrimitiveView {
  let alignment: VerticalAlignment?
  let content: Content

  /// A row whose cells may override the grid's vertical alignment.
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    var cells: [LayoutNode] = []
    CatalogUI.resolve(content, in: context.inStack(.horizontal), into: &cells)
    let row = StackNode(
      axis: .horizontal,
      alignment: Alignment(horizontal: .center, vertical: alignment ?? .center),
      spacing: nil, children: cells, environment: context.environment)
    row.gridRowAlignment = alignment
    row.isGridRow = true
    nodes.append(row)
  }
}

// MARK: - GridNode

/// Sizes columns like an `HStack` sizes children (least flexible column first, an equal share
/// of what remains), then rows like a `VStack`, each from the widest or tallest cell.
final class GridNode: LayoutNode {
  let alignment: Alignment
  let spacing: Size

  init(alignment: Alignment, spacing: Size, children: [LayoutNode], environment: EnvironmentValues)
  {
    self.alignment = alignment
    self.spacing = Size(
      width: Sanitize.length(spacing.width), height: Sanitize.length(spacing.height))
    super.init(environment: environment, children: children)
  }

  override var debugName: String { "Grid" }

  /// Cells per row; `nil` for a view spanning the whole width.
  private var rows: [[LayoutNode]?] {
    children.map { ($0 as? StackNode)?.isGridRow == true ? $0.children : nil }
  }

  /// The first column of each cell of `cells` (cells spanning several columns push the next).
  private static func firstColumns(_ cells: [LayoutNode]) -> [Int] {
    var column = 0
    return cells.map { cell in
      defer { column += cell.gridCell.columns }
      return column
    }
  }

  private var columnCount: Int {
    rows.map { $0?.reduce(0) { $0 + $1.gridCell.columns } ?? 0 }.max() ?? 0
  }

  /// The width of `span` columns from `first`, with the spacing between them.
  private func width(of columns: [Double], from first: Int, span: Int) -> Double {
    let end = min(first + span, columns.count)
    guard first < end else { return 0 }
    return columns[first..<end].reduce(0, +) + spacing.width * Double(end - first - 1)
  }

  /// The horizontal alignment of each column: the one a cell of the column sets with
  /// `gridColumnAlignment(_:)`, else the grid's.
  private func columnAlignments(count: Int) -> [HorizontalAlignment] {
    var alignments = [HorizontalAlignment](repeating: alignment.horizontal, count: count)
    for cells in rows.compactMap({ $0 }) {
      for (cell, first) in zip(cells, Self.firstColumns(cells)) where first < count {
        if let guide = cell.gridCell.columnAlignment { alignments[first] = guide }
      }
    }
    return alignments
  }

  /// Shares `total` among `count` tracks, least flexible first, as stacks do.
  private func distribute(
    _ total: Double?, count: Int, spacing: Double,
    length: (Int, Double?) -> Double
  ) -> [Double] {
    guard let total else { return (0..<count).map { length($0, nil) } }
    let minimum = (0..<count).map { length($0, 0) }
    let maximum = (0..<count).map { length($0, .infinity) }
    let order = (0..<count).sorted {
      let a = maximum[$0] - minimum[$0]
      let b = maximum[$1] - minimum[$1]
      return a != b ? a < b : $0 < $1
    }
    var remaining = max(total - spacing * Double(max(count - 1, 0)), 0)
    var result = [Double](repeating: 0, count: count)
    for (k, track) in order.enumerated() {
      result[track] = length(track, remaining / Double(count - k))
      remaining = max(remaining - result[track], 0)
    }
    return result
  }

  private func tracks(_ proposal: ProposedViewSize) -> (columns: [Double], rows: [Double]) {
    let rows = self.rows
    // A column is as wide as its widest cell that spans it alone and sizes it.
    let sizing = rows.compactMap { $0 }.map { cells in
      zip(cells, Self.firstColumns(cells)).filter {
        $0.0.gridCell.columns == 1 && !$0.0.gridCell.unsizedAxes.contains(.horizontal)
      }
    }
    let columns = distribute(proposal.width, count: columnCount, spacing: spacing.width) { c, w in
      sizing.flatMap { $0 }.filter { $0.1 == c }
        .map { $0.0.measure(ProposedViewSize(width: w, height: nil)).width }.max() ?? 0
    }
    let fullWidth = width(of: columns, from: 0, span: columns.count)
    let heights = distribute(proposal.height, count: rows.count, spacing: spacing.height) { r, h in
      guard let cells = rows[r] else {
        return children[r].measure(ProposedViewSize(width: fullWidth, height: h)).height
      }
      return zip(cells, Self.firstColumns(cells))
        .filter { !$0.0.gridCell.unsizedAxes.contains(.vertical) }
        .map { cell, first in
          let slot = width(of: columns, from: first, span: cell.gridCell.columns)
          return cell.measure(ProposedViewSize(width: slot, height: h)).height
        }
        .max() ?? 0
    }
    return (columns, heights)
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    let (columns, rows) = tracks(proposal)
    guard !rows.isEmpty else { return .zero }
    return Size(
      width: width(of: columns, from: 0, span: columns.count),
      height: rows.reduce(0, +) + spacing.height * Double(max(rows.count - 1, 0)))
  }

  override func placeChildren(in rect: Rect) {
    let (columns, heights) = tracks(ProposedViewSize(rect.size))
    let isRTL = environment.layoutDirection == .rightToLeft
    let fullWidth = width(of: columns, from: 0, span: columns.count)
    let alignments = columnAlignments(count: columns.count)
    var y = rect.minY
    for (r, row) in children.enumerated() {
      let height = heights[r]
      if let cells = rows[r] {
        // The row itself covers the whole row, so dumps and hit tests see it.
        row.frame = PixelGrid.round(
          Rect(x: rect.minX, y: y, width: fullWidth, height: height),
          scale: environment.displayScale)
        var rowAlignment = alignment
        if let vertical = (row as? StackNode)?.gridRowAlignment {
          rowAlignment.vertical = vertical
        }
        for (cell, first) in zip(cells, Self.firstColumns(cells)) {
          let span = cell.gridCell.columns
          let x = width(of: columns, from: 0, span: first) + (first > 0 ? spacing.width : 0)
          let slotWidth = width(of: columns, from: first, span: span)
          let left = isRTL ? rect.minX + fullWidth - x - slotWidth : rect.minX + x
          let slot = Rect(x: left, y: y, width: slotWidth, height: height)
          var cellAlignment = rowAlignment
          if first < alignments.count { cellAlignment.horizontal = alignments[first] }
          let size = cell.measure(ProposedViewSize(slot.size))
          cell.place(
            in: PixelGrid.round(
              Align.place(cell, size: size, in: slot, alignment: cellAlignment),
              scale: environment.displayScale))
        }
      } else {
        let slot = Rect(x: rect.minX, y: y, width: fullWidth, height: height)
        let size = row.measure(ProposedViewSize(slot.size))
        row.place(
          in: PixelGrid.round(
            Align.place(row, size: size, in: slot, alignment: alignment),
            scale: environment.displayScale))
      }
      y += height + spacing.height
    }
  }
}
