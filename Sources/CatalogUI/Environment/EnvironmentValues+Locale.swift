import Foundation

// MARK: - Locale, calendar and time zone

extension EnvironmentValues {
  /// The locale dates and numbers are formatted for, as SwiftUI's `locale`; `en_US` by default,
  /// never the host's, so text does not depend on the machine's `LANG`.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The calendar dates are computed in, as SwiftUI's `calendar`; Gregorian for `en_US` (weeks
  /// start on Sunday) by default, never the host's.
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  /// The time zone dates are shown in, as SwiftUI's `timeZone`; GMT by default, never the
  /// host's, so text does not depend on the machine's `TZ`.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }
}

/// The fixed defaults of the locale, calendar and time zone: an iPhone set to US English in
/// GMT, whatever the host says.
enum RegionDefaults {
  /// `en_US`.
  static let locale = Locale(identifier: "en_US")
  /// GMT.
  static let timeZone = TimeZone.gmt
  /// Gregorian, for `en_US`, in GMT: its first weekday and week rules come from the locale,
  /// set here so the host's locale never decides them.
  static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = locale
    calendar.timeZone = timeZone
    return calendar
  }()
}

private struct LocaleKey: EnvironmentKey {
  static var defaultValue: Locale { RegionDefaults.locale }
}

private struct CalendarKey: EnvironmentKey {
  static var defaultValue: Calendar { RegionDefaults.calendar }
}

private struct TimeZoneKey: EnvironmentKey {
  static var defaultValue: TimeZone { RegionDefaults.timeZone }
}

// MARK: - UserInterfaceSizeClass

/// The size class of one axis of the screen, as SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable, CaseIterable {
  /// A narrow axis: an iPhone's width in portrait.
  case compact
  /// A roomy axis: an iPhone's height in portrait, an iPad's width.
  case regular
}

extension EnvironmentValues {
  /// The horizontal size class, as SwiftUI's `horizontalSizeClass`; `.compact` by default, as
  /// an iPhone in portrait.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  /// The vertical size class, as SwiftUI's `verticalSizeClass`; `.regular` by default, as an
  /// iPhone in portrait.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }
}

private struct HorizontalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = .compact
}

private struct VerticalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = .regular
}

// MARK: - EditMode

/// Whether the user can edit a view's content, as SwiftUI's `EditMode`.
public enum EditMode: Hashable, Sendable {
  /// The content cannot be edited.
  case inactive
  /// The content can be edited for a moment (a swipe to delete).
  case transient
  /// The content can be edited.
  case active

  /// Whether the mode is anything other than `.inactive`.
  public var isEditing: Bool { self != .inactive }
}

extension EnvironmentValues {
  /// A binding to the edit mode, as SwiftUI's `editMode`; `nil` unless a view sets one with
  /// `.environment(\.editMode, $mode)`.
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }

  /// Whether a searchable field around the view is being searched, as SwiftUI's
  /// `isSearching`; a snapshot shows no active search, so it is `false`.
  public internal(set) var isSearching: Bool {
    get { self[IsSearchingKey.self] }
    set { self[IsSearchingKey.self] = newValue }
  }
}

private struct EditModeKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>? { nil }
}

private struct IsSearchingKey: EnvironmentKey {
  static let defaultValue = false
}
