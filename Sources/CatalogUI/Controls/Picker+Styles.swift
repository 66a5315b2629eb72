// MARK: - PickerKind

/// How a picker draws, from its style and where it stands.
enum PickerKind {
  /// The label and the tinted selection with chevrons.
  case menu
  /// iOS's segmented control.
  case segmented
  /// A row with the label, the selection in grey and a chevron.
  case navigationLink
  /// One wheel.
  case wheel
  /// One row per option, in a section of their own at the top of a list.
  case inlineRows(isSection: Bool)

  init(_ environment: EnvironmentValues) {
    switch environment.pickerStyle {
    case is SegmentedPickerStyle, is PalettePickerStyle: self = .segmented
    case is WheelPickerStyle: self = .wheel
    case is NavigationLinkPickerStyle: self = .navigationLink
    case is InlinePickerStyle:
      // iOS draws an inline picker outside a list as a wheel.
      guard environment[ListRowsKey.self] else {
        self = .wheel
        return
      }
      self = .inlineRows(isSection: environment[ListContextKey.self] != nil)
    default: self = .menu
    }
  }
}

// MARK: - NavigationLinkPicker

/// The label leading, the selected option in grey and a chevron trailing, as a list row that
/// leads to the options.
struct NavigationLinkPicker: View {
  let label: AnyView
  let selected: LayoutNode?

  var body: some View {
    let value = HStack(spacing: 6) {
      if let selected { ResolvedNode(node: selected) }
      Image(systemName: "chevron.right")
        .font(.body.weight(.semibold))
        .imageScale(.small)
        .foregroundStyle(.tertiary)
    }
    .accessibilityHidden(true)
    EnvironmentReader { environment in
      if environment.labelsHidden {
        value.accessibilityOnlyLabel(label)
      } else {
        HStack {
          label
          Spacer(minLength: 8)
          value
        }
      }
    }
    .contentShape(Rectangle())
    .accessibilityElement(children: .combine)
    .accessibilityValue(selected.flatMap(ViewHost.text(of:)) ?? "")
    .accessibilityAddTraits(.isButton)
  }
}

// MARK: - InlinePickerRows

/// One option of an inline picker.
struct InlineOption {
  let node: LayoutNode
  let isSelected: Bool
  let select: () -> Void
}

/// An inline picker's options as list rows, a tinted checkmark on the selected one; at the top
/// of a list, in a section headed by the label, as iOS draws it.
struct InlinePickerRows: View {
  let label: AnyView
  let rows: [InlineOption]
  let isSection: Bool

  var body: some View {
    if isSection {
      Section {
        options
      } header: {
        label
      }
    } else {
      options
    }
  }

  private var options: some View {
    ForEach(0..<rows.count) { index in InlineOptionRow(option: rows[index]) }
  }
}

/// One row: the option, and a checkmark when it is selected.
private struct InlineOptionRow: View {
  let option: InlineOption

  var body: some View {
    let traits: AccessibilityTraits = option.isSelected ? [.isButton, .isSelected] : .isButton
    HStack {
      ResolvedNode(node: option.node)
      Spacer(minLength: 8)
      if option.isSelected {
        Image(systemName: "checkmark")
          .font(.body.weight(.semibold))
          .foregroundStyle(.tint)
      }
    }
    .contentShape(Rectangle())
    .onTapGesture(perform: option.select)
    .accessibilityElement(children: .combine)
    .accessibilityAddTraits(traits)
  }
}

// MARK: - WheelPicker

/// A picker's options on one wheel (`WheelColumns`), the selected one on the grey band.
struct WheelPicker: View {
  let label: AnyView
  let selected: LayoutNode?
  /// Every option, resolved in the neighbours' grey.
  let nodes: [LayoutNode]
  let selectedIndex: Int?

  var body: some View {
    let index = selectedIndex ?? -1
    let above = stride(from: min(index, nodes.count) - 1, through: max(index - 3, 0), by: -1)
      .map(row)
    let below = (min(index + 1, nodes.count)..<min(index + 4, nodes.count)).map(row)
    let centre = selected.map { AnyView(ResolvedNode(node: $0)) } ?? AnyView(EmptyView())
    WheelColumns(columns: [WheelColumn(selected: centre, above: above, below: below)])
      .accessibilityHidden(true)
      .accessibilityOnlyLabel(label)
      .accessibilityElement(children: .combine)
      .accessibilityValue(selected.flatMap(ViewHost.text(of:)) ?? "")
  }

  private func row(_ index: Int) -> AnyView {
    AnyView(ResolvedNode(node: nodes[index]))
  }
}
