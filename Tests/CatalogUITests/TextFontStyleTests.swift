import CatalogUI
import Foundation
import Testing

/// Font designs and widths, baseline offsets, inline images and vertical text fields.
@MainActor @Suite struct TextFontStyleTests {
  private func host<V: View>(_ view: V, width: Double = 240) -> ViewHost {
    ViewHost(view, proposal: ProposedViewSize(width: width, height: nil))
  }

  @Test func theMonospacedDesignDrawsInTheBuiltInMonospacedFace() {
    let texts = VStack {
      Text("a").monospaced()
      Text("b").font(.system(.body, design: .monospaced))
      Text("c").font(.body.monospaced().bold())
      Text("d").font(.system(size: 12, design: .monospaced))
      Text("e").fontDesign(.monospaced)
      Text("f")
      Text("`g` h")
    }
    .monospaced(false)
    let dump = host(texts).dump()
    for line in [
      #"text: "a""#, #"font: DejaVu Sans Mono 17 regular"#,
      #"font: DejaVu Sans Mono 17 bold"#, #"font: DejaVu Sans Mono 12 regular"#,
      #"piece: "g" DejaVu Sans Mono 17 regular"#, #"piece: " h" Inter 17 regular"#,
    ] {
      #expect(dump.contains(line), "\(line) not in \(dump)")
    }
    #expect(dump.components(separatedBy: "font: DejaVu Sans Mono 17 regular").count == 4)
    let inherited = host(
      VStack {
        Text("x")
        Text("y").fontDesign(.default)
      }.monospaced()
    ).dump()
    #expect(inherited.contains("font: DejaVu Sans Mono 17 regular"), "\(inherited)")
    #expect(inherited.contains("font: Inter 17 regular"), "\(inherited)")
    #expect(host(texts).diagnostics.isEmpty)
    let optional = host(Text("h").font(.system(size: 13, weight: nil, design: nil))).dump()
    #expect(optional.contains("font: Inter 13 regular"), "\(optional)")
  }

  @Test func designsAndWidthsTheFontsLackAreReported() {
    let view = VStack {
      Text("Round").font(.system(.title, design: .rounded))
      Text("Serif").fontDesign(.serif)
      Text("Narrow").fontWidth(.condensed)
      Text("Wide").font(.body.width(.expanded))
      Text("Standard").fontWidth(.standard)
    }
    let host = host(view)
    #expect(host.dump().contains("font: Inter 28 regular"))
    #expect(
      host.diagnostics == [
        "Text(\"Round\"): the rounded design is drawn in Inter: the catalog has no rounded face "
          + "(SF Pro Rounded and New York are Apple's)",
        "Text(\"Serif\"): the serif design is drawn in Inter: the catalog has no serif face "
          + "(SF Pro Rounded and New York are Apple's)",
        "Text(\"Narrow\"): the condensed width is drawn at the standard width: the built-in "
          + "fonts have one width",
        "Text(\"Wide\"): the expanded width is drawn at the standard width: the built-in fonts "
          + "have one width",
      ])
  }

  @Test func aBaselineOffsetRaisesTheTextAndGrowsItsLine() {
    let plain = host(Text("Hi"))
    let raised = host(Text("Hi").baselineOffset(10))
    let lowered = host(Text("Hi").baselineOffset(-4))
    let viewRaised = host(Text("Hi").baselineOffset(10.0 as CGFloat).padding(0).baselineOffset(3))
    #expect(raised.size.height == plain.size.height + 10)
    #expect(lowered.size.height == plain.size.height + 4)
    #expect(viewRaised.size.height == plain.size.height + 10)
    #expect(host(Text("Hi")).size == host(Text("Hi").baselineOffset(0)).size)
    let environment = host(VStack { Text("A") }.baselineOffset(6))
    #expect(environment.size.height == plain.size.height + 6)
    let formula =
      Text("E = mc") + Text("2").font(.caption).baselineOffset(8) + Text(" and H")
      + Text("2").font(.caption).baselineOffset(-3) + Text("O")
    expectMatchesReference(
      host(formula.padding(6), width: 200).render(background: .white),
      named: "text-baseline-offset")
  }

  @Test func imagesInterpolatedInTextDrawInlineOnTheBaseline() {
    let rating = 4.9
    let view = VStack(alignment: .leading, spacing: 6) {
      Text("\(Image(systemName: "star.fill")) \(rating, specifier: "%.1f")")
        .foregroundStyle(Color.orange)
      Text("Rated \(Image(systemName: "star.fill")) \(Text("4.9").bold()) by 1,200 guests")
        .font(.footnote)
      Text("Wi-Fi \(Image(systemName: "wifi")) and parking \(Image(systemName: "heart.fill"))")
        .font(.title3)
    }
    .padding(8)
    let host = host(view, width: 260)
    #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    #expect(host.accessibilityElements.first?.label == " 4.9")
    expectMatchesReference(host.render(background: .white), named: "text-inline-images")
  }

  @Test func aTextOfAnImageJoinsOtherText() {
    let joined = host(Text(Image(systemName: "star.fill")) + Text(" 4.9"))
    let interpolated = host(Text("\(Image(systemName: "star.fill")) 4.9"))
    #expect(joined.diagnostics.isEmpty)
    #expect(joined.size == interpolated.size)
    #expect(joined.render() == interpolated.render())
  }

  @Test func anUnknownSymbolInTextIsReportedAsAnImageIs() {
    let host = host(Text("\(Image(systemName: "no.such.symbol")) 4.9"))
    #expect(host.diagnostics.count == 1)
    #expect(host.diagnostics.first?.hasPrefix("Image: ") == true, "\(host.diagnostics)")
  }

  @Test func aVerticalTextFieldGrowsWithItsTextUpToTheLineLimit() {
    func height(_ text: String, _ limits: ClosedRange<Int>? = nil) -> Double {
      let field = TextField("Notes", text: .constant(text), axis: .vertical)
      if let limits { return host(field.lineLimit(limits), width: 200).size.height }
      return host(field, width: 200).size.height
    }
    let long = "Late check-in after ten, please leave the key with the night porter at the desk"
    let one = height("Short")
    #expect(height("") == one)
    #expect(height(long) > one * 2)
    #expect(abs(height(long, 1...2) - height("A\nB")) < 0.001)
    #expect(abs(height("", 3...5) - height("A\nB\nC")) < 0.001)
    let horizontal = host(TextField("Notes", text: .constant(long)), width: 200).size.height
    #expect(abs(horizontal - one) < 0.001)
    let reserved = host(
      TextField("Notes", text: .constant(""), axis: .vertical).lineLimit(3, reservesSpace: true),
      width: 200)
    #expect(abs(reserved.size.height - height("A\nB\nC")) < 0.001)
    let view = VStack(spacing: 8) {
      TextField("Notes", text: .constant(long), axis: .vertical).lineLimit(1...4)
      TextField("Notes", text: .constant(""), axis: .vertical).lineLimit(2...4)
      TextField("Notes", text: .constant(long + " " + long), axis: .vertical).lineLimit(1...3)
    }
    .textFieldStyle(.roundedBorder)
    .padding(8)
    expectMatchesReference(
      host(view, width: 220).render(background: .white), named: "textfield-vertical-axis")
  }
}
