// MARK: - DismissAction

/// Dismisses the presentation a view is in, as SwiftUI's `DismissAction`: in a pushed screen
/// it pops the screen; elsewhere it does nothing, as in SwiftUI.
public struct DismissAction {
  let action: (@MainActor () -> Void)?

  init(_ action: (@MainActor () -> Void)?) { self.action = action }

  /// Dismisses: `dismiss()`.
  @MainActor public func callAsFunction() { action?() }
}

struct DismissActionKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction(nil) }
}

extension EnvironmentValues {
  /// What dismisses the presentation this view is in, as SwiftUI's `dismiss`.
  public var dismiss: DismissAction {
    get { self[DismissActionKey.self] }
    set { self[DismissActionKey.self] = newValue }
  }
}

// MARK: - NavigationLink

/// A control that pushes a screen onto the navigation stack around it, as SwiftUI's
/// `NavigationLink`: in a `List` or `Form` it is a row with a trailing chevron
/// (`chevron.right`, 17 pt semibold in the tertiary label colour, as iOS draws the disclosure
/// indicator), and the row's `badge(_:)` 8 pt before the chevron; elsewhere it looks like a button. Tapped in a behavioural test, it pushes its
/// destination (or appends its value to the stack's path).
public struct NavigationLink<Label: View, Destination: View>: View {
  let label: Label
  /// What a tap pushes; `nil` for a value link given no value, which pushes nothing.
  let target: NavigationPushed?
  @Environment(\.navigationActions) private var actions
  @Environment(\.isInListRow) private var isInListRow
  @Environment(\.listRowBadge) private var rowBadge

  /// A link showing `label` that pushes `destination`.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.target = .view(AnyView(destination()))
  }

  /// A link to `destination` (the form before iOS 16).
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.target = .view(AnyView(destination))
  }

  /// The link, drawn as a row with a chevron in a list and as a button elsewhere.
  public var body: some View {
    let push: @MainActor () -> Void = { [actions, target] in
      if let target { actions?.push(target) }
    }
    if isInListRow {
      let badge = rowBadge?.take()
      Button(action: push) {
        HStack(spacing: 0) {
          label.frame(maxWidth: .infinity, alignment: .leading)
          if let badge {
            badge.foregroundStyle(.secondary).padding(.horizontal, 8)
          }
          Image(systemName: "chevron.right")
            .font(.body.weight(.semibold))
            .imageScale(.small)
            .foregroundStyle(.tertiary)
            .accessibilityHidden(true)
        }
      }
      .buttonStyle(.plain)
    } else {
      Button(action: push) { label }
    }
  }
}

extension NavigationLink where Destination == Never {
  /// A link that appends `value` to the stack's path; a `navigationDestination(for:)` shows it.
  /// A `nil` value pushes nothing, as in SwiftUI.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.target = value.map { .value(AnyHashable($0)) }
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// A link titled with a literal that appends `value` to the stack's path.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    self.init(value: value) { Text(titleKey) }
  }

  /// A link titled with a string that appends `value` to the stack's path.
  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value) { Text(title) }
  }
}

extension NavigationLink where Label == Text {
  /// A link titled with a literal that pushes `destination`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link titled with a string that pushes `destination`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(title) }
  }

  /// A link titled with a literal that pushes `destination` (the form before iOS 16).
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }
}

// MARK: - navigationDestination

extension View {
  /// Shows pushed values of type `data` with `destination`, as SwiftUI's
  /// `navigationDestination(for:destination:)`.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    var items = NavigationItems()
    items.destinations = [
      NavigationDestinationEntry(
        type: data,
        make: { value in (value.base as? D).map { AnyView(destination($0)) } })
    ]
    return modifier(NavigationItemsModifier(items: items))
  }

  /// Pushes `destination` while `isPresented` is true, as SwiftUI does; popping it (the back
  /// button, `dismiss`) sets `isPresented` to false.
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View {
    var items = NavigationItems()
    if isPresented.wrappedValue {
      items.presented = NavigationPresented(
        view: AnyView(destination()), dismiss: { isPresented.wrappedValue = false })
    }
    return modifier(NavigationItemsModifier(items: items))
  }
}

// MARK: - List rows

extension EnvironmentValues {
  /// Whether a view is a row of a `List` or `Form`, where a `NavigationLink` draws a chevron.
  var isInListRow: Bool { self[ListRowsKey.self] }
}
