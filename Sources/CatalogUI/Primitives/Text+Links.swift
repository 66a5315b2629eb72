import Foundation
import Raster

// MARK: - Text + links

extension Text {
  /// The destinations of the text's Markdown or `AttributedString` links, in reading order,
  /// each once.
  var links: [URL] {
    var seen = Set<URL>()
    return pieces.compactMap(\.link).filter { seen.insert($0).inserted }
  }

  /// Makes a text with links behave as SwiftUI's does: it carries the link trait (VoiceOver
  /// says "link"), activating the element (VoiceOver's double tap) opens its first link with
  /// the environment's `openURL`, and a tap opens the link under the finger alone, nothing
  /// elsewhere on the text (`find(link:)` finds one link to tap). Disabled, it opens nothing.
  @MainActor static func addLinkBehaviour(
    to node: TextNode, links: [URL], in context: ResolveContext
  ) {
    guard let first = links.first else { return }
    node.accessibility.traits.insert(.isLink)
    guard context.environment.isEnabled else {
      node.accessibility.traits.insert(.isNotEnabled)
      return
    }
    let openURL = context.environment.openURL
    node.tags.tapAction = context.acting { openURL(first) }
    for url in links {
      node.linkActions[url] = context.acting { openURL(url) }
    }
  }
}

// MARK: - TextLink

/// One link of a laid-out text: its words, its destination, and the boxes of its runs.
struct TextLink: Equatable {
  /// The link's words, as drawn.
  let label: String
  /// Where it leads.
  let url: URL
  /// The box of each of its runs (one per line it spans, or more around inline changes of
  /// direction), in the text's coordinates: from the run's left to its right edge, as tall as
  /// its line.
  let frames: [Rect]
}

extension TextNode {
  /// The text's links in reading order: each run of consecutive pieces with the same
  /// destination is one link, framed where its glyph runs were laid out.
  var textLinks: [TextLink] {
    guard let layout = placedLayout else { return [] }
    var links: [(label: String, url: URL, spans: Range<Int>)] = []
    for (index, piece) in pieces.enumerated() {
      guard let url = piece.link else { continue }
      if let last = links.last, last.url == url, last.spans.upperBound == index {
        links[links.count - 1].label += piece.content
        links[links.count - 1].spans = last.spans.lowerBound..<(index + 1)
      } else {
        links.append((piece.content, url, index..<(index + 1)))
      }
    }
    return links.map { link in
      let frames = layout.runPlacements.compactMap { placement -> Rect? in
        guard link.spans.contains(placement.span),
          let line = layout.lines.firstIndex(where: {
            abs($0.baseline - placement.baseline) < 1e-6
          })
        else { return nil }
        let box = layout.lines[line].frame
        return Rect(
          x: frame.minX + placement.minX, y: frame.minY + box.minY + lineShift(line),
          width: placement.maxX - placement.minX, height: box.height)
      }
      return TextLink(label: link.label, url: link.url, frames: frames)
    }
  }

  /// What a tap at `point` (the text's coordinates) runs: opening the link there, if any.
  func linkAction(at point: Point) -> (() -> Void)? {
    textLinks.first { $0.frames.contains { $0.contains(point) } }
      .flatMap { linkActions[$0.url] }
  }
}

// MARK: - AccessibilityElement + links

extension AccessibilityElement {
  /// The links VoiceOver's Links rotor lists in the element, in reading order: the words of each
  /// link of the texts it stands for. iOS reads a text with links as one element with the link
  /// trait, activating it opens its first link, and the rotor reaches each link on its own.
  @MainActor public var links: [String] {
    guard let node else { return [] }
    var found: [String] = []
    func visit(_ node: LayoutNode) {
      if let text = node as? TextNode { found += text.textLinks.map(\.label) }
      for child in node.accessibilityChildren { visit(child) }
    }
    visit(node)
    return found
  }
}
