import CatalogUI

// MARK: - DLSToggleStyle

/// The visual variants of `DLSToggle`.
public protocol DLSToggleStyle: ComponentStyle where Configuration == DLSToggleConfiguration {}

extension View {
  /// The style of every `DLSToggle` inside this view.
  public func dlsToggleStyle(_ style: some DLSToggleStyle) -> some View {
    componentStyle(style)
  }
}

// MARK: - DLSSwitchToggleStyle

/// The title leading and a sliding switch trailing, green when on, outlined when off.
public struct DLSSwitchToggleStyle: DLSToggleStyle {
  /// The switch style.
  public init() {}

  public func makeBody(configuration c: DLSToggleConfiguration) -> some View {
    HStack(spacing: DLSSpacing.m) {
      ToggleTitle(configuration: c)
      Spacer(minLength: 0)
      ZStack(alignment: c.isOn ? .trailing : .leading) {
        Capsule().fill(c.isOn ? DLSColor.success : DLSColor.disabled)
          .overlay {
            // A pale track is 1.4:1 on the page; its outline shows the switch at 3:1 or more.
            if !c.isOn { Capsule().strokeBorder(DLSColor.controlBorder, lineWidth: 1) }
          }
          .frame(width: 51, height: 31)
        Circle().fill(Color.white).frame(width: 27, height: 27).padding(2)
          .shadow(color: Color(white: 0, opacity: 0.15), radius: 2, y: 1)
          .animation(.snappy, value: c.isOn)
      }
      // A disabled switch keeps its colours, dimmed, so "on" still reads as on.
      .opacity(c.isEnabled ? 1 : 0.4)
    }
  }
}

// MARK: - CheckmarkToggleStyle

/// The title leading and a round check trailing, filled when on: for choices in a list.
public struct CheckmarkToggleStyle: DLSToggleStyle {
  /// The checkmark style.
  public init() {}

  public func makeBody(configuration c: DLSToggleConfiguration) -> some View {
    HStack(spacing: DLSSpacing.m) {
      ToggleTitle(configuration: c)
      Spacer(minLength: 0)
      ZStack {
        if c.isOn {
          Circle().fill(DLSColor.primary)
          DLSIcon.check.image(size: 16).foregroundStyle(DLSColor.onPrimary)
        } else {
          Circle().strokeBorder(DLSColor.controlBorder, lineWidth: 1.5)
        }
      }
      .frame(width: 24, height: 24)
      .opacity(c.isEnabled ? 1 : 0.4)
    }
    .frame(minHeight: 31)
  }
}

extension DLSToggleStyle where Self == DLSSwitchToggleStyle {
  /// A sliding switch.
  public static var `switch`: DLSSwitchToggleStyle { DLSSwitchToggleStyle() }
}

extension DLSToggleStyle where Self == CheckmarkToggleStyle {
  /// A round check.
  public static var checkmark: CheckmarkToggleStyle { CheckmarkToggleStyle() }
}

// MARK: - ToggleTitle

/// The toggle's title, dimmed when disabled.
struct ToggleTitle: View {
  let configuration: DLSToggleConfiguration

  var body: some View {
    Text(configuration.title).font(DLSFont.body)
      .foregroundStyle(configuration.isEnabled ? DLSColor.textPrimary : DLSColor.textTertiary)
  }
}
