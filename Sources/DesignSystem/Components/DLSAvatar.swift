import CatalogUI

// MARK: - DLSAvatar

/// A round avatar: a photo when one is given, otherwise initials on a colour from the name.
public struct DLSAvatar: View {
  let name: String
  let imagePath: String?
  let size: Double

  public init(name: String, imagePath: String? = nil, size: Double = 40) {
    self.name = name
    self.imagePath = imagePath
    self.size = size
  }

  var initials: String {
    let words = name.split(separator: " ").prefix(2)
    return words.compactMap { $0.first.map(String.init) }.joined().uppercased()
  }

  static let palette = ["#E0314B", "#0A66D8", "#1F8A3B", "#B25E00", "#7D3CBF", "#00858A"]

  public var body: some View {
    ZStack {
      if let imagePath {
        Image(contentsOfFile: imagePath).resizable().aspectRatio(contentMode: .fill)
      } else {
        Circle().fill(Color(hex: Self.palette[name.unicodeScalars.reduce(0) {
          ($0 &* 31 &+ Int($1.value)) % 997 } % Self.palette.count]))
        Text(initials.isEmpty ? "?" : initials)
          .font(.system(size: size * 0.4, weight: .semibold)).foregroundStyle(Color.white)
      }
    }
    .frame(width: size, height: size)
    .clipShape(Circle())
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(name)
    .accessibilityAddTraits(.isImage)
  }
}
