import CatalogUI
import Foundation
import Testing

@MainActor @Suite struct TimelineViewTests {
  private func label<S: TimelineSchedule>(_ schedule: S) -> String {
    ViewHost(
      TimelineView(schedule) { (context: TimelineViewDefaultContext) -> Text in
        let speed = context.cadence == .live ? "live" : "slow"
        return Text("\(Int(context.date.timeIntervalSince1970)) \(speed)")
      }
    ).accessibilityElements.first?.label ?? ""
  }

  @Test func aTimelineDrawsOneFixedMoment() {
    let start = Date(timeIntervalSince1970: 1_000)
    #expect(label(.periodic(from: start, by: 1)) == "1,000 slow")
    #expect(label(.everyMinute) == "1,767,260,460 slow")
    #expect(label(.animation) == "1,767,260,460 live")
    #expect(label(.explicit([start.addingTimeInterval(5), start])) == "1,005 slow")
  }
}

private struct Clock: View {
  var body: some View {
    TimelineView(.everyMinute) { context in
      Text(context.date.formatted(.iso8601))
    }
  }
}

@MainActor @Suite struct TimelineViewInferenceTests {
  @Test func aClockAsAppsWriteItShowsTheFixedDate() {
    #expect(ViewHost(Clock()).accessibilityElements.map(\.label) == ["2026-01-01T09:41:00Z"])
  }
}
