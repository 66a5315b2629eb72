/// Raster: pixel buffers, geometry, paths, scan conversion, paints, compositing and blur.
///
/// Design: geometry (`Geometry/`) is kept apart from pixels (`Pixels/`) and from the pipeline
/// that turns one into the other. Coverage is exact-area (signed-area accumulation), never
/// supersampled. Pixels are premultiplied RGBA8 in sRGB and blending happens on the encoded
/// values, as CoreGraphics, Skia and browsers do by default. Drawing never throws: degenerate
/// or non-finite geometry draws nothing, coordinates beyond ±1e6 device pixels are clamped,
/// a curve whose control points are too far apart to measure gets one segment, and a dash
/// pattern that would repeat more than 100,000 times along one subpath strokes it solid.
/// Numbers from input become integers through `init(_:rounding:clampedTo:)`, which never
/// traps. Floating point that feeds pixels runs in a fixed order, so the same input gives the
/// same bytes on every run and from any thread.
///
/// Costs: a `Pixmap` owns `width * height * 4` bytes, at most `Pixmap.maxPixelCount` pixels;
/// everything else is proportional to the geometry drawn, within limits that keep a drawing
/// inside a 4 GB address space: a path or stroke that flattens to more than
/// `PolygonSet.pointLimit` points draws nothing, layers and clips hold at most
/// `Painter.layerAndClipByteLimit` together (what is drawn inside one past it is dropped), and a
/// blur whose grown mask would pass the pixmap limits is narrowed to fit.
public enum RasterModule {}
