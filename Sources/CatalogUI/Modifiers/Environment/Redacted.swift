import Raster

// MARK: - RedactionReasons

/// Why views inside are redacted, as SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public let rawValue: Int

  /// A set from its bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Content shown as placeholder shapes while the real content loads.
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
  /// Privacy-sensitive content; CatalogUI records it but, having no `privacySensitive()`,
  /// draws nothing differently for it.
  public static let privacy = RedactionReasons(rawValue: 1 << 1)
  /// Content that is out of date; recorded, drawn as usual.
  public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey {
  static let defaultValue: RedactionReasons = []
}

extension EnvironmentValues {
  /// The reasons to redact the views inside; empty by default.
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }
}

// MARK: - redacted(reason:) and unredacted()

extension View {
  /// Adds a reason to redact the view, as SwiftUI's `redacted(reason:)`. With `.placeholder`,
  /// text draws as rounded bars over its line boxes and images as boxes, both in the foreground
  /// style at `Redaction.placeholderOpacity`; shapes and colours draw as usual.
  nonisolated public func redacted(reason: RedactionReasons) -> some View {
    modifier(RedactionModifier(reasons: reason, isAdded: true))
  }

  /// Removes every redaction reason for the view, as SwiftUI's `unredacted()`.
  nonisolated public func unredacted() -> some View {
    modifier(RedactionModifier(reasons: [], isAdded: false))
  }
}

// MARK: - RedactionModifier

/// Adds reasons to redact (`redacted(reason:)`) or sets them (`unredacted()`, to none).
nonisolated struct RedactionModifier: EnvironmentModifier {
  let reasons: RedactionReasons
  let isAdded: Bool

  @MainActor func modify(_ environment: inout EnvironmentValues) {
    if isAdded {
      environment.redactionReasons.formUnion(reasons)
    } else {
      environment.redactionReasons = reasons
    }
  }
}

// MARK: - Placeholder drawing

/// How placeholder redaction draws; CatalogUI's choice of metrics, close to iOS's look.
enum Redaction {
  /// The opacity of the foreground style a placeholder is drawn in.
  static let placeholderOpacity = 0.16
  /// The part of a line box's height a text bar leaves empty above and below it.
  static let lineInset = 0.15

  /// Whether views in `environment` draw as placeholders.
  static func isPlaceholder(_ environment: EnvironmentValues) -> Bool {
    environment.redactionReasons.contains(.placeholder)
  }

  /// The placeholder paint in `environment` for a view at `frame`.
  static func paint(in frame: Rect, environment: EnvironmentValues) -> Paint {
    let style = environment.foregroundStyle ?? AnyShapeStyle(Color.primary)
    return style.paint(in: frame, environment: environment)
  }

  /// A bar over each line box (in root points): inset vertically, corners rounded by a
  /// quarter of its height.
  static func textBars(_ lines: [Rect]) -> Raster.Path {
    var path = Raster.Path()
    for line in lines where line.width > 0 && line.height > 0 {
      let inset = line.height * lineInset
      let bar = line.insetBy(dx: 0, dy: inset)
      path.addPath(
        Raster.Path(
          roundedRect: bar, radii: CornerRadii(all: bar.height / 4),
          continuous: true))
    }
    return path
  }
}
