// MARK: - dynamicTypeSize(_:)

extension View {
  /// Text inside at one Dynamic Type size, as SwiftUI's `dynamicTypeSize(_:)`.
  nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    modifier(FontStyleModifier { $0.dynamicTypeSize = size })
  }

  /// The Dynamic Type size inside kept within `range`, as SwiftUI's `dynamicTypeSize(_:)` with
  /// a range (`...DynamicTypeSize.accessibility2`, `.large ... .xxxLarge`): a size outside it
  /// is drawn at the nearest end.
  nonisolated public func dynamicTypeSize<T: RangeExpression & Sendable>(_ range: T)
    -> some View
  where T.Bound == DynamicTypeSize {
    modifier(
      FontStyleModifier { environment in
        environment.dynamicTypeSize = DynamicTypeSize.clamped(
          environment.dynamicTypeSize, to: range)
      })
  }
}

extension DynamicTypeSize {
  /// `size`, or the nearest size `range` contains.
  static func clamped<T: RangeExpression>(_ size: DynamicTypeSize, to range: T) -> DynamicTypeSize
  where T.Bound == DynamicTypeSize {
    if range.contains(size) { return size }
    let inside = allCases.filter { range.contains($0) }
    guard let lowest = inside.first, let highest = inside.last else { return size }
    return size < lowest ? lowest : highest
  }
}
