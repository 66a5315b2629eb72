import CatalogUI

// MARK: - DLSSegmentedControl

/// Equal-width segments in a capsule track; the selected one is raised.
public struct DLSSegmentedControl: View {
  let segments: [String]
  let selection: Binding<Int>

  public init(_ segments: [String], selection: Binding<Int>) {
    self.segments = segments
    self.selection = selection
  }

  public var body: some View {
    let binding = selection
    let selected = selection.wrappedValue
    return HStack(spacing: 0) {
      ForEach(Array(segments.enumerated())) { pair in
        Text(pair.element).font(DLSFont.subheadline.weight(.semibold)).lineLimit(1)
          .foregroundStyle(pair.offset == selected ? DLSColor.textPrimary : DLSColor.textSecondary)
          .frame(maxWidth: .infinity, minHeight: 32)
          .background {
            if pair.offset == selected {
              RoundedRectangle(cornerRadius: 8).fill(DLSColor.surfaceRaised).elevation(.low)
            }
          }
          .onTapGesture { binding.wrappedValue = pair.offset }
          .accessibilityElement(children: .combine)
          .accessibilityAddTraits(pair.offset == selected ? [.isButton, .isSelected] : .isButton)
          .id("segment-\(pair.offset)")
      }
    }
    .padding(2)
    .background(DLSColor.surface, in: RoundedRectangle(cornerRadius: 10))
  }
}
