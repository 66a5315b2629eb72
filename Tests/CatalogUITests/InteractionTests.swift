import CatalogUI
import Raster
import Testing

/// Hit testing follows drawing order; taps reach the frontmost enabled action.
@MainActor @Suite struct InteractionTests {
  @Test func overlayIsHitBeforeTheViewAndTheViewBeforeItsBackground() {
    let taps = State(initialValue: [String]())
    let host = ViewHost(
      Color.red.frame(width: 40, height: 40)
        .onTapGesture { taps.wrappedValue.append("view") }
        .background { Color.blue.onTapGesture { taps.wrappedValue.append("background") } }
        .overlay(alignment: .topLeading) {
          Color.green.frame(width: 10, height: 10).onTapGesture {
            taps.wrappedValue.append("badge")
          }
        })
    #expect(host.tap(at: Point(x: 5, y: 5)))
    #expect(host.tap(at: Point(x: 30, y: 30)))
    #expect(taps.wrappedValue == ["badge", "view"])
  }

  @Test func higherZIndexIsHitFirst() {
    let host = ViewHost(
      ZStack {
        Color.red.frame(width: 40, height: 40).onTapGesture {}.zIndex(1).id("front")
        Color.blue.frame(width: 40, height: 40).onTapGesture {}.id("back")
      })
    #expect(host.hitTest(at: Point(x: 20, y: 20))?.identifiers == ["front"])
  }

  @Test func hitTestNamesTheIdentifiedViewWhenNothingIsTappable() {
    let host = ViewHost(
      HStack(spacing: 0) {
        Color.red.frame(width: 20, height: 20).id("left")
        Color.blue.frame(width: 20, height: 20).id("right")
      })
    let target = host.hitTest(at: Point(x: 30, y: 10))
    #expect(target?.identifiers == ["right"])
    #expect(target?.frame == CGRect(x: 20, y: 0, width: 20, height: 20))
    #expect(target?.action == nil)
    #expect(host.hitTest(at: Point(x: 50, y: 10)) == nil)
  }

  @Test func hiddenViewsAreNotHit() {
    let taps = State(initialValue: 0)
    let host = ViewHost(
      Color.red.frame(width: 20, height: 20).onTapGesture { taps.wrappedValue += 1 }.hidden())
    #expect(!host.tap(at: Point(x: 10, y: 10)))
    #expect(taps.wrappedValue == 0)
  }

  @Test func offsetMovesWhereTheViewIsHit() {
    let taps = State(initialValue: 0)
    let host = ViewHost(
      Color.red.frame(width: 20, height: 20).onTapGesture { taps.wrappedValue += 1 }.offset(x: 100))
    #expect(!host.tap(at: Point(x: 10, y: 10)))
    #expect(host.tap(at: Point(x: 110, y: 10)))
    #expect(taps.wrappedValue == 1)
  }
}

/// The accessibility tree as the base components of a design system rely on it.
@MainActor @Suite struct AccessibilityTreeTests {
  @Test func ignoredChildrenBecomeOneAdjustableElement() {
    let rating = State(initialValue: 3)
    let host = ViewHost(
      HStack {
        ForEach(1...5, id: \.self) { _ in Color.yellow.frame(width: 10, height: 10) }
      }
      .accessibilityElement(children: .ignore)
      .accessibilityLabel("Rating")
      .accessibilityValue("3 of 5")
      .accessibilityAdjustableAction { direction in
        rating.wrappedValue += direction == .increment ? 1 : -1
      })
    let elements = host.accessibilityElements
    #expect(elements.map(\.description) == [#"adjustable "Rating" value "3 of 5" (0, 0, 82×10)"#])
    elements[0].adjust(.increment)
    #expect(rating.wrappedValue == 4)
  }

  @Test func combineJoinsChildLabelsAndContainKeepsThemApart() {
    let host = ViewHost(
      VStack(spacing: 0) {
        VStack(spacing: 0) {
          Color.red.frame(width: 10, height: 10).accessibilityLabel("Photo")
          Color.red.frame(width: 10, height: 10).accessibilityLabel("Caption")
        }
        .accessibilityElement(children: .combine)
        VStack(spacing: 0) {
          Color.red.frame(width: 10, height: 10).accessibilityLabel("One")
            .accessibilityAddTraits(.isHeader)
          Color.red.frame(width: 10, height: 10).accessibilityHidden(true)
        }
        .accessibilityElement(children: .contain)
        .accessibilityLabel("Group")
      })
    let elements = host.accessibilityElements
    #expect(elements.count == 2)
    #expect(elements[0].description == #"element "Photo, Caption" (0, 0, 10×20)"#)
    #expect(elements[1].label == "Group")
    #expect(elements[1].children.map(\.description) == [#"header "One" (0, 20, 10×10)"#])
  }

  @Test func namedActionsAreListedAndPerformed() {
    let archived = State(initialValue: false)
    let host = ViewHost(
      Color.red.frame(width: 10, height: 10)
        .accessibilityLabel("Message")
        .accessibilityAction(named: "Archive") { archived.wrappedValue = true })
    let element = host.accessibilityElements[0]
    #expect(element.actionNames == ["Archive"])
    element.performAction(named: "Archive")
    #expect(archived.wrappedValue)
  }
}
