import CatalogUI
import Raster
import Testing

// MARK: - Views

/// A modifier written as SwiftUI code is.
private struct Bordered: ViewModifier {
  func body(content: Content) -> some View {
    content.padding(4).border(Color.red)
  }
}

// MARK: - Tests

@Suite struct ModifiedContentTests {
  private static let size = ProposedViewSize(width: 120, height: 60)

  /// `modifier(_:)` returns SwiftUI's `ModifiedContent`, a view without a body of its own.
  @Test func aModifiedViewHasSwiftUIsShape() {
    let view: ModifiedContent<Text, Bordered> = Text("A").modifier(Bordered())
    #expect(type(of: view.content) == Text.self)
    #expect(ModifiedContent<Text, Bordered>.Body.self == Never.self)
  }

  /// A custom modifier draws exactly what the built-in modifiers in its body draw.
  @Test func aCustomModifierDrawsAsItsBody() {
    let custom = ViewHost(Text("A").modifier(Bordered()), proposal: Self.size)
    let direct = ViewHost(Text("A").padding(4).border(Color.red), proposal: Self.size)
    #expect(custom.render() == direct.render())
    #expect(
      custom.accessibilityElements.map(\.description)
        == direct.accessibilityElements.map(\.description))
  }

  /// Built-in modifiers compose in order: the outer padding wraps the inner frame.
  @Test func builtInModifiersApplyInOrder() {
    let host = ViewHost(
      Color.red.frame(width: 10, height: 10).padding(5).accessibilityLabel("Square"),
      proposal: Self.size)
    #expect(host.size == Size(width: 20, height: 20))
    #expect(host.accessibilityElements.map(\.label) == ["Square"])
  }
}
