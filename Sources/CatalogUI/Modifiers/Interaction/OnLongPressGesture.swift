import Foundation

// MARK: - onLongPressGesture

extension View {
  /// Performs `action` when the view is pressed for `minimumDuration` seconds, and reports the
  /// press starting and ending to `onPressingChanged`, as SwiftUI's
  /// `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`.
  ///
  /// A snapshot shows the view at rest, never pressed, as SwiftUI draws it before a touch; a
  /// test's `tap()` is not a long press, so it does not perform `action`.
  nonisolated public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
    perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    self
  }

  /// Performs `action` after a long press, reporting presses to `onPressingChanged`, as
  /// SwiftUI's `onLongPressGesture(minimumDuration:perform:onPressingChanged:)` with the
  /// pressing closure first.
  nonisolated public func onLongPressGesture(
    minimumDuration: Double = 0.5, pressing: ((Bool) -> Void)? = nil,
    perform action: @escaping () -> Void
  ) -> some View {
    self
  }
}
