import Foundation
import PreviewExpansion

// The compiler plugin behind `#Preview` and `@Previewable`, without `swift-syntax`: it speaks
// the compiler's plugin message protocol itself (each message is a little-endian UInt64 byte
// count and that many bytes of JSON, on standard input and output) and answers protocol
// version 1, which every compiler since Swift 5.9 accepts.
//
// `#Preview` expands to the declaration `PreviewExpansion` writes; `@Previewable` expands to
// nothing (`#Preview` moves the declarations it marks into the preview's view); `@Entry`
// expands to a key subscript's accessors and the key type (`EntryExpansion`).

/// Reads exactly `count` bytes from standard input; nil at the end of input.
func readBytes(_ count: Int) -> Data? {
  var data = Data(count: count)
  var filled = 0
  while filled < count {
    let read = data.withUnsafeMutableBytes { buffer in
      Foundation.read(0, buffer.baseAddress! + filled, count - filled)
    }
    if read < 0, errno == EINTR { continue }
    if read <= 0 { return nil }
    filled += read
  }
  return data
}

/// Writes one message to standard output.
func send(_ message: [String: Any]) {
  guard let body = try? JSONSerialization.data(withJSONObject: message, options: [.sortedKeys])
  else { return }
  var size = UInt64(body.count).littleEndian
  var out = withUnsafeBytes(of: &size) { Data($0) }
  out.append(body)
  out.withUnsafeBytes { buffer in
    var written = 0
    while written < buffer.count {
      let result = write(1, buffer.baseAddress! + written, buffer.count - written)
      if result < 0, errno == EINTR { continue }
      if result <= 0 { exit(1) }
      written += result
    }
  }
}

/// A diagnostic at the start of the macro's text.
func diagnostic(_ message: String, location: [String: Any]?) -> [String: Any] {
  let position: [String: Any] = [
    "fileName": location?["fileName"] as? String ?? "", "offset": location?["offset"] as? Int ?? 0,
  ]
  return [
    "message": message, "severity": "error", "position": position, "highlights": [],
    "notes": [], "fixIts": [],
  ]
}

/// The answer to one `expandFreestandingMacro` request.
func expandFreestanding(_ request: [String: Any]) -> [String: Any] {
  let syntax = request["syntax"] as? [String: Any] ?? [:]
  let location = syntax["location"] as? [String: Any]
  let source = syntax["source"] as? String ?? ""
  let discriminator = request["discriminator"] as? String ?? ""
  do {
    let expansion = try PreviewExpansion.parse(source, line: location?["line"] as? Int ?? 1)
    // A unique macro name, as the compiler's own plugins form it: the discriminator, the
    // length-prefixed name and `fMu_`.
    let marker = "CatalogPreview"
    let uniqueName = "\(discriminator)\(marker.count)\(marker)fMu_"
    let fileID = location?["fileID"] as? String ?? ""
    return [
      "expandFreestandingMacroResult": [
        "expandedSource": expansion.declaration(uniqueName: uniqueName, fileID: fileID),
        "diagnostics": [],
      ]
    ]
  } catch {
    return [
      "expandFreestandingMacroResult": [
        "diagnostics": [diagnostic(error.description, location: location)]
      ]
    ]
  }
}

/// The answer to one `expandAttachedMacro` request: `@Entry`'s accessors and key type;
/// nothing for `@Previewable` (`#Preview` moves what it marks).
func expandAttached(_ request: [String: Any]) -> [String: Any] {
  let macro = request["macro"] as? [String: Any] ?? [:]
  guard macro["typeName"] as? String == "EntryMacro" else {
    return ["expandAttachedMacroResult": ["expandedSources": [], "diagnostics": []]]
  }
  let declaration = request["declSyntax"] as? [String: Any] ?? [:]
  let location = declaration["location"] as? [String: Any]
  do {
    let entry = try EntryExpansion.parse(declaration["source"] as? String ?? "")
    let source =
      request["macroRole"] as? String == "accessor"
      ? entry.accessors : entry.keyDeclaration(keyProtocol: "CatalogUI.EnvironmentKey")
    return ["expandAttachedMacroResult": ["expandedSources": [source], "diagnostics": []]]
  } catch {
    return [
      "expandAttachedMacroResult": [
        "diagnostics": [diagnostic(error.description, location: location)]
      ]
    ]
  }
}

while let header = readBytes(8) {
  let size = header.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }.littleEndian
  guard size < 1 << 30, let body = readBytes(Int(size)),
    let message = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
  else { exit(1) }
  if message["getCapability"] != nil {
    send(["getCapabilityResult": ["capability": ["protocolVersion": 1]]])
  } else if let request = message["expandFreestandingMacro"] as? [String: Any] {
    send(expandFreestanding(request))
  } else if let request = message["expandAttachedMacro"] as? [String: Any] {
    send(expandAttached(request))
  } else {
    // A request this protocol version does not have: answer with an error the compiler shows.
    send([
      "expandFreestandingMacroResult": [
        "diagnostics": [
          diagnostic("the #Preview plugin does not understand this request", location: nil)
        ]
      ]
    ])
  }
}
