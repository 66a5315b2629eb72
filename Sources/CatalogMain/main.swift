import CatalogCommand
import Definitions

CatalogCommand.main(definitions: DiscoveredDefinitions.all)
