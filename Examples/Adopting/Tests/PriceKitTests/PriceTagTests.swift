import CatalogTesting
import CatalogUI
import PriceKit
import Testing

/// The price tag's snapshots in a test, beside the catalog's own; on the main actor, where views
/// live, as in SwiftUI.
@MainActor @Suite struct PriceTagTests {
  @Test func plainAndPill() {
    assertSnapshot(of: PriceTag("$120"), named: "plain")
    assertSnapshot(of: PriceTag("$120").priceTagStyle(.pill), named: "pill")
  }

  @Test func bothStylesReadTheSameToVoiceOver() {
    let plain = ViewHost(PriceTag("$120")).accessibilityElements.map(\.label)
    let pill = ViewHost(PriceTag("$120").priceTagStyle(.pill)).accessibilityElements.map(\.label)
    #expect(plain == ["$120 per night"])
    #expect(pill == plain)
  }
}
