/// PNG: deterministic encoding and strict, safe decoding of PNG files over libpng.
///
/// Design: every libpng call sits in the C target `CPNGShim`, which turns libpng's longjmp
/// errors into status codes, so no longjmp crosses a Swift frame. Decoding checks the header
/// against `PNGDecodingLimits` before allocating pixel memory and yields the project's
/// premultiplied `Pixmap`. Encoding picks the smallest exact representation (palette, grey,
/// RGB, RGBA) and writes no time or host data, so the same pixels always give the same bytes.
///
/// Costs: decoding allocates the straight RGBA image once plus the `Pixmap`; encoding analyses
/// the pixels once and compresses up to four candidates at zlib level 9 (filter none and
/// adaptive, zlib's default and filtered strategies) to stay within a few per cent of
/// `optipng -o2`; that is about 0.5 s of CPU a megapixel for a truecolour screen and 46 ms
/// for an average shipped snapshot (`BENCHMARKS.md`).
public enum PNGModule {}
