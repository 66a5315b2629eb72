// MARK: - ControlSize

/// How large controls are drawn, as SwiftUI's `ControlSize`: bordered buttons grow their
/// padding and corner radius with it.
///
/// Unlike SwiftUI, the size does not change the label's font: set `.font(_:)` as well.
public enum ControlSize: Hashable, Sendable, CaseIterable {
  /// The smallest controls.
  case mini
  /// Smaller than regular.
  case small
  /// The default size.
  case regular
  /// Larger than regular, for a screen's main action.
  case large
  /// The largest controls.
  case extraLarge

  /// The padding of a bordered button's label at this size, from iOS's metrics.
  var borderedInsets: EdgeInsets {
    switch self {
    case .mini: EdgeInsets(top: 2, leading: 8, bottom: 2, trailing: 8)
    case .small: EdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10)
    case .regular: EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    case .large: EdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
    case .extraLarge: EdgeInsets(top: 17, leading: 24, bottom: 17, trailing: 24)
    }
  }

  /// The corner radius of a bordered button at this size.
  var borderedCornerRadius: Double {
    switch self {
    case .mini, .small: 6
    case .regular: 8
    case .large: 12
    case .extraLarge: 14
    }
  }
}

private struct ControlSizeKey: EnvironmentKey {
  static var defaultValue: ControlSize { .regular }
}

extension EnvironmentValues {
  /// The size of controls inside a view; `.regular` by default.
  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }
}

extension View {
  /// The size of controls inside the view, as SwiftUI's `controlSize(_:)`.
  nonisolated public func controlSize(_ size: ControlSize) -> some View {
    environment(\.controlSize, size)
  }
}

// MARK: - ButtonBorderShape

/// The outline of bordered buttons, as SwiftUI's `ButtonBorderShape`.
public struct ButtonBorderShape: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case automatic, capsule, circle
    case roundedRectangle(Double?)
  }

  let kind: Kind

  /// The platform's default: a rounded rectangle whose radius follows the control size.
  public static let automatic = ButtonBorderShape(kind: .automatic)
  /// A capsule.
  public static let capsule = ButtonBorderShape(kind: .capsule)
  /// A circle.
  public static let circle = ButtonBorderShape(kind: .circle)
  /// A rounded rectangle whose radius follows the control size.
  public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))

  /// A rounded rectangle of a given corner radius.
  public static func roundedRectangle(radius: Double) -> ButtonBorderShape {
    ButtonBorderShape(kind: .roundedRectangle(radius))
  }

  /// The outline for a bordered button of `size`.
  func shape(for size: ControlSize) -> BorderedButtonShape {
    BorderedButtonShape(kind: kind, defaultRadius: size.borderedCornerRadius)
  }
}

/// The outline of a bordered button: a `ButtonBorderShape` at a control size.
nonisolated struct BorderedButtonShape: Shape {
  let kind: ButtonBorderShape.Kind
  let defaultRadius: Double

  func path(in rect: CGRect) -> Path {
    switch kind {
    case .automatic, .roundedRectangle(nil):
      RoundedRectangle(cornerRadius: defaultRadius, style: .continuous).path(in: rect)
    case .roundedRectangle(let radius?):
      RoundedRectangle(cornerRadius: radius, style: .continuous).path(in: rect)
    case .capsule: Capsule().path(in: rect)
    case .circle: Circle().path(in: rect)
    }
  }
}

private struct ButtonBorderShapeKey: EnvironmentKey {
  static var defaultValue: ButtonBorderShape { .automatic }
}

extension EnvironmentValues {
  /// The outline of bordered buttons inside a view, set by `buttonBorderShape(_:)`.
  var buttonBorderShape: ButtonBorderShape {
    get { self[ButtonBorderShapeKey.self] }
    set { self[ButtonBorderShapeKey.self] = newValue }
  }
}

extension View {
  /// The outline of bordered buttons inside the view, as SwiftUI's `buttonBorderShape(_:)`.
  nonisolated public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    environment(\.buttonBorderShape, shape)
  }
}
