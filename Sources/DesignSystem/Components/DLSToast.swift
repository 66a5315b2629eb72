import CatalogUI

// MARK: - DLSToastConfiguration

/// What a toast style receives: the message and the action's title, if any.
public struct DLSToastConfiguration: Equatable {
  /// The toast's message.
  public let message: String
  /// The action's title, when the toast offers one.
  public let actionTitle: String?
  /// Call when the action's title is tapped.
  @ExcludedFromEquality public internal(set) var didTapAction: () -> Void
}

// MARK: - DLSToast

/// A short confirmation floating over content, with an optional action. The base view owns the
/// action (tapping the action's title calls `didTapAction`) and accessibility: one element
/// reading the message, with the action as a named custom action; styles only draw.
public struct DLSToast: View {
  let message: String
  let actionTitle: String?
  let didTapAction: () -> Void

  /// A toast with `message` and, when `actionTitle` is given, an action.
  public init(
    _ message: String, actionTitle: String? = nil,
    didTapAction: @escaping () -> Void = {}
  ) {
    self.message = message
    self.actionTitle = actionTitle
    self.didTapAction = didTapAction
  }

  public var body: some View {
    EnvironmentReader { environment in
      let action = didTapAction
      let configuration = DLSToastConfiguration(
        message: message, actionTitle: actionTitle, didTapAction: action)
      let style = environment.componentStyle(default: InverseToastStyle())
      if let actionTitle {
        style.makeBody(configuration: configuration)
          .accessibilityElement(children: .ignore)
          .accessibilityLabel(message)
          .accessibilityAction(named: actionTitle, action)
      } else {
        style.makeBody(configuration: configuration)
          .accessibilityElement(children: .ignore)
          .accessibilityLabel(message)
      }
    }
  }
}
