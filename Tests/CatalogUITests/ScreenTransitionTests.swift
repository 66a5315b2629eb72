import CatalogUI
import Raster
import Testing

/// Two small screens: a box that moves and grows, a sheet that slides up, a label anchored to
/// the box, and a background that stays.
private enum IDs {
  static let box: TransitionID = "Demo.box"
  static let sheet: TransitionID = "Demo.sheet"
  static let label: TransitionID = "Demo.label"
  static let scrim: TransitionID = "Demo.scrim"
}

private struct SourceScreen: View {
  var body: some View {
    ZStack(alignment: .topLeading) {
      Color(hex: "#F2F2F2")
      Color.blue.frame(width: 40, height: 40).transitionID(IDs.box).padding(20)
    }
  }
}

private struct DestinationScreen: View {
  var body: some View {
    ZStack(alignment: .topLeading) {
      Color(hex: "#F2F2F2")
      Color.black.opacity(0.4).transitionID(IDs.scrim)
      Color.blue.frame(width: 80, height: 60).transitionID(IDs.box).padding(.leading, 100)
        .padding(.top, 40)
      Text("Hi").transitionID(IDs.label).padding(.leading, 100).padding(.top, 110)
      VStack {
        Spacer()
        Color.orange.frame(height: 80).transitionID(IDs.sheet)
      }
    }
  }
}

private let screen = Size(width: 200, height: 300)

@MainActor
private func transition(
  _ definition: TransitionDefinition, from source: some View = SourceScreen(),
  to destination: some View = DestinationScreen()
) throws -> ScreenTransition {
  let proposal = ProposedViewSize(screen)
  return try ScreenTransition(
    from: ViewHost(source, proposal: proposal), to: ViewHost(destination, proposal: proposal),
    definition: definition, size: screen)
}

private let linear: TransitionDefinition = {
  let definition: TransitionDefinition = [
    IDs.box: .sharedElement,
    IDs.sheet: .edgeTranslation(.bottom),
    IDs.label: .anchorTranslation(relativeTo: IDs.box),
    IDs.scrim: .crossfade,
  ]
  return definition.animation(.linear(duration: 0.4))
}()

@MainActor @Suite struct ScreenTransitionTests {
  @Test func aSharedElementIsHalfwayBetweenItsFramesHalfwayThroughALinearCurve() throws {
    let t = try transition(linear)
    #expect(t.duration == 0.4)
    #expect(t.state(of: IDs.box, at: 0)?.frame == CGRect(x: 20, y: 20, width: 40, height: 40))
    #expect(t.state(of: IDs.box, at: 0.2)?.frame == CGRect(x: 60, y: 30, width: 60, height: 50))
    #expect(t.state(of: IDs.box, at: 0.4)?.frame == CGRect(x: 100, y: 40, width: 80, height: 60))
  }

  @Test func anEdgeTranslationStartsFullyOffScreenAndEndsInPlace() throws {
    let t = try transition(linear)
    #expect(t.state(of: IDs.sheet, at: 0)?.frame.minY == CGFloat(screen.height))
    #expect(t.state(of: IDs.sheet, at: 0.1)?.frame.minY == 220 + 80 * 0.75)
    #expect(t.state(of: IDs.sheet, at: 0.4)?.frame.minY == 220)
    #expect(t.state(of: IDs.sheet, at: 0.2)?.opacity == 1)
  }

  @Test func anAnchoredElementKeepsItsOffsetFromItsAnchorWhileFading() throws {
    let t = try transition(linear)
    for time in [0, 0.1, 0.2, 0.3, 0.4] {
      let box = try #require(t.state(of: IDs.box, at: time))
      let label = try #require(t.state(of: IDs.label, at: time))
      #expect(label.frame.minX - box.frame.minX == 0, "at \(time) s")
      #expect(label.frame.minY - box.frame.minY == 70, "at \(time) s")
      #expect(label.opacity == time / 0.4, "at \(time) s")
    }
  }

  @Test func theElementsAreCompositedInTheDestinationsOrder() throws {
    #expect(try transition(linear).compositingOrder == [IDs.scrim, IDs.box, IDs.label, IDs.sheet])
    let back = try transition(linear, from: DestinationScreen(), to: SourceScreen())
    #expect(back.compositingOrder == [IDs.scrim, IDs.box, IDs.label, IDs.sheet])
  }

  @Test func framesAreByteIdenticalOnEveryRunAndEndOnTheScreens() throws {
    let t = try transition(linear)
    let again = try transition(linear)
    for time in [0, 0.1, 0.25, 0.4] {
      #expect(t.frame(at: time) == again.frame(at: time), "at \(time) s")
    }
    expectMatchesReference(t.frame(at: 0.2), named: "transition-halfway")
    let start = try #require(t.frame(at: 0))
    let end = try #require(t.frame(at: 0.4))
    let sourceRender = try #require(
      ViewHost(SourceScreen(), proposal: ProposedViewSize(screen))
        .render(background: .white))
    let destinationRender = try #require(
      ViewHost(DestinationScreen(), proposal: ProposedViewSize(screen)).render(background: .white))
    #expect(start == sourceRender)
    #expect(end == destinationRender)
  }

  @Test func framesMadeInParallelAreTheFramesMadeOneByOne() throws {
    let t = try transition(linear)
    // Absurd times clamp to the ends, as `frame(at:)` does; order is kept.
    let times = [0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, .nan, 1e300, -5, .infinity]
    let parallel = t.frames(at: times)
    #expect(parallel.count == times.count)
    for (time, frame) in zip(times, parallel) {
      #expect(frame != nil && frame == t.frame(at: time), "at \(time) s")
    }
    #expect(t.frames(at: []).isEmpty)
    // A reducer sees each frame and its result keeps its place.
    let widths = t.frames(at: [0.4, 0]) { $0.width * 1000 + Int($0.data[0]) }
    #expect(
      widths
        == [0.4, 0].map { time in t.frame(at: time).map { $0.width * 1000 + Int($0.data[0]) } })
  }

  @Test func theReverseTransitionPlaysTheSameAnimationsBackwards() throws {
    let forward = try transition(linear)
    let back = try transition(linear, from: DestinationScreen(), to: SourceScreen())
    for time in [0, 0.1, 0.3, 0.4] {
      #expect(
        back.state(of: IDs.sheet, at: time)?.frame
          == forward.state(of: IDs.sheet, at: 0.4 - time)?.frame, "at \(time) s")
    }
  }

  // MARK: - Bad input

  @Test func anIdTaggedTwiceOnOneScreenIsAnErrorNamingBothPlaces() {
    let line = #line + 2
    let twice = VStack {
      Color.red.frame(width: 10, height: 10).transitionID(IDs.box)
      Color.red.frame(width: 10, height: 10).transitionID(IDs.box)
    }
    #expect(
      throws: TransitionError(
        "Demo.box is tagged on two views of the destination screen, at "
          + "CatalogUITests/ScreenTransitionTests.swift:\(line) and at "
          + "CatalogUITests/ScreenTransitionTests.swift:\(line + 1); an id names one view per screen, so "
          + "give one of them another id")
    ) {
      try transition(linear, to: twice)
    }
  }

  @Test func anchorsMustBeSharedAndNotTheElementItself() {
    #expect(
      throws: TransitionError(
        "Demo.label is anchored to Demo.sheet, which only the destination screen tags; an anchor "
          + "must be a shared element, tagged on both screens")
    ) {
      try transition([IDs.label: .anchorTranslation(relativeTo: IDs.sheet)])
    }
    #expect(
      throws: TransitionError(
        "Demo.label is anchored to itself; anchor it to a shared element such as the one it "
          + "sits beside")
    ) {
      try transition([IDs.label: .anchorTranslation(relativeTo: IDs.label)])
    }
  }

  @Test func durationsOfZeroNegativeOrNaNAreErrors() {
    for duration in [0, -1, Double.nan] {
      #expect(throws: TransitionError.self, "duration \(duration)") {
        try transition([IDs.box: .sharedElement.animation(.easeIn(duration: duration))])
      }
    }
    #expect(
      throws: TransitionError(
        "Demo.box's animation has a duration of -1 s; give a positive, finite number of "
          + "seconds")
    ) {
      try transition([IDs.box: .sharedElement.animation(.easeIn(duration: -1))])
    }
    #expect(
      throws: TransitionError(
        "the definition gives Demo.box two animations; keep one")
    ) {
      try transition([IDs.box: .sharedElement, IDs.box: .crossfade])
    }
  }

  @Test func anAnimationForAnIdOnNeitherScreenIsNoted() throws {
    let t = try transition([IDs.box: .sharedElement, "Demo.missing": .crossfade])
    #expect(
      t.notes == [
        "Demo.missing has an animation (crossfade) but neither screen tags a view with it, so "
          + "nothing uses it; tag a view with .transitionID(Demo.missing) or remove it from the "
          + "definition"
      ])
  }

  @Test func anAbsurdBlurIsClampedWithANote() throws {
    let t = try transition([IDs.scrim: .blur(radius: 10_000)])
    #expect(
      t.notes == [
        "Demo.scrim's blur radius of 10000.0 pt is clamped to 100 pt, past which a blurred "
          + "screen no longer changes"
      ])
    #expect(t.state(of: IDs.scrim, at: 0)?.blurRadius == 100)
    #expect(t.frame(at: t.duration / 2) != nil)
  }

  @Test func aSpringStillMovingAtTheEndIsNotedAndItsFramesStayExact() throws {
    let bouncy = TransitionDefinition([
      (IDs.box, .sharedElement.animation(.spring(response: 0.5, dampingFraction: 0.05)))
    ]).duration(0.5)
    let t = try transition(bouncy)
    #expect(t.notes.count == 1)
    #expect(t.notes.first?.hasPrefix("Demo.box's spring(") == true)
    #expect(
      t.state(of: IDs.box, at: 0.5)?.frame
        != CGRect(x: 100, y: 40, width: 80, height: 60))
    #expect(try transition(bouncy).frame(at: 0.5) == t.frame(at: 0.5))
  }
}
