import CatalogUI
import Testing

// A phase animator is shown at its first phase, where SwiftUI starts (and where a triggered
// animator comes back to); an empty sequence of phases is reported.

/// A dot that grows and fades in its second phase.
@MainActor private func dot(scale: Double, opacity: Double) -> some View {
  Circle().fill(.green).frame(width: 10, height: 10).scaleEffect(scale).opacity(opacity)
    .padding(4)
}

private struct PulsingDot: View {
  var body: some View {
    Circle().fill(.green).frame(width: 10, height: 10)
      .phaseAnimator([false, true]) { content, phase in
        content.scaleEffect(phase ? 1.3 : 1).opacity(phase ? 0.6 : 1)
      } animation: { _ in
        .easeInOut(duration: 0.8)
      }
      .padding(4)
  }
}

private struct TriggeredCount: View {
  @State private var taps = 0

  var body: some View {
    VStack {
      Text("Phase").phaseAnimator([3, 1, 2], trigger: taps) { content, phase in
        content.accessibilityLabel("Phase \(phase)")
      }
      Button("Tap") { taps += 1 }
    }
  }
}

@MainActor @Suite struct PhaseAnimatorTests {
  @Test func theModifierShowsTheFirstPhase() {
    let animated = ViewHost(PulsingDot())
    #expect(animated.render() == ViewHost(dot(scale: 1, opacity: 1)).render())
    #expect(animated.render() != ViewHost(dot(scale: 1.3, opacity: 0.6)).render())
    // The first phase is the sequence's first, not the smallest or the last.
    let reversed = ViewHost(
      Circle().fill(.green).frame(width: 10, height: 10)
        .phaseAnimator([true, false]) { content, phase in
          content.scaleEffect(phase ? 1.3 : 1).opacity(phase ? 0.6 : 1)
        }
        .padding(4))
    #expect(reversed.render() == ViewHost(dot(scale: 1.3, opacity: 0.6)).render())
    #expect(animated.diagnostics.isEmpty)
  }

  @Test func aTriggeredAnimatorShowsTheFirstPhaseBeforeAndAfterItsTrigger() throws {
    let host = ViewHost(TriggeredCount())
    #expect(host.accessibilityElements.map(\.label) == ["Phase 3", "Tap"])
    try host.find(button: "Tap").tap()
    #expect(host.accessibilityElements.map(\.label) == ["Phase 3", "Tap"])
  }

  @Test func theContainerShowsTheFirstPhase() {
    let host = ViewHost(
      PhaseAnimator(["Loading", "Loading.", "Loading.."]) { phase in Text(phase) })
    #expect(host.accessibilityElements.map(\.label) == ["Loading"])
    let triggered = ViewHost(
      PhaseAnimator([2, 4], trigger: 0) { phase in
        Text("\(phase)")
      } animation: { _ in
        nil
      })
    #expect(triggered.accessibilityElements.map(\.label) == ["2"])
  }

  @Test func noPhasesDrawNothingAndAreReported() {
    let host = ViewHost(
      HStack(spacing: 0) {
        Color.red.frame(width: 10, height: 10)
        Color.blue.frame(width: 10, height: 10).phaseAnimator([Int]()) { content, phase in
          content.offset(x: Double(phase))
        }
      })
    #expect(host.size == CGSize(width: 10, height: 10))
    #expect(
      host.diagnostics == [
        "PhaseAnimator of Int: the sequence of phases is empty, so nothing is drawn; give at "
          + "least one phase"
      ])
  }
}
