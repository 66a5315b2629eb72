import CatalogUI
import Raster

// MARK: - BenchmarkScreens

/// The realistic views `catalog bench-layout` measures: a listing card and a 100-row list.
enum BenchmarkScreens {
  /// A star outline from SVG path data, 24×24 view box.
  static let star = "M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z"

  /// A listing card: photo, three texts, a rating and a price.
  static func listingCard(index: Int = 0) -> some View {
    VStack(alignment: .leading, spacing: 8) {
      Rectangle()
        .fill(
          LinearGradient(
            colors: [Color(hex: "#FF385C"), Color(hex: "#BD1E59")],
            startPoint: .topLeading, endPoint: .bottomTrailing)
        )
        .aspectRatio(4.0 / 3.0, contentMode: .fit)
        .clipShape(RoundedRectangle(cornerRadius: 12))
      HStack(alignment: .firstTextBaseline) {
        Text("Cabin by the lake \(index)").font(.headline).lineLimit(1)
        Spacer()
        HStack(spacing: 2) {
          Image(svgPathData: star).resizable().frame(width: 12, height: 12)
          Text("4.92").font(.subheadline)
        }
      }
      Text("Hosted by Ana · Superhost").font(.subheadline).foregroundStyle(Color.secondary)
      Text("Mar 3 – 8 · 2 guests").font(.subheadline).foregroundStyle(Color.secondary)
      HStack(spacing: 4) {
        Text("$120").font(.body.weight(.semibold))
        Text("night").font(.body)
      }
    }
    .padding(16)
    .background(Color.white)
  }

  /// A scrolling list of 100 rows, each an avatar, two lines of text, a price and a divider.
  static func hundredRowList() -> some View {
    ScrollView {
      VStack(spacing: 0) {
        ForEach(0..<100) { index in
          VStack(spacing: 0) {
            HStack(spacing: 12) {
              Circle().fill(Color(hex: "#008489")).frame(width: 40, height: 40)
              VStack(alignment: .leading, spacing: 2) {
                Text("Reservation \(index)").font(.headline)
                Text("Check-in in \(index % 30 + 1) days").font(.subheadline)
                  .foregroundStyle(Color.secondary)
              }
              Spacer()
              Text("$\(80 + index)").font(.body)
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            Divider()
          }
        }
      }
    }
    .background(Color.white)
  }
}
