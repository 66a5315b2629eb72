import CatalogUI
import Raster

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

/// Stars, filled up to the rating; the others are outlines.
public struct StarRatingStyle: DLSRatingControlStyle {
  /// The star style.
  public init() {}
  public func makeBody(configuration c: DLSRatingControlConfiguration) -> some View {
    // Each star takes the touches of its share of the row, 44 pt tall; the 4 pt between the
    // stars is padding inside those shares, so the gaps take touches too.
    HStack(spacing: 0) {
      ForEach(1...max(c.maxRating, 1), id: \.self) { index in
        RatingStar(isFilled: index <= c.rating)
          .frame(width: 22, height: 22)
          .padding(.horizontal, DLSSpacing.xs / 2)
          .frame(minHeight: TouchTarget.minimumSide)
          .contentShape(Rectangle())
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
    // As with the stars, each dot takes the touches of its share of a 44 pt tall row.
    HStack(spacing: 0) {
      ForEach(1...max(c.maxRating, 1), id: \.self) { index in
        RatingDot(isFilled: index <= c.rating)
          .padding(.horizontal, DLSSpacing.xxs)
          .frame(minHeight: TouchTarget.minimumSide)
          .contentShape(Rectangle())
          .onTapGesture { c.didChangeRating(index) }
          .id("dot-\(index)")
      }
    }
    .frame(minWidth: TouchTarget.minimumSide)
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

// MARK: - RatingStar

/// A star filled with the star colour and outlined darker, or only outlined when empty: the
/// outline keeps either one 3:1 or more from the page, as a control's shape must be.
struct RatingStar: View {
  let isFilled: Bool

  var body: some View {
    ZStack {
      if isFilled { StarShape().fill(DLSColor.star) }
      StarShape().stroke(
        isFilled ? DLSColor.starOutline : DLSColor.controlBorder,
        style: StrokeStyle(lineWidth: 1.5, lineJoin: .round))
    }
  }
}

// MARK: - StarShape

/// The outline of `DLSIcon.star`, scaled to the frame.
struct StarShape: Shape {
  func path(in rect: CGRect) -> CatalogUI.Path {
    // The icon's path data is a constant that parses; an empty path would draw nothing.
    guard let star = try? Raster.Path(svgPathData: DLSIcon.star.pathData) else {
      return CatalogUI.Path()
    }
    return CatalogUI.Path(star.applying(Transform(scaleX: rect.width / 24, y: rect.height / 24)))
  }
}

// MARK: - RatingDot

/// An 8-point dot: filled with the brand colour up to the rating, a ring after it.
struct RatingDot: View {
  let isFilled: Bool

  var body: some View {
    ZStack {
      if isFilled {
        Circle().fill(DLSColor.primary)
      } else {
        Circle().strokeBorder(DLSColor.controlBorder, lineWidth: 1.5)
      }
    }
    .frame(width: 8, height: 8)
  }
}
