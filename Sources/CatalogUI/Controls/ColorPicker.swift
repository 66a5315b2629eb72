import Raster

// MARK: - ColorPicker

/// A control showing a chosen colour, as SwiftUI's `ColorPicker` on iOS: the label leading and
/// a colour well trailing; the picker fills the width offered (with `labelsHidden()` it is the
/// well alone). No colour panel opens: a snapshot shows the well.
///
/// iOS draws the well (`UIColorWell`) as a hue wheel ring around the selected colour; the
/// catalog draws a 28 pt circle: a 3 pt ring of the hues (an angular gradient through red,
/// yellow, green, cyan, blue, magenta), a 2 pt gap, and the selected colour filling the
/// centre. This is an approximation of UIKit's drawing, not its exact pixels. Without
/// `supportsOpacity` the colour is shown opaque, as the picker would not offer transparency.
///
/// It is one accessibility element, a button labelled by its label and valued by the colour's
/// hexadecimal code ("#FF3B30").
public struct ColorPicker<Label: View>: View {
  let selection: Binding<Color>
  let supportsOpacity: Bool
  let label: Label

  /// A picker of `selection`, described by `label`.
  public init(
    selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.supportsOpacity = supportsOpacity
    self.label = label()
  }

  /// The label and the well, as one element.
  public var body: some View {
    let well = ColorWell(color: selection.wrappedValue, supportsOpacity: supportsOpacity)
    let label = label
    return EnvironmentReader { environment in
      if environment.labelsHidden {
        well.accessibilityOnlyLabel(label)
      } else {
        HStack {
          label
          Spacer()
          well
        }
      }
    }
    .accessibilityElement(children: .combine)
    .accessibilityAddTraits(.isButton)
    .accessibilityValue(ColorWell.hexCode(selection.wrappedValue, supportsOpacity))
  }
}

extension ColorPicker where Label == Text {
  /// A picker of `selection` titled with a literal's text.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }

  /// A picker of `selection` titled with a string, shown as it is.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }
}

// MARK: - ColorWell

/// The well, as documented on `ColorPicker`.
private struct ColorWell: View {
  let color: Color
  let supportsOpacity: Bool

  var body: some View {
    let color = color
    let supportsOpacity = supportsOpacity
    return EnvironmentReader { environment in
      let resolved = color.resolve(in: environment.colorScheme)
      let shown =
        supportsOpacity
        ? color : Color(ColorU8(r: resolved.r, g: resolved.g, b: resolved.b, a: 255))
      ZStack {
        Circle().strokeBorder(
          AngularGradient(
            colors: ColorWell.hues,
            center: .center),
          lineWidth: 3)
        Circle().fill(shown).padding(5)
      }
      .frame(width: 28, height: 28)
    }
  }

  /// The hue wheel's colours, pure hues around the circle.
  static let hues = ["#FF0000", "#FFFF00", "#00FF00", "#00FFFF", "#0000FF", "#FF00FF", "#FF0000"]
    .map { Color(hex: $0) }

  /// `#RRGGBB`, or `#RRGGBBAA` when the colour is translucent and opacity is supported.
  static func hexCode(_ color: Color, _ supportsOpacity: Bool) -> String {
    let c = color.resolve(in: .light)
    let parts = supportsOpacity && c.a < 255 ? [c.r, c.g, c.b, c.a] : [c.r, c.g, c.b]
    return "#" + parts.map { hexByte($0) }.joined()
  }

  private static func hexByte(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
  }
}
