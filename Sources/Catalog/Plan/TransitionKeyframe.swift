import CatalogUI
import Raster

// MARK: - TransitionKeyframe

/// Which moment of a transition a snapshot shows, for reports, `catalog list --json` and the
/// gallery's player.
public struct TransitionKeyframe: Codable, Hashable, Sendable {
  /// The transition's snapshot id without the keyframe: `Definition/variant[.traits]`; every
  /// keyframe of one transition in one trait combination shares it.
  public var transition: String
  /// The keyframe's name in file names and reports: `50pct`, `175ms` or `frame-03`.
  public var label: String
  /// Seconds from the start of the transition.
  public var time: Double
  /// The transition's length in seconds.
  public var duration: Double
  /// The keyframe's position among the transition's keyframes, from 0.
  public var index: Int
  /// How many keyframes the transition has.
  public var count: Int

  /// Creates a keyframe.
  public init(
    transition: String, label: String, time: Double, duration: Double, index: Int,
    count: Int
  ) {
    self.transition = transition
    self.label = label
    self.time = time
    self.duration = duration
    self.index = index
    self.count = count
  }
}

extension TransitionKeyframes {
  /// The most keyframes one transition may have.
  public static let maxCount = 600

  /// `frame-03`: the name of frame `index` of `count`, zero-padded so names sort in order.
  static func frameName(_ index: Int, of count: Int) -> String {
    let digits = String(max(count - 1, 0)).count
    let number = String(index)
    return "frame-" + String(repeating: "0", count: max(digits - number.count, 0)) + number
  }

  /// The labels and times of the keyframes for a transition of `duration` seconds, or what
  /// is wrong with the list, naming the value and the fix.
  func resolved(duration: Double) -> Result<[(label: String, time: Double)], CatalogError> {
    let number = Self.number
    var frames: [(label: String, time: Double)] = []
    switch self {
    case .progress(let fractions):
      for fraction in fractions {
        guard fraction.isFinite, (0...1).contains(fraction) else {
          return .failure(.plan(.keyframeProgressOutside(fraction)))
        }
        let percent = (fraction * 1000).rounded() / 10
        frames.append(("\(number(percent))pct", fraction * duration))
      }
    case .times(let times):
      for time in times {
        guard time.isFinite, time >= 0, time <= duration + 1e-9 else {
          return .failure(.plan(.keyframeTimeOutside(time, duration: duration)))
        }
        frames.append(("\(number((time * 1000).rounded()))ms", min(time, duration)))
      }
    case .frameRate(let fps):
      guard fps.isFinite, fps > 0 else {
        return .failure(.plan(.keyframeRateInvalid(fps)))
      }
      let whole = (duration * fps + 1e-9).rounded(.down)
      let count = Int(whole, rounding: .towardZero, clampedTo: 0...Self.maxCount) + 1
      guard whole < Double(Self.maxCount) else {
        return .failure(.plan(.tooManyKeyframes(fps: fps, duration: duration)))
      }
      var times = (0..<count).map { Double($0) / fps }
      if let last = times.last, duration - last > 1e-9 { times.append(duration) }
      for (i, time) in times.enumerated() {
        frames.append((Self.frameName(i, of: times.count), time))
      }
    }
    guard !frames.isEmpty else {
      return .failure(.plan(.noKeyframes))
    }
    var seen: Set<String> = []
    for frame in frames where !seen.insert(frame.label).inserted {
      return .failure(.plan(.keyframeListedTwice(frame.label)))
    }
    return .success(frames)
  }

  /// `value` as a label or message writes it: whole numbers without a fraction.
  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
  }
}
