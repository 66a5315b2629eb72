import DefinitionScanning

// Fuzz target `definition-scanner`: the scan that finds `ViewDefinition` types
// (`ConformanceScanner.conformingTypes`), which the build-tool plugin runs over every file in
// `Definitions/`.
//
// Any text must scan without trapping or hanging, and line endings must not matter: a checkout
// with CRLF line endings has to list the same definitions as one with LF.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let source = String(decoding: bytes, as: UTF8.self)
  let names = ConformanceScanner.conformingTypes(in: source, to: "ViewDefinition")
  var crlfBytes: [UInt8] = []
  crlfBytes.reserveCapacity(2 * size)
  for byte in bytes {
    if byte == 0x0A { crlfBytes.append(0x0D) }
    crlfBytes.append(byte)
  }
  let crlf = String(decoding: crlfBytes, as: UTF8.self)
  let crlfNames = ConformanceScanner.conformingTypes(in: crlf, to: "ViewDefinition")
  if crlfNames != names {
    fatalError("with LF line endings the scan finds \(names), with CRLF \(crlfNames)")
  }
  return 0
}
