import SwiftUI

// MARK: - PriceTag

/// A nightly price: the amount, strong, and its unit, quiet. The base view owns what
/// VoiceOver reads ("$120 per night", one element); styles only draw.
public struct PriceTag: View {
  let amount: String
  let unit: String
  @Environment(\.priceTagStyle) private var style

  /// A price of `amount` per `unit`, such as "$120" per "night".
  public init(_ amount: String, per unit: String = "night") {
    self.amount = amount
    self.unit = unit
  }

  public var body: some View {
    AnyView(style.makeBody(configuration: PriceTagStyleConfiguration(amount: amount, unit: unit)))
      .accessibilityElement(children: .ignore)
      .accessibilityLabel("\(amount) per \(unit)")
  }
}

// MARK: - PriceTagStyleConfiguration

/// What a price tag style draws.
public struct PriceTagStyleConfiguration: Equatable, Sendable {
  /// The amount, formatted: "$120".
  public let amount: String
  /// The unit it is paid per: "night".
  public let unit: String
}
