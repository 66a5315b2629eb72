import SwiftUI

struct InitialsAvatar: View {
  let name: String
  var imageURL: URL? = nil
  var size: CGFloat = 48

  private var initials: String {
    name.split(separator: " ")
      .prefix(2)
      .compactMap { $0.first.map(String.init) }
      .joined()
      .uppercased()
  }

  var body: some View {
    Group {
      if let imageURL {
        AsyncImage(url: imageURL) { image in
          image.resizable().scaledToFill()
        } placeholder: {
          placeholder
        }
      } else {
        placeholder
      }
    }
    .frame(width: size, height: size)
    .clipShape(Circle())
    .overlay(Circle().stroke(.white, lineWidth: 2))
  }

  private var placeholder: some View {
    ZStack {
      Circle().fill(Color.indigo.gradient)
      Text(initials)
        .font(.system(size: size * 0.4, weight: .semibold, design: .rounded))
        .foregroundStyle(.white)
    }
  }
}

#Preview {
  HStack {
    InitialsAvatar(name: "Grace Hopper")
    InitialsAvatar(name: "Alan Turing", size: 64)
  }
}
