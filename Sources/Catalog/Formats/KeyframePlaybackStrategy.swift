import Foundation
import Raster
import Synchronization

// MARK: - KeyframePlaybackStrategy

/// A transition played back in the report: every frame at its rate and the filmstrip of its
/// keyframes, written under `images/transitions/<transition>/` with the last keyframe of each
/// transition when one of its keyframes needs review (not passed, or recorded anew) or the
/// run asks for every overlay; otherwise only the transition's notes, since the frames take
/// most of a transition's time. It keeps no reference (the keyframes are images) and fails
/// nothing; the gallery groups a transition's keyframes under a player.
///
/// A transition's keyframes are checked in order by one worker, so its last keyframe knows
/// whether any other needed review.
struct KeyframePlaybackStrategy: SnapshotStrategy {
  var name: String { "playback" }
  var referenceFormat: SnapshotFormat? { nil }
  var gallery: GalleryView {
    GalleryView(css: EmbeddedAssets.transitionsCSS, script: EmbeddedAssets.transitionsJS)
  }

  func applies(to item: PlannedSnapshot) -> Bool { item.keyframe != nil }

  func check(_ snapshot: SnapshotContext, into entry: inout RunReport.Entry) {
    guard let keyframe = snapshot.item.keyframe else { return }
    let reviews = snapshot.run.transitionReviews
    if entry.status != .passed, entry.status != .unchanged {
      reviews.noteReview(of: keyframe.transition)
    }
    let playback: TransitionPlayback
    if let made = snapshot.rendering.playback {
      playback = made
    } else if let pending = snapshot.rendering.pendingPlayback {
      guard
        snapshot.run.configuration.overlaysForEverySnapshot
          || reviews.needsReview(keyframe.transition)
      else {
        entry.playback = RunReport.Playback(
          filmstrip: nil, frames: [], framesPerSecond: pending.framesPerSecond,
          notes: pending.notes)
        return
      }
      playback = pending.make()
    } else {
      return
    }
    let folder = "images/transitions/\(keyframe.transition)"
    func store(_ pixmap: Pixmap, _ name: String) -> String? {
      (try? SnapshotCodec.encode(pixmap, name: name, effort: .fast))
        .flatMap { snapshot.artefacts.write($0, at: "\(folder)/\(name).png") }
    }
    let frames = playback.frames.enumerated().compactMap { i, frame in
      store(frame, TransitionKeyframes.frameName(i, of: playback.frames.count))
    }
    entry.playback = RunReport.Playback(
      filmstrip: playback.filmstrip.flatMap { store($0, "filmstrip") },
      frames: frames, framesPerSecond: playback.framesPerSecond,
      notes: playback.notes)
  }

  func relocateArtefacts(
    of entry: inout RunReport.Entry,
    _ relocate: (String?) throws(CatalogError) -> String?
  ) throws(CatalogError) {
    guard var playback = entry.playback else { return }
    var frames: [String] = []
    for frame in playback.frames {
      if let copied = try relocate(frame) { frames.append(copied) }
    }
    playback.filmstrip = try relocate(playback.filmstrip)
    playback.frames = frames
    entry.playback = playback
  }
}

// MARK: - TransitionReviews

/// The transitions of a run (in this process) with a keyframe that needs review.
final class TransitionReviews: Sendable {
  private let needing = Mutex<Set<String>>([])

  /// Notes that a keyframe of `transition` needs review.
  func noteReview(of transition: String) { needing.withLock { _ = $0.insert(transition) } }

  /// Whether a keyframe of `transition` checked so far needs review.
  func needsReview(_ transition: String) -> Bool { needing.withLock { $0.contains(transition) } }
}
