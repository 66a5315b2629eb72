import CatalogUI

// MARK: - SelectionRow

/// Equal-width items side by side, each a button that selects it and says whether it is
/// selected: how a segmented control and a tab bar own their items' interaction and
/// accessibility while their styles draw the items.
struct SelectionRow<Item>: View {
  let items: [Item]
  let selection: Binding<Int>
  /// What a screen reader says for an item.
  let label: (Item) -> String
  /// The start of each item's `.id`, which ends with its index ("segment-2").
  let idPrefix: String
  /// Draws an item, selected or not.
  let drawItem: (Item, _ isSelected: Bool) -> AnyView

  var body: some View {
    let binding = selection
    let selected = selection.wrappedValue
    return HStack(spacing: 0) {
      ForEach(Array(items.enumerated()), id: \.offset) { pair in
        let index = pair.offset
        let isSelected = index == selected
        drawItem(pair.element, isSelected)
          .frame(maxWidth: .infinity)
          .minimumTouchTarget()
          .onTapGesture { binding.wrappedValue = index }
          .accessibilityElement(children: .ignore)
          .accessibilityLabel(label(pair.element))
          .accessibilityAddTraits(isSelected ? [.isButton, .isSelected] : .isButton)
          .id("\(idPrefix)-\(index)")
      }
    }
  }
}
