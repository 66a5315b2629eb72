import CatalogUI
import Foundation
import Testing
import TextEngine

/// Hosts share their text layouts through one cache per process; a font registered later must
/// still change the text laid out after it.
@MainActor @Suite struct SharedTextLayoutTests {
  private func width(_ family: String) -> String {
    let host = ViewHost(
      Text("Wide glyphs").font(.custom(family, size: 20)).fixedSize(),
      proposal: ProposedViewSize(width: 400, height: nil))
    return host.dump().split(separator: "\n").first.map(String.init) ?? ""
  }

  @Test func aFamilyRegisteredAgainChangesTheLayoutOfTheNextHost() throws {
    let files = FontRegistry.shared.fileURLs
    let inter = try #require(files.first { $0.lastPathComponent == "Inter-Regular.otf" })
    let mono = try #require(files.first { $0.lastPathComponent == "DejaVuSansMono.ttf" })
    let family = "SharedLayoutProbe-\(UUID().uuidString)"
    try FontRegistry.shared.register(fileAt: inter, family: family)
    let proportional = width(family)
    // The same text again comes from the shared cache, and is the same.
    #expect(width(family) == proportional)
    try FontRegistry.shared.register(fileAt: mono, family: family)
    let monospaced = width(family)
    // DejaVu Sans Mono: 11 advances of 0.602 em at 20 pt.
    #expect(monospaced == "FixedSize (0, 0, 132.5×23.5)")
    #expect(proportional != monospaced)
  }
}
