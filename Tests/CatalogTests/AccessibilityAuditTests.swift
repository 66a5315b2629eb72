import Catalog
import CatalogUI
import Foundation
import Testing

/// The audits measure what was drawn: exact figures for known colour pairs, the large-text and
/// disabled exceptions, the worst case over a gradient, sizes, labels, truncation and fonts.
@MainActor @Suite struct AccessibilityAuditTests {
  private func findings(
    _ view: some View, policy: AccessibilityPolicy = .default,
    traits: SnapshotTraits = SnapshotTraits()
  ) throws
    -> [AccessibilityViolation]
  {
    var settings = SnapshotSettings()
    settings.layout = .sizeThatFits
    let rendering = try SnapshotRenderer.rendering(
      view, name: "Audit", settings: settings, traits: traits, accessibility: policy)
    return rendering.accessibility?.findings ?? []
  }

  private func lines(
    _ view: some View, policy: AccessibilityPolicy = .default,
    traits: SnapshotTraits = SnapshotTraits()
  ) throws -> [String] {
    let out = try findings(view, policy: policy, traits: traits).map {
      "\($0.rule) \($0.severity.rawValue) \($0.element) \($0.frame ?? "-"): \($0.measured), "
        + "needs \($0.threshold)" + ($0.note.map { " [\($0)]" } ?? "")
    }
    return out
  }

  @Test func greyOnWhiteAtTheThresholdPassesAndLighterGreyFails() throws {
    #expect(try lines(Text("Sample").foregroundColor(Color(hex: "#767676"))) == [])
    #expect(
      try lines(Text("Sample").foregroundColor(Color(hex: "#999999"))) == [
        "contrast error text \"Sample\" (0, 0, 59.5×21): 2.85:1 (#999999 on #FFFFFF), "
          + "needs 4.5:1 for text of 17 pt"
      ])
  }

  @Test func largeTextNeedsThreeToOne() throws {
    // #949494 on white is 3.03:1: enough for 18 pt, or 14 pt bold, not for smaller text.
    let grey = Color(hex: "#949494")
    func contrast(_ text: Text) throws -> [String] {
      try lines(text.foregroundColor(grey)).filter { $0.hasPrefix("contrast") }
    }
    #expect(try contrast(Text("Big").font(.system(size: 18))) == [])
    #expect(try contrast(Text("Bold").font(.system(size: 14, weight: .bold))) == [])
    #expect(
      try contrast(Text("Semibold").font(.system(size: 14, weight: .semibold))) == [
        "contrast error text \"Semibold\" (0, 0, 63.5×17): 3.03:1 (#949494 on #FFFFFF), needs "
          + "4.5:1 for text of 14 pt"
      ])
  }

  @Test func textOfADisabledControlIsExempt() throws {
    let button = Button {
    } label: {
      Text("Book").foregroundColor(Color(hex: "#BBBBBB")).frame(width: 60, height: 44)
    }
    #expect(try lines(button.disabled(true)) == [])
    #expect(
      try lines(button) == [
        "contrast error text \"Book\" (9.5, 11.5, 41×21): 1.92:1 (#BBBBBB on #FFFFFF), needs 4.5:1 "
          + "for text of 17 pt"
      ])
  }

  @Test func translucentTextOverAGradientIsJudgedAtItsWorstAndSaysSo() throws {
    let view = Text("Over a gradient").foregroundColor(Color.white.opacity(0.9))
      .padding(8)
      .background(
        LinearGradient(
          colors: [Color(hex: "#222222"), Color(hex: "#BBBBBB")],
          startPoint: .leading, endPoint: .trailing))
    let found = try findings(view)
    #expect(found.count == 1)
    #expect(found.first?.rule == "contrast")
    #expect(found.first?.note?.hasPrefix("worst case over ") == true)
    // The light end of the gradient, where 90 % white over #B1B1B1 composites to #F7F7F7.
    #expect(found.first?.measured == "2.00:1 (#F7F7F7 on #B1B1B1)")
  }

  @Test func smallControlsFailTargetSizeAtTheConfiguredMinimum() throws {
    // As in SwiftUI, a frame around a button does not grow what takes the touches: the
    // label's frame does.
    let outside = Button("Go") {}.frame(width: 44, height: 44)
    #expect(
      try lines(outside).filter { $0.hasPrefix("target-size") } == [
        "target-size error button \"Go\" (10.5, 11.5, 23×21): 23×21 pt, needs 44×44 pt"
      ])
    let button = Button {
    } label: {
      Text("Go").frame(width: 30, height: 30)
    }
    #expect(
      try lines(button).filter { $0.hasPrefix("target-size") } == [
        "target-size error button \"Go\" (0, 0, 30×30): 30×30 pt, needs 44×44 pt"
      ])
    var relaxed = AccessibilityPolicy.default
    relaxed.minimumTargetSize = 24
    #expect(try lines(button, policy: relaxed).filter { $0.hasPrefix("target-size") } == [])
  }

  @Test func iconOnlyButtonsAndImagesNeedLabels() throws {
    let icon = Button {
    } label: {
      Image(systemName: "heart").frame(width: 44, height: 44)
    }
    #expect(
      try lines(icon).filter { $0.hasPrefix("label") } == [
        "label error button \"\" (0, 0, 44×44): no label, needs a label"
      ])
    let labelled = icon.accessibilityLabel("Save")
    #expect(try lines(labelled).filter { $0.hasPrefix("label") } == [])
  }

  @Test func truncatedTextIsAWarningUnlessTextMustNotBeCutAtLargeSizes() throws {
    let text = Text("A title far too long for its line").lineLimit(1).frame(width: 80)
    #expect(
      try lines(text) == [
        "truncation warning text \"A title far too long for its line\" (4.5, 0, 71.5×21): "
          + "truncated, needs all of the text shown"
      ])
    var strict = AccessibilityPolicy.default
    strict.textMustNotTruncate = true
    let large = SnapshotTraits(textSize: .accessibility2)
    #expect(try findings(text, policy: strict, traits: large).map(\.severity) == [.error])
    #expect(try findings(text, policy: strict).map(\.severity) == [.warning])
    var off = AccessibilityPolicy.default
    off[.truncation] = .off
    #expect(try lines(text, policy: off) == [])
  }

  @Test func fixedSizeFontsDoNotFollowTheTextSize() throws {
    #expect(
      try lines(Text("Tab").font(.system(size: 10))) == [
        "dynamic-type error text \"Tab\" (0, 0, 18×12.5): fixed at 10 pt, needs a size that "
          + "follows the text size"
      ])
    #expect(try lines(Text("Tab").font(.custom("Inter", size: 10, relativeTo: .caption2))) == [])
  }

  @Test func aSwitchThatBarelyShowsAgainstItsBackgroundFailsNonTextContrast() throws {
    let faint = Capsule().fill(Color(hex: "#EEEEEE")).frame(width: 51, height: 44)
      .accessibilityElement().accessibilityLabel("Wi-Fi").accessibilityAddTraits(.isToggle)
    let found = try findings(faint).filter { $0.rule == "non-text-contrast" }
    #expect(found.map(\.measured) == ["1.16:1 (#EEEEEE against #FFFFFF)"])
    let clear = Capsule().fill(Color(hex: "#767676")).frame(width: 51, height: 44)
      .accessibilityElement().accessibilityLabel("Wi-Fi").accessibilityAddTraits(.isToggle)
    #expect(try findings(clear).filter { $0.rule == "non-text-contrast" } == [])
  }

  @Test func textInATranslucentLayerIsJudgedAsComposited() throws {
    // Black text in a group at 40 % opacity shows as #999999 on white: 2.85:1.
    let found = try findings(Text("Faded").foregroundColor(.black).opacity(0.4))
    #expect(found.map(\.measured) == ["2.85:1 (#999999 on #FFFFFF)"])
  }

  @Test func tenThousandElementsAreSnapshottedAndAudited() throws {
    let grid = VStack(spacing: 0) {
      ForEach(0..<100, id: \.self) { row in
        HStack(spacing: 0) {
          ForEach(0..<100, id: \.self) { column in
            Color.gray.frame(width: 4, height: 4)
              .accessibilityElement()
              .accessibilityLabel("Cell \(row * 100 + column)")
              .accessibilityAddTraits(.isButton)
          }
        }
      }
    }
    var settings = SnapshotSettings()
    settings.layout = .sizeThatFits
    let rendering = try SnapshotRenderer.rendering(
      grid, name: "Grid", settings: settings, traits: SnapshotTraits(), accessibility: .default)
    let accessibility = try #require(rendering.accessibility)
    let lines = accessibility.tree.split(separator: "\n")
    #expect(lines.count == 10_001)
    #expect(lines[1] == "- button \"Cell 0\" frame: (0, 0, 4×4)")
    #expect(lines.last == "- button \"Cell 9999\" frame: (396, 396, 4×4)")
    #expect(try AccessibilitySnapshot.validate(Data(accessibility.tree.utf8)) == accessibility.tree)
    #expect(accessibility.findings.filter { $0.rule == "target-size" }.count == 10_000)
  }

  @Test func aContainerIsNotAControlForTheActionsOfItsChildren() throws {
    let group = HStack(spacing: 0) {
      Button {
      } label: {
        Text("Share").foregroundColor(.black).frame(width: 60, height: 44)
      }
      Button {
      } label: {
        Text("Save").foregroundColor(.black).frame(width: 60, height: 44)
      }
    }.accessibilityElement(children: .contain)
    // Unnamed and 120 pt wide but only a container: nothing to fix on it.
    #expect(try lines(group) == [])
  }

  @Test func aTappableViewVoiceOverCannotReachIsAFinding() throws {
    let dot = Circle().fill(.black).frame(width: 20, height: 20)
    #expect(
      try lines(dot.onTapGesture {}).filter { $0.hasPrefix("unreachable-action") } == [
        "unreachable-action error tappable view \"\" (0, 0, 20×20): no accessibility element "
          + "activates its tap action, needs an element with a label and the button or link trait"
      ])
    let fixes = try findings(dot.onTapGesture {}).map(\.fix)
    #expect(
      fixes == [
        "use a Button instead of .onTapGesture, or give the tappable view "
          + ".accessibilityElement(children: .combine), .accessibilityLabel(\"…\") and "
          + ".accessibilityAddTraits(.isButton)"
      ])
    // A row whose texts are read but whose tap no element performs.
    let row = HStack(spacing: 0) {
      Text("Inbox").foregroundColor(.black).frame(width: 60, height: 44)
    }.onTapGesture {}
    #expect(
      try lines(row).filter { $0.hasPrefix("unreachable-action") } == [
        "unreachable-action error tappable view \"Inbox\" (0, 0, 60×44): no accessibility "
          + "element activates its tap action, needs an element with a label and the button or "
          + "link trait"
      ])
    // Named, but nothing says it can be activated.
    let named = dot.onTapGesture {}.accessibilityLabel("Close")
    #expect(
      try lines(named).filter { $0.hasPrefix("unreachable-action") } == [
        "unreachable-action error element \"Close\" (0, 0, 20×20): a tap action without a "
          + "button or link trait, needs the button or link trait"
      ])
  }

  @Test func aTappableViewWithAnElementLabelAndRoleOrHiddenPasses() throws {
    let dot = Circle().fill(.black).frame(width: 44, height: 44)
    #expect(
      try lines(
        dot.onTapGesture {}.accessibilityLabel("Close").accessibilityAddTraits(.isButton)) == [])
    let button = Button {
    } label: {
      Text("Close").foregroundColor(.black).frame(width: 60, height: 44)
    }
    #expect(try lines(button) == [])
    // One element for a control whose taps inside it are offered another way (a stepper's
    // adjustable action, a card's named action) is the author's choice.
    let stepper = HStack(spacing: 0) {
      dot.onTapGesture {}
      dot.onTapGesture {}
    }
    .accessibilityElement(children: .ignore).accessibilityLabel("Guests")
    .accessibilityAdjustableAction { _ in }
    #expect(try lines(stepper) == [])
    #expect(try lines(dot.onTapGesture {}.accessibilityHidden(true)) == [])
    #expect(try lines(dot.onTapGesture {}.allowsHitTesting(false)) == [])
    #expect(try lines(dot.onTapGesture {}.disabled(true)) == [])
    var off = AccessibilityPolicy.default
    off[.unreachableAction] = .off
    #expect(try lines(dot.onTapGesture {}, policy: off) == [])
    // Without a label the label rule reports it; the action itself is reachable.
    #expect(
      try lines(dot.onTapGesture {}.accessibilityAddTraits(.isButton)) == [
        "label error button \"\" (0, 0, 44×44): no label, needs a label"
      ])
  }
}
