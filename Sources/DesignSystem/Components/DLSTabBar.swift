import CatalogUI

// MARK: - DLSTabBar

/// The bottom tab bar: icons with labels, the selected one in the brand colour.
public struct DLSTabBar: View {
  /// One tab.
  public struct Item: Sendable {
    public let title: String
    public let icon: DLSIcon
    public init(_ title: String, icon: DLSIcon) {
      self.title = title
      self.icon = icon
    }
  }

  let items: [Item]
  let selection: Binding<Int>

  public init(items: [Item], selection: Binding<Int>) {
    self.items = items
    self.selection = selection
  }

  public var body: some View {
    let binding = selection
    let selected = selection.wrappedValue
    return HStack(spacing: 0) {
      ForEach(Array(items.enumerated())) { pair in
        VStack(spacing: DLSSpacing.xxs) {
          pair.element.icon.image(size: 24)
          Text(pair.element.title).font(.system(size: 10, weight: .medium)).lineLimit(1)
        }
        .foregroundStyle(pair.offset == selected ? DLSColor.primary : DLSColor.textTertiary)
        .frame(maxWidth: .infinity)
        .onTapGesture { binding.wrappedValue = pair.offset }
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(pair.offset == selected ? [.isButton, .isSelected] : .isButton)
        .id("tab-\(pair.offset)")
      }
    }
    .padding(.top, DLSSpacing.s)
    .padding(.bottom, DLSSpacing.xs)
    .background(DLSColor.background)
    .overlay(alignment: .top) { Divider() }
  }
}
