import Catalog
import Testing

// MARK: - GitHubReportTests

/// The workflow commands and job summary of a verify report: escaped so a crafted id or
/// message cannot end a command or format the summary, and capped for thousands of failures.
@Suite struct GitHubReportTests {
  private func report(_ entries: [RunReport.Entry]) -> RunReport {
    RunReport(
      command: "verify", snapshotsDirectory: "/work/app/Snapshots", durationMilliseconds: 1,
      traitDimensions: [], entries: entries)
  }

  private func failure(_ id: String, message: String = "12 pixels differ") -> RunReport.Entry {
    RunReport.Entry(
      id: id, definition: String(id.split(separator: "/").first ?? ""), variant: "v",
      traits: [:], status: .failed,
      message: message + AcceptClause.intended.text("accept \(id)"),
      acceptCommand: "accept \(id)", referenceFile: id + ".png")
  }

  @Test func escapingFollowsTheWorkflowCommandRules() {
    #expect(GitHubReport.escapedData("100% a:b,c\r\nd") == "100%25 a:b,c%0D%0Ad")
    #expect(GitHubReport.escapedProperty("100% a:b,c\r\nd") == "100%25 a%3Ab%2Cc%0D%0Ad")
  }

  @Test func aCraftedIdAndMessageStayInsideTheirCommand() {
    let entry = failure("A,b:c/x%y", message: "line one\nline two: 50%")
    #expect(
      GitHubReport.annotations(for: report([entry]), relativeTo: "/work/app") == [
        "::error file=Snapshots/A%2Cb%3Ac/x%25y.png,title=A%2Cb%3Ac/x%25y changed::line one"
      ])
  }

  @Test func aReferenceOutsideTheWorkingDirectoryIsNamedInFull() {
    #expect(
      GitHubReport.annotations(for: report([failure("A/b")]), relativeTo: "/elsewhere") == [
        "::error file=/work/app/Snapshots/A/b.png,title=A/b changed::12 pixels differ"
      ])
  }

  @Test func aKnownSourceLineIsAnnotatedInsteadOfTheReference() {
    var entry = failure("A/b")
    entry.source = SourceLine(file: "/work/app/Sources/A+Definition.swift", line: 12)
    #expect(
      GitHubReport.annotations(for: report([entry]), relativeTo: "/work/app") == [
        "::error file=Sources/A+Definition.swift,line=12,title=A/b changed::12 pixels differ"
      ])
  }

  @Test func fiveThousandFailuresGiveFiftyAnnotationsAndOneLineMore() {
    let many = report((0..<5000).map { failure("D\($0 / 100)/v\($0)") })
    let lines = GitHubReport.annotations(for: many, relativeTo: "/work/app")
    #expect(lines.count == 51)
    #expect(
      lines.last
        == "::warning::4950 more failures are not annotated; the job summary and the report "
        + "list every one")
    let summary = GitHubReport.summary(for: many, acceptCommand: "accept")
    #expect(summary.split(separator: "\n").filter { $0.hasPrefix("- ") }.count == 50)
    #expect(summary.contains("\n… and 4950 more failures: see the report.\n"))
    #expect(summary.hasPrefix("## catalog verify: FAIL\n\n5000 snapshots: 0 passed, 5000 failed"))
  }

  @Test func theSummaryKeepsACraftedNameFromFormattingIt() {
    let entry = failure("<b>*x*`/|y|", message: "see [here](http://x) <img>")
    let summary = GitHubReport.summary(for: report([entry]), acceptCommand: nil)
    #expect(
      summary == """
        ## catalog verify: FAIL

        1 snapshot: 0 passed, 1 failed, 0 missing, 0 orphaned, 0 errors

        ### &lt;b&gt;\\*x\\*\\`

        - ``<b>*x*`/|y|`` changed: see \\[here\\](http://x) &lt;img&gt;

        """)
  }

  @Test func aChangedSnapshotsLayoutChangesFollowItsMessageCapped() {
    var entry = failure("A/b")
    entry.layout = RunReport.Layout(
      file: "A/b.layout.txt",
      changes: [
        "`DLSButton › Text \"Go ``x``\"`: font Inter 17 regular → Inter 19 regular",
        "`HStack`: spacing 8 → 12",
      ] + (3...12).map { "`VStack › Color[\($0)]`: frame 0,0 1×1 → 0,0 2×2" },
      omitted: 3)
    #expect(
      GitHubReport.annotations(for: report([entry]), relativeTo: "/work/app") == [
        "::error file=Snapshots/A/b.png,title=A/b changed::12 pixels differ%0Alayout: "
          + "`DLSButton › Text \"Go ``x``\"`: font Inter 17 regular → Inter 19 regular%0Alayout: "
          + "`HStack`: spacing 8 → 12"
          + (3...10).map { "%0Alayout: `VStack › Color[\($0)]`: frame 0,0 1×1 → 0,0 2×2" }
          .joined() + "%0Alayout: … and 5 more layout changes (see the report)"
      ])
    // In the summary, a code block inside the failure's item: its text stays literal.
    let summary = GitHubReport.summary(for: report([entry]), acceptCommand: nil)
    #expect(
      summary == """
        ## catalog verify: FAIL

        1 snapshot: 0 passed, 1 failed, 0 missing, 0 orphaned, 0 errors

        ### A

        - `A/b` changed: 12 pixels differ

          ```text
          `DLSButton › Text "Go ``x``"`: font Inter 17 regular → Inter 19 regular
          `HStack`: spacing 8 → 12

        """
        + (3...10).map { "  `VStack › Color[\($0)]`: frame 0,0 1×1 → 0,0 2×2\n" }.joined()
        + "  … and 5 more layout changes (see the report)\n  ```\n")
    // A note without changes (no stored tree) is the report's to say, not the annotation's.
    entry.layout = RunReport.Layout(
      file: "A/b.layout.txt", changes: [], note: "no stored layout; re-record to enable")
    #expect(
      GitHubReport.annotations(for: report([entry]), relativeTo: "/work/app") == [
        "::error file=Snapshots/A/b.png,title=A/b changed::12 pixels differ"
      ])
  }

  @Test func aLayoutOnlyChangeIsAWarningInTheAnnotationsAndTheSummary() {
    var entry = RunReport.Entry(
      id: "A/b", definition: "A", variant: "b", traits: [:], status: .passed,
      referenceFile: "A/b.png")
    entry.source = SourceLine(file: "/work/app/Sources/A+Definition.swift", line: 7)
    entry.layout = RunReport.Layout(
      file: "A/b.layout.txt", changes: ["`HStack`: spacing 8 → 12"], pixelsUnchanged: true)
    let run = report([failure("A/a"), entry])
    #expect(
      GitHubReport.annotations(for: run, relativeTo: "/work/app") == [
        "::error file=Snapshots/A/a.png,title=A/a changed::12 pixels differ",
        "::warning file=Sources/A+Definition.swift,line=7,title=A/b layout changed::the layout "
          + "changed but the pixels did not%0Alayout: `HStack`: spacing 8 → 12",
      ])
    #expect(
      GitHubReport.summary(for: run, acceptCommand: nil) == """
        ## catalog verify: FAIL

        2 snapshots: 1 passed, 1 failed, 0 missing, 0 orphaned, 0 errors

        ### A

        - `A/a` changed: 12 pixels differ

        ### Layout changed, pixels unchanged (1)

        - `A/b`: the layout changed but the pixels did not

          ```text
          `HStack`: spacing 8 → 12
          ```

        """)
  }
}
