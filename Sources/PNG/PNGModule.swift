/// PNG: deterministic encoding and strict, safe decoding of PNG files over libpng.
///
/// Design: every libpng call sits in the C target `CPNGShim`, which turns libpng's longjmp
/// errors into status codes, so no longjmp crosses a Swift frame. Decoding checks the header
/// against `PNGDecodingLimits` before allocating pixel memory and yields the project's
/// premultiplied `Pixmap`. Encoding picks the smallest exact representation (palette, grey,
/// RGB, RGBA) and writes no time or host data, so the same pixels always give the same bytes.
///
/// Costs: decoding allocates the straight RGBA image once plus the `Pixmap`; encoding analyses
/// the pixels once, ranks filter none against adaptive filtering at zlib level 3 and
/// compresses the winner at level 9 with two strategies, to stay within a few per cent of
/// `optipng -o2`: about 0.2 s of CPU a megapixel for a truecolour screen and 21 ms for an
/// average shipped snapshot (`BENCHMARKS.md`).
public enum PNGModule {}
