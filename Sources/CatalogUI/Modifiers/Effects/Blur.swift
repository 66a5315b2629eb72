// MARK: - blur

extension View {
  /// Blurs the view with a Gaussian, as SwiftUI's `blur(radius:opaque:)`: the standard
  /// deviation is half of `radius` (as for shadows), and the blur spreads beyond the view's
  /// frame. Unlike SwiftUI, `opaque: true` is accepted but edges still fade to transparent.
  /// A radius of zero, negative or not finite draws the view unblurred.
  nonisolated public func blur(radius: Double, opaque: Bool = false) -> some View {
    modifier(EffectModifier(effect: .blur(radius)))
  }
}
