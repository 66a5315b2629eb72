import SwiftUI

// MARK: - PriceTagStyle

/// The looks of a `PriceTag`, as SwiftUI's own styles are made: a `makeBody(configuration:)`,
/// set for a whole subtree with `priceTagStyle(_:)`.
public protocol PriceTagStyle: Sendable {
  /// The view a style makes.
  associatedtype Body: View
  /// The properties of a price tag.
  typealias Configuration = PriceTagStyleConfiguration
  /// The view of a price tag with `configuration`.
  @MainActor @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

// MARK: - PlainPriceTagStyle

/// The amount in bold, then the unit: in a listing's text.
public struct PlainPriceTagStyle: PriceTagStyle {
  /// The plain style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 4) {
      Text(configuration.amount).font(.headline)
      PriceUnit(text: "/ \(configuration.unit)")
    }
  }
}

/// The unit in a quiet grey that still reads at 4.5:1 (the system gray is 3.26:1 on white).
private struct PriceUnit: View {
  let text: String
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    Text(text).font(.caption)
      .foregroundStyle(
        colorScheme == .dark
          ? Color(red: 174 / 255, green: 174 / 255, blue: 178 / 255)
          : Color(red: 108 / 255, green: 108 / 255, blue: 112 / 255))
  }
}

// MARK: - PillPriceTagStyle

/// The price in a dark pill: over a photo.
public struct PillPriceTagStyle: PriceTagStyle {
  /// The pill style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 3) {
      Text(configuration.amount).font(.subheadline.weight(.bold))
      Text(configuration.unit).font(.caption)
    }
    .foregroundStyle(Color.white)
    .padding(.horizontal, 10).padding(.vertical, 4)
    .background(Color.black.opacity(0.8), in: Capsule())
  }
}

extension PriceTagStyle where Self == PlainPriceTagStyle {
  /// Bold amount, quiet unit.
  public static var plain: PlainPriceTagStyle { PlainPriceTagStyle() }
}

extension PriceTagStyle where Self == PillPriceTagStyle {
  /// A dark pill.
  public static var pill: PillPriceTagStyle { PillPriceTagStyle() }
}

// MARK: - Environment

extension EnvironmentValues {
  /// The style of every `PriceTag` inside a view.
  @Entry var priceTagStyle: any PriceTagStyle = PlainPriceTagStyle()
}

extension View {
  /// The style of every `PriceTag` inside this view.
  public func priceTagStyle(_ style: some PriceTagStyle) -> some View {
    environment(\.priceTagStyle, style)
  }
}
