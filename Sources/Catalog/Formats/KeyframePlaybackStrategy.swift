import Foundation
import Raster

// MARK: - KeyframePlaybackStrategy

/// A transition played back in the report: every frame at its rate and the filmstrip of its
/// keyframes, written under `images/transitions/<transition>/` on the first keyframe of each
/// transition. It keeps no reference (the keyframes are images) and fails nothing; the
/// gallery groups a transition's keyframes under a player.
struct KeyframePlaybackStrategy: SnapshotStrategy {
  var name: String { "playback" }
  var referenceFormat: SnapshotFormat? { nil }
  var gallery: GalleryView {
    GalleryView(css: EmbeddedAssets.transitionsCSS, script: EmbeddedAssets.transitionsJS)
  }

  func applies(to item: PlannedSnapshot) -> Bool { item.keyframe != nil }

  func check(_ snapshot: SnapshotContext, into entry: inout RunReport.Entry) {
    guard let playback = snapshot.rendering.playback, let keyframe = snapshot.item.keyframe
    else { return }
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
