import CatalogUI
import Foundation
import Testing

// `visualEffect` gives its closure the view's real geometry and draws the effects it returns
// as the view modifiers of the same names, without changing layout; `onGeometryChange` hands
// its action a value made of the same geometry, after layout.

/// The frames a `visualEffect` closure was given, in order (the closure is `@Sendable`).
private final class ProxyLog: @unchecked Sendable {
  private let lock = NSLock()
  private var entries: [[CGRect]] = []

  func append(_ frames: [CGRect]) { lock.withLock { entries.append(frames) } }
  var last: [CGRect]? { lock.withLock { entries.last } }
}

/// A red bar below a 30-point blue one, moved by its own global position, inside a named
/// space with 5 points of padding.
@MainActor private func bar(log: ProxyLog? = nil) -> some View {
  VStack(spacing: 0) {
    Color.blue.frame(width: 20, height: 30)
    Color.red.frame(width: 20, height: 10)
      .visualEffect { content, proxy in
        log?.append([
          proxy.frame(in: .local), proxy.frame(in: .global), proxy.frame(in: .named("card")),
        ])
        return content.offset(x: proxy.frame(in: .global).minY, y: proxy.size.width)
      }
  }
  .padding(5)
  .coordinateSpace(.named("card"))
  .padding(.leading, 7)
}

/// The same bar moved by the numbers the closure should compute: (35, 20).
@MainActor private func barMovedByHand() -> some View {
  VStack(spacing: 0) {
    Color.blue.frame(width: 20, height: 30)
    Color.red.frame(width: 20, height: 10).offset(x: 35, y: 20)
  }
  .padding(5)
  .padding(.leading, 7)
}

private struct MeasuredHeader: View {
  @State private var height: CGFloat = 0
  @State private var changes: [String] = []

  var body: some View {
    VStack(spacing: 0) {
      Color.orange.frame(height: 120)
        .onGeometryChange(for: CGFloat.self) { proxy in
          proxy.size.height
        } action: { newValue in
          height = newValue
        }
        .onGeometryChange(for: CGRect.self) { proxy in
          proxy.frame(in: .global)
        } action: { old, new in
          changes.append("\(Int(old.minY))→\(Int(new.minY))")
        }
      Text("\(Int(height)) tall")
      Text(changes.joined(separator: ", "))
    }
    .frame(width: 100)
  }
}

@MainActor @Suite struct VisualEffectTests {
  @Test func theClosureGetsTheViewsFrameInEachSpace() throws {
    let log = ProxyLog()
    _ = ViewHost(bar(log: log)).render()
    let frames = try #require(log.last)
    #expect(
      frames == [
        CGRect(x: 0, y: 0, width: 20, height: 10),
        CGRect(x: 12, y: 35, width: 20, height: 10),
        CGRect(x: 5, y: 35, width: 20, height: 10),
      ])
  }

  @Test func theEffectsDrawAsTheViewModifiersWithoutChangingLayout() {
    let effected = ViewHost(bar())
    #expect(effected.render() == ViewHost(barMovedByHand()).render())
    #expect(
      effected.dump() == """
        Padding (0, 0, 37×50) padding: 0 7 0 0
          CoordinateSpace("card") (7, 0, 30×50)
            Padding (7, 0, 30×50) padding: 5
              VStack (12, 5, 20×40) spacing: 0
                Frame (12, 5, 20×30) width: 20, height: 30
                  Color(#007AFFFF) (12, 5, 20×30)
                VisualEffect (12, 35, 20×10)
                  Transform (12, 35, 20×10)
                    Frame (12, 35, 20×10) width: 20, height: 10
                      Color(#FF3B30FF) (12, 35, 20×10)
        """)
    #expect(effected.diagnostics.isEmpty)
  }

  @Test func effectsApplyInOrder() {
    let effected = ViewHost(
      Color.red.frame(width: 10, height: 10)
        .visualEffect { content, proxy in
          content.scaleEffect(2, anchor: .topLeading).offset(x: proxy.size.width).opacity(0.5)
        }
        .padding(20))
    let byHand = ViewHost(
      Color.red.frame(width: 10, height: 10)
        .scaleEffect(2, anchor: .topLeading).offset(x: 10).opacity(0.5)
        .padding(20))
    #expect(effected.render() == byHand.render())
  }

  @Test func onGeometryChangeActsAfterTheFirstLayoutAndOnChanges() {
    let host = ViewHost(MeasuredHeader())
    #expect(host.accessibilityElements.map(\.label) == ["120 tall", "0→0"])
    // Centred in a 300-point window, the header starts 69 points down: one change.
    host.layout(centredIn: CGSize(width: 200, height: 300))
    #expect(host.accessibilityElements.map(\.label) == ["120 tall", "0→0, 0→69"])
    #expect(host.diagnostics.isEmpty)
  }
}
