import Raster

// MARK: - Picker

/// A control for choosing one of several tagged views, as SwiftUI's `Picker`: each option is a
/// view in `content` marked with `.tag(_:)` (a value of the selection's type), and choosing one
/// writes its tag to `selection`.
///
/// With `.pickerStyle(.segmented)` (or `.palette`) it is iOS's segmented control: one button
/// per option, the selected one on a raised white segment; tapping a segment selects it. The
/// default (`.menu`) shows the label leading and the selected option in the tint colour with
/// up and down chevrons trailing (only the option with `labelsHidden()`); unlike SwiftUI,
/// tapping it opens no menu. `.inline` in a `List` or `Form` shows each option as a row, a
/// checkmark on the selected one (at the top of a list, in a section headed by the label);
/// elsewhere, as on iOS, it is a wheel. `.wheel` shows the selection on a grey band with its
/// neighbours fading above and below. `.navigationLink` is a row with the label, the selected
/// option in grey and a chevron; unlike SwiftUI, tapping it pushes no list of options.
/// Options need an explicit `.tag(_:)`: unlike SwiftUI, a `ForEach` id is not used as a tag.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>
  let label: Label
  let content: Content

  /// A picker of `content`'s tagged options, bound to `selection`, described by `label`.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.content = content()
    self.label = label()
  }

  /// A picker described by `label`, with the options last (SwiftUI's older spelling).
  public init(
    selection: Binding<SelectionValue>, label: Label,
    @ViewBuilder content: () -> Content
  ) {
    self.selection = selection
    self.label = label
    self.content = content()
  }

  /// The options drawn by the picker style in the environment.
  public var body: some View {
    PickerOptions(selection: selection, label: AnyView(label), content: AnyView(content))
  }
}

extension Picker where Label == Text {
  /// A picker with a text label.
  public init(
    _ title: String, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

// MARK: - PickerStyle

/// How a `Picker` looks, as SwiftUI's `PickerStyle`: `.automatic`, `.menu`, `.segmented`,
/// `.inline`, `.wheel`, `.navigationLink` or `.palette`. As in SwiftUI, only the built-in styles
/// exist.
public protocol PickerStyle {}

/// The platform's default picker style: `.menu` on iOS, as SwiftUI's `DefaultPickerStyle`.
public struct DefaultPickerStyle: PickerStyle {
  /// The default style.
  public init() {}
}

/// The label leading and the selected option with a chevron trailing, as SwiftUI's
/// `MenuPickerStyle` (no menu opens).
public struct MenuPickerStyle: PickerStyle {
  /// The menu style.
  public init() {}
}

/// iOS's segmented control, as SwiftUI's `SegmentedPickerStyle`.
public struct SegmentedPickerStyle: PickerStyle {
  /// The segmented style.
  public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
  /// The platform's default: `.menu` on iOS.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
  /// The selected option with a chevron.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  /// A segmented control.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

/// The options as rows with a checkmark on the selection in a list, a wheel elsewhere, as
/// SwiftUI's `InlinePickerStyle`.
public struct InlinePickerStyle: PickerStyle {
  /// The inline style.
  public init() {}
}

/// The selection on a grey band with its neighbours above and below, as SwiftUI's
/// `WheelPickerStyle`.
public struct WheelPickerStyle: PickerStyle {
  /// The wheel style.
  public init() {}
}

/// A row with the label, the selected option and a chevron, as SwiftUI's
/// `NavigationLinkPickerStyle` (tapping it pushes nothing).
public struct NavigationLinkPickerStyle: PickerStyle {
  /// The navigation link style.
  public init() {}
}

/// The options side by side, as SwiftUI's `PalettePickerStyle`; outside a menu it is drawn as
/// the segmented control.
public struct PalettePickerStyle: PickerStyle {
  /// The palette style.
  public init() {}
}

extension PickerStyle where Self == InlinePickerStyle {
  /// Options as rows with a checkmark.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
  /// A turning wheel.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// A row leading to the options.
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
  /// Options side by side.
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

private struct PickerStyleKey: EnvironmentKey {
  static var defaultValue: any PickerStyle { DefaultPickerStyle() }
}

extension EnvironmentValues {
  /// The picker style set with `pickerStyle(_:)`; `.automatic` by default.
  var pickerStyle: any PickerStyle {
    get { self[PickerStyleKey.self] }
    set { self[PickerStyleKey.self] = newValue }
  }
}

extension View {
  /// The style of every `Picker` inside the view, as SwiftUI's `pickerStyle(_:)`.
  nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    environment(\.pickerStyle, style)
  }
}

// MARK: - PickerOptions

/// Resolves a picker's options, finds their tags, and lays them out in the picker's style.
private struct PickerOptions<SelectionValue: Hashable>: View, PrimitiveView {
  let selection: Binding<SelectionValue>
  let label: AnyView
  let content: AnyView

  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    let kind = PickerKind(context.environment)
    let tagged = options(in: context.child(.index(1)), kind: kind, secondary: false)
    let selected = selection.wrappedValue
    let shown = tagged.first { $0.1 == selected }?.0
    let view: AnyView
    switch kind {
    case .segmented:
      view = AnyView(
        SegmentedControl(
          segments: tagged.map { option, tag in
            Segment(
              node: option, isSelected: tag == selected, select: Self.selecting(tag, selection))
          }))
    case .menu:
      view = AnyView(MenuPicker(label: label, selected: shown))
    case .navigationLink:
      view = AnyView(NavigationLinkPicker(label: label, selected: shown))
    case .inlineRows(let isSection):
      let rows = tagged.map { option, tag in
        InlineOption(
          node: option, isSelected: tag == selected, select: Self.selecting(tag, selection))
      }
      view = AnyView(InlinePickerRows(label: label, rows: rows, isSection: isSection))
    case .wheel:
      // Neighbours are resolved again in the secondary colour, as iOS greys them.
      let faded = options(in: context.child(.index(2)), kind: kind, secondary: true)
      let index = tagged.firstIndex { $0.1 == selected }
      view = AnyView(
        WheelPicker(
          label: label, selected: shown, nodes: faded.map(\.0), selectedIndex: index))
    }
    view.resolve(in: context.child(.index(0)), into: &nodes)
  }

  /// The options resolved in the environment the style draws them in, with their tags;
  /// reports options without a tag of the selection's type.
  @MainActor private func options(
    in context: ResolveContext, kind: PickerKind, secondary: Bool
  ) -> [(LayoutNode, SelectionValue)] {
    let optionContext = context.with { environment in
      switch kind {
      case .segmented:
        environment.font = .system(size: 13, weight: .medium)
        environment.lineLimit = 1
      case .menu:
        environment.foregroundStyle = AnyShapeStyle(TintShapeStyle())
      case .navigationLink:
        environment.foregroundStyle = AnyShapeStyle(Color.secondary)
        environment.lineLimit = 1
      case .inlineRows:
        break
      case .wheel:
        environment.font = .system(size: WheelMetrics.fontSize)
        environment.lineLimit = 1
        if secondary {
          environment.foregroundStyle = AnyShapeStyle(Color.secondary)
        }
      }
    }
    var options: [LayoutNode] = []
    content.resolve(in: optionContext, into: &options)
    let tagged = options.compactMap { option -> (LayoutNode, SelectionValue)? in
      guard let node = Self.tagNode(in: option), let tag = node.tag.base as? SelectionValue
      else { return nil }
      return (option, tag)
    }
    if tagged.count < options.count, !secondary {
      context.diagnostics.report(
        "Picker: \(options.count - tagged.count) of \(options.count) options have no "
          + ".tag(_:) of type \(SelectionValue.self); tag each option with its selection value")
    }
    return tagged
  }

  /// An action writing `tag` to `selection`.
  static func selecting(_ tag: SelectionValue, _ selection: Binding<SelectionValue>)
    -> () -> Void
  {
    { selection.wrappedValue = tag }
  }

  /// The tag node at the top of an option, below the wrappers put around it after `.tag`.
  static func tagNode(in node: LayoutNode) -> TagNode? {
    var current: LayoutNode? = node
    while let candidate = current {
      if let tag = candidate as? TagNode { return tag }
      current = (candidate as? WrapperNode)?.child
    }
    return nil
  }
}

/// Shows a node that is already resolved.
struct ResolvedNode: View, PrimitiveView {
  let node: LayoutNode

  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    nodes.append(node)
  }
}

// MARK: - MenuPicker

/// The label leading and the selected option, tinted, with a chevron trailing.
private struct MenuPicker: View {
  let label: AnyView
  let selected: LayoutNode?

  var body: some View {
    let value = HStack(spacing: 4) {
      if let selected { ResolvedNode(node: selected) }
      VStack(spacing: 0) {
        Image(systemName: "chevron.up")
        Image(systemName: "chevron.down")
      }
      .font(.system(size: 9, weight: .semibold))
      .foregroundStyle(.tint)
    }
    // Accessibility reads the label as the label and the selected option as the value.
    let hiddenValue = value.accessibilityHidden(true)
    EnvironmentReader { environment in
      if environment.labelsHidden {
        hiddenValue.accessibilityOnlyLabel(label)
      } else {
        HStack {
          label
          Spacer()
          hiddenValue
        }
      }
    }
    .accessibilityElement(children: .combine)
    .accessibilityValue(selected.flatMap(ViewHost.text(of:)) ?? "")
    .accessibilityAddTraits(.isButton)
  }
}

// MARK: - SegmentedControl

/// iOS's segmented control: equal segments 32 points tall on a grey rounded fill, the selected
/// one raised on white, thin separators between the others; each segment is a button.
/// One option of a segmented control.
private struct Segment {
  let node: LayoutNode
  let isSelected: Bool
  let select: () -> Void
}

private struct SegmentedControl: View {
  let segments: [Segment]

  var body: some View {
    HStack(spacing: 0) {
      ForEach(0..<segments.count) { index in segment(index) }
    }
    .frame(height: 32)
    .background(SegmentColors.track, in: RoundedRectangle(cornerRadius: 9, style: .continuous))
  }

  private func segment(_ index: Int) -> some View {
    let segment = segments[index]
    let selected = segments.firstIndex { $0.isSelected }
    // No separator next to the selected segment, as on iOS.
    let showsSeparator = index > 0 && index != selected && index - 1 != selected
    let traits: AccessibilityTraits = segment.isSelected ? [.isButton, .isSelected] : .isButton
    return ResolvedNode(node: segment.node)
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .padding(EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4))
      .background { SelectedSegment(isSelected: segment.isSelected) }
      .overlay(alignment: .leading) { SegmentSeparator(isShown: showsSeparator) }
      .contentShape(Rectangle())
      .onTapGesture(perform: segment.select)
      .accessibilityElement(children: .combine)
      .accessibilityAddTraits(traits)
      .accessibilityValue("\(index + 1) of \(segments.count)")
  }
}

/// The raised white segment behind the selected option.
private struct SelectedSegment: View {
  let isSelected: Bool

  var body: some View {
    if isSelected {
      RoundedRectangle(cornerRadius: 7, style: .continuous)
        .fill(SegmentColors.selected)
        .shadow(color: Color(white: 0, opacity: 0.12), radius: 8, y: 3)
        .padding(2)
    }
  }
}

/// The thin line before an option that neither it nor its neighbour is selected.
private struct SegmentSeparator: View {
  let isShown: Bool

  var body: some View {
    if isShown {
      Rectangle().fill(SegmentColors.separator).frame(width: 1, height: 12)
    }
  }
}

/// The colours of the segmented control.
private enum SegmentColors {
  /// iOS's `tertiarySystemFill` track.
  static let track = Color(light: Color(hex: "#7676801F"), dark: Color(hex: "#7676803D"))
  /// The raised segment: white, grey in dark mode.
  static let selected = Color(light: .white, dark: Color(hex: "#636366"))
  /// The separators between unselected segments.
  static let separator = Color(light: Color(hex: "#3C3C434A"), dark: Color(hex: "#54545899"))
}
