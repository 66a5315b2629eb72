// MARK: - onChange(of:initial:_:)

extension View {
  /// Runs `action` with the old and new value when `value` changes between renders (and once
  /// on the first render when `initial`), as SwiftUI's `onChange(of:initial:_:)`. The action
  /// runs after the render that saw the change, so a snapshot shows the state after it.
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    modifier(OnChangeModifier(value: value, initial: initial, action: action))
  }

  /// Runs `action` when `value` changes between renders (and once on the first render when
  /// `initial`), as SwiftUI's `onChange(of:initial:_:)` without arguments.
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View {
    modifier(OnChangeModifier(value: value, initial: initial) { _, _ in action() })
  }

  /// Runs `action` with the new value when `value` changes between renders, as SwiftUI's
  /// earlier `onChange(of:perform:)`.
  @_disfavoredOverload
  nonisolated public func onChange<V: Equatable>(
    of value: V, perform action: @escaping (_ newValue: V) -> Void
  ) -> some View {
    modifier(OnChangeModifier(value: value, initial: false) { _, new in action(new) })
  }
}

// MARK: - OnChangeModifier

/// Registers the value and action with the state graph at the view's identity.
nonisolated struct OnChangeModifier<Value: Equatable>: PrimitiveModifier {
  let value: Value
  let initial: Bool
  let action: (Value, Value) -> Void

  @MainActor func resolve<V: View>(
    _ content: V, in context: ResolveContext, into nodes: inout [LayoutNode]
  ) {
    let action = action
    let act = context.acting { (change: (old: Value, new: Value)) in action(change.old, change.new)
    }
    context.graph.onChange(at: context.identity, of: value, initial: initial) { act(($0, $1)) }
    CatalogUI.resolve(content, in: context, into: &nodes)
  }
}
