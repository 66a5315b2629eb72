import CatalogUI
import Foundation
import Raster

// MARK: - TransitionRenderer

/// Renders the keyframes of a transition variant: both screens laid out as a snapshot of the
/// definition's settings would be, the `ScreenTransition` between them built once per trait
/// combination and shared by its keyframes, each keyframe one frame of it.
enum TransitionRenderer {
  /// Builds the transition of `preview` in one trait combination; errors name `name`.
  @MainActor
  static func transition(
    _ preview: TransitionPreview, name: String, settings: SnapshotSettings,
    traits: SnapshotTraits
  ) throws(CatalogError) -> ScreenTransition {
    if let change = preview.change {
      let (host, size) = try SnapshotRenderer.layOut(
        preview.source, name: name,
        settings: settings, traits: traits)
      _ = try SnapshotRenderer.pixelSize(of: size, name: name, settings: settings)
      do {
        // A change that resizes the view (a message appearing below a field) plays on a
        // canvas as large as the larger of the two layouts, so neither is cut.
        let transition = try host.animate(preview.definition.timing) { try change(host) }
        _ = try SnapshotRenderer.pixelSize(
          of: Size(
            width: max(size.width, host.size.width), height: max(size.height, host.size.height)),
          name: name, settings: settings)
        return transition
      } catch let error as CatalogError {
        throw error
      } catch let error as TransitionError {
        throw .render(.problem(name: name, reason: error.message))
      } catch {
        throw .render(.changeFailed(name: name, reason: "\(error)"))
      }
    }
    let (source, sourceSize) = try SnapshotRenderer.layOut(
      preview.source, name: "\(name) (source)", settings: settings, traits: traits)
    let (destination, size) = try SnapshotRenderer.layOut(
      preview.destination, name: "\(name) (destination)", settings: settings, traits: traits)
    guard sourceSize == size else {
      throw .render(
        .screensDiffer(
          name: name, sourceWidth: sourceSize.width, sourceHeight: sourceSize.height,
          width: size.width, height: size.height))
    }
    _ = try SnapshotRenderer.pixelSize(of: size, name: name, settings: settings)
    do {
      return try ScreenTransition(
        from: source, to: destination, definition: preview.definition, size: size,
        background: SnapshotRenderer.background(settings.background, traits.colorScheme))
    } catch {
      throw .render(.problem(name: name, reason: error.message))
    }
  }
}

extension TransitionRenderer {
  /// The gap between keyframes in a filmstrip, in its pixels.
  static let filmstripGap = 16

  /// Every frame at `framesPerSecond` and the keyframes side by side, at half scale.
  static func playback(
    of transition: ScreenTransition, keyframes: [Double],
    framesPerSecond: Double
  ) -> TransitionPlayback {
    let fps = framesPerSecond.isFinite && framesPerSecond > 0 ? min(framesPerSecond, 120) : 30
    let count = Int(
      (transition.duration * fps + 1e-9).rounded(.down), rounding: .towardZero,
      clampedTo: 0...TransitionKeyframes.maxCount)
    var times = (0...count).map { Double($0) / fps }
    if let last = times.last, transition.duration - last > 1e-9 {
      times.append(transition.duration)
    }
    let frames = transition.frames(at: times, half).compactMap { $0 }
    let stills = transition.frames(at: keyframes, half).compactMap { $0 }
    var filmstrip: Pixmap?
    if let first = stills.first {
      let width = stills.count * first.width + (stills.count - 1) * filmstripGap
      filmstrip = Pixmap(width: width, height: first.height)
      for (i, still) in stills.enumerated() {
        filmstrip?.composite(
          still,
          at: SpritePlacement(
            x: Double(i * (first.width + filmstripGap)), y: 0))
      }
    }
    return TransitionPlayback(
      frames: frames, framesPerSecond: fps, filmstrip: filmstrip,
      notes: transition.notes)
  }

  /// The frame at half its size (each pixel the mean of four).
  private static func half(_ frame: Pixmap) -> Pixmap? {
    guard var small = Pixmap(width: max(frame.width / 2, 1), height: max(frame.height / 2, 1))
    else { return nil }
    small.composite(frame, at: SpritePlacement(x: 0, y: 0, scaleX: 0.5, scaleY: 0.5))
    return small
  }
}

// MARK: - TransitionCache

/// Transitions built for keyframes, shared between the keyframes that render them: the
/// first keyframe of a transition builds it, the others wait for it and reuse it, and the
/// last one to finish lets it go.
final class TransitionCache: @unchecked Sendable {
  // `@unchecked`: every access to `entries` holds `lock`.
  private let lock = NSCondition()
  private var entries: [String: Entry] = [:]

  private enum State {
    case building
    case built(Result<ScreenTransition, CatalogError>)
  }

  private struct Entry {
    var state: State
    var remaining: Int
  }

  /// The transition for `key`, built with `build` by the first of its `uses` keyframes.
  func transition(
    for key: String, uses: Int,
    build: () throws(CatalogError) -> ScreenTransition
  )
    throws(CatalogError) -> ScreenTransition
  {
    lock.lock()
    if entries[key] == nil {
      entries[key] = Entry(state: .building, remaining: uses)
      lock.unlock()
      let result: Result<ScreenTransition, CatalogError>
      do { result = .success(try build()) } catch { result = .failure(error) }
      lock.lock()
      entries[key]?.state = .built(result)
      lock.broadcast()
    }
    while case .building? = entries[key]?.state { lock.wait() }
    guard let entry = entries[key], case .built(let result) = entry.state else {
      lock.unlock()
      throw .render(.transitionReleased(key: "\(key)"))
    }
    if entry.remaining <= 1 {
      entries[key] = nil
    } else {
      entries[key]?.remaining -= 1
    }
    lock.unlock()
    return try result.get()
  }
}
