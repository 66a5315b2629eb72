// MARK: - Controls with an SF Symbols label

extension Button where Label == CatalogUI.Label<Text, Image> {
  /// A button labelled with a title and an SF Symbols icon, as SwiftUI's
  /// `Button(_:systemImage:role:action:)`.
  @preconcurrency
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole? = nil,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) {
      CatalogUI.Label(text: Text(titleKey), systemImage: systemImage)
    }
  }

  /// A button labelled with a string, shown as it is, and an SF Symbols icon.
  @_disfavoredOverload @preconcurrency
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: ButtonRole? = nil,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) {
      CatalogUI.Label(text: Text(title), systemImage: systemImage)
    }
  }
}

extension Toggle where Label == CatalogUI.Label<Text, Image> {
  /// A toggle labelled with a title and an SF Symbols icon, as SwiftUI's
  /// `Toggle(_:systemImage:isOn:)`.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { CatalogUI.Label(text: Text(titleKey), systemImage: systemImage) }
  }

  /// A toggle labelled with a string, shown as it is, and an SF Symbols icon.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { CatalogUI.Label(text: Text(title), systemImage: systemImage) }
  }
}
