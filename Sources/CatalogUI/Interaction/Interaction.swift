import Raster
import Synchronization

// MARK: - Binding

/// A read-write reference to a value owned elsewhere, as SwiftUI's `Binding`.
public struct Binding<Value>: @unchecked Sendable {
  // The closures are called on the thread that renders or taps; views are not shared across
  // threads, so the unchecked conformance only lets bindings be captured by actions.
  private let getValue: () -> Value
  private let setValue: (Value) -> Void

  /// A binding from a getter and a setter.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getValue = get
    setValue = set
  }

  /// A binding that always reads `value` and ignores writes; for previews and snapshots.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// The current value.
  public var wrappedValue: Value {
    get { getValue() }
    nonmutating set { setValue(newValue) }
  }
}

/// A value that tests and previews can own and bind to, safe to use from any thread.
public final class State<Value: Sendable>: Sendable {
  private let storage: Mutex<Value>
  public init(_ value: Value) { storage = Mutex(value) }
  /// The current value.
  public var value: Value {
    get { storage.withLock { $0 } }
    set { storage.withLock { $0 = newValue } }
  }
  /// A binding to the value.
  public var binding: Binding<Value> {
    Binding(get: { self.value }, set: { self.value = $0 })
  }
}

// MARK: - Button

/// What a button does, for styling destructive and cancel actions.
public enum ButtonRole: Hashable, Sendable { case destructive, cancel }

/// A control that performs an action when tapped; its label is one accessibility element.
public struct Button<Label: View>: View {
  let action: @Sendable () -> Void
  let role: ButtonRole?
  let label: Label

  public init(role: ButtonRole? = nil, action: @escaping @Sendable () -> Void,
              @ViewBuilder label: () -> Label) {
    self.role = role
    self.action = action
    self.label = label()
  }

  public var body: some View {
    label
      .onTapGesture(perform: action)
      .accessibilityElement(children: .combine)
      .accessibilityAddTraits(.isButton)
  }
}

extension Button where Label == Text {
  /// A button with a text label.
  public init(_ title: String, role: ButtonRole? = nil, action: @escaping @Sendable () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension View {
  /// Performs `action` when the view is tapped (unless it is disabled).
  public func onTapGesture(perform action: @escaping @Sendable () -> Void) -> some View {
    InteractiveView(content: self, action: action)
  }
}

/// A view with a tap action; disabled environments drop the action and mark the element.
struct InteractiveView<Content: View>: View, PrimitiveView {
  let content: Content
  let action: @Sendable () -> Void

  func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    let node = resolveSingle(content, in: context)
    if context.environment.isEnabled {
      node.tapAction = action
    } else {
      node.accessibility.traits.insert(.isNotEnabled)
    }
    nodes.append(node)
  }
}
