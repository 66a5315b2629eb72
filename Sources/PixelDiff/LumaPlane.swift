// MARK: - LumaPlane

/// The luma of every pixel of one image, computed a row at a time on first use.
///
/// Anti-aliasing detection asks for the luma of each neighbour of each differing pixel, eight
/// or more times per pixel; computing each row once makes that a load. Created only when a
/// comparison meets a perceptual difference, and only rows around differences are filled.
/// Plain pointers rather than arrays keep reference counting and exclusivity checks out of
/// the per-pixel loop; the owner calls `deallocate()`.
struct LumaPlane {
  private let pixels: PackedPixels
  private let values: UnsafeMutableBufferPointer<Double>
  private let isReady: UnsafeMutableBufferPointer<Bool>

  init(_ pixels: PackedPixels) {
    self.pixels = pixels
    values = .allocate(capacity: pixels.width * pixels.height)
    isReady = .allocate(capacity: pixels.height)
    isReady.initialize(repeating: false)
  }

  /// Frees the plane; it must not be used afterwards.
  func deallocate() {
    values.deallocate()
    isReady.deallocate()
  }

  /// Fills rows `y - 1 ... y + 1` (clamped to the image) if not done yet.
  func prepareRows(around y: Int) {
    for row in max(y - 1, 0)...min(y + 1, pixels.height - 1) where !isReady[row] {
      let start = row * pixels.width
      for x in 0..<pixels.width {
        values[start + x] = YIQ.luma(PackedPixels.straight(pixels[x, row]))
      }
      isReady[row] = true
    }
  }

  /// The luma at `(x, y)`; its row must have been prepared.
  @inline(__always)
  subscript(x: Int, y: Int) -> Double { values[y * pixels.width + x] }
}
