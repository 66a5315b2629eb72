import Raster

// MARK: - AlignmentKey

/// Identifies an alignment guide: a built-in one or a custom `AlignmentID`.
struct AlignmentKey: Hashable, Sendable {
  let name: String
  static let leading = AlignmentKey(name: "leading")
  static let hCenter = AlignmentKey(name: "hcenter")
  static let trailing = AlignmentKey(name: "trailing")
  static let top = AlignmentKey(name: "top")
  static let vCenter = AlignmentKey(name: "vcenter")
  static let bottom = AlignmentKey(name: "bottom")
  static let firstTextBaseline = AlignmentKey(name: "firstTextBaseline")
  static let lastTextBaseline = AlignmentKey(name: "lastTextBaseline")
}

/// A custom alignment, as in SwiftUI: its default value in a view of given dimensions.
///
/// Unlike SwiftUI's, the protocol refines `SendableMetatype`, so a guide's type may be used
/// from any thread; every type that is not bound to an actor satisfies it without a word.
public protocol AlignmentID: SendableMetatype {
  /// The guide's value (from the view's leading or top edge) when no view sets it; `context`
  /// gives the view's size and the built-in guides' default values.
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

// MARK: - HorizontalAlignment

/// Where views line up horizontally.
public struct HorizontalAlignment: Hashable, Sendable {
  let key: AlignmentKey
  let defaultValue: @Sendable (Size) -> Double

  public static let leading = HorizontalAlignment(key: .leading) { _ in 0 }
  public static let center = HorizontalAlignment(key: .hCenter) { $0.width / 2 }
  public static let trailing = HorizontalAlignment(key: .trailing) { $0.width }

  init(key: AlignmentKey, defaultValue: @escaping @Sendable (Size) -> Double) {
    self.key = key
    self.defaultValue = defaultValue
  }

  /// A custom alignment.
  public init<ID: AlignmentID>(_ id: ID.Type) {
    self.init(key: AlignmentKey(name: String(reflecting: id))) {
      Double(ID.defaultValue(in: ViewDimensions(size: $0, node: nil)))
    }
  }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.key == rhs.key }
  public func hash(into hasher: inout Hasher) { hasher.combine(key) }
}

// MARK: - VerticalAlignment

/// Where views line up vertically.
public struct VerticalAlignment: Hashable, Sendable {
  let key: AlignmentKey
  let defaultValue: @Sendable (Size) -> Double

  public static let top = VerticalAlignment(key: .top) { _ in 0 }
  public static let center = VerticalAlignment(key: .vCenter) { $0.height / 2 }
  public static let bottom = VerticalAlignment(key: .bottom) { $0.height }
  public static let firstTextBaseline = VerticalAlignment(key: .firstTextBaseline) { $0.height }
  public static let lastTextBaseline = VerticalAlignment(key: .lastTextBaseline) { $0.height }

  init(key: AlignmentKey, defaultValue: @escaping @Sendable (Size) -> Double) {
    self.key = key
    self.defaultValue = defaultValue
  }

  /// A custom alignment.
  public init<ID: AlignmentID>(_ id: ID.Type) {
    self.init(key: AlignmentKey(name: String(reflecting: id))) {
      Double(ID.defaultValue(in: ViewDimensions(size: $0, node: nil)))
    }
  }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.key == rhs.key }
  public func hash(into hasher: inout Hasher) { hasher.combine(key) }
}

// MARK: - Alignment

/// A horizontal and a vertical alignment together, as `ZStack` and `frame` use.
public struct Alignment: Hashable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}
