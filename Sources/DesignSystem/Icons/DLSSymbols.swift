import CatalogUI

// MARK: - DLSSymbols

/// The SF Symbols names the design system's screens use that the catalog's built-in outlines
/// lack, registered as an app registers its own symbols (see the README's "Your own symbols").
///
/// `hand.raised` (iOS Settings' privacy icon) is a raised right hand drawn for the design
/// system in the built-in outlines' 16-unit box and stroke weight: four fingers, a thumb and
/// the palm, outlined 1 unit wide.
public enum DLSSymbols {
  /// The names registered, in the order `register()` adds them.
  public static let names = ["hand.raised"]

  /// Registers the design system's symbols; registering them again changes nothing.
  public static func register() {
    // The outline is fixed and valid, and a second registration of the same outline is a
    // no-op; were another outline registered under the name first, every image of it would
    // report the clash, so nothing is lost by not rethrowing here.
    try? SymbolRegistry.shared.register(
      "hand.raised", svgPathData: handRaised, viewBox: CGSize(width: 16, height: 16), eoFill: true)
  }

  /// `hand.raised` as SVG path data (outer and inner contours, even-odd).
  static let handRaised =
    "M4.97 7.57 L4.7 7.24 L4.49 7.08 L4.16 6.93 L4 6.89 L3.73 6.88 L3.47 6.91 L3.22 7 "
    + "L2.91 7.19 L2.73 7.38 L2.58 7.6 L2.48 7.84 L2.44 8 L2.43 8.27 L2.46 8.53 L2.55 8.78 "
    + "L2.71 9.05 L5.01 12.03 L5.07 12.24 L5.22 12.53 L6.69 14.71 L6.83 14.88 L7.04 15.06 "
    + "L7.28 15.2 L7.53 15.29 L7.85 15.32 L11.17 15.32 L11.36 15.3 L11.64 15.22 L11.9 15.08 "
    + "L12.12 14.89 L12.3 14.66 L12.45 14.35 L13.51 11.01 L13.56 10.76 L13.57 10.59 L13.57 "
    + "4.53 L13.56 4.31 L13.49 4.05 L13.37 3.82 L13.21 3.61 L12.93 3.38 L12.79 3.3 L12.54 "
    + "3.21 L12.18 3.18 L11.91 3.21 L11.67 3.29 L11.67 2.62 L11.66 2.41 L11.55 2.06 L11.42 "
    + "1.84 L11.31 1.71 L11.11 1.53 L10.89 1.4 L10.54 1.29 L10.28 1.28 L10.01 1.31 L9.85 "
    + "1.36 L9.57 1.51 L9.42 1.24 L9.24 1.04 L9.03 0.88 L8.8 0.76 L8.54 0.69 L8.28 0.68 "
    + "L8.01 0.71 L7.76 0.8 L7.62 0.88 L7.41 1.04 L7.18 1.32 L7.1 1.46 L7.01 1.71 L6.98 "
    + "1.98 L6.98 2.15 L6.8 2.06 L6.64 2.01 L6.37 1.98 L6.11 1.99 L5.85 2.06 L5.62 2.18 "
    + "L5.41 2.34 L5.23 2.54 L5.1 2.76 L5.01 3.01 L4.97 3.33Z M8.67 1.96 L8.68 7.12 L8.68 "
    + "7.22 L8.76 7.4 L8.9 7.54 L9.08 7.62 L9.57 7.62 L9.67 7.59 L9.83 7.48 L9.94 7.32 "
    + "L9.97 7.22 L9.97 2.65 L10 2.49 L10.08 2.38 L10.19 2.3 L10.26 2.28 L10.32 2.28 L10.46 "
    + "2.3 L10.57 2.38 L10.65 2.49 L10.67 2.56 L10.67 7.12 L10.71 7.32 L10.76 7.4 L10.82 "
    + "7.48 L10.98 7.59 L11.17 7.62 L11.38 7.62 L11.57 7.59 L11.73 7.48 L11.84 7.32 L11.88 "
    + "7.12 L11.88 4.46 L11.94 4.33 L11.98 4.28 L12.09 4.2 L12.22 4.18 L12.36 4.2 L12.47 "
    + "4.28 L12.51 4.33 L12.57 4.46 L12.57 10.65 L11.51 14.02 L11.41 14.19 L11.35 14.25 "
    + "L11.2 14.31 L11.09 14.32 L7.88 14.32 L7.77 14.32 L7.63 14.26 L7.51 14.13 L6.06 11.99 "
    + "L6.01 11.9 L5.96 11.69 L5.88 11.53 L3.51 8.46 L3.44 8.32 L3.43 8.25 L3.45 8.11 L3.51 "
    + "8 L3.62 7.91 L3.68 7.89 L3.75 7.88 L3.89 7.9 L4 7.96 L4.07 8.03 L5.08 9.34 L5.22 "
    + "9.47 L5.4 9.53 L5.59 9.52 L5.76 9.45 L5.9 9.31 L5.94 9.22 L5.97 9.04 L5.97 3.35 "
    + "L5.98 3.26 L6.04 3.13 L6.13 3.04 L6.26 2.98 L6.39 2.98 L6.52 3.04 L6.61 3.13 L6.67 "
    + "3.26 L6.68 7.12 L6.71 7.32 L6.82 7.48 L6.98 7.59 L7.08 7.62 L7.57 7.62 L7.75 7.54 "
    + "L7.83 7.48 L7.94 7.32 L7.98 7.12 L7.98 1.96 L8.04 1.83 L8.13 1.74 L8.26 1.68 L8.32 "
    + "1.68 L8.46 1.7 L8.57 1.78 L8.65 1.89Z"
}
