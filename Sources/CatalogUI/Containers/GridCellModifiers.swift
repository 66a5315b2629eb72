// MARK: - Grid cell modifiers

extension View {
  /// Makes the cell span `count` columns of its `GridRow`, as SwiftUI's `gridCellColumns(_:)`.
  ///
  /// Columns are sized by the cells that span one column; a spanning cell takes the width of
  /// the columns it spans (SwiftUI also widens those columns when the spanning cell needs more).
  nonisolated public func gridCellColumns(_ count: Int) -> some View {
    modifier(GridCellModifier { $0.columns = max(count, 1) })
  }

  /// Aligns every cell of this cell's column horizontally, as SwiftUI's
  /// `gridColumnAlignment(_:)`.
  nonisolated public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    modifier(GridCellModifier { $0.columnAlignment = guide })
  }

  /// Keeps the cell from sizing its column (`.horizontal`) or row (`.vertical`): it takes the
  /// size the other cells give, as SwiftUI's `gridCellUnsizedAxes(_:)`.
  nonisolated public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    modifier(GridCellModifier { $0.unsizedAxes = axes })
  }
}

// MARK: - GridCellOptions

/// How a view lays out as a cell of a `Grid` (the grid cell modifiers).
struct GridCellOptions: Sendable {
  /// How many columns the cell spans.
  var columns = 1
  /// The horizontal alignment of the cell's whole column, if the cell sets one.
  var columnAlignment: HorizontalAlignment?
  /// The axes along which the cell does not size its column or row.
  var unsizedAxes: Axis.Set = []
}

/// Sets the grid cell options of the view's node.
nonisolated struct GridCellModifier: TagModifier {
  let change: @Sendable (inout GridCellOptions) -> Void

  @MainActor func tag(_ tags: inout NodeTags, in context: ResolveContext) {
    change(&tags.gridCell)
  }
}
