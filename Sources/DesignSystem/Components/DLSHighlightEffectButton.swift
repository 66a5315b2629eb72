import CatalogUI

// MARK: - DLSHighlightEffectConfiguration

/// What a highlight-effect style receives: the content to draw and whether it is pressed.
public struct DLSHighlightEffectConfiguration: Equatable {
  /// The view made into a button, as the caller built it.
  @ExcludedFromEquality public internal(set) var content: AnyView
  /// Whether a finger is on the button: the style draws its highlight.
  public let isPressed: Bool
  /// Whether the button can be used (`false` inside `.disabled(true)`).
  public let isEnabled: Bool
}

// MARK: - DLSHighlightEffectStyle

/// The visual variants of `.highlightEffectButton`: how a pressed row or card is highlighted.
public protocol DLSHighlightEffectStyle: ComponentStyle
where Configuration == DLSHighlightEffectConfiguration {}

extension View {
  /// Makes the view a button that runs `action` when tapped and highlights while pressed, as
  /// the source documents' list rows do. The button owns the tap (its whole frame takes
  /// touches), the button trait and the disabled state; the style only draws the highlight.
  ///
  /// `isPressed` shows the pressed look; it exists for snapshots, since CatalogUI hosts have
  /// no touch-down phase in which a finger rests on the button.
  public func highlightEffectButton(isPressed: Bool = false, action: @escaping () -> Void)
    -> some View
  {
    HighlightEffectButton(content: self, isPressed: isPressed, action: action)
  }

  /// The style of every `.highlightEffectButton` inside this view.
  public func dlsHighlightEffectStyle(_ style: some DLSHighlightEffectStyle) -> some View {
    componentStyle(style)
  }
}

// MARK: - HighlightEffectButton

/// The base view behind `.highlightEffectButton`.
struct HighlightEffectButton<Content: View>: View {
  let content: Content
  let isPressed: Bool
  let action: () -> Void

  var body: some View {
    EnvironmentReader { environment in
      environment.componentStyle(default: DimmingHighlightEffectStyle())
        .makeBody(
          configuration: DLSHighlightEffectConfiguration(
            content: AnyView(content), isPressed: isPressed, isEnabled: environment.isEnabled)
        )
        // A row's spacer draws nothing; the whole frame must still take the tap.
        .contentShape(Rectangle())
        .onTapGesture(perform: action)
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isButton)
    }
  }
}

// MARK: - DimmingHighlightEffectStyle

/// Tints the whole frame while pressed: rows and cells of a list.
public struct DimmingHighlightEffectStyle: DLSHighlightEffectStyle {
  /// The dimming style.
  public init() {}

  public func makeBody(configuration c: DLSHighlightEffectConfiguration) -> some View {
    c.content
      .background { if c.isPressed { DLSColor.textPrimary.opacity(0.08) } }
      .opacity(c.isEnabled ? 1 : 0.5)
  }
}

// MARK: - ScalingHighlightEffectStyle

/// Shrinks the content slightly while pressed: cards that sit apart on the page.
public struct ScalingHighlightEffectStyle: DLSHighlightEffectStyle {
  /// The scaling style.
  public init() {}

  public func makeBody(configuration c: DLSHighlightEffectConfiguration) -> some View {
    c.content
      .scaleEffect(c.isPressed ? 0.96 : 1)
      .opacity(c.isEnabled ? 1 : 0.5)
  }
}

extension DLSHighlightEffectStyle where Self == DimmingHighlightEffectStyle {
  /// A tint over the whole frame while pressed.
  public static var dimming: DimmingHighlightEffectStyle { DimmingHighlightEffectStyle() }
}

extension DLSHighlightEffectStyle where Self == ScalingHighlightEffectStyle {
  /// A slight shrink while pressed.
  public static var scaling: ScalingHighlightEffectStyle { ScalingHighlightEffectStyle() }
}
