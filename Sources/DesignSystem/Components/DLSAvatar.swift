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
  /// The side of the avatar, in points.
  public let size: Double
}

// MARK: - DLSAvatar

/// A person's avatar: a photo when one is given, otherwise initials on a colour from the
/// name. The base view owns accessibility (one image named after the person); styles only
/// draw.
public struct DLSAvatar: View {
  let name: String
  let imagePath: String?
  let size: Double

  /// The avatar of `name`, from the photo at `imagePath` if given, `size` points wide.
  public init(name: String, imagePath: String? = nil, size: Double = 40) {
    self.name = name
    self.imagePath = imagePath
    self.size = size
  }

  var initials: String {
    let words = name.split(separator: " ").prefix(2)
    let letters = words.compactMap { $0.first.map(String.init) }.joined().uppercased()
    return letters.isEmpty ? "?" : letters
  }

  static let palette = ["#E0314B", "#0A66D8", "#1F8A3B", "#B25E00", "#7D3CBF", "#00858A"]

  var color: Color {
    let hash = name.unicodeScalars.reduce(0) { ($0 &* 31 &+ Int($1.value)) % 997 }
    return Color(hex: Self.palette[hash % Self.palette.count])
  }

  public var body: some View {
    EnvironmentReader { environment in
      environment.componentStyle(default: CircleAvatarStyle()).makeBody(
        configuration: DLSAvatarConfiguration(initials: initials, color: color,
                                              imagePath: imagePath, size: size))
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(name)
        .accessibilityAddTraits(.isImage)
    }
  }
}
