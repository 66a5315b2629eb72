import CatalogUI

// MARK: - DLSToastStyle

/// The visual variants of `DLSToast`.
public protocol DLSToastStyle: ComponentStyle where Configuration == DLSToastConfiguration {}

extension View {
  /// The style of every `DLSToast` inside this view.
  public func dlsToastStyle(_ style: some DLSToastStyle) -> some View {
    componentStyle(style)
  }
}

// MARK: - InverseToastStyle

/// The inverse of the page (dark on light pages, light on dark ones): stands out over anything.
public struct InverseToastStyle: DLSToastStyle {
  /// The inverse style.
  public init() {}

  public func makeBody(configuration c: DLSToastConfiguration) -> some View {
    ToastLayout(configuration: c, iconColor: DLSColor.inverseText)
      .foregroundStyle(DLSColor.inverseText)
      .background(DLSColor.inverseSurface, in: RoundedRectangle(cornerRadius: DLSRadius.m))
      .elevation(.high)
  }
}

// MARK: - RaisedToastStyle

/// A raised surface of the page's own colours with a success-coloured check: a quieter toast.
public struct RaisedToastStyle: DLSToastStyle {
  /// The raised style.
  public init() {}

  public func makeBody(configuration c: DLSToastConfiguration) -> some View {
    ToastLayout(configuration: c, iconColor: DLSColor.success)
      .foregroundStyle(DLSColor.textPrimary)
      .background(DLSColor.surfaceRaised, in: RoundedRectangle(cornerRadius: DLSRadius.m))
      .overlay { RoundedRectangle(cornerRadius: DLSRadius.m).strokeBorder(DLSColor.border) }
      .elevation(.high)
  }
}

extension DLSToastStyle where Self == InverseToastStyle {
  /// Inverse colours.
  public static var inverse: InverseToastStyle { InverseToastStyle() }
}

extension DLSToastStyle where Self == RaisedToastStyle {
  /// A raised surface in the page's colours.
  public static var raised: RaisedToastStyle { RaisedToastStyle() }
}

// MARK: - ToastLayout

/// The check, the message and the action's title in a row, shared by the toast styles.
struct ToastLayout: View {
  let configuration: DLSToastConfiguration
  let iconColor: Color

  var body: some View {
    HStack(spacing: DLSSpacing.m) {
      DLSIcon.check.image(size: 18).foregroundStyle(iconColor)
      Text(configuration.message).font(DLSFont.subheadline).lineLimit(3)
      Spacer(minLength: 0)
      if let actionTitle = configuration.actionTitle {
        Text(actionTitle).font(DLSFont.subheadline.weight(.semibold)).lineLimit(1)
          .onTapGesture(perform: configuration.didTapAction)
          .id("action")
      }
    }
    .padding(.horizontal, DLSSpacing.l)
    .padding(.vertical, DLSSpacing.m)
    .frame(minHeight: 48)
  }
}
