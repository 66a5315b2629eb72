import Raster

// Fuzz target `svg-path`: SVG path data (`Path(svgPathData:)`).
//
// Any bytes must either parse or throw `SVGPathError`, never trap or hang; a parsed path must
// read back from its own `svgPathData` unchanged, the round trip that doc comment promises
// (for finite coordinates: SVG cannot write the others).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  guard let path = try? Path(svgPathData: text) else { return 0 }
  let isFinite = path.elements.allSatisfy { element in
    switch element {
    case .move(let p), .line(let p): p.x.isFinite && p.y.isFinite
    case .quadCurve(let p, let c): [p, c].allSatisfy { $0.x.isFinite && $0.y.isFinite }
    case .curve(let p, let c1, let c2):
      [p, c1, c2].allSatisfy { $0.x.isFinite && $0.y.isFinite }
    case .closeSubpath: true
    }
  }
  guard isFinite else { return 0 }
  let written = path.svgPathData
  do {
    let reread = try Path(svgPathData: written)
    if reread != path {
      fatalError("'\(text)' wrote '\(written)', which reads back differently")
    }
  } catch {
    fatalError("'\(text)' wrote '\(written)', which does not read back: \(error)")
  }
  return 0
}
