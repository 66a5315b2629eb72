// MARK: - CellClaims

/// What accumulation tells about the cells each edge crosses: `OverlapTracker`, or
/// `NoClaims` for a contour known not to overlap, so its loop is compiled with nothing to do.
protocol CellClaims {
  /// Moves to the chain of the edge from `a` to `b`.
  mutating func advance(from a: Point, to b: Point)
  /// Records that the current edge crosses cells `first...last` of `row` (cells start at
  /// `cells`).
  mutating func claim(row: Int, cells: Int, from first: Int, through last: Int)
}

/// Records nothing.
struct NoClaims: CellClaims {
  @inline(__always)
  mutating func advance(from a: Point, to b: Point) {}
  @inline(__always)
  mutating func claim(row: Int, cells: Int, from first: Int, through last: Int) {}
}
