import CatalogUI

// MARK: - RatingControlStyle

/// What a rating style receives (source 003's `RatingControlConfiguration`).
public struct RatingControlConfiguration: Sendable {
  public let rating: Int
  public let maxRating: Int
  public let setRating: @Sendable (Int) -> Void
}

/// The visual variants of `DLSRatingControl`.
public protocol RatingControlStyle: Sendable {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: RatingControlConfiguration) -> Body
}

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

struct AnyRatingStyle: Sendable {
  let makeBody: @Sendable (RatingControlConfiguration) -> AnyView
  init<S: RatingControlStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

struct RatingStyleKey: EnvironmentKey {
  static let defaultValue = AnyRatingStyle(StarRatingStyle())
}

extension EnvironmentValues {
  var ratingStyle: AnyRatingStyle {
    get { self[RatingStyleKey.self] }
    set { self[RatingStyleKey.self] = newValue }
  }
}

extension View {
  /// The style of every `DLSRatingControl` inside this view.
  public func ratingControlStyle<S: RatingControlStyle>(_ style: S) -> some View {
    environment(\.ratingStyle, AnyRatingStyle(style))
  }
}

// MARK: - DLSRatingControl

/// A rating from 1 to `maxRating`. The base view clamps the value and owns accessibility
/// (one adjustable element "Rating", value "3 of 5"); every style inherits both.
public struct DLSRatingControl: View {
  let rating: Binding<Int>
  let maxRating: Int

  public init(rating: Binding<Int>, maxRating: Int = 5) {
    self.rating = rating
    self.maxRating = max(maxRating, 1)
  }

  public var body: some View {
    EnvironmentReader { environment in
      let binding = rating
      let upper = maxRating
      let set: @Sendable (Int) -> Void = { binding.wrappedValue = min(max($0, 1), upper) }
      let current = min(max(binding.wrappedValue, 0), upper)
      environment.ratingStyle.makeBody(
        RatingControlConfiguration(rating: current, maxRating: upper, setRating: set))
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Rating")
        .accessibilityValue("\(current) of \(upper)")
        .accessibilityAdjustableAction { direction in
          switch direction {
          case .increment: set(binding.wrappedValue + 1)
          case .decrement: set(binding.wrappedValue - 1)
          }
        }
    }
  }
}
