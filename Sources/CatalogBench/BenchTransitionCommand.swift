import ArgumentParser
import CatalogCommand
import CatalogUI
import DesignSystem
import Foundation
import Raster
import Synchronization

// MARK: - BenchTransitionCommand

/// `catalog-bench bench-transition`: times the design system's bottom-sheet transition on an iPhone 15
/// screen at 2×: building it (both screens laid out, split into layers and rendered once) and
/// compositing its frames spread over it with `frames(at:_:)`, each dropped once made. Both use every core the process
/// may run on; run it under `taskset -c 0` for one core.
struct BenchTransitionCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench-transition",
    abstract: "Time building the date-picker transition and compositing its frames; print JSON.")

  @Option(
    parsing: .unconditional,
    help: "Frames to composite, spread evenly over the transition, \(Self.framesRange.text).")
  var frames = 30
  @Option(
    parsing: .unconditional,
    help: """
      How many times to repeat the whole measurement, \(Self.roundsRange.text); the median is \
      printed.
      """)
  var rounds = 5

  /// Frames composited per round.
  static let framesRange = OptionRange("--frames", 1...10_000)
  /// Rounds of the whole measurement.
  static let roundsRange = OptionRange("--rounds", 1...1_000)

  func validate() throws {
    try Self.framesRange.check(frames)
    try Self.roundsRange.check(rounds)
  }

  func run() throws {
    let result = Mutex<Result<([Double], [Double]), ValidationError>?>(nil)
    MainActor.assumeIsolated {
      let measured = Result { () throws(ValidationError) in try measure() }
      result.withLock { $0 = measured }
    }
    guard let outcome = result.withLock({ $0 }) else { return }
    let (builds, composites) = try outcome.get()
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    let total = zip(builds, composites).map { $0 + $1 }
    print(
      #"{"transition": "datePickerSheet", "frames": \#(frames), "rounds": \#(rounds), "#
        + #""build_ms": \#(format(median(builds))), "frames_ms": \#(format(median(composites))), "#
        + #""total_ms": \#(format(median(total))), "#
        + #""per_frame_ms": \#(format(median(composites) / Double(frames)))}"#)
  }

  private func format(_ value: Double) -> String { String(format: "%.3f", value) }

  /// Build and frame times in milliseconds, one of each per round.
  @MainActor
  private func measure() throws(ValidationError) -> ([Double], [Double]) {
    let clock = ContinuousClock()
    func ms(_ d: Duration) -> Double {
      Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
    }
    var builds: [Double] = []
    var composites: [Double] = []
    let size = Size(width: 393, height: 852)
    let proposal = ProposedViewSize(size)
    for _ in 0..<rounds {
      let start = clock.now
      let transition: ScreenTransition
      do {
        transition = try ScreenTransition(
          from: ViewHost(ExploreScreen(), proposal: proposal),
          to: ViewHost(DatePickerSheetScreen(), proposal: proposal),
          definition: .datePickerSheet, size: size)
      } catch {
        throw ValidationError(error.message)
      }
      let built = clock.now
      let times = (0..<frames).map {
        transition.duration * Double($0) / Double(max(frames - 1, 1))
      }
      // Each frame is dropped once made, as the catalog drops a keyframe once encoded.
      guard !transition.frames(at: times, { _ in true }).contains(where: { $0 == nil }) else {
        throw ValidationError("no canvas")
      }
      builds.append(ms(built - start))
      composites.append(ms(clock.now - built))
    }
    return (builds, composites)
  }
}
