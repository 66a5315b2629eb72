import SwiftUI

// MARK: - PriceTagStyle

/// The looks of a `PriceTag`: a `ComponentStyle` of its configuration, as every component's
/// style is in the catalog's own design system.
public protocol PriceTagStyle: ComponentStyle where Configuration == PriceTagConfiguration {}

// MARK: - PlainPriceTagStyle

/// The amount in bold, then the unit: in a listing's text.
public struct PlainPriceTagStyle: PriceTagStyle {
  /// The plain style.
  public init() {}

  public func makeBody(configuration: PriceTagConfiguration) -> some View {
    HStack(spacing: 4) {
      Text(configuration.amount).font(.headline)
      // A quiet grey that still reads at 4.5:1: the system gray is 3.26:1 on white.
      Text("/ \(configuration.unit)").font(.caption)
        .foregroundStyle(Color(light: Color(hex: "#6C6C70"), dark: Color(hex: "#AEAEB2")))
    }
  }
}

// MARK: - PillPriceTagStyle

/// The price in a dark pill: over a photo.
public struct PillPriceTagStyle: PriceTagStyle {
  /// The pill style.
  public init() {}

  public func makeBody(configuration: PriceTagConfiguration) -> some View {
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

// MARK: - Modifier

extension View {
  /// The style of every `PriceTag` inside this view.
  public func priceTagStyle(_ style: some PriceTagStyle) -> some View {
    componentStyle(style)
  }
}
