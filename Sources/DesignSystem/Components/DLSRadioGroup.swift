import CatalogUI

// MARK: - DLSRadioGroup

/// One choice among several, each option a row with a radio circle.
public struct DLSRadioGroup: View {
  let options: [String]
  let selection: Binding<Int>

  public init(options: [String], selection: Binding<Int>) {
    self.options = options
    self.selection = selection
  }

  public var body: some View {
    let binding = selection
    let selected = selection.wrappedValue
    return VStack(alignment: .leading, spacing: DLSSpacing.m) {
      ForEach(Array(options.enumerated())) { pair in
        HStack(spacing: DLSSpacing.m) {
          ZStack {
            Circle().strokeBorder(pair.offset == selected ? DLSColor.textPrimary : DLSColor.textTertiary,
                                  lineWidth: 1.5)
            if pair.offset == selected { Circle().fill(DLSColor.textPrimary).frame(width: 10, height: 10) }
          }
          .frame(width: 22, height: 22)
          Text(pair.element).font(DLSFont.body).foregroundStyle(DLSColor.textPrimary)
        }
        .onTapGesture { binding.wrappedValue = pair.offset }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(pair.element)
        .accessibilityAddTraits(pair.offset == selected ? [.isButton, .isSelected] : .isButton)
        .id("option-\(pair.offset)")
      }
    }
    .accessibilityElement(children: .contain)
  }
}
