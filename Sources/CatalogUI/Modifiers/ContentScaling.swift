// MARK: - scaledToFit and scaledToFill

extension View {
  /// Scales the view to fit the space offered, keeping its ideal aspect ratio, as SwiftUI's
  /// `scaledToFit()`: `aspectRatio(contentMode: .fit)`.
  public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }

  /// Scales the view to fill the space offered, keeping its ideal aspect ratio (it may
  /// overflow), as SwiftUI's `scaledToFill()`: `aspectRatio(contentMode: .fill)`.
  public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }
}
