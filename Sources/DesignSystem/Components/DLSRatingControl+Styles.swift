import CatalogUI

// MARK: - DLSRatingControlStyle

/// The visual variants of `DLSRatingControl`.
public protocol DLSRatingControlStyle: ComponentStyle
where Configuration == DLSRatingControlConfiguration {}

extension View {
  /// The style of every `DLSRatingControl` inside this view.
  public func dlsRatingControlStyle(_ style: some DLSRatingControlStyle) -> some View {
    componentStyle(style)
  }
}

// MARK: - StarRatingStyle

/// Stars, filled up to the rating.
public struct StarRatingStyle: DLSRatingControlStyle {
  /// The star style.
  public init() {}
  public func makeBody(configuration c: DLSRatingControlConfiguration) -> some View {
    HStack(spacing: DLSSpacing.xs) {
      ForEach(1...max(c.maxRating, 1), id: \.self) { index in
        DLSIcon.star.image(size: 22)
          .foregroundStyle(index <= c.rating ? DLSColor.star : DLSColor.disabled)
          .onTapGesture { c.didChangeRating(index) }
          .id("star-\(index)")
      }
    }
  }
}

// MARK: - CompactDotRatingStyle

/// Small dots, filled up to the rating.
public struct CompactDotRatingStyle: DLSRatingControlStyle {
  /// The dot style.
  public init() {}
  public func makeBody(configuration c: DLSRatingControlConfiguration) -> some View {
    HStack(spacing: DLSSpacing.xxs * 2) {
      ForEach(1...max(c.maxRating, 1), id: \.self) { index in
        Circle().fill(index <= c.rating ? DLSColor.primary : DLSColor.disabled)
          .frame(width: 8, height: 8)
          .onTapGesture { c.didChangeRating(index) }
          .id("dot-\(index)")
      }
    }
  }
}

extension DLSRatingControlStyle where Self == StarRatingStyle {
  /// Stars.
  public static var stars: StarRatingStyle { StarRatingStyle() }
}
extension DLSRatingControlStyle where Self == CompactDotRatingStyle {
  /// Small dots.
  public static var compactDots: CompactDotRatingStyle { CompactDotRatingStyle() }
}
