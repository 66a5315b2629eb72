// MARK: - StyleBody

/// Computes a style's body as a view whose dynamic properties are the style's own, so a
/// `ButtonStyle` or `ToggleStyle` may read `@Environment(\.isEnabled)` as in SwiftUI.
struct StyleBody<Style, Body: View>: View, @MainActor CustomReflectable {
  let style: Style
  let makeBody: () -> Body

  var body: Body { makeBody() }

  // Linking reflects the view; reflecting the style instead links its properties, which the
  // copy captured by `makeBody` shares (they keep their storage in references).
  var customMirror: Mirror { Mirror(reflecting: style) }
}
