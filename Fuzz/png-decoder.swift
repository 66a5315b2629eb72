import Foundation
import PNG
import Raster

// Fuzz target `png-decoder`: PNG bytes (`PNGDecoder.decodeWithText`, `PNGChunks`).
//
// Any bytes must either decode or throw `PNGError`. A decoded image must encode and decode back
// to the same pixels and text. The size limits are lowered to 512 px a side and 64 kilopixels so
// headers claiming large images fail fast; the default limits are tested in `PNGTests`. The C
// shim is built with FUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION, so chunk and zlib checksums are
// not checked and mutated bytes get past them into the decoder.

private let limits = PNGDecodingLimits(maxSide: 512, maxPixels: 65_536)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(bytes: data, count: size)
  // The chunk scan serves fingerprints, which read references without decoding them.
  if let chunks = PNGChunks.chunks(of: bytes) {
    _ = PNGChunks.text(forKeyword: "catalog-fingerprint", in: bytes, chunks: chunks)
    _ = PNGChunks.addingText("v2 0", keyword: "catalog-fingerprint", to: bytes)
  }
  guard let decoded = try? PNGDecoder.decodeWithText(bytes, name: "fuzz.png", limits: limits)
  else { return 0 }
  // Small images only: encoding tries several representations at zlib level 9.
  guard decoded.pixmap.width * decoded.pixmap.height <= 4096 else { return 0 }
  // Text chunks that libpng reads but will not write (a keyword with a character it refuses)
  // are another file's business: such an image must still re-encode without them.
  let text = (try? PNGEncoder.encode(decoded.pixmap, text: decoded.text)) == nil ? [] : decoded.text
  do {
    let encoded = try PNGEncoder.encode(decoded.pixmap, text: text)
    let again = try PNGDecoder.decodeWithText(encoded, name: "fuzz-again.png")
    if again.pixmap != decoded.pixmap { fatalError("re-encoding changed the pixels") }
    if again.text != text { fatalError("re-encoding changed the text chunks") }
  } catch {
    fatalError("a decoded image failed to re-encode: \(error)")
  }
  return 0
}
