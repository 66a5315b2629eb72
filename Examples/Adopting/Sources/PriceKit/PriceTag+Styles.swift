import CatalogUI

// MARK: - PriceTagStyle

/// The looks of a `PriceTag`.
public protocol PriceTagStyle: Sendable {
  /// The view a style draws.
  associatedtype Body: View
  /// Draws a price tag from its configuration.
  @ViewBuilder func makeBody(configuration: PriceTagConfiguration) -> Body
}

// MARK: - PlainPriceTagStyle

/// The amount in bold, then the unit: in a listing's text.
public struct PlainPriceTagStyle: PriceTagStyle {
  /// The plain style.
  public init() {}

  public func makeBody(configuration: PriceTagConfiguration) -> some View {
    HStack(spacing: 4) {
      Text(configuration.amount).font(.headline)
      Text("/ \(configuration.unit)").font(.caption).foregroundStyle(Color.gray)
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

// MARK: - Environment

/// A style with its type erased, as the environment keeps it.
struct AnyPriceTagStyle: Sendable {
  let makeBody: @Sendable (PriceTagConfiguration) -> AnyView
}

struct PriceTagStyleKey: EnvironmentKey {
  static let defaultValue = AnyPriceTagStyle { AnyView(PlainPriceTagStyle().makeBody(configuration: $0)) }
}

extension EnvironmentValues {
  var priceTagStyle: AnyPriceTagStyle {
    get { self[PriceTagStyleKey.self] }
    set { self[PriceTagStyleKey.self] = newValue }
  }
}

extension View {
  /// The style of every `PriceTag` inside this view.
  public func priceTagStyle<S: PriceTagStyle>(_ style: S) -> some View {
    environment(\.priceTagStyle, AnyPriceTagStyle { AnyView(style.makeBody(configuration: $0)) })
  }
}
