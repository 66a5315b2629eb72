// MARK: - Image.Scale

extension Image {
  /// How large symbols are relative to the font, as SwiftUI's `Image.Scale`.
  public enum Scale: Hashable, Sendable, CaseIterable {
    /// Smaller than the text around it.
    case small
    /// The size of the text around it.
    case medium
    /// Larger than the text around it.
    case large

    /// The ratio of SF Symbols' scale sizes to the medium one.
    var factor: Double {
      switch self {
      case .small: 0.78
      case .medium: 1
      case .large: 1.29
      }
    }
  }
}

/// The environment key for `EnvironmentValues.imageScale`.
private struct ImageScaleKey: EnvironmentKey {
  static let defaultValue = Image.Scale.medium
}

extension EnvironmentValues {
  /// The scale of symbols inside a view; medium by default.
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }
}

extension View {
  /// Scales symbols inside the view relative to their font, as SwiftUI's `imageScale(_:)`.
  nonisolated public func imageScale(_ scale: Image.Scale) -> some View {
    environment(\.imageScale, scale)
  }
}
