// MARK: - Coverage masks

extension CoverageRasterizer {
  /// The coverage of `path` inside `bounds` as a mask over the covered box, or `nil` when
  /// nothing is covered. Runs are written straight into the mask at the coordinates the
  /// rasterizer reports, so the mask does not depend on how it walks the box.
  func mask(of path: Path, transform: Transform, rule: FillRule,
            bounds: (x: Int, y: Int, width: Int, height: Int)) -> Mask? {
    var bytes: [UInt8] = []
    var area = Span(x: 0, y: 0, width: 0, height: 0)
    let span = rasterizeRuns(
      path, transform: transform, rule: rule, clip: bounds,
      start: { covered in
        area = covered
        bytes = [UInt8](repeating: 0, count: covered.width * covered.height)
      }
    ) { run in
      bytes.withUnsafeMutableBufferPointer { out in
        let base = (run.y - area.y) * area.width + (run.x - area.x)
        if let coverage = run.coverage {
          for i in 0..<run.count { out[base + i] = coverage[i] }
        } else {
          for i in 0..<run.count { out[base + i] = run.alpha }
        }
      }
    }
    guard let span else { return nil }
    return Mask(width: span.width, height: span.height, originX: span.x, originY: span.y,
                data: bytes)
  }
}
