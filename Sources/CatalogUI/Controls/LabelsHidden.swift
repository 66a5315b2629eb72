// MARK: - labelsHidden

private struct LabelsHiddenKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// Whether controls inside hide their labels, set by `labelsHidden()`.
  var labelsHidden: Bool {
    get { self[LabelsHiddenKey.self] }
    set { self[LabelsHiddenKey.self] = newValue }
  }
}

extension View {
  /// Hides the labels of toggles, steppers and pickers inside the view, as SwiftUI's
  /// `labelsHidden()`: the control shows only itself, and accessibility still reads the label.
  nonisolated public func labelsHidden() -> some View {
    environment(\.labelsHidden, true)
  }

  /// Keeps `label` in the tree for accessibility only: it takes no space, draws nothing (it is
  /// clipped to nothing, not made transparent, since transparent views are hidden from
  /// accessibility too) and takes no touches.
  nonisolated func accessibilityOnlyLabel<Label: View>(_ label: Label) -> some View {
    background {
      label.fixedSize().frame(width: 0, height: 0).clipped()
    }
  }
}
