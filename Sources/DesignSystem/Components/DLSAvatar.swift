import CatalogUI

// MARK: - DLSAvatarConfiguration

/// What an avatar style receives: the person's initials, their colour, the photo if any and
/// the size.
public struct DLSAvatarConfiguration: Equatable, Sendable {
  /// Up to two initials, or "?" for an empty name.
  public let initials: String
  /// A colour picked from the name, stable across runs, for initials on no photo.
  public let color: Color
  /// The photo's file path, when there is one.
  public let imagePath: String?
  /// The side of the avatar, in points, grown or shrunk with the text size.
  public let size: Double
  /// The font of the initials: 40 % of the side, growing with the text size as the side does.
  public let initialsFont: Font
}

// MARK: - DLSAvatar

/// A person's avatar: a photo when one is given, otherwise initials on a colour from the
/// name. The base view owns accessibility (one image named after the person; nothing for a
/// blank name, which names no one) and the size, which follows the text size as the name beside
/// the avatar does; styles only draw.
public struct DLSAvatar: View {
  let name: String
  let imagePath: String?
  let baseSize: Double
  @ScaledMetric var size: Double

  /// The avatar of `name`, from the photo at `imagePath` if given, `size` points wide at the
  /// default text size.
  public init(name: String, imagePath: String? = nil, size: Double = 40) {
    self.name = name
    self.imagePath = imagePath
    self.baseSize = size
    _size = ScaledMetric(wrappedValue: size, relativeTo: .body)
  }

  var initials: String {
    let words = name.split(separator: " ").prefix(2)
    let letters = words.compactMap { $0.first.map(String.init) }.joined().uppercased()
    return letters.isEmpty ? "?" : letters
  }

  // White initials read at 4.5:1 or more on each colour.
  static let palette = ["#CA2C44", "#0A66D8", "#1C7C35", "#A05500", "#7D3CBF", "#00797E"]

  var color: Color {
    let hash = name.unicodeScalars.reduce(0) { ($0 &* 31 &+ Int($1.value)) % 997 }
    return Color(hex: Self.palette[hash % Self.palette.count])
  }

  public var body: some View {
    EnvironmentReader { environment in
      environment.componentStyle(default: CircleAvatarStyle()).makeBody(
        configuration: DLSAvatarConfiguration(
          initials: initials, color: color, imagePath: imagePath, size: size,
          initialsFont: Font.custom("Inter", size: baseSize * 0.4, relativeTo: .body)
            .weight(.semibold))
      )
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(name)
      .accessibilityAddTraits(.isImage)
      .accessibilityHidden(name.allSatisfy(\.isWhitespace))
    }
  }
}
