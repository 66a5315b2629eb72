import CatalogUI

// MARK: - DLSProgressBarStyle

/// The visual variants of `DLSProgressBar`.
public protocol DLSProgressBarStyle: ComponentStyle
where Configuration == DLSProgressBarConfiguration {}

extension View {
  /// The style of every `DLSProgressBar` inside this view.
  public func dlsProgressBarStyle(_ style: some DLSProgressBarStyle) -> some View {
    componentStyle(style)
  }
}

// MARK: - LinearProgressBarStyle

/// A continuous track filled up to the value, with the label and percentage above it.
public struct LinearProgressBarStyle: DLSProgressBarStyle {
  /// The linear style.
  public init() {}

  public func makeBody(configuration c: DLSProgressBarConfiguration) -> some View {
    VStack(alignment: .leading, spacing: DLSSpacing.xs) {
      ProgressLabel(configuration: c)
      GeometryReader { proxy in
        ZStack(alignment: .leading) {
          Capsule().fill(DLSColor.disabled).frame(width: proxy.size.width, height: 6)
          Capsule().fill(DLSColor.primary)
            .frame(width: proxy.size.width * c.fractionCompleted, height: 6)
            .animation(.easeInOut(duration: 0.3), value: c.fractionCompleted)
        }
      }
      .frame(height: 6)
    }
  }
}

// MARK: - SegmentedProgressBarStyle

/// A row of equal segments, each filled once progress reaches it: steps of a flow.
public struct SegmentedProgressBarStyle: DLSProgressBarStyle {
  /// How many segments the track is cut into (at least one).
  public let segments: Int

  /// A segmented style with `segments` steps.
  public init(segments: Int = 4) { self.segments = max(segments, 1) }

  public func makeBody(configuration c: DLSProgressBarConfiguration) -> some View {
    // A segment is done once progress covers it entirely, with a tolerance so 3 × ⅓ counts.
    let done = Int((c.fractionCompleted * Double(segments) + 1e-9).rounded(.down))
    return VStack(alignment: .leading, spacing: DLSSpacing.xs) {
      ProgressLabel(configuration: c)
      HStack(spacing: DLSSpacing.xs) {
        ForEach(0..<segments) { index in
          Capsule().fill(index < done ? DLSColor.primary : DLSColor.disabled)
            .frame(maxWidth: .infinity).frame(height: 4)
        }
      }
    }
  }
}

extension DLSProgressBarStyle where Self == LinearProgressBarStyle {
  /// A continuous track.
  public static var linear: LinearProgressBarStyle { LinearProgressBarStyle() }
}

extension DLSProgressBarStyle where Self == SegmentedProgressBarStyle {
  /// Four segments.
  public static var segmented: SegmentedProgressBarStyle { SegmentedProgressBarStyle() }

  /// `count` segments.
  public static func segmented(_ count: Int) -> SegmentedProgressBarStyle {
    SegmentedProgressBarStyle(segments: count)
  }
}

// MARK: - ProgressLabel

/// The label leading and the percentage trailing, shown when there is a label.
struct ProgressLabel: View {
  let configuration: DLSProgressBarConfiguration

  var body: some View {
    if let label = configuration.label {
      HStack(alignment: .firstTextBaseline) {
        Text(label).font(DLSFont.footnote).foregroundStyle(DLSColor.textSecondary)
        Spacer(minLength: DLSSpacing.s)
        Text(configuration.percentText).font(DLSFont.footnote.monospacedDigit())
          .foregroundStyle(DLSColor.textSecondary)
      }
    }
  }
}
