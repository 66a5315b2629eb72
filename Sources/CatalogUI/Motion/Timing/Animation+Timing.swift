import Foundation
import Raster

// MARK: - Animation + Timing

extension Animation {
  /// How close to its end a spring must stay to count as settled: 0.1 % of the change.
  public static let settlingTolerance = 0.001
  /// The longest a spring is followed; one that has not settled by then is cut there.
  public static let longestSettlingTime = 10.0

  /// What is wrong with the animation's numbers, naming the value and the fix; `nil` when
  /// every frame of it can be computed.
  public var problem: String? {
    func positive(_ value: Double, _ name: String) -> String? {
      value.isFinite && value > 0
        ? nil : "\(name) of \(format(value)) s; give a positive, finite number of seconds"
    }
    guard delay.isFinite, delay >= 0 else {
      return "a delay of \(format(delay)) s; give zero or a positive number of seconds"
    }
    guard speed.isFinite, speed > 0 else {
      return "a speed of \(format(speed)); give a positive, finite factor"
    }
    if let repeatCount, repeatCount < 1 {
      return "a repeat count of \(repeatCount); give 1 or more"
    }
    switch curve {
    case .linear(let d), .easeIn(let d), .easeOut(let d), .easeInOut(let d):
      return positive(d, "a duration")
    case .timingCurve(let x1, let y1, let x2, let y2, let d):
      guard [x1, y1, x2, y2].allSatisfy(\.isFinite), (0...1).contains(x1), (0...1).contains(x2)
      else {
        return "a timing curve through (\(format(x1)), \(format(y1))) and (\(format(x2)), "
          + "\(format(y2))); control points need x between 0 and 1 and finite y"
      }
      return positive(d, "a duration")
    case .spring(let response, let damping, _):
      if let problem = positive(response, "a spring response") { return problem }
      guard damping.isFinite, damping >= 0 else {
        return "a damping fraction of \(format(damping)); give 0 or more (1 does not bounce)"
      }
      return nil
    case .interpolatingSpring(let stiffness, let damping, let velocity):
      guard stiffness.isFinite, stiffness > 0 else {
        return "a spring stiffness of \(format(stiffness)); give a positive, finite number"
      }
      guard damping.isFinite, damping >= 0, velocity.isFinite else {
        return "a spring damping of \(format(damping)) and initial velocity of "
          + "\(format(velocity)); give finite numbers, damping 0 or more"
      }
      return nil
    }
  }

  /// Seconds from the start until the animation ends, delay included: a curve's duration
  /// (divided by the speed, times the repeats), or the time a spring takes to settle, at most
  /// `longestSettlingTime`. A repeat-forever animation counts one cycle.
  public var endTime: Double { AnimationTimeline(self).endTime }

  /// How far the change has gone at `time` seconds from the start: 0 before the delay, 1 at
  /// the end; a spring may pass 1 and come back. Computed in closed form, so the same time
  /// gives the same value on every run. An animation with a `problem` jumps to 1 at once.
  public func progress(at time: Double) -> Double { AnimationTimeline(self).progress(at: time) }

  // MARK: Curves

  fileprivate var isSpring: Bool {
    switch curve {
    case .spring, .interpolatingSpring: true
    default: false
    }
  }

  /// One cycle's length in seconds at speed 1.
  fileprivate var cycleDuration: Double {
    switch curve {
    case .linear(let d), .easeIn(let d), .easeOut(let d), .easeInOut(let d),
      .timingCurve(_, _, _, _, let d):
      return d
    case .spring, .interpolatingSpring:
      return settlingTime
    }
  }

  /// The value of one cycle at `t` seconds (speed 1).
  fileprivate func value(at t: Double) -> Double {
    switch curve {
    case .linear(let d): return min(t / d, 1)
    case .easeIn(let d): return Self.bezier(0.42, 0, 1, 1, at: min(t / d, 1))
    case .easeOut(let d): return Self.bezier(0, 0, 0.58, 1, at: min(t / d, 1))
    case .easeInOut(let d): return Self.bezier(0.42, 0, 0.58, 1, at: min(t / d, 1))
    case .timingCurve(let x1, let y1, let x2, let y2, let d):
      return Self.bezier(x1, y1, x2, y2, at: min(t / d, 1))
    case .spring, .interpolatingSpring:
      return spring.value(at: t)
    }
  }

  /// The spring's parameters: natural frequency, damping ratio, initial velocity.
  private var spring: Spring {
    switch curve {
    case .spring(let response, let damping, _):
      return Spring(omega: 2 * Double.pi / response, zeta: damping, velocity: 0)
    case .interpolatingSpring(let stiffness, let damping, let velocity):
      let omega = stiffness.squareRoot()
      return Spring(omega: omega, zeta: damping / (2 * omega), velocity: velocity)
    default:
      return Spring(omega: 1, zeta: 1, velocity: 0)
    }
  }

  /// Seconds until the spring stays within `settlingTolerance`, found on a 1 ms grid from
  /// the envelope of its oscillation, at most `longestSettlingTime`.
  fileprivate var settlingTime: Double {
    let spring = spring
    var t = 0.0
    while t < Self.longestSettlingTime {
      if spring.envelope(at: t) < Self.settlingTolerance { return t }
      t += 0.001
    }
    return Self.longestSettlingTime
  }

  /// The y of a cubic Bézier from (0, 0) to (1, 1) at x = `x`, solved by bisection (64
  /// halvings, so the result is the same wherever it runs).
  static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double)
    -> Double
  {
    guard x > 0 else { return 0 }
    guard x < 1 else { return 1 }
    func coordinate(_ a: Double, _ b: Double, _ s: Double) -> Double {
      let u = 1 - s
      return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<64 {
      let mid = (low + high) / 2
      if coordinate(x1, x2, mid) < x { low = mid } else { high = mid }
    }
    return coordinate(y1, y2, (low + high) / 2)
  }

  private func format(_ value: Double) -> String {
    value.isNaN
      ? "NaN"
      : value == value.rounded() && abs(value) < 1e15
        ? String(Int(value)) : "\(value)"
  }
}

// MARK: - AnimationTimeline

/// An animation with the numbers every frame needs worked out once (a spring's settling time
/// is a search), so evaluating many frames costs a closed-form evaluation each.
public struct AnimationTimeline: Sendable {
  /// The animation.
  public let animation: Animation
  /// One cycle's length at speed 1.
  private let cycle: Double
  /// Whether the animation comes to rest at its end (every curve; a spring that settles
  /// within `Animation.longestSettlingTime`).
  public let settles: Bool
  /// Seconds from the start until the animation ends, delay included.
  public let endTime: Double

  /// The timeline of `animation`.
  public init(_ animation: Animation) {
    self.animation = animation
    let valid = animation.problem == nil
    cycle = valid ? animation.cycleDuration : 0
    settles = !valid || !animation.isSpring || cycle < Animation.longestSettlingTime
    let cycles = animation.repeatsForever ? 1 : Double(animation.repeatCount ?? 1)
    endTime = valid ? animation.delay + cycle / animation.speed * cycles : 0
  }

  /// Whether a spring is still moving at `time`: more than `Animation.settlingTolerance`
  /// from its end.
  public func isUnsettled(at time: Double) -> Bool {
    animation.isSpring && animation.problem == nil
      && (!settles || time < animation.delay + cycle / animation.speed)
  }

  /// How far the change has gone at `time`, as `Animation.progress(at:)` says.
  public func progress(at time: Double) -> Double {
    guard animation.problem == nil else { return 1 }
    guard time.isFinite else { return time > 0 ? 1 : 0 }
    let local = (time - animation.delay) * animation.speed
    guard local > 0 else { return 0 }
    let cycles = animation.repeatsForever ? Double.infinity : Double(animation.repeatCount ?? 1)
    guard cycles > 1 else {
      // A settled spring ends exactly at 1, so the last frame is the destination's.
      return local >= cycle && settles ? 1 : animation.value(at: local)
    }
    let done = (local / cycle).rounded(.down)
    guard done < cycles else {
      return animation.autoreverses && Int(cycles) % 2 == 0 ? 0 : 1
    }
    let phase = local - done * cycle
    let reversed = animation.autoreverses && Int(done.truncatingRemainder(dividingBy: 2)) == 1
    return reversed ? 1 - animation.value(at: phase) : animation.value(at: phase)
  }
}

// MARK: - Spring

/// A unit-mass spring from 0 to 1 in closed form: x(t) = 1 + y(t), y(0) = −1, y′(0) = v0.
private struct Spring {
  /// Natural angular frequency (rad/s).
  let omega: Double
  /// Damping ratio: below 1 it bounces, 1 is critical, above 1 it creeps.
  let zeta: Double
  /// Initial velocity in changes per second.
  let velocity: Double

  func value(at t: Double) -> Double {
    let w = omega
    let z = zeta
    let v = velocity
    if z < 1 {
      let wd = w * (1 - z * z).squareRoot()
      let b = (v - z * w) / wd
      return 1 + Math.exp(-z * w * t) * (-Math.cos(wd * t) + b * Math.sin(wd * t))
    }
    if z == 1 {
      return 1 + Math.exp(-w * t) * (-1 + (v - w) * t)
    }
    let root = (z * z - 1).squareRoot()
    let r1 = -w * (z - root)
    let r2 = -w * (z + root)
    let c1 = (v + r2) / (r1 - r2)
    let c2 = -1 - c1
    return 1 + c1 * Math.exp(r1 * t) + c2 * Math.exp(r2 * t)
  }

  /// A bound on |x(t) − 1| that only decreases once the spring has started to settle.
  func envelope(at t: Double) -> Double {
    let w = omega
    let z = zeta
    let v = velocity
    if z < 1 {
      let wd = w * (1 - z * z).squareRoot()
      let b = (v - z * w) / wd
      return Math.exp(-z * w * t) * (1 + b * b).squareRoot()
    }
    if z == 1 {
      return Math.exp(-w * t) * (1 + abs(v - w) * t)
    }
    let root = (z * z - 1).squareRoot()
    let r1 = -w * (z - root)
    let r2 = -w * (z + root)
    let c1 = (v + r2) / (r1 - r2)
    let c2 = -1 - c1
    return abs(c1) * Math.exp(r1 * t) + abs(c2) * Math.exp(r2 * t)
  }
}
