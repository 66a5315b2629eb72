// MARK: - SwiftUI

// `import SwiftUI` on Linux: CatalogUI, with Foundation as Apple's SwiftUI brings it (and with it
// `cos`, `UUID`, `Date`, `DispatchQueue`, `TimeInterval`), so a component file written for
// SwiftUI compiles here with no edit, not even its import. `SwiftUI.View` and the other
// qualified names resolve to CatalogUI's declarations.
//
// Depend on this product on Linux only, so an iOS build of the same target uses Apple's
// framework: `.product(name: "SwiftUI", package: "catalog", condition: .when(platforms:
// [.linux]))`.

@_exported import CatalogUI
@_exported import Foundation
