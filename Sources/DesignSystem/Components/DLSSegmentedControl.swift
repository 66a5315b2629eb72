import CatalogUI

// MARK: - DLSSegmentedControlConfiguration

/// What a segmented-control style receives for the whole control: the row of segments, drawn
/// and made tappable and accessible by the base view, for the style to set on its track.
public struct DLSSegmentedControlConfiguration: Equatable {
  /// The row of segments.
  @ExcludedFromEquality public internal(set) var segments: AnyView
}

// MARK: - DLSSegmentConfiguration

/// What a segmented-control style receives for one segment.
public struct DLSSegmentConfiguration: Equatable, Sendable {
  /// The segment's title.
  public let title: String
  /// Whether this is the selected segment.
  public let isSelected: Bool
  /// Whether the control can be used (`false` inside `.disabled(true)`).
  public let isEnabled: Bool
}

// MARK: - DLSSegmentedControl

/// One choice among a few equal-width segments. The base view owns interaction (tapping a
/// segment selects it, except when disabled) and accessibility (each segment a button, the
/// selected one also selected, inside one group); styles draw a segment and the track around
/// them.
///
/// Name the group with `.accessibilityLabel(_:)` ("Stay type"), as SwiftUI's `Picker` takes a
/// label: VoiceOver says it on entering the group, and the catalog's label audit asks for it.
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
      let style = environment.componentStyle(default: RaisedSegmentedControlStyle())
      style.makeBody(
        configuration: DLSSegmentedControlConfiguration(
          segments: AnyView(row(style: style, isEnabled: environment.isEnabled)))
      )
      .accessibilityElement(children: .contain)
    }
  }

  /// The segments side by side, each drawn by the style.
  func row(style: AnyComponentStyle<DLSSegmentedControlConfiguration>, isEnabled: Bool)
    -> some View
  {
    SelectionRow(
      items: segments, selection: selection, label: { $0 },
      idPrefix: "segment"
    ) { title, isSelected in
      style.drawing { base in
        let segmentStyle =
          base as? any DLSSegmentedControlStyle
          ?? RaisedSegmentedControlStyle()
        AnyView(
          segmentStyle.makeSegment(
            configuration: DLSSegmentConfiguration(
              title: title, isSelected: isSelected, isEnabled: isEnabled)))
      }
    }
  }
}
