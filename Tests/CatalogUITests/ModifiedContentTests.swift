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

@MainActor @Suite struct ModifiedContentTests {
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
    #expect(host.size == CGSize(width: 20, height: 20))
    #expect(host.accessibilityElements.map(\.label) == ["Square"])
  }
}

// MARK: - Stack axis

@MainActor @Suite struct StackAxisThroughModifiersTests {
  /// A spacer inside a modifier still grows only along its stack, as in SwiftUI.
  @Test func aModifiedSpacerGrowsAlongItsStack() {
    let host = ViewHost(
      HStack(spacing: 0) {
        Text("A")
        Spacer().padding(0).id("spacer")
      },
      proposal: ProposedViewSize(width: 200, height: 100))
    let text = ViewHost(Text("A"), proposal: .unspecified).size
    #expect(host.size == CGSize(width: 200, height: text.height))
    #expect(host.frame(of: "spacer")?.height == 0)
  }

  /// A divider inside a modifier lies across its stack: vertical in an `HStack`, as tall as
  /// the stack is offered.
  @Test func aModifiedDividerLiesAcrossItsStack() {
    let host = ViewHost(
      HStack(spacing: 0) {
        Color.red.frame(width: 10, height: 40)
        Divider().padding(.horizontal, 4).id("divider")
      },
      proposal: ProposedViewSize(width: 200, height: 100))
    #expect(host.frame(of: "divider")?.width == 8.5)
    #expect(host.frame(of: "divider")?.height == 100)
  }

  /// A spacer in a stack's overlay is not in the stack: it grows both ways.
  @Test func aSpacerInAnOverlayIsOutsideTheStack() {
    let host = ViewHost(
      HStack(spacing: 0) {
        Color.red.frame(width: 10, height: 40).overlay { Spacer().id("spacer") }
      },
      proposal: ProposedViewSize(width: 200, height: 100))
    #expect(host.frame(of: "spacer")?.size == CGSize(width: 10, height: 40))
  }
}
