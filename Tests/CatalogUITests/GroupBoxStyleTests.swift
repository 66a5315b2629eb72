import CatalogUI
import Testing

// A `GroupBoxStyle` draws every group box inside the view it is set on, from the box's label
// and content; without one the box keeps iOS's panel.

/// The label in red over the content, in a blue border.
private struct BorderedGroupBoxStyle: GroupBoxStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 4) {
      configuration.label.foregroundStyle(.red)
      configuration.content
    }
    .padding(6)
    .border(Color.blue)
  }
}

/// The content alone, then the label: a style may order and drop what it is given.
private struct ContentFirstGroupBoxStyle: GroupBoxStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 10) {
      configuration.content
      configuration.label
    }
  }
}

private struct UsageBox: View {
  var body: some View {
    GroupBox {
      Text("12 GB of 64 GB").id("content")
    } label: {
      Text("Storage").id("label")
    }
  }
}

@MainActor @Suite struct GroupBoxStyleTests {
  @Test func aCustomStyleDrawsItsBodyFromTheLabelAndContent() throws {
    let styled = ViewHost(UsageBox().groupBoxStyle(BorderedGroupBoxStyle()))
    let handWritten = ViewHost(
      VStack(alignment: .leading, spacing: 4) {
        Text("Storage").foregroundStyle(.red)
        Text("12 GB of 64 GB")
      }
      .padding(6)
      .border(Color.blue))
    #expect(styled.render() == handWritten.render())
    #expect(styled.render() != ViewHost(UsageBox()).render())
    // The label and content are the box's own views, with their identifiers.
    #expect(try styled.find(id: "label").frame.origin == CGPoint(x: 6, y: 6))
    #expect(try styled.find(id: "content").label == "12 GB of 64 GB")
  }

  @Test func theStyleDecidesWhereTheLabelAndContentGo() throws {
    let host = ViewHost(UsageBox().groupBoxStyle(ContentFirstGroupBoxStyle()))
    let content = try host.find(id: "content").frame
    let label = try host.find(id: "label").frame
    #expect(content.minX == 0)
    #expect((label.minX - content.maxX - 10).magnitude < 0.001)
    // Whatever the style, the box is one container of what the style shows, in its order.
    #expect(host.accessibilityElements.count == 1)
    #expect(
      host.accessibilityElements.first?.children.map(\.label) == ["12 GB of 64 GB", "Storage"])
  }

  @Test func theAutomaticStyleIsTheDefaultPanel() {
    let plain = ViewHost(UsageBox(), proposal: .init(width: 240, height: nil))
    let automatic = ViewHost(
      UsageBox().groupBoxStyle(.automatic), proposal: .init(width: 240, height: nil))
    let explicit = ViewHost(
      UsageBox().groupBoxStyle(DefaultGroupBoxStyle()), proposal: .init(width: 240, height: nil))
    #expect(automatic.render() == plain.render())
    #expect(explicit.dump() == plain.dump())
  }

  @Test func theInnermostStyleWins() {
    let nested = ViewHost(
      UsageBox().groupBoxStyle(BorderedGroupBoxStyle()).groupBoxStyle(
        ContentFirstGroupBoxStyle()))
    let inner = ViewHost(UsageBox().groupBoxStyle(BorderedGroupBoxStyle()))
    #expect(nested.render() == inner.render())
  }
}
