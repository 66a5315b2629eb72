import Catalog
import CatalogUI
import Testing

private enum Card {
  static let body: TransitionID = "Card.body"
  static let badge: TransitionID = "Card.badge"
}

private struct Closed: View {
  var body: some View {
    ZStack(alignment: .topLeading) {
      Color.white
      Color.blue.frame(width: 20, height: 20).transitionID(Card.body).padding(10)
    }
  }
}

private struct Open: View {
  var body: some View {
    ZStack(alignment: .topLeading) {
      Color.white
      Color.blue.frame(width: 60, height: 40).transitionID(Card.body).padding(20)
      Color.red.frame(width: 10, height: 10).transitionID(Card.badge).padding(70)
    }
  }
}

private let opening: TransitionDefinition = {
  let definition: TransitionDefinition = [Card.body: .sharedElement, Card.badge: .crossfade]
  return definition.animation(.linear(duration: 0.2))
}()

private enum Card_Definition: ViewDefinition {
  static var catalogSection: CatalogSection { .transitions }
  static var contentVariants: ContentVariants {
    TransitionPreview(from: Closed(), to: Open(), definition: opening).named("Opens")
    TransitionPreview(
      from: Open(), to: Closed(), definition: opening,
      keyframes: .times([0, 0.05])
    ).named("Closes")
    TransitionPreview(
      from: Closed(), to: Open(), definition: opening,
      keyframes: .frameRate(20)
    ).named("At 20 fps")
  }

  static var snapshotSettings: SnapshotSettings {
    var settings = SnapshotSettings()
    settings.layout = .fixed(width: 100, height: 100)
    settings.traits = TraitsMatrix(colorSchemes: [.light])
    return settings
  }
}

private enum BadKeyframes_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    TransitionPreview(
      from: Closed(), to: Open(), definition: opening,
      keyframes: .progress([0, 1.5])
    ).named("Past the end")
    TransitionPreview(
      from: Closed(), to: Open(), definition: opening,
      keyframes: .frameRate(.nan)
    ).named("NaN fps")
    TransitionPreview(
      from: Closed(), to: Open(), definition: opening,
      keyframes: .times([0.1, 0.1])
    ).named("Twice")
  }
}

private enum Noted_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    TransitionPreview(
      from: Closed(), to: Open(),
      definition: [
        Card.body: .sharedElement, "Card.gone": .crossfade,
      ]
    ).named("Noted")
  }

  static var snapshotSettings: SnapshotSettings {
    var settings = Card_Definition.snapshotSettings
    settings.layout = .fixed(width: 100, height: 100)
    return settings
  }
}

private enum Unequal_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    TransitionPreview(
      from: Color.red.frame(width: 10, height: 10),
      to: Color.red.frame(width: 20, height: 10),
      definition: opening
    ).named("Grows")
  }

  static var snapshotSettings: SnapshotSettings {
    var settings = SnapshotSettings()
    settings.layout = .sizeThatFits
    settings.traits = TraitsMatrix(colorSchemes: [.light])
    return settings
  }
}

/// A transition variant is one snapshot per keyframe, each a frame of the transition.
@MainActor @Suite struct TransitionVariantTests {
  @Test func eachKeyframeIsASnapshotNamedByItsMoment() throws {
    let plan = CatalogPlanner.plan([Card_Definition.self])
    #expect(plan.problems.isEmpty)
    #expect(
      plan.snapshots.map(\.id) == [
        "Card/opens.0pct", "Card/opens.25pct", "Card/opens.50pct", "Card/opens.75pct",
        "Card/opens.100pct", "Card/closes.0ms", "Card/closes.50ms", "Card/at-20-fps.frame-0",
        "Card/at-20-fps.frame-1", "Card/at-20-fps.frame-2", "Card/at-20-fps.frame-3",
        "Card/at-20-fps.frame-4",
      ])
    #expect(
      plan.snapshots.map { $0.keyframe?.time ?? -1 } == [
        0, 0.05, 0.1, 0.75 * 0.2, 0.2, 0, 0.05, 0, 0.05, 0.1, 0.15, 0.2,
      ])
    #expect(Set(plan.snapshots.prefix(5).compactMap(\.keyframe?.transition)) == ["Card/opens"])
    #expect(plan.snapshots.allSatisfy { $0.formats == [.image] && $0.section == "Transitions" })
  }

  @Test func keyframesAreFramesOfTheTransitionAndTheEndsAreTheScreens() throws {
    let plan = CatalogPlanner.plan([Card_Definition.self])
    let settings = Card_Definition.snapshotSettings
    let closed = try SnapshotRenderer.render(
      Closed(), name: "Closed", settings: settings,
      traits: SnapshotTraits())
    let open = try SnapshotRenderer.render(
      Open(), name: "Open", settings: settings,
      traits: SnapshotTraits())
    #expect(try plan.snapshots[0].render().pixmap == closed)
    #expect(try plan.snapshots[4].render().pixmap == open)
    #expect(try plan.snapshots[5].render().pixmap == open)
    let halfway = try plan.snapshots[2].render().pixmap
    #expect(halfway != closed && halfway != open)
    #expect(try plan.snapshots[9].render().pixmap == halfway)
  }

  @Test func keyframesOutsideTheTransitionOrListedTwiceAreProblemsNamingTheVariant() {
    let plan = CatalogPlanner.plan([BadKeyframes_Definition.self])
    #expect(plan.snapshots.isEmpty)
    #expect(
      plan.problems.map { $0.message ?? "" } == [
        "BadKeyframes › Past the end: a keyframe at progress 1.5 is outside the transition; give "
          + "fractions from 0 (the source) to 1 (the destination)",
        "BadKeyframes › NaN fps: a frame rate of nan fps; give a positive number such as 30 or 60",
        "BadKeyframes › Twice: the keyframe 100ms is listed twice; list each moment once",
      ])
  }

  @Test func theLastKeyframeCarriesThePlaybackAndTheTransitionsNotes() throws {
    let plan = CatalogPlanner.plan([Noted_Definition.self])
    let keyframes = plan.snapshots.filter {
      $0.keyframe?.transition == plan.snapshots[0].keyframe?.transition
    }
    let last = try #require(keyframes.last).render()
    let pending = try #require(last.pendingPlayback)
    #expect(pending.notes.count == 1)
    let playback = pending.make()
    #expect(
      playback.notes == [
        "Card.gone has an animation (crossfade) but neither screen tags a view with it, so "
          + "nothing uses it; tag a view with .transitionID(Card.gone) or remove it from the "
          + "definition"
      ])
    #expect(playback.framesPerSecond == 30)
    #expect(playback.frames.count == 12)
    #expect(playback.frames.first?.width == 100)
    #expect(playback.filmstrip?.width == 5 * 100 + 4 * 16)
    #expect(try plan.snapshots[0].render().pendingPlayback == nil)
    #expect(try plan.snapshots[0].render().playback == nil)
  }

  @Test func screensOfDifferentSizesAreAnErrorNamingBothSizes() {
    let plan = CatalogPlanner.plan([Unequal_Definition.self])
    #expect(
      throws: CatalogError.failure(
        "Unequal › Grows: the source screen measures 10.0×10.0 pt and the destination "
          + "20.0×10.0 pt; give the definition a device or fixed layout so both screens have one "
          + "size")
    ) { try plan.snapshots[0].render() }
  }
}
