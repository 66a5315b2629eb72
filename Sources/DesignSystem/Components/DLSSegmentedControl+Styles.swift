import CatalogUI

// MARK: - DLSSegmentedControlStyle

/// The visual variants of `DLSSegmentedControl`: the track that holds the row of segments
/// (`makeBody`), and how one segment looks (`makeSegment`).
///
/// A plain `ComponentStyle` of `DLSSegmentedControlConfiguration` set with `componentStyle(_:)`
/// draws the track only; its segments keep the raised look.
public protocol DLSSegmentedControlStyle: ComponentStyle
where Configuration == DLSSegmentedControlConfiguration {
  associatedtype Segment: View
  /// Draws one segment.
  @ViewBuilder func makeSegment(configuration: DLSSegmentConfiguration) -> Segment
}

extension View {
  /// The style of every `DLSSegmentedControl` inside this view.
  public func dlsSegmentedControlStyle(_ style: some DLSSegmentedControlStyle) -> some View {
    componentStyle(style)
  }
}

// MARK: - RaisedSegmentedControlStyle

/// A grey track, 36 points tall, in which the selected segment is a raised white tile.
///
/// Each segment takes the touches of a 44-point-tall share of the row: the track and the tile
/// are drawn inside those shares, so the control looks 36 points tall and is easy to hit.
public struct RaisedSegmentedControlStyle: DLSSegmentedControlStyle {
  /// The raised style.
  public init() {}

  /// How far the track is drawn inside the top and bottom of the row of 44-point segments.
  static let trackInset = (TouchTarget.minimumSide - 36) / 2

  public func makeSegment(configuration c: DLSSegmentConfiguration) -> some View {
    SegmentTitle(configuration: c, minHeight: TouchTarget.minimumSide)
      .background {
        if c.isSelected {
          RoundedRectangle(cornerRadius: 8).fill(DLSColor.surfaceRaised).elevation(.low)
            .padding(.horizontal, 2)
            .padding(.vertical, Self.trackInset + 2)
        }
      }
  }

  public func makeBody(configuration: DLSSegmentedControlConfiguration) -> some View {
    configuration.segments.background {
      RoundedRectangle(cornerRadius: DLSRadius.m).fill(DLSColor.surface)
        .padding(.vertical, Self.trackInset)
    }
  }
}

// MARK: - UnderlinedSegmentedControlStyle

/// Titles over a hairline, the selected one underlined in the text colour: tabs within a page.
public struct UnderlinedSegmentedControlStyle: DLSSegmentedControlStyle {
  /// The underlined style.
  public init() {}

  public func makeSegment(configuration c: DLSSegmentConfiguration) -> some View {
    SegmentTitle(configuration: c, minHeight: 44)
      .overlay(alignment: .bottom) {
        if c.isSelected {
          Rectangle().fill(c.isEnabled ? DLSColor.textPrimary : DLSColor.textTertiary)
            .frame(height: 2)
        }
      }
  }

  public func makeBody(configuration: DLSSegmentedControlConfiguration) -> some View {
    configuration.segments.background(alignment: .bottom) {
      Rectangle().fill(DLSColor.border).frame(height: 1)
    }
  }
}

extension DLSSegmentedControlStyle where Self == RaisedSegmentedControlStyle {
  /// A raised tile in a grey track.
  public static var raised: RaisedSegmentedControlStyle { RaisedSegmentedControlStyle() }
}

extension DLSSegmentedControlStyle where Self == UnderlinedSegmentedControlStyle {
  /// An underline under the selected title.
  public static var underlined: UnderlinedSegmentedControlStyle {
    UnderlinedSegmentedControlStyle()
  }
}

// MARK: - SegmentTitle

/// A segment's title in the colour of its state, filling its share of the row: what both
/// styles draw before adding their selection mark.
struct SegmentTitle: View {
  let configuration: DLSSegmentConfiguration
  let minHeight: Double

  var body: some View {
    let c = configuration
    Text(c.title).font(DLSFont.subheadline.weight(.semibold)).lineLimit(1)
      .foregroundStyle(
        !c.isEnabled
          ? DLSColor.textTertiary
          : c.isSelected ? DLSColor.textPrimary : DLSColor.textSecondary
      )
      .padding(.horizontal, DLSSpacing.s)
      .frame(maxWidth: .infinity, minHeight: minHeight)
  }
}
