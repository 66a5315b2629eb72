import CatalogUI
import Foundation
import Hashing
import Raster

// MARK: - VariantRenderer

/// Renders one variant of a definition in one trait combination.
@MainActor
enum VariantRenderer {
  /// Renders the variant, with its accessibility snapshot and audits under `policy` (the
  /// catalog's, refined by the definition's and the variant's settings) unless the settings
  /// turn accessibility snapshots off.
  static func render(
    _ definition: any ViewDefinition.Type, variant index: Int,
    traits: SnapshotTraits, policy: AccessibilityPolicy? = .default
  )
    throws(CatalogError) -> SnapshotRendering
  {
    let variants = definition.contentVariants.variants
    guard variants.indices.contains(index) else {
      throw .render(.variantGone(definition: definition.catalogName, number: index + 1))
    }
    let variant = variants[index]
    var settings = definition.snapshotSettings
    variant.adjustSettings?(&settings)
    let name = "\(definition.catalogName) › \(variant.name ?? "Variant \(index + 1)")"
    let audit: AccessibilityPolicy?
    do {
      audit =
        settings.accessibilitySnapshot
        ? try policy?.applying(settings.accessibility) : nil
    } catch {
      throw .render(.problem(name: name, reason: error.description))
    }
    return try SnapshotRenderer.rendering(
      variant.view, name: name, settings: settings, traits: traits, after: variant.actions,
      accessibility: audit)
  }
}

extension VariantRenderer {
  /// Renders the frame at `time` of a transition variant in one trait combination; the
  /// transition is built once per `group` (its keyframes in that combination) in `cache`.
  /// `keyframeTimes`, given for the last keyframe of each transition, adds its playback, made
  /// only if the run asks for it (`SnapshotRendering.pendingPlayback`).
  static func renderKeyframe(
    _ definition: any ViewDefinition.Type, variant index: Int,
    traits: SnapshotTraits, at time: Double, group: String, uses: Int,
    cache: TransitionCache, keyframeTimes: [Double]? = nil
  )
    throws(CatalogError) -> SnapshotRendering
  {
    let variants = definition.contentVariants.variants
    guard variants.indices.contains(index), let preview = variants[index].transition else {
      throw .render(.transitionGone(definition: definition.catalogName, number: index + 1))
    }
    var settings = definition.snapshotSettings
    variants[index].adjustSettings?(&settings)
    let name = "\(definition.catalogName) › \(variants[index].name ?? "Variant \(index + 1)")"
    let transition = try cache.transition(for: group, uses: uses) { () throws(CatalogError) in
      try TransitionRenderer.transition(preview, name: name, settings: settings, traits: traits)
    }
    // The frame is composited only when asked for: a keyframe whose reference was recorded
    // with the same rendering key holds these pixels already.
    var rendering = SnapshotRendering(
      width: transition.pixelWidth, height: transition.pixelHeight,
      contentKey: transition.contentKey(at: time)
    ) { () throws(CatalogError) in
      guard let pixmap = transition.frame(at: time) else {
        throw .render(
          .cannotAllocate(
            name: name, width: transition.pixelWidth, height: transition.pixelHeight))
      }
      return pixmap
    }
    if let keyframeTimes {
      let framesPerSecond = preview.playbackFrameRate
      rendering.pendingPlayback = PendingPlayback(
        notes: transition.notes, framesPerSecond: framesPerSecond
      ) {
        TransitionRenderer.playback(
          of: transition, keyframes: keyframeTimes, framesPerSecond: framesPerSecond)
      }
    }
    return rendering
  }
}

// MARK: - SnapshotRendering

/// What rendering one snapshot yields: the pixels and, unless turned off, the accessibility
/// snapshot and the audits' findings.
public struct SnapshotRendering {
  /// The pixels; a rendering made with `init(width:height:contentKey:render:)` rasterizes them
  /// here, on first use.
  public var pixmap: Pixmap {
    get { pixels.pixmap }
    set { pixels = DeferredPixels(newValue) }
  }
  /// The size of the pixels, known without rasterizing them.
  public var pixelWidth: Int { pixels.width }
  /// The height of the pixels, known without rasterizing them.
  public var pixelHeight: Int { pixels.height }
  /// Whether the pixels are made (or were given); `false` while deferred.
  public var isRasterized: Bool { pixels.isMade }
  /// Why the deferred pixels could not be made; `nil` while they are not asked for or when
  /// they were made (the pixmap is then a transparent canvas of the size).
  public var rasterFailure: CatalogError? { pixels.failure }
  /// The rendering key (see `RenderingKeys`): the hash of every input of the pixels, so a
  /// reference recorded with the same key holds these pixels without rasterizing them; `nil`
  /// when the rendering cannot be keyed.
  public var contentKey: XXH3.Hash128?
  private var pixels: DeferredPixels
  /// The accessibility snapshot and findings; `nil` when the settings turn them off.
  public var accessibility: AccessibilityRendering?
  /// The whole transition, for the report, when it was made with the rendering.
  public var playback: TransitionPlayback?
  /// The whole transition, made only when asked: on the last keyframe of a transition, where
  /// the run knows whether any of its keyframes needs review.
  public var pendingPlayback: PendingPlayback?
  /// The laid-out view tree as `ViewHost.dump()` writes it, made only when asked (a stored
  /// layout to compare with, or a reference being recorded); `nil` for a transition's frame.
  public var layout: (@MainActor () -> String)?

  /// Creates a rendering.
  public init(
    pixmap: Pixmap, accessibility: AccessibilityRendering? = nil,
    playback: TransitionPlayback? = nil
  ) {
    self.pixels = DeferredPixels(pixmap)
    self.accessibility = accessibility
    self.playback = playback
  }

  /// A rendering of `width`×`height` pixels that `render` rasterizes when they are first
  /// asked for, keyed by `contentKey`.
  public init(
    width: Int, height: Int, contentKey: XXH3.Hash128?,
    render: @escaping () throws(CatalogError) -> Pixmap
  ) {
    self.pixels = DeferredPixels(width: width, height: height, render: render)
    self.contentKey = contentKey
  }
}

/// Pixels given, or made by a closure on first use (the same pixels for every copy of the
/// rendering that holds them).
private final class DeferredPixels {
  let width: Int, height: Int
  private var made: Pixmap?
  private var render: (() throws(CatalogError) -> Pixmap)?
  private(set) var failure: CatalogError?

  init(_ pixmap: Pixmap) {
    width = pixmap.width
    height = pixmap.height
    made = pixmap
  }

  init(width: Int, height: Int, render: @escaping () throws(CatalogError) -> Pixmap) {
    self.width = width
    self.height = height
    self.render = render
  }

  var isMade: Bool { made != nil }

  var pixmap: Pixmap {
    if let made { return made }
    var result: Pixmap?
    do {
      result = try render?()
    } catch {
      failure = error
    }
    render = nil
    // A failure is reported through `failure`; what stands in for the pixels is transparent.
    let pixmap = result ?? Pixmap(width: width, height: height) ?? .transparentPixel
    made = pixmap
    return pixmap
  }
}

/// A transition's playback not yet made: its notes and frame rate, known at once, and the
/// frames and filmstrip, which take most of a transition's time, made by `make()`.
public struct PendingPlayback {
  /// The transition's notes (see `ScreenTransition.notes`).
  public var notes: [String]
  /// The frame rate the frames will have, as asked (`make()` bounds it).
  public var framesPerSecond: Double
  private let makeBody: () -> TransitionPlayback

  /// A playback that `makeBody` makes.
  public init(
    notes: [String], framesPerSecond: Double, make makeBody: @escaping () -> TransitionPlayback
  ) {
    self.notes = notes
    self.framesPerSecond = framesPerSecond
    self.makeBody = makeBody
  }

  /// Renders every frame and the filmstrip.
  public func make() -> TransitionPlayback { makeBody() }
}

/// A transition as the report shows it: every frame at a frame rate and the keyframes side by
/// side, at half the snapshots' scale.
public struct TransitionPlayback {
  /// Frames from the start to the end, the last at the end.
  public var frames: [Pixmap]
  /// Frames per second of `frames`.
  public var framesPerSecond: Double
  /// The keyframes side by side.
  public var filmstrip: Pixmap?
  /// The transition's notes (see `ScreenTransition.notes`).
  public var notes: [String]

  /// Creates a playback.
  public init(
    frames: [Pixmap], framesPerSecond: Double, filmstrip: Pixmap?,
    notes: [String] = []
  ) {
    self.frames = frames
    self.framesPerSecond = framesPerSecond
    self.filmstrip = filmstrip
    self.notes = notes
  }
}

/// A rendering's accessibility: the text snapshot, the audit findings (before the baseline
/// is applied) and the elements the overlay draws.
public struct AccessibilityRendering {
  /// The accessibility snapshot's text, as `record` writes it.
  public var tree: String
  /// The audits' findings under the snapshot's policy; a keyed rendering's audits run here,
  /// on first use, unless a rendering-keys line vouched for them (`adoptFindings`).
  public var findings: [AccessibilityViolation] {
    get { deferredFindings.findings }
    set { deferredFindings = DeferredFindings(newValue) }
  }
  private var deferredFindings: DeferredFindings
  /// The elements, for the overlay image.
  public var elements: [AccessibilityElement]
  /// Pixels per point of the rendering.
  public var scale: Double

  /// Creates a rendering's accessibility.
  public init(
    tree: String, findings: [AccessibilityViolation],
    elements: [AccessibilityElement], scale: Double
  ) {
    self.tree = tree
    self.deferredFindings = DeferredFindings(findings)
    self.elements = elements
    self.scale = scale
  }

  /// A rendering's accessibility whose findings `audit` computes when first asked for.
  init(
    tree: String, elements: [AccessibilityElement], scale: Double,
    audit: @escaping () -> [AccessibilityViolation]
  ) {
    self.tree = tree
    self.deferredFindings = DeferredFindings(compute: audit)
    self.elements = elements
    self.scale = scale
  }

  /// Takes `findings`, from a rendering-keys line whose key is this rendering's, as the
  /// audits' findings, unless they already ran.
  func adoptFindings(_ findings: [AccessibilityViolation]) {
    deferredFindings.adopt(findings)
  }
}

// MARK: - SnapshotRenderer

/// Renders a view to the pixels a snapshot holds: laid out as the settings say, in one trait
/// combination, at the settings' scale, on the settings' background.
@MainActor
public enum SnapshotRenderer {
  /// Renders `view`; `name` opens every error message ("Badge › Count has no area …").
  /// `after`, when given, acts on the laid-out view first (taps, typing), as an interaction
  /// variant asks; a query that finds nothing fails the rendering with the query's message.
  public static func render(
    _ view: some View, name: String, settings: SnapshotSettings,
    traits: SnapshotTraits,
    after: ((ViewHost) throws -> Void)? = nil
  ) throws(CatalogError)
    -> Pixmap
  {
    try rendering(
      view, name: name, settings: settings, traits: traits, after: after,
      accessibility: nil
    ).pixmap
  }

  /// Renders `view` as `render` does and, when `accessibility` gives a policy, takes its
  /// accessibility snapshot and runs the audits under it on the same rendering.
  public static func rendering(
    _ view: some View, name: String, settings: SnapshotSettings,
    traits: SnapshotTraits,
    after: ((ViewHost) throws -> Void)? = nil,
    accessibility: AccessibilityPolicy?
  ) throws(CatalogError)
    -> SnapshotRendering
  {
    let (host, size) = try layOut(
      view, name: name, settings: settings, traits: traits,
      after: after)
    let (pixelWidth, pixelHeight) = try pixelSize(of: size, name: name, settings: settings)
    var list = host.displayList(background: background(settings.background, traits.colorScheme))
    list.width = pixelWidth
    list.height = pixelHeight
    let inputs = accessibility.map { policy in
      ViewRenderingKey.AuditInputs(
        policy: policy, elements: host.accessibilityElements, texts: host.drawnTexts,
        unreachableTapTargets: host.unreachableTapTargets, scale: settings.resolvedScale,
        canvasBackdrop: traits.colorScheme == .dark ? .black : .white,
        textSize: traits.textSize)
    }
    let key = ViewRenderingKey.key(of: list, audit: inputs)
    let raster = SampledRaster(list, samplingText: inputs != nil)
    if key == nil, raster.result == nil {
      // Not keyed, so rasterized at once, as before keys: the failure is the rendering's.
      throw .render(.cannotAllocate(name: name, width: pixelWidth, height: pixelHeight))
    }
    // Keyed: the pixels and the audits are made when first asked for, so a reference whose
    // rendering-keys line holds this key is judged without them.
    var rendering = SnapshotRendering(
      width: pixelWidth, height: pixelHeight, contentKey: key
    ) { () throws(CatalogError) in
      guard let result = raster.result else {
        throw .render(.cannotAllocate(name: name, width: pixelWidth, height: pixelHeight))
      }
      return result.pixmap
    }
    rendering.layout = { host.dump(components: true) }
    guard let inputs else { return rendering }
    rendering.accessibility = AccessibilityRendering(
      tree: AccessibilitySnapshot.text(of: inputs.elements), elements: inputs.elements,
      scale: inputs.scale
    ) {
      // Without pixels the image check reports the failure; the audits then have nothing.
      guard let result = raster.result else { return [] }
      let subject = AccessibilityAudit.Subject(
        elements: inputs.elements, texts: inputs.texts, samples: result.samples,
        pixmap: result.pixmap, scale: inputs.scale, canvasBackdrop: inputs.canvasBackdrop,
        textSize: inputs.textSize, unreachableTapTargets: inputs.unreachableTapTargets)
      return AccessibilityAudit.findings(subject, policy: inputs.policy)
    }
    return rendering
  }

  /// Hosts `view` as a snapshot lays it out: in the traits' environment at the settings'
  /// scale, for the settings' layout, after `after`'s actions; returns the host and the size
  /// the snapshot shows, in points. A diagnostic of the host fails it, naming `name`.
  static func layOut(
    _ view: some View, name: String, settings: SnapshotSettings,
    traits: SnapshotTraits, after: ((ViewHost) throws -> Void)? = nil
  )
    throws(CatalogError) -> (ViewHost, Size)
  {
    var environment = EnvironmentValues()
    environment.colorScheme = traits.colorScheme
    environment.layoutDirection = traits.layoutDirection
    environment.dynamicTypeSize = traits.textSize
    if !traits.isDefaultLocale {
      environment.locale = traits.locale
      var calendar = Calendar(identifier: .gregorian)
      calendar.locale = traits.locale
      calendar.timeZone = environment.timeZone
      environment.calendar = calendar
    }
    environment.displayScale = settings.resolvedScale
    environment.localizationDevice = settings.layout.device?.localizationDevice ?? .iphone

    let proposal: ProposedViewSize
    var fixedSize: Size?
    switch settings.layout {
    case .width(let width):
      proposal = ProposedViewSize(width: traits.width ?? width, height: nil)
    case .fixed(let width, let height):
      fixedSize = Size(width: traits.width ?? width, height: height)
      proposal = ProposedViewSize(width: traits.width ?? width, height: height)
    case .sizeThatFits:
      proposal = ProposedViewSize(width: traits.width, height: nil)
    case .device(let device):
      let insets = device.safeAreaInsets
      let size = Size(width: traits.width ?? device.size.width, height: device.size.height)
      fixedSize = size
      // The safe area, as the final layout proposes, so actions see the screen's frames.
      proposal = ProposedViewSize(
        width: max(size.width - insets.leading - insets.trailing, 0),
        height: max(size.height - insets.top - insets.bottom, 0))
    case .deviceFullHeight(let device):
      let insets = device.safeAreaInsets
      proposal = ProposedViewSize(
        width: max((traits.width ?? device.size.width) - insets.leading - insets.trailing, 0),
        height: nil)
    }

    let host = ViewHost(view, environment: environment, proposal: proposal)
    if let after {
      do {
        try after(host)
      } catch {
        throw .render(.actionsFailed(name: name, reason: "\(error)"))
      }
    }
    let device = settings.layout.device
    let insets = device?.safeAreaInsets ?? EdgeInsets()
    if case .deviceFullHeight(let device) = settings.layout {
      // As tall as the content and the device's insets above and below it, and at least the
      // device's height.
      let height = max(host.size.height + insets.top + insets.bottom, device.size.height)
      fixedSize = Size(width: traits.width ?? device.size.width, height: height)
    }
    if let fixedSize {
      // Device and fixed layouts render the whole screen, as a simulator capture would, with
      // a view smaller (or larger) than it centred, as a hosting view of that size places it;
      // a device's root is laid out in its safe area, below its status bar when drawn.
      host.layout(
        centredIn: CGSize(fixedSize), safeAreaInsets: insets,
        statusBar: settings.showsStatusBar ? device?.statusBar : nil)
    }
    if let problem = host.diagnostics.first {
      throw .render(.problem(name: name, reason: "\(problem)"))
    }
    return (host, fixedSize ?? Size(host.size))
  }

  /// The size in device pixels a snapshot of `size` points has, refused with a message
  /// naming `name` when it has no area or passes the settings' limits.
  static func pixelSize(of size: Size, name: String, settings: SnapshotSettings)
    throws(CatalogError) -> (width: Int, height: Int)
  {
    let pixels = Size(
      width: (size.width * settings.resolvedScale).rounded(),
      height: (size.height * settings.resolvedScale).rounded())
    // A size past the side limit stays past it, and is refused below.
    let sides = 0...Int(Int32.max)
    let pixelWidth = Int(pixels.width, rounding: .towardZero, clampedTo: sides)
    let pixelHeight = Int(pixels.height, rounding: .towardZero, clampedTo: sides)
    guard pixelWidth > 0, pixelHeight > 0 else {
      throw .render(.noArea(name: name, size: formatSize(size)))
    }
    guard pixelWidth <= settings.maxPixelSide, pixelHeight <= settings.maxPixelSide else {
      throw .render(
        .overPixelLimit(
          name: name, size: formatSize(size), pixels: formatSize(pixels),
          scale: TraitNames.number(settings.resolvedScale), limit: settings.maxPixelSide))
    }
    if let problem = Pixmap.sizeProblem(width: pixelWidth, height: pixelHeight) {
      throw .render(.tooLargeToRender(name: name, reason: "\(problem)"))
    }
    return (pixelWidth, pixelHeight)
  }

  static func background(_ background: SnapshotSettings.Background, _ scheme: ColorScheme)
    -> ColorU8
  {
    switch background {
    case .system: scheme == .dark ? .black : .white
    case .transparent: .transparent
    case .color(let color): color
    }
  }

  private static func formatSize(_ size: Size) -> String {
    "\(TraitNames.number(size.width))x\(TraitNames.number(size.height))"
  }
}
