import CatalogUI

// MARK: - DLSRadioGroup

/// One choice among several, each option a row with a radio circle. It owns interaction
/// (tapping an option selects it, except when disabled) and accessibility: one button per
/// option, the chosen one also selected, inside one container.
///
/// Name the container with `.accessibilityLabel(_:)` ("Cancellation policy"), as SwiftUI's
/// `Picker` takes a label: VoiceOver says it on entering the group, and the catalog's label
/// audit asks for it.
public struct DLSRadioGroup: View {
  let options: [String]
  let selection: Binding<Int>

  /// A group of `options`, the chosen index bound to `selection`.
  public init(options: [String], selection: Binding<Int>) {
    self.options = options
    self.selection = selection
  }

  public var body: some View {
    EnvironmentReader { environment in content(isEnabled: environment.isEnabled) }
  }

  func content(isEnabled: Bool) -> some View {
    let binding = selection
    let selected = selection.wrappedValue
    let ink = isEnabled ? DLSColor.textPrimary : DLSColor.textTertiary
    // Each option's touch area is at least 44 pt tall and they meet: no spacing between them.
    return VStack(alignment: .leading, spacing: 0) {
      ForEach(Array(options.enumerated()), id: \.offset) { pair in
        HStack(alignment: .firstTextBaseline, spacing: DLSSpacing.m) {
          ZStack {
            Circle().strokeBorder(
              pair.offset == selected ? ink : DLSColor.controlBorder,
              lineWidth: 1.5)
            if pair.offset == selected { Circle().fill(ink).frame(width: 10, height: 10) }
          }
          .frame(width: 22, height: 22)
          // Sits on the first line of a label that wraps, as the checkbox does.
          .alignmentGuide(.firstTextBaseline) { $0.height * 0.78 }
          Text(pair.element).font(DLSFont.body).foregroundStyle(ink)
        }
        .minimumTouchTarget()
        .onTapGesture { binding.wrappedValue = pair.offset }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(pair.element)
        .accessibilityAddTraits(pair.offset == selected ? [.isButton, .isSelected] : .isButton)
        .accessibilityAddTraits(isEnabled ? [] : .isNotEnabled)
        .id("option-\(pair.offset)")
      }
    }
    .accessibilityElement(children: .contain)
  }
}
