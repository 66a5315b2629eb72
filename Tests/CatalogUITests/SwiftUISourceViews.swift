import CatalogUI

// Views written exactly as SwiftUI code is: this file imports CatalogUI only (no Raster, no
// Foundation), and uses CGFloat constants, CGRect, CGPoint and Path as a SwiftUI file does.
// `SwiftUISourceCompatibilityTests` lays them out and renders them.

/// A speech bubble: a rounded body with a tail under its centre.
struct Bubble: Shape {
  var tailSize: CGFloat = 6

  func path(in rect: CGRect) -> Path {
    var path = Path()
    let body = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height - tailSize)
    path.addRoundedRect(in: body, cornerSize: CGSize(width: 4, height: 4))
    path.move(to: CGPoint(x: rect.midX - tailSize, y: body.maxY))
    path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.midX + tailSize, y: body.maxY))
    path.closeSubpath()
    return path
  }
}

/// A wedge from twelve o'clock to `end`, around the centre.
struct Wedge: Shape {
  var end: Angle

  func path(in rect: CGRect) -> Path {
    let center = CGPoint(x: rect.midX, y: rect.midY)
    var path = Path()
    path.move(to: center)
    path.addArc(
      center: center, radius: min(rect.width, rect.height) / 2,
      startAngle: .degrees(-90), endAngle: end, clockwise: false)
    path.closeSubpath()
    return path
  }
}

/// A band whose lower edge bows down, drawn from the local origin as SwiftUI shapes often are.
struct Wave: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: rect.width, y: 0))
    path.addLine(to: CGPoint(x: rect.width, y: rect.height / 2))
    path.addQuadCurve(
      to: CGPoint(x: 0, y: rect.height / 2),
      control: CGPoint(x: rect.width / 2, y: rect.height))
    path.closeSubpath()
    return path
  }
}

/// A card built from CGFloat constants, as design-system code declares its metrics.
struct MetricsCard: View {
  let cornerRadius: CGFloat = 8
  let side: CGFloat = 24
  let inset: CGFloat = 4
  let nudge: CGFloat = 2

  var body: some View {
    HStack(spacing: inset) {
      Wedge(end: .degrees(180)).fill(Color.orange).frame(width: side, height: side).id("wedge")
      Wave().fill(Color.blue).frame(width: side * 1.5, height: side).offset(x: nudge).id("wave")
      Bubble().fill(Color.green).frame(width: side, height: side + inset).id("bubble")
    }
    .padding(inset)
    .background(Color.white)
    .cornerRadius(cornerRadius)
  }
}

/// A bar half as wide as the space it gets, read from a geometry proxy as CGFloat.
struct HalfBar: View {
  var body: some View {
    GeometryReader { proxy in
      let half: CGFloat = proxy.size.width / 2
      Color.red.frame(width: half, height: proxy.size.height).id("half")
    }
  }
}

/// A price line compared with its last value, written both ways SwiftUI offers.
struct PriceTag: View, Equatable {
  let label: String
  let cents: Int

  var body: some View {
    HStack {
      Text(label)
      Spacer()
      Text("\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)")
    }
  }
}

/// Two price tags, one through `.equatable()`, one through `EquatableView(content:)`.
struct PriceTags: View {
  var body: some View {
    VStack(spacing: 2) {
      PriceTag(label: "Nightly", cents: 12_900).equatable()
      EquatableView(content: PriceTag(label: "Cleaning", cents: 4_005))
    }
    .frame(width: 160)
  }
}
