import CatalogUI
import Raster
import Testing

private struct Switch: View {
  @State private var isOn = false
  var body: some View {
    ZStack(alignment: .leading) {
      Capsule().fill(isOn ? Color.green : Color.gray).frame(width: 60, height: 30)
      Circle().fill(Color.white).frame(width: 26, height: 26).padding(2)
        .offset(x: isOn ? 30 : 0)
        .animation(.linear(duration: 0.2), value: isOn)
    }
    .onTapGesture { isOn.toggle() }
    .accessibilityElement()
    .accessibilityLabel("Switch")
    .accessibilityAddTraits(.isButton)
  }
}

private struct Expander: View {
  @Namespace private var space
  @State private var isOpen = false
  var body: some View {
    ZStack(alignment: .topLeading) {
      if isOpen {
        Color.blue.frame(width: 100, height: 80).matchedGeometryEffect(id: "card", in: space)
          .offset(x: 20, y: 40)
      } else {
        Color.blue.frame(width: 40, height: 20).matchedGeometryEffect(id: "card", in: space)
      }
      if isOpen {
        Text("Details").transition(.move(edge: .bottom)).offset(y: 150)
      }
      Button("Toggle") { withAnimation { isOpen.toggle() } }.offset(y: 180)
    }
    .frame(width: 200, height: 220, alignment: .topLeading)
  }
}

private struct Banner: View {
  let transition: AnyTransition
  @State private var isShown = true
  var body: some View {
    VStack(spacing: 0) {
      if isShown {
        Color.orange.frame(width: 100, height: 20).transition(transition)
      }
      Button("Dismiss") { withAnimation { isShown = false } }
    }
    .frame(width: 200, height: 60, alignment: .top)
  }
}

/// Changes made under `ViewHost.animate` move as SwiftUI's animations do, frame by frame.
@MainActor @Suite struct AnimatedChangeTests {
  @Test func aKnobWithAnAnimationIsHalfwayHalfwayThroughItsLinearCurve() throws {
    let host = ViewHost(Switch())
    let change = try host.animate(.linear(duration: 0.2)) {
      try host.find(button: "Switch").tap()
    }
    #expect(change.duration == 0.2)
    let knob = try #require(change.compositingOrder.first { $0.name.hasPrefix("view ") })
    // The animated view is the padded knob: 30 pt wide, moving 30 pt.
    #expect(change.state(of: knob, at: 0)?.frame == CGRect(x: 0, y: 0, width: 30, height: 30))
    #expect(change.state(of: knob, at: 0.1)?.frame.minX == 15)
    #expect(change.state(of: knob, at: 0.2)?.frame.minX == 30)
    #expect(change.frame(at: 0) == ViewHost(Switch()).render())
    #expect(change.frame(at: 0.2) == host.render())
  }

  @Test func matchedViewsMoveBetweenTheirFramesAndInsertedOnesPlayTheirTransition() throws {
    let host = ViewHost(Expander())
    let change = try host.animate(.linear(duration: 0.4)) {
      try host.find(button: "Toggle").tap()
    }
    let card = try #require(change.compositingOrder.first { $0.name.hasPrefix("matched") })
    #expect(change.state(of: card, at: 0)?.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(change.state(of: card, at: 0.2)?.frame == CGRect(x: 10, y: 20, width: 70, height: 50))
    let details = try #require(change.compositingOrder.first { $0.name.hasPrefix("view") })
    #expect(change.state(of: details, at: 0)?.frame.minY == 220)
    #expect(change.state(of: details, at: 0.4)?.frame.minY == 150)
  }

  @Test func aSlideLeavesByTheTrailingEdgeAndAPushByTheOneOppositeItsOwn() throws {
    // Apple: `.slide` removes "by moving out towards the trailing edge"; `push(from:)` removes
    // "by moving it out towards the opposite edge".
    func leaving(_ transition: AnyTransition) throws -> CGRect? {
      let host = ViewHost(Banner(transition: transition))
      let change = try host.animate(.linear(duration: 0.2)) {
        try host.find(button: "Dismiss").tap()
      }
      let banner = try #require(change.compositingOrder.first { $0.name.hasPrefix("view ") })
      return change.state(of: banner, at: 0.2)?.frame
    }
    #expect(try leaving(.slide) == CGRect(x: 200, y: 0, width: 100, height: 20))
    #expect(try leaving(.push(from: .leading)) == CGRect(x: 200, y: 0, width: 100, height: 20))
    #expect(try leaving(.move(edge: .leading)) == CGRect(x: -100, y: 0, width: 100, height: 20))
    #expect(
      try leaving(.asymmetric(insertion: .opacity, removal: .move(edge: .top)))
        == CGRect(x: 50, y: -20, width: 100, height: 20))
  }

  @Test func aChangeThatChangesNothingKeepsEachViewInPlace() throws {
    let host = ViewHost(Text("A").padding(4))
    let change = try host.animate(.easeIn(duration: 0.3)) {}
    // The text is matched by its identity: one view, on both sides of the change.
    #expect(change.compositingOrder.map(\.name) == ["drawn ModifiedContent<Text, PaddingModifier>"])
    #expect(change.frame(at: 0.15) == host.render())
  }
}

/// What a transition does to the dismissed banner halfway through a 0.2 s linear removal.
@MainActor private func leavingHalfway(_ transition: AnyTransition) throws -> (CGRect?, Double?) {
  let host = ViewHost(Banner(transition: transition))
  let change = try host.animate(.linear(duration: 0.2)) {
    try host.find(button: "Dismiss").tap()
  }
  let banner = try #require(change.compositingOrder.first { $0.name.hasPrefix("view ") })
  let state = change.state(of: banner, at: 0.1)
  return (state?.frame, state?.opacity)
}

/// Transitions apply SwiftUI's modifiers: each moves, scales or fades as Apple documents it.
@MainActor @Suite struct TransitionEffectTests {
  @Test func aCombinedTransitionAppliesBothOfItsTransitions() throws {
    // Apple: combined(with:) is "the result of both transitions being applied".
    let (frame, opacity) = try leavingHalfway(.move(edge: .bottom).combined(with: .opacity))
    #expect(frame == CGRect(x: 50, y: 30, width: 100, height: 20))
    #expect(opacity == 0.5)
    let (faded, fadedOpacity) = try leavingHalfway(.opacity.combined(with: .move(edge: .leading)))
    #expect(faded == CGRect(x: -25, y: 0, width: 100, height: 20))
    #expect(fadedOpacity == 0.5)
  }

  @Test func anOffsetAndAScaleMoveAndScaleWithoutFading() throws {
    // Apple: offset(x:y:) "offset[s] the view", scale "scales the view"; fading is opacity's.
    let (offset, offsetOpacity) = try leavingHalfway(.offset(y: 10))
    #expect(offset == CGRect(x: 50, y: 5, width: 100, height: 20))
    #expect(offsetOpacity == 1)
    let (scaled, scaledOpacity) = try leavingHalfway(.scale)
    #expect(scaled == CGRect(x: 75, y: 5, width: 50, height: 10))
    #expect(scaledOpacity == 1)
  }

  @Test func aScaleGrowsAroundItsAnchor() throws {
    let (frame, _) = try leavingHalfway(.scale(scale: 0, anchor: .topLeading))
    #expect(frame == CGRect(x: 50, y: 0, width: 50, height: 10))
    let (trailing, _) = try leavingHalfway(.scale(scale: 0.5, anchor: .bottomTrailing))
    #expect(trailing == CGRect(x: 75, y: 5, width: 75, height: 15))
  }

  @Test func aPushMovesAndFades() throws {
    // Apple: push(from:) removes a view "by moving it out towards the opposite edge and
    // fading it out".
    let (frame, opacity) = try leavingHalfway(.push(from: .leading))
    #expect(frame == CGRect(x: 125, y: 0, width: 100, height: 20))
    #expect(opacity == 0.5)
  }

  @Test func anyNumberOfTransitionsCombineInOrder() throws {
    let transition = AnyTransition.scale.combined(with: .opacity).combined(with: .offset(y: 10))
    let (frame, opacity) = try leavingHalfway(transition)
    #expect(frame == CGRect(x: 75, y: 10, width: 50, height: 10))
    #expect(opacity == 0.5)
  }
}
