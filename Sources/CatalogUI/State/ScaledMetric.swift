// MARK: - ScaledMetric

/// A dimension that grows and shrinks with the Dynamic Type size, as SwiftUI's `@ScaledMetric`:
/// the given value at the default (large) size, scaled elsewhere as its text style's point size
/// scales, so an avatar or an icon keeps its proportion to the text beside it.
///
/// Outside a hosted view, it reads the default environment: the value as given.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
  let baseValue: Value
  let textStyle: Font.TextStyle
  let box = EnvironmentBox()

  /// A metric of `wrappedValue` points at the default text size, scaled as `textStyle` is.
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle = .body) {
    self.baseValue = wrappedValue
    self.textStyle = textStyle
  }

  /// The value at the Dynamic Type size of the environment the view was resolved in.
  public var wrappedValue: Value {
    let size = (box.values ?? EnvironmentValues()).dynamicTypeSize
    return baseValue * Value(DynamicTypeTable.scale(of: textStyle, at: size))
  }
}

extension ScaledMetric: LinkedDynamicProperty {
  func link(_ link: inout DynamicPropertyLink) throws(DynamicPropertyError) {
    box.linked.link(link.environment, at: link)
  }
}
