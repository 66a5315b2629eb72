import Raster

// Preferences: values that flow up the tree after layout, as SwiftUI's do. A view sets a value
// with `preference(key:value:)` (or an anchor with `anchorPreference`); a container's value is
// its children's values reduced in view order with the key's `reduce`, and a view that sets a
// value replaces what its content set. Values are read once the tree is placed, so anchors and
// values set inside a `GeometryReader` are known: by `overlayPreferenceValue` and
// `backgroundPreferenceValue` as they place their layer, and by `onPreferenceChange` after the
// host's layout (see `PreferenceDelivery`). Cost: one walk of a subtree per reader.

// MARK: - PreferenceKey

/// A named value produced by a view and read by its ancestors, as SwiftUI's `PreferenceKey`.
public protocol PreferenceKey {
  /// The type of value the key carries.
  associatedtype Value
  /// The value when no view in the tree sets one.
  static var defaultValue: Value { get }
  /// Combines `value` (what the views so far produced) with the next view's value.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
  /// `nil`, as SwiftUI's default for an optional value.
  public static var defaultValue: Value { nil }
}

// MARK: - preference and transformPreference

extension View {
  /// Sets `value` for `key`: ancestors read it reduced with the values of the views around,
  /// and it replaces any value the view's content set for `key`.
  nonisolated public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value)
    -> some View
  {
    modifier(PreferenceModifier<K>(name: "preference") { current, _ in current = value })
  }

  /// Changes the value of `key` that the view's content produced (its default when none did).
  nonisolated public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> some View {
    modifier(
      PreferenceModifier<K>(name: "transformPreference") { current, _ in
        var value = current ?? K.defaultValue
        callback(&value)
        current = value
      })
  }
}

// MARK: - PreferenceModifier

/// Wraps the view's node in one that writes a value for `K` once placed.
nonisolated struct PreferenceModifier<K: PreferenceKey>: NodeModifier {
  /// The modifier's name for dumps.
  let name: String
  /// Changes the content's value (`nil` when nothing in it set one), given the node's frame.
  let write: (inout K.Value?, Rect) -> Void

  @MainActor func node(around child: LayoutNode, in context: ResolveContext) -> LayoutNode {
    PreferenceNode<K>(name: name, write: write, child: child, environment: context.environment)
  }
}

// MARK: - PreferenceNode

/// Writes one key's value over the value of its child's subtree.
final class PreferenceNode<K: PreferenceKey>: WrapperNode {
  let name: String
  let write: (inout K.Value?, Rect) -> Void

  init(
    name: String, write: @escaping (inout K.Value?, Rect) -> Void, child: LayoutNode,
    environment: EnvironmentValues
  ) {
    self.name = name
    self.write = write
    super.init(child: child, environment: environment)
  }

  override var debugName: String { "\(name)(\(typeName(K.self)))" }
}

// MARK: - Preferences

/// Reads preference values from a placed tree.
@MainActor
enum Preferences {
  /// The value of `key` in `node`'s subtree: its children's values reduced in view order, then
  /// written over by `node` itself if it sets `key`; `nil` when no view in it sets `key`.
  static func value<K: PreferenceKey>(_ key: K.Type, in node: LayoutNode) -> K.Value? {
    var value: K.Value?
    for child in node.children {
      guard let next = Self.value(key, in: child) else { continue }
      if var combined = value {
        K.reduce(value: &combined) { next }
        value = combined
      } else {
        value = next
      }
    }
    if let writer = node as? PreferenceNode<K> { writer.write(&value, writer.frame) }
    return value
  }

  /// The value of `key` in `node`'s subtree, or the key's default when no view sets it.
  static func resolvedValue<K: PreferenceKey>(_ key: K.Type, in node: LayoutNode) -> K.Value {
    value(key, in: node) ?? K.defaultValue
  }
}
