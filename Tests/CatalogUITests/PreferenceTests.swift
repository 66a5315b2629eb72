import CatalogUI
import Raster
import Testing

// MARK: - Keys

private struct NamesKey: PreferenceKey {
  static var defaultValue: [String] { [] }
  static func reduce(value: inout [String], nextValue: () -> [String]) {
    value.append(contentsOf: nextValue())
  }
}

private struct WidthKey: PreferenceKey {
  static var defaultValue: Double { 0 }
  static func reduce(value: inout Double, nextValue: () -> Double) {
    value = max(value, nextValue())
  }
}

private struct BoundsKey: PreferenceKey {
  static var defaultValue: [Anchor<CGRect>] { [] }
  static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) {
    value.append(contentsOf: nextValue())
  }
}

private struct CenterKey: PreferenceKey {
  static var defaultValue: Anchor<CGPoint>? { nil }
  static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) {
    value = value ?? nextValue()
  }
}

// MARK: - Views

/// Shows the names its content sets, joined, once `onPreferenceChange` has delivered them.
private struct NameList<Content: View>: View {
  @ViewBuilder let content: Content
  @State private var names: [String] = []

  var body: some View {
    VStack(spacing: 0) {
      content
      Text(names.isEmpty ? "none" : names.joined(separator: " "))
    }
    .onPreferenceChange(NamesKey.self) { names = $0 }
  }
}

/// A bar as wide as the widest of its rows, measured with a `GeometryReader` background.
private struct MatchedWidths: View {
  @State private var width: Double = 0

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Color.red.frame(width: 30, height: 10)
        .background(
          GeometryReader { Color.clear.preference(key: WidthKey.self, value: $0.size.width) })
      Color.green.frame(width: 70, height: 10)
        .background(
          GeometryReader { Color.clear.preference(key: WidthKey.self, value: $0.size.width) })
      Color.blue.frame(width: width, height: 6)
    }
    .onPreferenceChange(WidthKey.self) { width = $0 }
  }
}

/// Grows whenever its width is reported: an `onPreferenceChange` that never settles.
private struct Unsettled: View {
  @State private var width: Double = 10

  var body: some View {
    Color.red.frame(width: width, height: 10)
      .background(
        GeometryReader { Color.clear.preference(key: WidthKey.self, value: $0.size.width) }
      )
      .onPreferenceChange(WidthKey.self) { width = $0 + 1 }
  }
}

/// Three swatches with an outline drawn around each from anchors, and a disc behind their centre.
private struct Highlighted: View {
  var body: some View {
    HStack(spacing: 10) {
      ForEach(0..<3) { index in
        Color.blue.frame(width: 20, height: 20 + 10 * Double(index))
          .anchorPreference(key: BoundsKey.self, value: .bounds) { [$0] }
      }
    }
    .anchorPreference(key: CenterKey.self, value: .center) { $0 }
    .padding(8)
    .overlayPreferenceValue(BoundsKey.self) { anchors in
      GeometryReader { proxy in
        ForEach(0..<anchors.count, id: \.self) { index in
          let rect = proxy[anchors[index]]
          Rectangle().stroke(Color.red, lineWidth: 2)
            .frame(width: rect.width + 4, height: rect.height + 4)
            .padding(EdgeInsets(top: rect.minY - 2, leading: rect.minX - 2))
        }
      }
    }
    .backgroundPreferenceValue(CenterKey.self, alignment: .topLeading) { anchor in
      GeometryReader { proxy in
        if let anchor {
          Circle().fill(Color.yellow).frame(width: 52, height: 52)
            .padding(EdgeInsets(top: proxy[anchor].y - 26, leading: proxy[anchor].x - 26))
        }
      }
    }
  }
}

// MARK: - PreferenceTests

@MainActor @Suite struct PreferenceTests {
  @Test func valuesAreReducedInViewOrder() throws {
    let host = ViewHost(
      NameList {
        Color.red.frame(width: 10, height: 10).preference(key: NamesKey.self, value: ["a"])
        HStack {
          Color.red.frame(width: 10, height: 10).preference(key: NamesKey.self, value: ["b"])
          Color.red.frame(width: 10, height: 10)
          Color.red.frame(width: 10, height: 10).preference(key: NamesKey.self, value: ["c"])
        }
        Color.red.frame(width: 10, height: 10).preference(key: NamesKey.self, value: ["d"])
      })
    _ = try host.find(text: "a b c d")
    #expect(host.diagnostics == [])
  }

  @Test func aViewThatSetsAValueReplacesItsContents() throws {
    let host = ViewHost(
      NameList {
        HStack {
          Color.red.frame(width: 10, height: 10).preference(key: NamesKey.self, value: ["inner"])
        }
        .preference(key: NamesKey.self, value: ["outer"])
        Color.red.frame(width: 10, height: 10).preference(key: NamesKey.self, value: ["last"])
      })
    _ = try host.find(text: "outer last")
  }

  @Test func transformPreferenceChangesTheContentsValue() throws {
    let host = ViewHost(
      NameList {
        HStack {
          Color.red.frame(width: 10, height: 10).preference(key: NamesKey.self, value: ["x"])
        }
        .transformPreference(NamesKey.self) { $0.insert("before", at: 0) }
        Color.red.frame(width: 10, height: 10)
          .transformPreference(NamesKey.self) { $0.append("alone") }
      })
    _ = try host.find(text: "before x alone")
  }

  @Test func withNoValueTheActionSeesTheDefault() throws {
    let host = ViewHost(NameList { Color.red.frame(width: 10, height: 10) })
    _ = try host.find(text: "none")
  }

  @Test func stateSetFromAMeasuredSizeIsShown() {
    // The widest row (70) reaches the bar through a preference set inside a GeometryReader.
    let host = ViewHost(MatchedWidths())
    #expect(
      host.dump() == """
        onPreferenceChange(WidthKey) (0, 0, 70×34)
          VStack (0, 0, 70×34) spacing: 4
            Background (0, 0, 30×10)
              Frame (0, 0, 30×10) width: 30, height: 10
                Color(#FF3B30FF) (0, 0, 30×10)
              GeometryReader (0, 0, 30×10)
                preference(WidthKey) (0, 0, 30×10)
                  Color(#00000000) (0, 0, 30×10)
            Background (0, 14, 70×10)
              Frame (0, 14, 70×10) width: 70, height: 10
                Color(#34C759FF) (0, 14, 70×10)
              GeometryReader (0, 14, 70×10)
                preference(WidthKey) (0, 14, 70×10)
                  Color(#00000000) (0, 14, 70×10)
            Frame (0, 28, 70×6) width: 70, height: 6
              Color(#007AFFFF) (0, 28, 70×6)
        """)
    #expect(host.diagnostics == [])
  }

  @Test func anActionThatNeverSettlesStopsWithADiagnostic() {
    let host = ViewHost(Unsettled())
    #expect(
      host.diagnostics == [
        "onPreferenceChange(WidthKey) changed state after each of 8 layouts in a row; the "
          + "snapshot shows the last (make the action settle: a value it sets must stop "
          + "changing the preference)"
      ])
    // Eight layouts, each one point wider than the last: 10, then 11 … 17.
    #expect(host.size == CGSize(width: 17, height: 10))
  }

  @Test func anchorsResolveInTheReadersCoordinates() {
    let host = ViewHost(Highlighted())
    // Swatches at x 8, 38, 68 (8 padding, 20 wide, 10 apart), centred in the 40-point row;
    // each outline 2 points outside its swatch, the disc on the row's centre (48, 28).
    #expect(
      host.dump() == """
        BackgroundPreferenceValue (0, 0, 96×56)
          OverlayPreferenceValue (0, 0, 96×56)
            Padding (0, 0, 96×56) padding: 8
              anchorPreference(CenterKey) (8, 8, 80×40)
                HStack (8, 8, 80×40) spacing: 10
                  anchorPreference(BoundsKey) (8, 18, 20×20)
                    Frame (8, 18, 20×20) width: 20, height: 20
                      Color(#007AFFFF) (8, 18, 20×20)
                  anchorPreference(BoundsKey) (38, 13, 20×30)
                    Frame (38, 13, 20×30) width: 20, height: 30
                      Color(#007AFFFF) (38, 13, 20×30)
                  anchorPreference(BoundsKey) (68, 8, 20×40)
                    Frame (68, 8, 20×40) width: 20, height: 40
                      Color(#007AFFFF) (68, 8, 20×40)
            GeometryReader (0, 0, 96×56)
              Padding (0, 0, 30×40) padding: 16 6 0 0
                Frame (6, 16, 24×24) width: 24, height: 24
                  Rectangle (6, 16, 24×24)
              Padding (0, 0, 60×45) padding: 11 36 0 0
                Frame (36, 11, 24×34) width: 24, height: 34
                  Rectangle (36, 11, 24×34)
              Padding (0, 0, 90×50) padding: 6 66 0 0
                Frame (66, 6, 24×44) width: 24, height: 44
                  Rectangle (66, 6, 24×44)
          GeometryReader (0, 0, 96×56)
            Padding (0, 0, 74×54) padding: 2 22 0 0
              Frame (22, 2, 52×52) width: 52, height: 52
                Circle (22, 2, 52×52)
        """)
    expectMatchesReference(host.render(), named: "preferences-anchors")
  }

  @Test func aNamedCoordinateSpaceMeasuresFromTheNamedView() throws {
    let host = ViewHost(
      VStack(spacing: 0) {
        Color.red.frame(width: 40, height: 30)
        GeometryReader { proxy in
          let named = proxy.frame(in: .named("card"))
          let global = proxy.frame(in: .global)
          Text("\(Int(named.minX)),\(Int(named.minY)) \(Int(global.minX)),\(Int(global.minY))")
        }
        .frame(width: 100, height: 20)
      }
      .padding(5)
      .coordinateSpace(.named("card"))
      .padding(10))
    _ = try host.find(text: "5,35 15,45")
    #expect(host.diagnostics == [])
  }

  @Test func theEarlierCoordinateSpaceNameFormMeasuresTheSame() throws {
    let host = ViewHost(
      VStack(spacing: 0) {
        Color.red.frame(width: 40, height: 30)
        GeometryReader { proxy in
          Text("\(Int(proxy.frame(in: .named("card")).minY))")
        }
        .frame(width: 100, height: 20)
      }
      .coordinateSpace(name: "card")
      .padding(10))
    _ = try host.find(text: "30")
  }

  @Test func anUnknownCoordinateSpaceIsReported() throws {
    let host = ViewHost(
      GeometryReader { proxy in
        Text("\(Int(proxy.frame(in: .named("missing")).minX))")
      }
      .frame(width: 100, height: 20)
      .padding(10))
    _ = try host.find(text: "10")
    #expect(
      host.diagnostics == [
        "GeometryProxy.frame(in: .named(\"missing\")): no enclosing view has that coordinate "
          + "space; measured in the global space instead (add "
          + ".coordinateSpace(.named(\"missing\")) to an ancestor)"
      ])
  }
}
