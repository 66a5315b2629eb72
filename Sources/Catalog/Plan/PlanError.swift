// MARK: - PlanError

/// Why the snapshots a run should take cannot be chosen: a `--filter` or `--shard` that does
/// not parse (usage errors), or a transition's keyframes that cannot be placed in it. Every
/// message is written here, in `description`.
public enum PlanError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `--shard` is not `K/N` with 1 ≤ K ≤ N.
  case invalidShard(String)
  /// `--filter` is not a regular expression (`reason`: the parser's words).
  case invalidFilter(String, reason: String)
  /// A keyframe's progress is outside 0...1.
  case keyframeProgressOutside(Double)
  /// A keyframe's time is outside the transition of `duration` seconds.
  case keyframeTimeOutside(Double, duration: Double)
  /// A keyframe frame rate that is not a positive number.
  case keyframeRateInvalid(Double)
  /// A frame rate that gives more than `TransitionKeyframes.maxCount` keyframes.
  case tooManyKeyframes(fps: Double, duration: Double)
  /// A transition with no keyframes.
  case noKeyframes
  /// Two keyframes with the same label (`label`, such as `50pct`).
  case keyframeListedTwice(String)

  /// Whether the error is in what the user typed (exit code 64) rather than in a definition.
  public var isUsage: Bool {
    switch self {
    case .invalidShard, .invalidFilter: true
    default: false
    }
  }

  /// The message shown to the user.
  public var description: String {
    switch self {
    case .invalidShard(let text):
      "invalid shard '\(text)': expected K/N with 1 ≤ K ≤ N, for example --shard 2/4"
    case .invalidFilter(let pattern, let reason):
      "invalid --filter '\(pattern)': not a regular expression (\(reason)); "
        + "use a plain name such as 'Button' or escape special characters"
    case .keyframeProgressOutside(let fraction):
      "a keyframe at progress \(fraction) is outside the transition; give fractions from 0 "
        + "(the source) to 1 (the destination)"
    case .keyframeTimeOutside(let time, let duration):
      "a keyframe at \(time) s is outside the transition, which lasts "
        + "\(TransitionKeyframes.number((duration * 1000).rounded() / 1000)) s; give times "
        + "from 0 to its duration"
    case .keyframeRateInvalid(let fps):
      "a frame rate of \(fps) fps; give a positive number such as 30 or 60"
    case .tooManyKeyframes(let fps, let duration):
      "\(TransitionKeyframes.number(fps)) fps over \(duration) s makes more than "
        + "\(TransitionKeyframes.maxCount) keyframes; give a lower frame rate or listed times"
    case .noKeyframes:
      "the transition lists no keyframes; give at least one"
    case .keyframeListedTwice(let label):
      "the keyframe \(label) is listed twice; list each moment once"
    }
  }
}
