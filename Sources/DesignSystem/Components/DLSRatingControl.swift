import CatalogUI

// MARK: - DLSRatingControlConfiguration

/// What a rating style receives (source 003's `RatingControlConfiguration`): the rating, its
/// maximum, and what to call when the user picks another.
public struct DLSRatingControlConfiguration: Equatable {
  /// The rating, from 0 (none) to `maxRating`.
  public let rating: Int
  /// The highest rating, at least 1.
  public let maxRating: Int
  /// Call with the rating the user picked, from 1 to `maxRating`.
  @ExcludedFromEquality public internal(set) var didChangeRating: (Int) -> Void
}

// MARK: - DLSRatingControl

/// A rating from 1 to `maxRating`. The base view clamps the value and owns accessibility
/// (one adjustable element "Rating", value "3 of 5"; dimmed and fixed when disabled); every
/// style inherits both.
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
      let isEnabled = environment.isEnabled
      let set: (Int) -> Void = { value in
        guard isEnabled else { return }
        binding.wrappedValue = min(max(value, 1), upper)
      }
      let current = min(max(binding.wrappedValue, 0), upper)
      environment.componentStyle(default: StarRatingStyle()).makeBody(
        configuration: DLSRatingControlConfiguration(
          rating: current, maxRating: upper,
          didChangeRating: set)
      )
      .accessibilityElement(children: .ignore)
      .accessibilityLabel("Rating")
      .accessibilityValue("\(current) of \(upper)")
      .accessibilityAddTraits(isEnabled ? [] : .isNotEnabled)
      .accessibilityAdjustableAction { direction in
        switch direction {
        case .increment: set(binding.wrappedValue + 1)
        case .decrement: set(binding.wrappedValue - 1)
        }
      }
    }
  }
}
