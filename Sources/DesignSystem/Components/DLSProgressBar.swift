import CatalogUI

// MARK: - DLSProgressBar

/// Progress from 0 to 1 as a filled track with an optional label.
public struct DLSProgressBar: View {
  let label: String?
  let value: Double

  public init(_ label: String? = nil, value: Double) {
    self.label = label
    self.value = value.isFinite ? min(max(value, 0), 1) : 0
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: DLSSpacing.xs) {
      if let label {
        HStack {
          Text(label).font(DLSFont.footnote).foregroundStyle(DLSColor.textSecondary)
          Spacer()
          Text("\(Int((value * 100).rounded())) %").font(DLSFont.footnote.monospacedDigit())
            .foregroundStyle(DLSColor.textSecondary)
        }
      }
      GeometryReader { proxy in
        ZStack(alignment: .leading) {
          Capsule().fill(DLSColor.disabled).frame(width: proxy.size.width, height: 6)
          Capsule().fill(DLSColor.primary).frame(width: proxy.size.width * value, height: 6)
        }
      }
      .frame(height: 6)
    }
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(label ?? "Progress")
    .accessibilityValue("\(Int((value * 100).rounded())) percent")
  }
}
