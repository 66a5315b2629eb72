import CatalogUI
import Raster

// MARK: - DLSIcon

/// The design system's vector icons, drawn from SVG path data in a 24-point box and tinted
/// with the foreground style.
public enum DLSIcon: String, CaseIterable, Sendable {
  case star, plus, minus, chevronLeft, chevronRight, check, close, search, heart, home, person
  case info, warning, error

  /// SVG path data in a 24×24 box.
  public var pathData: String {
    switch self {
    case .star: "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
    case .plus: "M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z"
    case .minus: "M5 11h14v2H5z"
    case .chevronLeft: "M14.7 6.7 13.3 5.3 6.6 12l6.7 6.7 1.4-1.4L9.4 12z"
    case .chevronRight: "M9.3 6.7 10.7 5.3 17.4 12l-6.7 6.7-1.4-1.4 5.3-5.3z"
    case .check: "M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z"
    case .close:
      "M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12 19 6.4 17.6 5 12 10.6z"
    case .search:
      "M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z"
    case .heart:
      "M12 21l-1.5-1.3C5.4 15.1 2 12.1 2 8.4 2 5.4 4.4 3 7.4 3c1.7 0 3.4.8 4.6 2.1C13.2 3.8 14.9 3 16.6 3 19.6 3 22 5.4 22 8.4c0 3.7-3.4 6.7-8.5 11.3z"
    case .home: "M12 3 2 12h3v8h6v-6h2v6h6v-8h3z"
    case .person:
      "M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5z"
    // The holes (the "i", the "!") wind against their outline, so non-zero filling leaves them
    // open.
    case .info: "M12 2a10 10 0 1 1 0 20 10 10 0 1 1 0-20zM11 6.5v2.2h2V6.5zm0 4v7h2v-7z"
    case .warning: "M12 2.5 22.5 21h-21zM11 9.5v5.5h2V9.5zm0 7.5v2h2v-2z"
    case .error: "M12 2a10 10 0 1 1 0 20 10 10 0 1 1 0-20zM11 6.5v7h2v-7zm0 9v2h2v-2z"
    }
  }

  /// Whether the icon points along the reading direction, so right-to-left layouts mirror it
  /// (a back chevron points right in Hebrew and Arabic).
  public var isDirectional: Bool {
    switch self {
    case .chevronLeft, .chevronRight: true
    default: false
    }
  }

  /// The icon as a resizable template image of `size` points, mirrored in right-to-left
  /// layouts when it is directional.
  public func image(size: Double = 24) -> some View {
    EnvironmentReader { environment in
      let icon = Image(svgPathData: pathData).resizable().frame(width: size, height: size)
      // The chevrons are symmetric about their horizontal axis, so half a turn mirrors them.
      if isDirectional && environment.layoutDirection == .rightToLeft {
        icon.rotationEffect(degrees: 180)
      } else {
        icon
      }
    }
  }
}
