// MARK: - Controls with an SF Symbols label

extension Button where Label == CatalogUI.Label<Text, Image> {
  /// A button labelled with a title and an SF Symbols icon, as SwiftUI's
  /// `Button(_:systemImage:role:action:)`.
  @preconcurrency
  public init(
    _ title: String, systemImage: String, role: ButtonRole? = nil,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) {
      CatalogUI.Label(title, systemImage: systemImage)
    }
  }
}

extension Toggle where Label == CatalogUI.Label<Text, Image> {
  /// A toggle labelled with a title and an SF Symbols icon, as SwiftUI's
  /// `Toggle(_:systemImage:isOn:)`.
  public init(_ title: String, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { CatalogUI.Label(title, systemImage: systemImage) }
  }
}
