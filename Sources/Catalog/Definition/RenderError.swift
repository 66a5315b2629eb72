// MARK: - RenderError

/// Why a variant or a transition of a definition cannot be rendered; `name` is the variant as
/// the user reads it (`Badge › Count`). Every message is written here, in `description`, and
/// names the change to the definition that fixes it.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The definition no longer has its variant number `number` (1-based).
  case variantGone(definition: String, number: Int)
  /// The definition no longer has a transition at variant number `number` (1-based).
  case transitionGone(definition: String, number: Int)
  /// A problem the variant itself reports (a layout diagnostic, an accessibility setting, a
  /// transition's own error), in its words.
  case problem(name: String, reason: String)
  /// No memory for a rendering of this size.
  case cannotAllocate(name: String, width: Int, height: Int)
  /// The variant's actions (taps, typing) threw.
  case actionsFailed(name: String, reason: String)
  /// The view measures zero in a dimension (`size` in points, such as `0x20`).
  case noArea(name: String, size: String)
  /// The view measures more pixels a side than the settings allow.
  case overPixelLimit(name: String, size: String, pixels: String, scale: String, limit: Int)
  /// The rasterizer refuses a buffer of this size (`reason` in its words).
  case tooLargeToRender(name: String, reason: String)
  /// A transition's change threw.
  case changeFailed(name: String, reason: String)
  /// A transition's two screens measure differently (in points).
  case screensDiffer(
    name: String, sourceWidth: Double, sourceHeight: Double, width: Double, height: Double)
  /// A transition was dropped before every keyframe that shares it rendered.
  case transitionReleased(key: String)

  /// The message shown to the user.
  public var description: String {
    switch self {
    case .variantGone(let definition, let number):
      "\(definition): variant \(number) no longer exists"
    case .transitionGone(let definition, let number):
      "\(definition): transition \(number) no longer exists"
    case .problem(let name, let reason):
      "\(name): \(reason)"
    case .cannotAllocate(let name, let width, let height):
      "\(name): cannot allocate \(width)x\(height) px"
    case .actionsFailed(let name, let reason):
      "\(name): the variant's actions failed: \(reason)"
    case .noArea(let name, let size):
      "\(name) has no area (\(size) pt); give it content or a size with .frame(width:height:)"
    case .overPixelLimit(let name, let size, let pixels, let scale, let limit):
      "\(name) measures \(size) pt (\(pixels) px at \(scale)x), over the limit of \(limit) px "
        + "a side; give it a fixed size with .frame(height:) or raise maxPixelSide in its "
        + "snapshotSettings"
    case .tooLargeToRender(let name, let reason):
      "\(name) cannot be rendered: \(reason); give it a smaller size with .frame(width:height:)"
    case .changeFailed(let name, let reason):
      "\(name): the change failed: \(reason)"
    case .screensDiffer(let name, let sourceWidth, let sourceHeight, let width, let height):
      "\(name): the source screen measures \(sourceWidth)×\(sourceHeight) pt and the "
        + "destination \(width)×\(height) pt; give the definition a device or fixed layout so "
        + "both screens have one size"
    case .transitionReleased(let key):
      "the transition '\(key)' was released before all its keyframes used it"
    }
  }
}
