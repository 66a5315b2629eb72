// MARK: - foregroundStyle(_:) and foregroundColor(_:)

extension View {
  /// Colours text and shapes inside the view; `.secondary` and the other levels are taken
  /// from the foreground style around the view.
  nonisolated public func foregroundStyle(_ style: some ShapeStyle) -> some View {
    modifier(ForegroundStyleModifier(style: AnyShapeStyle(style), isLayered: true))
  }

  /// Colours text and shapes inside the view.
  nonisolated public func foregroundColor(_ color: Color?) -> some View {
    modifier(ForegroundStyleModifier(style: color.map { AnyShapeStyle($0) }, isLayered: false))
  }
}

// MARK: - ForegroundStyleModifier

/// Sets the foreground style; a layered one (`foregroundStyle`) takes its levels from the
/// style around it, a plain colour (`foregroundColor`) replaces it.
nonisolated struct ForegroundStyleModifier: EnvironmentModifier {
  let style: AnyShapeStyle?
  let isLayered: Bool

  @MainActor func modify(_ environment: inout EnvironmentValues) {
    // A level below a palette (`foregroundStyle(_:_:)`) is that palette's style.
    let palette = environment[ForegroundPaletteKey.self]
    environment[ForegroundPaletteKey.self] = []
    if isLayered, let level = style?.hierarchicalLevel, level >= 1, level <= palette.count {
      environment.foregroundStyle = palette[level - 1]
      return
    }
    guard isLayered, let style else {
      environment.foregroundStyle = style
      return
    }
    environment.foregroundStyle = style.settingForeground(over: environment.foregroundStyle)
  }
}
