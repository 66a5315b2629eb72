import CatalogUI
import DesignSystem
import Raster
import Testing

// The explore page's two transitions built by the engine from the screens' real tags: which
// ids take part, in which order they are composited, and where each is at the start and the
// end. A tag missing, doubled or misplaced on a screen shows here as a changed order or frame.

/// An iPhone 15 screen, as the catalog renders screens.
private let phone = Size(width: 393, height: 852)

@MainActor
private func transition(
  from source: some View, to destination: some View,
  _ definition: TransitionDefinition
) throws -> ScreenTransition {
  let proposal = ProposedViewSize(phone)
  return try ScreenTransition(
    from: ViewHost(source, proposal: proposal), to: ViewHost(destination, proposal: proposal),
    definition: definition, size: phone)
}

/// Where an element is at one time, comparable as a whole.
private struct Place: Equatable {
  var frame: Rect
  var opacity = 1.0
  var blur = 0.0
}

/// Where `id` is at the start and at the end of `transition`.
private func ends(of id: TransitionID, in transition: ScreenTransition) -> [Place?] {
  [0, transition.duration].map { time in
    transition.state(of: id, at: time).map {
      Place(frame: Rect($0.frame), opacity: $0.opacity, blur: $0.blurRadius)
    }
  }
}

// MARK: - SearchTransitionTests

@MainActor @Suite struct SearchTransitionTests {
  @Test func theDatePickerRisesOverThePageWithThePillAboveTheScrim() throws {
    let opening = try transition(
      from: ExploreScreen(), to: DatePickerSheetScreen(),
      .datePickerSheet)
    // The spring settles after 0.548 s; nothing is left for a reviewer to check.
    #expect(
      opening.description == "0.548 s, 786×1704 px: BottomSheet.backgroundView, "
        + "Explore.searchNavigationBarPill, BottomSheet.foregroundView")
    #expect(opening.notes == [])
    let screen = Rect(x: 0, y: 0, width: 393, height: 852)
    #expect(
      ends(of: BottomSheet.backgroundView, in: opening)
        == [Place(frame: screen, opacity: 0), Place(frame: screen)])
    // The pill is shared and stays where the page has it; only its subtitle changes.
    let pill = Rect(x: 16, y: 12, width: 361, height: 57.5)
    #expect(
      ends(of: Explore.searchNavigationBarPill, in: opening)
        == [Place(frame: pill), Place(frame: pill)])
    // The sheet starts just below the screen's bottom edge.
    #expect(
      ends(of: BottomSheet.foregroundView, in: opening) == [
        Place(frame: Rect(x: 0, y: 852, width: 393, height: 441.5)),
        Place(frame: Rect(x: 0, y: 410.5, width: 393, height: 441.5)),
      ])
  }

  @Test func theSearchInputGrowsFromThePillWithItsCardsAnchoredToIt() throws {
    let opening = try transition(
      from: ExploreScreen(pillID: SearchInput.whereCard),
      to: SearchInputScreen(), .searchInput)
    #expect(
      opening.description == "0.35 s, 786×1704 px: SearchInput.background, "
        + "SearchInput.topBar, SearchInput.whereCard, SearchInput.whereCardContent, "
        + "SearchInput.searchInput, SearchInput.whenCard, SearchInput.whoCard, "
        + "SearchInput.bottomBar")
    #expect(opening.notes == [])
    let screen = Rect(x: 0, y: 0, width: 393, height: 852)
    #expect(
      ends(of: SearchInput.background, in: opening)
        == [Place(frame: screen, opacity: 0, blur: 20), Place(frame: screen)])
    #expect(
      ends(of: SearchInput.topBar, in: opening) == [
        Place(frame: Rect(x: 0, y: -40, width: 393, height: 60), opacity: 0),
        Place(frame: Rect(x: 0, y: 0, width: 393, height: 60)),
      ])
    #expect(
      ends(of: SearchInput.bottomBar, in: opening) == [
        Place(frame: Rect(x: 0, y: 852, width: 393, height: 72)),
        Place(frame: Rect(x: 0, y: 780, width: 393, height: 72)),
      ])
    // The explore page's pill becomes the card.
    #expect(
      ends(of: SearchInput.whereCard, in: opening) == [
        Place(frame: Rect(x: 16, y: 12, width: 361, height: 57.5)),
        Place(frame: Rect(x: 16, y: 68, width: 361, height: 135)),
      ])
    // The cards below keep their distance from the card's top (147 and 209.5 pt) as it moves.
    #expect(
      ends(of: SearchInput.whenCard, in: opening) == [
        Place(frame: Rect(x: 16, y: 159, width: 361, height: 50.5), opacity: 0),
        Place(frame: Rect(x: 16, y: 215, width: 361, height: 50.5)),
      ])
    #expect(
      ends(of: SearchInput.whoCard, in: opening) == [
        Place(frame: Rect(x: 16, y: 221.5, width: 361, height: 50.5), opacity: 0),
        Place(frame: Rect(x: 16, y: 277.5, width: 361, height: 50.5)),
      ])
    #expect(
      ends(of: SearchInput.searchInput, in: opening).last
        == Place(frame: Rect(x: 40, y: 135, width: 313, height: 44)))
  }

  @Test func closingRetracesOpening() throws {
    let pairs = [
      (
        try transition(from: ExploreScreen(), to: DatePickerSheetScreen(), .datePickerSheet),
        try transition(from: DatePickerSheetScreen(), to: ExploreScreen(), .datePickerSheet)
      ),
      (
        try transition(
          from: ExploreScreen(pillID: SearchInput.whereCard),
          to: SearchInputScreen(), .searchInput),
        try transition(
          from: SearchInputScreen(),
          to: ExploreScreen(pillID: SearchInput.whereCard), .searchInput)
      ),
    ]
    for (opening, closing) in pairs {
      #expect(closing.compositingOrder == opening.compositingOrder)
      #expect(closing.duration == opening.duration)
      for id in opening.compositingOrder {
        #expect(ends(of: id, in: closing) == ends(of: id, in: opening).reversed())
      }
    }
  }
}
