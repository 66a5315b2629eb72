import Foundation

// MARK: - Text + links

extension Text {
  /// The destinations of the text's Markdown or `AttributedString` links, in reading order,
  /// each once.
  var links: [URL] {
    var seen = Set<URL>()
    return pieces.compactMap(\.link).filter { seen.insert($0).inserted }
  }

  /// Makes a text with links behave as SwiftUI's does: it carries the link trait (VoiceOver
  /// says "link"), and a tap on it calls the environment's `openURL` with its first link, as
  /// activating the element with VoiceOver does. Disabled, it opens nothing.
  ///
  /// SwiftUI opens the link under the finger; a behavioural test taps an element at its
  /// centre, so the catalog opens the first link wherever the text is tapped. With several
  /// links, reach the others with `OpenURLAction` in your own code: they cannot be tapped one
  /// by one here.
  @MainActor static func addLinkBehaviour(
    to node: LayoutNode, links: [URL], in context: ResolveContext
  ) {
    guard let first = links.first else { return }
    node.accessibility.traits.insert(.isLink)
    guard context.environment.isEnabled else {
      node.accessibility.traits.insert(.isNotEnabled)
      return
    }
    let openURL = context.environment.openURL
    node.tags.tapAction = context.acting { openURL(first) }
  }
}
