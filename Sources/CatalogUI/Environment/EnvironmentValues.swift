import Raster
import TextEngine

// MARK: - Environment value types

/// Light or dark appearance.
public enum ColorScheme: String, Hashable, Sendable, CaseIterable { case light, dark }

/// The reading direction; right-to-left mirrors leading and trailing and stack order.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
  case leftToRight, rightToLeft
}

/// The user's preferred text size, as Dynamic Type names it.
public enum DynamicTypeSize: Int, Hashable, Sendable, CaseIterable, Comparable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// Whether this is one of the accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

// MARK: - EnvironmentKey

/// A key for a custom environment value, with its default.
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

// MARK: - EnvironmentValues

/// Values passed down the view tree: appearance, direction, text size, scale, font, colours,
/// and any custom `EnvironmentKey`, including the design system's styles.
///
/// Every value, built-in or custom, is stored through its key, so comparing two environments
/// is one loop over what they store and a new value cannot be left out of it.
public struct EnvironmentValues {
  /// The values set so far, by key; a key not here has its default.
  private var storage: [ObjectIdentifier: any StoredEnvironmentValue] = [:]

  /// The defaults: light, left to right, large text, 2×.
  public init() {}

  /// A custom value, or its key's default.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get {
      guard let stored = storage[ObjectIdentifier(key)] as? StoredValue<K> else {
        return K.defaultValue
      }
      return stored.value
    }
    set { storage[ObjectIdentifier(key)] = StoredValue<K>(value: newValue) }
  }

  /// Whether a view resolved in `other` resolves as in this environment: every value equal,
  /// by `==` where its type is `Equatable` and by identity where it is an object; a value set
  /// on one side only counts as its key's default there. Any other value (a closure, a style
  /// that is not `Equatable`) counts as changed, so views kept from a previous pass are
  /// resolved again.
  func isSame(as other: EnvironmentValues) -> Bool {
    for (key, mine) in storage {
      guard let theirs = other.storage[key] else {
        guard mine.isDefault else { return false }
        continue
      }
      guard isSameValue(mine.anyValue, theirs.anyValue) else { return false }
    }
    for (key, theirs) in other.storage where storage[key] == nil {
      guard theirs.isDefault else { return false }
    }
    return true
  }
}

// MARK: - StoredEnvironmentValue

/// A value in `EnvironmentValues`, with what its key knows about it.
private protocol StoredEnvironmentValue {
  /// The value, for comparison.
  var anyValue: Any { get }
  /// Whether the value is the key's default.
  var isDefault: Bool { get }
}

/// The value of key `K`.
private struct StoredValue<K: EnvironmentKey>: StoredEnvironmentValue {
  let value: K.Value
  var anyValue: Any { value }
  var isDefault: Bool { isSameValue(value, K.defaultValue) }
}

// MARK: - Built-in values

extension EnvironmentValues {
  /// Light or dark appearance; light by default.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }

  /// The reading direction; left to right by default.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }

  /// The user's preferred text size; large by default.
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }

  /// Device pixels per point; 2 by default.
  public var displayScale: Double {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }

  /// The font of text that sets none.
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }

  /// The style of text and shapes that set none.
  public var foregroundStyle: AnyShapeStyle? {
    get { self[ForegroundStyleKey.self] }
    set { self[ForegroundStyleKey.self] = newValue }
  }

  /// The accent colour of controls.
  public var tint: Color? {
    get { self[TintKey.self] }
    set { self[TintKey.self] = newValue }
  }

  /// `false` inside a `.disabled(true)` view.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }

  /// The case text inside is shown in (`textCase(_:)`); `nil` shows it as written.
  public var textCase: Text.Case? {
    get { self[TextCaseKey.self] }
    set { self[TextCaseKey.self] = newValue }
  }

  /// `true` inside the view a `.focused(_:)` binding says has focus, as SwiftUI's.
  public var isFocused: Bool {
    get { self[IsFocusedKey.self] }
    set { self[IsFocusedKey.self] = newValue }
  }

  /// The most lines text may use; no limit by default.
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }

  /// How lines of multiline text line up; leading by default.
  public var multilineTextAlignment: TextAlignment {
    get { self[MultilineTextAlignmentKey.self] }
    set { self[MultilineTextAlignmentKey.self] = newValue }
  }

  /// Where text is cut when it does not fit; at the tail by default.
  public var truncationMode: Text.TruncationMode {
    get { self[TruncationModeKey.self] }
    set { self[TruncationModeKey.self] = newValue }
  }

  /// Extra space between lines of text; 0 by default.
  public var lineSpacing: Double {
    get { self[LineSpacingKey.self] }
    set { self[LineSpacingKey.self] = newValue }
  }

  /// The hosting view's text layouts, reused from render to render.
  var textLayouts: TextLayoutCache? {
    get { self[TextLayoutsKey.self] }
    set { self[TextLayoutsKey.self] = newValue }
  }

  /// The object of type `T` for `@EnvironmentObject`, if an ancestor provides one.
  func object<T: AnyObject>(_ type: T.Type) -> T? {
    self[ObjectKey<T>.self]
  }

  /// Provides `object` for `@EnvironmentObject` properties of its type inside.
  mutating func setObject<T: AnyObject>(_ object: T) {
    self[ObjectKey<T>.self] = object
  }

  /// Provides no object of type `T` inside, whatever an ancestor provided.
  mutating func removeObject<T: AnyObject>(_ type: T.Type) {
    self[ObjectKey<T>.self] = nil
  }
}

private struct ColorSchemeKey: EnvironmentKey {
  static let defaultValue = ColorScheme.light
}

private struct LayoutDirectionKey: EnvironmentKey {
  static let defaultValue = LayoutDirection.leftToRight
}

private struct DynamicTypeSizeKey: EnvironmentKey {
  static let defaultValue = DynamicTypeSize.large
}

private struct DisplayScaleKey: EnvironmentKey {
  static let defaultValue: Double = 2
}

private struct FontKey: EnvironmentKey {
  static let defaultValue: Font? = nil
}

private struct ForegroundStyleKey: EnvironmentKey {
  static let defaultValue: AnyShapeStyle? = nil
}

private struct TintKey: EnvironmentKey {
  static let defaultValue: Color? = nil
}

private struct TextCaseKey: EnvironmentKey {
  static let defaultValue: Text.Case? = nil
}

private struct IsFocusedKey: EnvironmentKey {
  static let defaultValue = false
}

private struct IsEnabledKey: EnvironmentKey {
  static let defaultValue = true
}

private struct LineLimitKey: EnvironmentKey {
  static let defaultValue: Int? = nil
}

private struct MultilineTextAlignmentKey: EnvironmentKey {
  static let defaultValue = TextAlignment.leading
}

private struct TruncationModeKey: EnvironmentKey {
  static let defaultValue = Text.TruncationMode.tail
}

private struct LineSpacingKey: EnvironmentKey {
  static let defaultValue: Double = 0
}

private struct TextLayoutsKey: EnvironmentKey {
  static var defaultValue: TextLayoutCache? { nil }
}

/// Where the environment keeps the object of type `T` for `@EnvironmentObject`.
private struct ObjectKey<T: AnyObject>: EnvironmentKey {
  static var defaultValue: T? { nil }
}

// MARK: - Comparing values

/// A value that knows when another is the same without being `Equatable`, such as a
/// type-erased style.
protocol SameComparable {
  /// Whether `other` is known to be the same value.
  func isSame(asAny other: Any) -> Bool
}

extension AnyShapeStyle: SameComparable {
  func isSame(asAny other: Any) -> Bool {
    guard let other = other as? AnyShapeStyle else { return false }
    return isSame(as: other)
  }
}

/// Whether two values are known to be the same: equal when their type is `Equatable`, as their
/// type says when it is `SameComparable`, the same object when they are objects, both absent
/// when optional; `false` for anything else, such as closures.
func isSameValue(_ a: Any, _ b: Any) -> Bool {
  switch (unwrapped(a), unwrapped(b)) {
  case (nil, nil): return true
  case (let a?, let b?):
    if a is any Equatable { return isEqual(a, b) }
    if let a = a as? any SameComparable { return a.isSame(asAny: b) }
    if type(of: a) is AnyClass, type(of: b) is AnyClass {
      return (a as AnyObject) === (b as AnyObject)
    }
    return false
  default: return false
  }
}

/// `value` with any levels of `Optional` taken off; `nil` when one of them is empty.
private func unwrapped(_ value: Any) -> Any? {
  guard let optional = value as? any OptionalValue else { return value }
  return optional.wrappedAny.flatMap(unwrapped)
}

/// `Optional`, seen through `Any`.
private protocol OptionalValue {
  /// The wrapped value, or `nil`.
  var wrappedAny: Any? { get }
}

extension Optional: OptionalValue {
  fileprivate var wrappedAny: Any? { map { $0 as Any } }
}

/// How lines of multiline text line up.
public enum TextAlignment: Hashable, Sendable { case leading, center, trailing }
