import Catalog
import Testing

@MainActor @Suite struct JUnitWriterTests {
  @Test func failuresCarryTheDiffFiguresAndTheAcceptCommand() {
    let report = RunReport(
      command: "verify", snapshotsDirectory: "Snapshots", durationMilliseconds: 1234,
      traitDimensions: [],
      entries: [
        RunReport.Entry(
          id: "Button/ok", definition: "Button", variant: "OK", traits: [:], status: .passed,
          referenceFile: "Button/ok.png", durationMilliseconds: 2),
        RunReport.Entry(
          id: "Button/long", definition: "Button", variant: "Long <text>",
          traits: ["colorScheme": "dark"], status: .failed, message: "12 pixels differ",
          acceptCommand: "swift run catalog record --filter '^Button/long$'",
          referenceFile: "Button/long.png",
          difference: RunReport.Difference(
            mismatchedPixels: 12, mismatchedRatio: 0.0012, maxChannelDelta: 200,
            bounds: [1, 2, 3, 4]),
          durationMilliseconds: 3),
      ])
    let expected = """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites name="catalog verify" tests="2" failures="1" errors="0" time="1.234">
        <testsuite name="Button" tests="2" failures="1" errors="0" time="0.005">
          <testcase classname="Button" name="OK" time="0.002"/>
          <testcase classname="Button" name="Long &lt;text&gt; [colorScheme=dark]" time="0.003">
            <failure type="failed" message="12 pixels differ">snapshot: Button/long.png&#10;12 pixels differ&#10;mismatched pixels: 12 (0.120 %)&#10;largest channel difference: 200&#10;changed area: x 1, y 2, 3×4&#10;to accept: swift run catalog record --filter &apos;^Button/long$&apos;</failure>
          </testcase>
        </testsuite>
      </testsuites>

      """
    #expect(JUnitWriter.xml(for: report) == expected)
  }

  @Test func accessibilityFindingsFailOrShowAsOutput() {
    let contrast = AccessibilityViolation(
      rule: "contrast", severity: .error, element: "text \"Book <now>\"",
      frame: "(16, 20, 120×24)", measured: "2.85:1", threshold: "4.5:1",
      fix: "darken the text to #767676 or darker")
    let truncation = AccessibilityViolation(
      rule: "truncation", severity: .warning, element: "text \"Sold out\"", measured: "cut",
      threshold: "whole text", fix: "allow two lines")
    let target = AccessibilityViolation(
      rule: "target-size", severity: .error, element: "button \"Close\"",
      frame: "(0, 0, 30×30)", measured: "30×30 pt", threshold: "44×44 pt",
      fix: "pad the button to 44×44 pt", baselineReason: "legacy header, DS-12")
    var failed = RunReport.Entry(
      id: "Card/plain", definition: "Card", variant: "Plain", traits: [:], status: .failed,
      message: "the accessibility snapshot differs; 1 accessibility violation",
      acceptCommand: "catalog record --filter '^Card/plain$'", referenceFile: "Card/plain.png",
      durationMilliseconds: 4)
    failed.accessibility = RunReport.Accessibility(
      file: "Card/plain.a11y.yaml", status: .failed, message: "the snapshot differs",
      tree: "# catalog-a11y/1\n- button \"Reserve\" [selected] frame: (16, 500, 343×48)\n",
      expectedTree: "# catalog-a11y/1\n- button \"Reserve\" frame: (16, 500, 343×48)\n",
      diff: "  # catalog-a11y/1\n- button \"Reserve\" frame: (16, 500, 343×48)\n"
        + "+ button \"Reserve\" [selected] frame: (16, 500, 343×48)\n",
      violations: [contrast, truncation, target])
    var passed = RunReport.Entry(
      id: "Card/wide", definition: "Card", variant: "Wide", traits: [:], status: .passed,
      referenceFile: "Card/wide.png", durationMilliseconds: 1)
    passed.accessibility = RunReport.Accessibility(
      file: "Card/wide.a11y.yaml", status: .passed, tree: "# catalog-a11y/1\n",
      violations: [truncation])
    var clean = RunReport.Entry(
      id: "Card/tall", definition: "Card", variant: "Tall", traits: [:], status: .passed,
      referenceFile: "Card/tall.png", durationMilliseconds: 1)
    clean.accessibility = RunReport.Accessibility(
      file: "Card/tall.a11y.yaml", status: .passed, tree: "# catalog-a11y/1\n")
    let report = RunReport(
      command: "verify", snapshotsDirectory: "Snapshots", durationMilliseconds: 6,
      traitDimensions: [], entries: [failed, passed, clean])
    let expected = """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites name="catalog verify" tests="3" failures="1" errors="0" time="0.006">
        <testsuite name="Card" tests="3" failures="1" errors="0" time="0.006">
          <testcase classname="Card" name="Plain" time="0.004">
            <failure type="failed" \
      message="the accessibility snapshot differs; 1 accessibility violation">\
      snapshot: Card/plain.png&#10;\
      the accessibility snapshot differs; 1 accessibility violation&#10;\
      accessibility violations:&#10;\
      contrast: text &quot;Book &lt;now&gt;&quot;: 2.85:1, needs 4.5:1; \
      darken the text to #767676 or darker&#10;\
      accessibility snapshot differs from Card/plain.a11y.yaml (- reference, + rendering):&#10;\
        # catalog-a11y/1&#10;\
      - button &quot;Reserve&quot; frame: (16, 500, 343×48)&#10;\
      + button &quot;Reserve&quot; [selected] frame: (16, 500, 343×48)&#10;\
      to accept: catalog record --filter &apos;^Card/plain$&apos;</failure>
            <system-out>\
      accessibility warnings:&#10;\
      truncation: text &quot;Sold out&quot;: cut, needs whole text; allow two lines&#10;\
      accessibility findings accepted by the baseline:&#10;\
      target-size: button &quot;Close&quot;: 30×30 pt, needs 44×44 pt; \
      pad the button to 44×44 pt \
      (known: legacy header, DS-12)</system-out>
          </testcase>
          <testcase classname="Card" name="Wide" time="0.001">
            <system-out>\
      accessibility warnings:&#10;\
      truncation: text &quot;Sold out&quot;: cut, needs whole text; allow two lines</system-out>
          </testcase>
          <testcase classname="Card" name="Tall" time="0.001"/>
        </testsuite>
      </testsuites>

      """
    #expect(JUnitWriter.xml(for: report) == expected)
  }
}
