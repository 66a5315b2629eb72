// MARK: - LocalizationDevice

/// The kind of device a view is drawn for, by the names string catalogs give their device
/// variations; a snapshot's device layout sets it (an iPad's is `ipad`), others draw for an
/// iPhone. SwiftUI has no such value: on iOS the device the app runs on chooses.
package enum LocalizationDevice: String, Hashable, Sendable, CaseIterable {
  case iphone, ipod, ipad, mac, applewatch, appletv, applevision
}

extension EnvironmentValues {
  /// The device whose variations strings tables show; `.iphone` by default.
  package var localizationDevice: LocalizationDevice {
    get { self[LocalizationDeviceKey.self] }
    set { self[LocalizationDeviceKey.self] = newValue }
  }
}

private struct LocalizationDeviceKey: EnvironmentKey {
  static let defaultValue = LocalizationDevice.iphone
}
