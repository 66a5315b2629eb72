import CatalogUI

// MARK: - RatingControlStyle

/// The visual variants of `DLSRatingControl`.
public protocol RatingControlStyle: Sendable {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: RatingControlConfiguration) -> Body
}

// MARK: - StarRatingStyle

/// Stars, filled up to the rating.
public struct StarRatingStyle: RatingControlStyle {
  public init() {}
  public func makeBody(configuration c: RatingControlConfiguration) -> some View {
    HStack(spacing: DLSSpacing.xs) {
      ForEach(1...max(c.maxRating, 1)) { index in
        DLSIcon.star.image(size: 22)
          .foregroundStyle(index <= c.rating ? DLSColor.star : DLSColor.disabled)
          .onTapGesture { c.setRating(index) }
          .id("star-\(index)")
      }
    }
  }
}

// MARK: - CompactDotRatingStyle

/// Small dots, filled up to the rating.
public struct CompactDotRatingStyle: RatingControlStyle {
  public init() {}
  public func makeBody(configuration c: RatingControlConfiguration) -> some View {
    HStack(spacing: DLSSpacing.xxs * 2) {
      ForEach(1...max(c.maxRating, 1)) { index in
        Circle().fill(index <= c.rating ? DLSColor.primary : DLSColor.disabled)
          .frame(width: 8, height: 8)
          .onTapGesture { c.setRating(index) }
          .id("dot-\(index)")
      }
    }
  }
}

extension RatingControlStyle where Self == StarRatingStyle {
  public static var stars: StarRatingStyle { StarRatingStyle() }
}
extension RatingControlStyle where Self == CompactDotRatingStyle {
  public static var compactDots: CompactDotRatingStyle { CompactDotRatingStyle() }
}

// MARK: - Environment

struct RatingStyleKey: EnvironmentKey {
  static let defaultValue = AnyStyle<RatingControlConfiguration> {
    StarRatingStyle().makeBody(configuration: $0)
  }
}

extension EnvironmentValues {
  var ratingStyle: AnyStyle<RatingControlConfiguration> {
    get { self[RatingStyleKey.self] }
    set { self[RatingStyleKey.self] = newValue }
  }
}

extension View {
  /// The style of every `DLSRatingControl` inside this view.
  public func ratingControlStyle<S: RatingControlStyle>(_ style: S) -> some View {
    environment(\.ratingStyle, AnyStyle { style.makeBody(configuration: $0) })
  }
}
