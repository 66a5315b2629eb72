import Catalog
import CatalogUI
import Raster
import Testing

/// The accessibility overlay: its pixels against reviewed references, its legend as text, and
/// its limits.
@MainActor @Suite struct AccessibilityOverlayTests {
  /// A small screen with one element of each kind the legend words differently.
  struct Screen: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 12) {
        Text("Reviews").font(.headline).accessibilityAddTraits(.isHeader)
        Button {
        } label: {
          Text("Reserve")
            .padding(.horizontal, 16)
            .frame(height: 44)
            .background(Capsule().fill(Color(hex: "#FF385C")))
            .foregroundStyle(Color.white)
        }
        .accessibilityValue("2 guests")
        .accessibilityHint("Books the table.")
        .accessibilityAddTraits(.isSelected)
        .accessibilityAction(named: "Share") {}
        .accessibilityAction(named: "Add to calendar") {}
        HStack(spacing: 8) {
          Button("Price") {}
          Button("Rating") {}.disabled(true)
        }
        .accessibilityElement(children: .contain)
        .accessibilityLabel("Filters")
        HStack(spacing: 8) {
          Image(systemName: "star.fill").accessibilityLabel("Favourite")
          Text("4.8")
        }
        Text("Guests: 2")
          .accessibilityAdjustableAction { _ in }
      }
      .padding(16)
      .frame(width: 220, alignment: .leading)
      .background(Color.white)
    }
  }

  private func overlay(of view: some View, scale: Double = 2) throws -> Pixmap {
    var environment = EnvironmentValues()
    environment.displayScale = scale
    let host = ViewHost(view, environment: environment)
    let rendering = try #require(host.render(background: .white))
    return try AccessibilityOverlay.render(
      rendering, scale: scale,
      elements: host.accessibilityElements)
  }

  @Test func overlayOfAScreenMatchesItsReference() throws {
    references.expectMatch(try overlay(of: Screen()), named: "accessibility-overlay-screen")
  }

  @Test func wideRenderingHasItsLegendBelow() throws {
    let toolbar = HStack(spacing: 12) {
      Button("Back") {}
      Spacer()
      Text("Checkout").font(.headline).accessibilityAddTraits(.isHeader)
      Spacer()
      Button("Help") {}.accessibilityHint("Opens the help centre.")
    }
    .padding(.horizontal, 16)
    .frame(width: 360, height: 44)
    .background(Color(hex: "#F7F7F7"))
    let image = try overlay(of: toolbar)
    references.expectMatch(image, named: "accessibility-overlay-wide")
    // Below: no wider than the rendering and its margins.
    #expect(image.width == (360 + 2 * 16) * 2)
  }

  @Test func legendReadsWhatVoiceOverReads() {
    let host = ViewHost(Screen())
    let expected = [
      "1. Reviews. Heading.",
      "2. Selected: Reserve: 2 guests. Button.",
      "   Books the table.",
      "   Actions available: Share, Add to calendar",
      "3. Filters",
      "   Container: VoiceOver visits its elements",
      "4. Price. Button.",
      "5. Rating. Dimmed. Button.",
      "6. Favourite. Image.",
      "7. 4.8",
      "8. Guests: 2. Adjustable.",
      "   Swipe up or down with one finger to adjust the value.",
    ]
    expectSameLines(AccessibilityOverlay.legendLines(for: host.accessibilityElements), expected)
  }

  @Test func legendCleansLabelsAndCutsLongOnes() {
    let long = String(repeating: "a", count: 400)
    let view = VStack {
      Text("x").accessibilityLabel("Line one\nline\ttwo \u{7}  <b>\"bold\"</b>")
      Text("y").accessibilityLabel(long)
      Color.clear.frame(width: 10, height: 10).accessibilityElement()
        .accessibilityHint("Only a hint")
      Color.clear.frame(width: 10, height: 10).accessibilityElement()
        .accessibilityAddTraits(.isButton)
    }
    let lines = AccessibilityOverlay.legendLines(for: ViewHost(view).accessibilityElements)
    expectSameLines(
      lines,
      [
        "1. Line one line two <b>\"bold\"</b>",
        "2. " + String(repeating: "a", count: 160) + "…",
        "3. Only a hint",
        "4. Button.",
      ])
  }

  @Test func noElementsSaysSo() throws {
    let view = Color(hex: "#DDDDDD").frame(width: 40, height: 60)
    #expect(
      AccessibilityOverlay.legendLines(for: ViewHost(view).accessibilityElements)
        == ["No accessibility elements"])
    let image = try overlay(of: view)
    // Tall: the legend is beside the rendering.
    references.expectMatch(image, named: "accessibility-overlay-empty")
  }

  @Test func tenThousandElementsGiveAnImageOfSensibleSize() throws {
    let count = 10_000
    let view = VStack(spacing: 0) {
      ForEach(0..<count) { row in
        Color.white.frame(width: 20, height: 1).accessibilityLabel("Row \(row)")
      }
    }
    let elements = ViewHost(view).accessibilityElements
    #expect(elements.count == count)
    let lines = AccessibilityOverlay.legendLines(for: elements)
    let numbered = AccessibilityOverlay.maxNumberedElements
    #expect(lines.count == numbered + 1)
    #expect(lines.first == "1. Row 0")
    #expect(lines.last == "… and \(count - numbered) more")
    let rendering = try #require(Pixmap(width: 40, height: 2 * count, filledWith: .white))
    let image = try AccessibilityOverlay.render(rendering, scale: 2, elements: elements)
    // The rendering's height and margins, and a legend that is no taller.
    #expect(image.height == 2 * count + 2 * 32)
    #expect(image.width < 40 + 400 * 2)
  }

  @Test func refusesImagesOverThePixmapLimits() throws {
    let rendering = try #require(Pixmap(width: Pixmap.maxDimension, height: 2, filledWith: .white))
    #expect {
      try AccessibilityOverlay.render(rendering, scale: 2, elements: [])
    } throws: { error in
      "\(error)" == "cannot draw the accessibility overlay of a 32768x2 px rendering: with its "
        + "legend, 32832x130 px is over the limit of 32768 px a side; give the view a smaller "
        + "size with .frame(width:height:)"
    }
  }

  @Test(arguments: [0, -1, 0.5, 17, Double.nan, Double.infinity])
  func refusesAScaleOutsideOneToSixteen(scale: Double) throws {
    let rendering = try #require(Pixmap(width: 4, height: 4, filledWith: .white))
    #expect(throws: CatalogError.self) {
      try AccessibilityOverlay.render(rendering, scale: scale, elements: [])
    }
  }

  @Test func sameInputGivesTheSameBytes() throws {
    #expect(try overlay(of: Screen(), scale: 3) == (try overlay(of: Screen(), scale: 3)))
  }
}

/// Records an issue with a line diff unless `actual` equals `expected`.
func expectSameLines(
  _ actual: [String], _ expected: [String],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard actual != expected else { return }
  var diff: [String] = []
  for index in 0..<max(actual.count, expected.count) {
    let a = index < actual.count ? actual[index] : nil
    let e = index < expected.count ? expected[index] : nil
    if a == e {
      diff.append("  " + (a ?? ""))
    } else {
      if let e { diff.append("- " + e) }
      if let a { diff.append("+ " + a) }
    }
  }
  Issue.record(
    Comment(
      rawValue: "lines differ (- expected, + actual):\n"
        + diff.joined(separator: "\n")), sourceLocation: sourceLocation)
}
