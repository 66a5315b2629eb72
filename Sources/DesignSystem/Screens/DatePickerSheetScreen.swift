import CatalogUI

// MARK: - DatePickerSheetScreen

/// The date picker: a sheet titled "When's your trip?" holding a month to choose the stay's
/// dates from, over the explore page dimmed by a scrim, with the page's search pill above the
/// scrim showing the dates chosen.
///
/// The layers are in the order of the date picker transition's components: the page (the
/// background), the scrim (`BottomSheet.backgroundView`), the pill
/// (`Explore.searchNavigationBarPill`) and the sheet (`BottomSheet.foregroundView`). The pill
/// stays above the scrim so it can move between its two states in plain view.
public struct DatePickerSheetScreen: View {
  let month: DLSCalendarMonth.Month
  let year: Int
  let didTapNext: (ClosedRange<Int>?) -> Void
  @State private var dates: ClosedRange<Int>?

  /// The date picker showing `month` of `year` with `dates` chosen; `didTapNext` is called
  /// with the dates chosen when "Next" is tapped.
  public init(
    month: DLSCalendarMonth.Month = .march, year: Int = 2027,
    dates: ClosedRange<Int>? = 12...19,
    didTapNext: @escaping (ClosedRange<Int>?) -> Void = { _ in }
  ) {
    self.month = month
    self.year = year
    self.didTapNext = didTapNext
    _dates = State(initialValue: dates)
  }

  public var body: some View {
    ZStack(alignment: .top) {
      // Behind a modal sheet, the page is out of VoiceOver's reach as it is out of a finger's.
      ExploreScreen(showsPill: false).accessibilityHidden(true)
      DLSColor.scrim.transitionElement(BottomSheet.backgroundView)
      ExplorePillBar {
        DLSSearchBarPill(subtitle: "Anywhere · \(Self.summary(of: dates, in: month)) · Add guests")
          .transitionElement(Explore.searchNavigationBarPill)
      }
      sheet
        .transitionElement(BottomSheet.foregroundView)
        .frame(maxHeight: .infinity, alignment: .bottom)
    }
  }

  private var sheet: some View {
    let chosen = dates
    let didTapNext = self.didTapNext
    return DLSBottomSheet("When's your trip?") {
      VStack(spacing: DLSSpacing.l) {
        DLSCalendarMonth(month: month, year: year, selection: $dates)
        HStack {
          DLSButton("Clear dates") { dates = nil }.dlsButtonStyle(.tertiary)
          Spacer()
          DLSButton("Next") { didTapNext(chosen) }
        }
      }
    }
  }

  /// The chosen dates as the pill shows them: "12–19 Mar", "12 Mar" while only check-in is
  /// chosen, or "Any week".
  static func summary(of dates: ClosedRange<Int>?, in month: DLSCalendarMonth.Month) -> String {
    guard let dates else { return "Any week" }
    let name = month.name.prefix(3)
    guard dates.count > 1 else { return "\(dates.lowerBound) \(name)" }
    return "\(dates.lowerBound)–\(dates.upperBound) \(name)"
  }
}
