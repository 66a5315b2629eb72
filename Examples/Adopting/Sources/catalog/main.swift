import CatalogCommand
import PriceKitDefinitions

CatalogCommand.main(definitions: DiscoveredDefinitions.all)
