import Foundation

// MARK: - Colour sets

extension Color {
  /// The colour set `name` of the `.xcassets` catalogue in `bundle` (the main bundle when
  /// `nil`), as SwiftUI's `Color(_:bundle:)`: its "Any Appearance" colour, and its "Dark"
  /// one in dark mode (see `AssetCatalog` for where catalogues are found).
  ///
  /// A missing or unreadable set draws nothing (clear, as SwiftUI does) and is reported in
  /// the host's diagnostics with the name, the bundle and what is wrong.
  public init(_ name: String, bundle: Bundle? = nil) {
    switch AssetCatalog.color(named: name, in: bundle ?? .main) {
    case .success(let asset):
      self.init(light: Color(asset.light), dark: Color(asset.dark))
    case .failure(let problem):
      AssetDiagnostics.report("Color: \(problem.message); it is drawn clear")
      self = .clear
    }
  }
}
