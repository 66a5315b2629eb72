import Catalog
import Foundation
import TestSupport
import Testing

// MARK: - GalleryTransitionTests

/// The gallery groups a transition's keyframes and plays the transition back from the report;
/// the browser tests (Tests/Browser) check the behaviour, these the page the writer produces.
@MainActor @Suite struct GalleryTransitionTests {
  static func keyframe(_ index: Int, of transition: String, playback: Bool) -> RunReport.Entry {
    let labels = ["0pct", "50pct", "100pct"]
    let id = "Sheet/opens.\(labels[index])"
    var entry = RunReport.Entry(
      id: id, definition: "Sheet", variant: "Opens </script>", section: "Transitions",
      traits: ["colorScheme": "light"], status: index == 1 ? .failed : .passed,
      referenceFile: id + ".png", images: RunReport.Images(expected: "images/expected/\(id).png"),
      width: 8, height: 16)
    entry.keyframe = TransitionKeyframe(
      transition: transition, label: labels[index], time: 0.175 * Double(index), duration: 0.35,
      index: index, count: 3)
    if playback {
      entry.playback = RunReport.Playback(
        filmstrip: "images/transitions/Sheet/opens/filmstrip.png",
        frames: (0...11).map {
          String(format: "images/transitions/Sheet/opens/frame-%02d.png", $0)
        },
        framesPerSecond: 30)
    }
    return entry
  }

  static let report = RunReport(
    command: "verify", snapshotsDirectory: "Snapshots", durationMilliseconds: 10,
    traitDimensions: [RunReport.TraitDimension(name: "colorScheme", values: ["light"])],
    entries: (0..<3).map { keyframe($0, of: "Sheet/opens", playback: $0 == 0) })

  static func page() throws -> String {
    let directory = try TestSupport.makeTemporaryDirectory("gallery-transitions")
    return try String(contentsOf: GalleryWriter.write(report, to: directory), encoding: .utf8)
  }

  @Test func thePageEmbedsEveryKeyframeAndThePlaybackOfTheFirst() throws {
    let page = try Self.page()
    let start = try #require(page.range(of: "<script type=\"application/json\" id=\"report\">"))
    let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
    let embedded = try JSONDecoder().decode(
      RunReport.self, from: Data(page[start.upperBound..<end.lowerBound].utf8))
    #expect(embedded.entries.map(\.keyframe) == Self.report.entries.map(\.keyframe))
    #expect(embedded.entries.map { $0.playback?.frames.count } == [12, nil, nil])
    #expect(
      embedded.entries[0].playback?.filmstrip
        == "images/transitions/Sheet/opens/filmstrip.png")
    #expect(!page[start.upperBound..<end.lowerBound].contains("<"))
  }

  @Test func thePageStylesAndScriptsTheTransitionGroupAndItsPlayer() throws {
    let page = try Self.page()
    // A group spans its definition's row; its keyframe cards keep long messages inside.
    #expect(page.contains(".grid>.transition{flex:1 1 100%;min-width:0}"))
    #expect(page.contains(".card.keyframe>.meta{contain:inline-size}"))
    // One group per transition, its heading a level below the definition's.
    #expect(
      page.contains(
        #"el("section",{"class":"transition",id:"transition-"+id,"#
          + #""data-transition":id,"data-status":t.worst,"aria-labelledby":hid}"#))
    #expect(page.contains(#"el("h3",{id:hid,"aria-level":"4"}"#))
    // The player: a labelled button, a range of one step per frame, a readout in ms.
    #expect(
      page.contains(
        #"el("button",{"class":"chip play",type:"button","#
          + #""aria-describedby":hid,text:"Play"})"#))
    #expect(
      page.contains(
        #"el("input",{type:"range",min:"0",max:String(n-1),step:"1","#
          + #"value:"0","aria-label":"Frame of "+name})"#))
    #expect(page.contains(#"el("output",{"class":"time"})"#))
    // No autoplay for a reader who asks for less motion, and only once per page.
    #expect(page.contains(#"matchMedia("(prefers-reduced-motion: reduce)")"#))
    #expect(page.contains("if(!calm.matches&&!played[id]&&window.IntersectionObserver)"))
    // Each keyframe card titled with its time, e.g. "50 % · 175 ms".
    #expect(page.contains(#"+" % · "+ms(k.time)}"#))
  }
}
