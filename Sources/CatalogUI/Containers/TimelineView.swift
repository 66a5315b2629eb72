import Foundation

// MARK: - TimelineView

/// A view that SwiftUI redraws on a schedule, as SwiftUI's `TimelineView`: a snapshot is one
/// still moment, so the content is drawn once, at a date fixed by the schedule (a periodic
/// schedule's start, an explicit schedule's first date) or else at 2026-01-01 09:41 UTC, never
/// at the machine's clock, so the same bytes come on every run.
nonisolated public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
  let schedule: Schedule
  let content: (TimelineViewDefaultContext) -> Content

  /// What the content is drawn for, as SwiftUI's `TimelineView.Context`.
  public typealias Context = TimelineViewDefaultContext

  /// Draws `content` at the schedule's moment.
  public init(
    _ schedule: Schedule,
    @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
  ) {
    self.schedule = schedule
    self.content = content
  }

  @MainActor public var body: some View {
    content(TimelineViewDefaultContext(date: schedule.snapshotDate, cadence: schedule.cadence))
  }
}

/// What a `TimelineView`'s content is drawn for: the date and how often the schedule updates.
public struct TimelineViewDefaultContext: Sendable {
  /// The date of this update.
  public let date: Date
  /// How often the schedule updates.
  public let cadence: Cadence

  /// How often a timeline updates, as SwiftUI's `TimelineView.Context.Cadence`.
  public typealias Cadence = TimelineCadence
}

/// How often a timeline updates (`TimelineView.Context.Cadence`).
public enum TimelineCadence: Comparable, Sendable {
  /// Many times a second.
  case live
  /// Every second.
  case seconds
  /// Every minute.
  case minutes
}

/// The date a schedule without a date of its own is drawn at: 2026-01-01 09:41 UTC.
let timelineSnapshotDate = Date(timeIntervalSince1970: 1_767_260_460)

// MARK: - TimelineSchedule

/// When a `TimelineView` updates, as SwiftUI's `TimelineSchedule`; here, which still moment a
/// snapshot shows.
public protocol TimelineSchedule {
  /// The moment a snapshot draws.
  var snapshotDate: Date { get }
  /// How often the schedule updates.
  var cadence: TimelineCadence { get }
}

/// Updates every `interval` from `startDate`, as SwiftUI's `PeriodicTimelineSchedule`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
  let startDate: Date
  let interval: TimeInterval
  /// The schedule's start.
  public var snapshotDate: Date { startDate }
  /// Seconds or minutes, by the interval.
  public var cadence: TimelineCadence {
    interval >= 60 ? .minutes : interval >= 1 ? .seconds : .live
  }

  /// Every `interval` seconds from `startDate`.
  public init(from startDate: Date, by interval: TimeInterval) {
    self.startDate = startDate
    self.interval = interval
  }
}

/// Updates at the start of every minute, as SwiftUI's `EveryMinuteTimelineSchedule`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  /// A schedule at every minute.
  public init() {}
  /// The catalog's fixed date, 2026-01-01 09:41 UTC.
  public var snapshotDate: Date { timelineSnapshotDate }
  /// Minutes.
  public var cadence: TimelineCadence { .minutes }
}

/// Updates as often as the display, as SwiftUI's `AnimationTimelineSchedule`.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  /// A schedule as often as `minimumInterval` allows.
  public init(minimumInterval: Double? = nil, paused: Bool = false) {}
  /// The catalog's fixed date, 2026-01-01 09:41 UTC.
  public var snapshotDate: Date { timelineSnapshotDate }
  /// Live.
  public var cadence: TimelineCadence { .live }
}

/// Updates at the given dates, as SwiftUI's `ExplicitTimelineSchedule`.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule
where Entries.Element == Date {
  let dates: Entries
  /// At each of `dates`.
  public init(_ dates: Entries) { self.dates = dates }
  /// The first date, or the catalog's fixed date when there is none.
  public var snapshotDate: Date {
    dates.first { _ in true } ?? timelineSnapshotDate
  }
  /// Seconds.
  public var cadence: TimelineCadence { .seconds }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// Every `interval` seconds from `startDate`.
  public static func periodic(from startDate: Date, by interval: TimeInterval) -> Self {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// At the start of every minute.
  public static var everyMinute: Self { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// As often as the display updates.
  public static var animation: Self { AnimationTimelineSchedule() }

  /// As often as the display updates, at most every `minimumInterval` seconds.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> Self {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}

extension TimelineSchedule {
  /// At each of `dates`.
  public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
  where Self == ExplicitTimelineSchedule<S> {
    ExplicitTimelineSchedule(dates)
  }
}
