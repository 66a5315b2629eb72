import CatalogUI

// MARK: - DLSSegmentConfiguration

/// What a segmented-control style receives for one segment.
public struct DLSSegmentConfiguration: Sendable {
  public let title: String
  public let isSelected: Bool
  public let isEnabled: Bool
}

// MARK: - DLSSegmentedControl

/// One choice among a few equal-width segments. The base view owns interaction (tapping a
/// segment selects it, except when disabled) and accessibility (each segment a button, the
/// selected one also selected); styles draw a segment and the track around them.
public struct DLSSegmentedControl: View {
  let segments: [String]
  let selection: Binding<Int>

  /// Segments titled `segments`, the selected index bound to `selection`.
  public init(_ segments: [String], selection: Binding<Int>) {
    self.segments = segments
    self.selection = selection
  }

  public var body: some View {
    EnvironmentReader { environment in
      let binding = selection
      let selected = selection.wrappedValue
      let style = environment.segmentedControlStyle
      let enabled = environment.isEnabled
      style.makeBody(AnyView(HStack(spacing: 0) {
        ForEach(Array(segments.enumerated())) { pair in
          let isSelected = pair.offset == selected
          style.makeSegment(DLSSegmentConfiguration(
            title: pair.element, isSelected: isSelected, isEnabled: enabled))
            .frame(maxWidth: .infinity)
            .onTapGesture { binding.wrappedValue = pair.offset }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(pair.element)
            .accessibilityAddTraits(isSelected ? [.isButton, .isSelected] : .isButton)
            .id("segment-\(pair.offset)")
        }
      }))
      .accessibilityElement(children: .contain)
    }
  }
}
