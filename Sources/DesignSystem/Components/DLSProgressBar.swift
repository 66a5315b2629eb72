import CatalogUI

// MARK: - DLSProgressBarConfiguration

/// What a progress style receives: the label and the fraction completed, from 0 to 1.
public struct DLSProgressBarConfiguration: Equatable, Sendable {
  /// What is progressing, if labelled.
  public let label: String?
  /// How far along, from 0 to 1.
  public let fractionCompleted: Double

  /// The fraction as a whole percentage, as shown and spoken ("60%").
  public var percentText: String { "\(Int((fractionCompleted * 100).rounded()))%" }
}

// MARK: - DLSProgressBar

/// Progress from 0 to 1. The base view clamps the value (non-finite values read as 0) and owns
/// accessibility: one element labelled with the label (or "Progress"), valued "60 percent".
public struct DLSProgressBar: View {
  let label: String?
  let value: Double

  /// Progress of `value`, clamped to 0…1, with an optional label.
  public init(_ label: String? = nil, value: Double) {
    self.label = label
    self.value = value.isFinite ? min(max(value, 0), 1) : 0
  }

  public var body: some View {
    EnvironmentReader { environment in
      environment.componentStyle(default: LinearProgressBarStyle()).makeBody(
        configuration: DLSProgressBarConfiguration(label: label, fractionCompleted: value)
      )
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(label ?? "Progress")
      .accessibilityValue("\(Int((value * 100).rounded())) percent")
    }
  }
}
