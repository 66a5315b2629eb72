import CatalogUI

// MARK: - DLSAvatarStyle

/// The visual variants of `DLSAvatar`.
public protocol DLSAvatarStyle: ComponentStyle where Configuration == DLSAvatarConfiguration {}

extension View {
  /// The style of every `DLSAvatar` inside this view.
  public func dlsAvatarStyle(_ style: some DLSAvatarStyle) -> some View {
    componentStyle(style)
  }
}

// MARK: - CircleAvatarStyle

/// A circle: people (guests, hosts, reviewers).
public struct CircleAvatarStyle: DLSAvatarStyle {
  /// The circle style.
  public init() {}

  public func makeBody(configuration c: DLSAvatarConfiguration) -> some View {
    AvatarContent(configuration: c).clipShape(Circle())
  }
}

// MARK: - RoundedSquareAvatarStyle

/// A square with rounded corners: places and organisations (a co-host company, a hotel).
public struct RoundedSquareAvatarStyle: DLSAvatarStyle {
  /// The rounded-square style.
  public init() {}

  public func makeBody(configuration c: DLSAvatarConfiguration) -> some View {
    // The radius follows the size so small and large avatars have the same shape.
    AvatarContent(configuration: c).clipShape(RoundedRectangle(cornerRadius: c.size * 0.22))
  }
}

extension DLSAvatarStyle where Self == CircleAvatarStyle {
  /// A circle.
  public static var circle: CircleAvatarStyle { CircleAvatarStyle() }
}

extension DLSAvatarStyle where Self == RoundedSquareAvatarStyle {
  /// A rounded square.
  public static var roundedSquare: RoundedSquareAvatarStyle { RoundedSquareAvatarStyle() }
}

// MARK: - AvatarContent

/// The photo, or the initials on their colour, filling the avatar's square.
struct AvatarContent: View {
  let configuration: DLSAvatarConfiguration

  var body: some View {
    let c = configuration
    ZStack {
      if let imagePath = c.imagePath {
        Image(contentsOfFile: imagePath).resizable().aspectRatio(contentMode: .fill)
      } else {
        Rectangle().fill(c.color)
        Text(c.initials).font(c.initialsFont)
          .foregroundStyle(Color.white)
      }
    }
    .frame(width: c.size, height: c.size)
  }
}
