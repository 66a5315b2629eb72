// MARK: - Coverage masks

extension CoverageRasterizer {
  /// The coverage of `path` inside `bounds` as a mask over the covered box, or `nil` when
  /// nothing is covered. Rows are resolved straight into the mask, with the same sums as the
  /// runs `rasterizeRuns` hands out.
  func mask(
    of path: Path, transform: Transform, rule: FillRule,
    bounds: (x: Int, y: Int, width: Int, height: Int)
  ) -> Mask? {
    var bytes: [UInt8] = []
    let span = accumulateAreas(path, transform: transform, rule: rule, clip: bounds) { box, rows in
      bytes = [UInt8](repeating: 0, count: box.width * box.height)
      bytes.withUnsafeMutableBufferPointer { out in
        guard let base = out.baseAddress else { return }
        @inline(__always)
        func resolveAll<Fold: CoverageFold>(_ fold: Fold.Type) {
          rows.forEach { j, cells, lo, hi in
            resolveRow(
              cells, from: lo, through: hi, width: box.width, fold: fold,
              into: base + j * box.width)
          }
        }
        switch rule {
        case .nonZero: resolveAll(NonZeroFold.self)
        case .evenOdd: resolveAll(EvenOddFold.self)
        }
      }
    }
    guard let span else { return nil }
    return Mask(
      width: span.width, height: span.height, originX: span.x, originY: span.y,
      data: bytes)
  }
}
