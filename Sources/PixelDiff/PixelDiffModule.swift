/// PixelDiff: compares two pixel buffers exactly or perceptually and draws diff images.
///
/// Design: both modes work on the stored premultiplied pixels as `UInt32`s, skip equal rows with
/// memcmp and compute straight colours only for pixels that differ (equality is the same in
/// both encodings). Perceptual mode follows mapbox/pixelmatch: colours are blended over white,
/// differences are measured in YIQ space against `threshold`, and differing pixels that look
/// like anti-aliasing can be ignored; the luma of rows around such pixels is computed once.
///
/// Costs: equal images cost one memcmp; otherwise one pass over the differing rows, plus, in
/// perceptual mode with anti-aliasing detection, a luma plane of 8 bytes a pixel for each image
/// (allocated only when needed, filled only around differences). The diff image is allocated
/// only when asked for.
public enum PixelDiffModule {}
