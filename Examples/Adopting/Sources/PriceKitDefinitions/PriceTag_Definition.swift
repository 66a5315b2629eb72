import Catalog
import CatalogUI
import PriceKit

/// The price tag in both styles, short and long amounts.
enum PriceTag_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    PriceTag("$120").named("Plain")
    PriceTag("$1,250", per: "week").named("Plain long")
    PriceTag("$120").priceTagStyle(.pill).named("Pill")
    PriceTag("$1,250", per: "week").priceTagStyle(.pill).named("Pill long")
  }

  static var snapshotSettings: SnapshotSettings {
    var settings = SnapshotSettings()
    settings.layout = .sizeThatFits
    return settings
  }
}
