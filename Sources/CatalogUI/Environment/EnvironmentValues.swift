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
public struct EnvironmentValues {
  public var colorScheme: ColorScheme = .light
  public var layoutDirection: LayoutDirection = .leftToRight
  public var dynamicTypeSize: DynamicTypeSize = .large
  /// Device pixels per point.
  public var displayScale: Double = 2
  public var locale: String = "en_US"
  /// The font of text that sets none.
  public var font: Font?
  /// The style of text and shapes that set none.
  public var foregroundStyle: AnyShapeStyle?
  /// The accent colour of controls.
  public var tint: Color?
  /// `false` inside a `.disabled(true)` view.
  public var isEnabled = true
  public var lineLimit: Int?
  public var multilineTextAlignment: TextAlignment = .leading
  public var truncationMode: Text.TruncationMode = .tail
  public var lineSpacing: Double = 0
  private var custom: [ObjectIdentifier: Any] = [:]
  /// Objects for `@EnvironmentObject`, by type.
  var environmentObjects: [ObjectIdentifier: AnyObject] = [:]
  /// The hosting view's text layouts, reused from render to render.
  var textLayouts: TextLayoutCache?

  /// The defaults: light, left to right, large text, 2×.
  public init() {}

  /// A custom value, or its key's default.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { custom[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { custom[ObjectIdentifier(key)] = newValue }
  }

  /// Whether a view resolved in `other` resolves as in this environment: every value equal,
  /// custom values and styles by `==` where their type is `Equatable` and by identity where
  /// they are objects. Any other value (a closure, a style that is not `Equatable`) counts as
  /// changed, so views kept from a previous pass are resolved again.
  func isSame(as other: EnvironmentValues) -> Bool {
    guard colorScheme == other.colorScheme, layoutDirection == other.layoutDirection,
      dynamicTypeSize == other.dynamicTypeSize, displayScale == other.displayScale,
      locale == other.locale, font == other.font, tint == other.tint,
      isEnabled == other.isEnabled, lineLimit == other.lineLimit,
      multilineTextAlignment == other.multilineTextAlignment,
      truncationMode == other.truncationMode, lineSpacing == other.lineSpacing,
      textLayouts === other.textLayouts, custom.count == other.custom.count,
      environmentObjects.count == other.environmentObjects.count
    else { return false }
    switch (foregroundStyle, other.foregroundStyle) {
    case (nil, nil): break
    case (let a?, let b?): guard a.isSame(as: b) else { return false }
    default: return false
    }
    for (key, object) in environmentObjects {
      guard let theirs = other.environmentObjects[key], theirs === object else { return false }
    }
    for (key, value) in custom {
      guard let theirs = other.custom[key], isSameValue(value, theirs) else { return false }
    }
    return true
  }
}

/// Whether two values are known to be the same: equal when their type is `Equatable`, the
/// same object when they are objects; `false` for anything else, such as closures.
func isSameValue(_ a: Any, _ b: Any) -> Bool {
  if a is any Equatable { return isEqual(a, b) }
  if type(of: a) is AnyClass, type(of: b) is AnyClass {
    return (a as AnyObject) === (b as AnyObject)
  }
  return false
}

/// How lines of multiline text line up.
public enum TextAlignment: Hashable, Sendable { case leading, center, trailing }
