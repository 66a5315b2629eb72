import CatalogUI

// MARK: - DLSTextFieldStyle

/// The visual variants of `DLSTextField`.
public protocol DLSTextFieldStyle: ComponentStyle
where Configuration == DLSTextFieldConfiguration {}

extension View {
  /// The style of every `DLSTextField` inside this view.
  public func dlsTextFieldStyle(_ style: some DLSTextFieldStyle) -> some View {
    componentStyle(style)
  }
}

// MARK: - OutlinedTextFieldStyle

/// A rounded box with a border that turns to the error colour, thicker, on error.
public struct OutlinedTextFieldStyle: DLSTextFieldStyle {
  /// The outlined style.
  public init() {}

  public func makeBody(configuration c: DLSTextFieldConfiguration) -> some View {
    let border = c.hasError ? DLSColor.error : c.isEnabled ? DLSColor.border : DLSColor.disabled
    return VStack(alignment: .leading, spacing: DLSSpacing.xs) {
      TextFieldContent(configuration: c)
        .background(
          c.isEnabled ? DLSColor.background : DLSColor.surface,
          in: RoundedRectangle(cornerRadius: DLSRadius.s)
        )
        .overlay {
          RoundedRectangle(cornerRadius: DLSRadius.s)
            .strokeBorder(border, lineWidth: c.hasError ? 2 : 1)
        }
      TextFieldError(configuration: c)
    }
  }
}

// MARK: - FilledTextFieldStyle

/// A filled box, rounded at the top, with a line under it that turns to the error colour.
public struct FilledTextFieldStyle: DLSTextFieldStyle {
  /// The filled style.
  public init() {}

  public func makeBody(configuration c: DLSTextFieldConfiguration) -> some View {
    let line = c.hasError ? DLSColor.error : c.isEnabled ? DLSColor.textTertiary : DLSColor.disabled
    return VStack(alignment: .leading, spacing: DLSSpacing.xs) {
      TextFieldContent(configuration: c)
        .background(
          DLSColor.surface,
          in: UnevenRoundedRectangle(
            topLeadingRadius: DLSRadius.s,
            topTrailingRadius: DLSRadius.s)
        )
        .overlay(alignment: .bottom) {
          Rectangle().fill(line).frame(height: c.hasError ? 2 : 1)
        }
      TextFieldError(configuration: c)
    }
  }
}

extension DLSTextFieldStyle where Self == OutlinedTextFieldStyle {
  /// A bordered box.
  public static var outlined: OutlinedTextFieldStyle { OutlinedTextFieldStyle() }
}

extension DLSTextFieldStyle where Self == FilledTextFieldStyle {
  /// A filled box with an underline.
  public static var filled: FilledTextFieldStyle { FilledTextFieldStyle() }
}

// MARK: - TextFieldContent

/// The small label above the value or placeholder, shared by the text field styles.
struct TextFieldContent: View {
  let configuration: DLSTextFieldConfiguration

  var body: some View {
    let c = configuration
    VStack(alignment: .leading, spacing: DLSSpacing.xxs) {
      Text(c.label).font(DLSFont.caption)
        .foregroundStyle(c.hasError ? DLSColor.error : DLSColor.textSecondary)
      Text(c.isShowingPlaceholder ? c.placeholder : c.text).font(DLSFont.body).lineLimit(1)
        .foregroundStyle(
          c.isShowingPlaceholder || !c.isEnabled
            ? DLSColor.textTertiary : DLSColor.textPrimary)
    }
    .padding(.horizontal, DLSSpacing.m)
    .padding(.vertical, DLSSpacing.s)
    .frame(maxWidth: .infinity, alignment: .leading)
  }
}

// MARK: - TextFieldError

/// The error message under the field, when there is one.
struct TextFieldError: View {
  let configuration: DLSTextFieldConfiguration

  var body: some View {
    if let message = configuration.errorMessage {
      Text(message).font(DLSFont.footnote).foregroundStyle(DLSColor.error)
    }
  }
}
