/// CatalogUI: a SwiftUI-compatible declarative view layer that lays out and renders on Linux.
///
/// Design: a `View` value is resolved, with its environment, into a tree of layout nodes
/// (`Core/`). Resolution carries each view's identity (`State/ViewIdentity`: builder position,
/// `if` branch, view type, `.id`, `ForEach` ids) and links the view's dynamic properties
/// (`@State`, `@StateObject`, `@Environment`, `@ObservedObject` …, found by reflection once per
/// type) to the storage of that identity in the host's `StateGraph`, before `body` runs; storage
/// of identities that leave the tree is dropped. Layout follows SwiftUI's rules: the parent
/// proposes a size (`nil` meaning unspecified), the child chooses its size, the parent places
/// it; frames are rounded to the pixel grid at the display scale. A laid-out tree becomes a
/// `Raster.DisplayList` in device pixels, an accessibility tree, hit-test targets and a dump,
/// all explicit values; nodes describe themselves to these walkers (front-to-back children,
/// clipping, hiding, transforms, dump attributes) instead of being downcast. `ViewHost` is
/// live: any state change marks it stale and the next query or render resolves again from the
/// root, so every render is a pure function of the state. Controls and components get visual
/// variants through styles (`Styles/`): SwiftUI's style protocols and `ComponentStyle` share one
/// mechanism, `AnyStyle`: a style draws from the configuration a base view hands it, the
/// environment passes it down keyed by the configuration's type, and its dynamic properties are
/// linked where the styled view sits.
///
/// Costs: resolution and layout are linear in the number of views; a host keeps the text
/// layouts of its last two renders, so a render after a tap shapes only text that changed.
/// Queries run on one large-stack thread per call.
public enum CatalogUIModule {}
