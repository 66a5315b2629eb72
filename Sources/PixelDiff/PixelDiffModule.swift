/// PixelDiff: compares two pixel buffers exactly or perceptually and draws diff images.
///
/// Design: exact mode compares bytes (a single memcmp when the buffers are equal, the common
/// case in CI). Perceptual mode follows mapbox/pixelmatch: colours are blended over white,
/// differences are measured in YIQ space against `threshold`, and differing pixels that look
/// like anti-aliasing can be ignored. Both compare the straight (PNG) colours.
///
/// Costs: one pass over the pixels; the diff image is allocated only when asked for.
public enum PixelDiffModule {}
