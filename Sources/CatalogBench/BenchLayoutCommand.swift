import ArgumentParser
import CatalogCommand
import CatalogUI
import Foundation
import Raster

// MARK: - BenchLayoutCommand

/// `catalog bench-layout`: times layout, display-list building and rasterization of a
/// realistic screen, for `Benchmarks/bench_ui.py`.
struct BenchLayoutCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench-layout",
    abstract: "Time layout, display list and rasterization of a listing card or a 100-row list.")

  enum Screen: String, ExpressibleByArgument, CaseIterable { case card, list }
  enum Phase: String, ExpressibleByArgument, CaseIterable {
    case all, layout
    case displayList = "display-list"
    case raster
  }

  @Option(help: "card or list.") var screen: Screen = .card
  @Option(help: "Which phase to repeat: all, layout, display-list or raster.") var phase: Phase =
    .all
  @Option(
    parsing: .unconditional,
    help: "How many times to repeat the phase, \(Self.iterationsRange.text).")
  var iterations = 20
  @Option(
    parsing: .unconditional,
    help: "Width in points proposed to the screen, \(Self.widths.text).")
  var width: Double = 390

  /// Repetitions of the phase.
  static let iterationsRange = OptionRange("--iterations", 0...100_000)
  /// Widths proposed to the screen.
  static let widths = OptionRange("--width", above: 0.0, atMost: 4096)

  func validate() throws {
    try Self.iterationsRange.check(iterations)
    try Self.widths.check(width)
  }

  @MainActor
  private func host() -> ViewHost {
    let proposal = ProposedViewSize(width: width, height: nil)
    switch screen {
    case .card: return ViewHost(BenchmarkScreens.listingCard(), proposal: proposal)
    case .list: return ViewHost(BenchmarkScreens.hundredRowList(), proposal: proposal)
    }
  }

  func run() throws {
    try MainActor.assumeIsolated { try runOnMainActor() }
  }

  /// `run` on the main actor, where views are built (`catalog-bench` runs on the main thread).
  @MainActor
  private func runOnMainActor() throws {
    let clock = ContinuousClock()
    var layout: [Double] = []
    var displayList: [Double] = []
    var raster: [Double] = []
    func ms(_ d: Duration) -> Double {
      Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
    }
    // Phases not being repeated run once, outside the timed loop.
    let prepared = phase == .all || phase == .layout ? nil : host()
    let preparedList = phase == .raster ? prepared?.displayList(background: .white) : nil
    var pixels = 0
    for _ in 0..<iterations {
      var view = prepared
      if view == nil {
        let start = clock.now
        view = host()
        layout.append(ms(clock.now - start))
      }
      guard let view, phase != .layout else { continue }
      var list = preparedList
      if list == nil {
        let start = clock.now
        list = view.displayList(background: .white)
        displayList.append(ms(clock.now - start))
      }
      guard let list, phase != .displayList else { continue }
      let start = clock.now
      pixels = list.render()?.data.count ?? 0
      raster.append(ms(clock.now - start))
    }
    func median(_ values: [Double]) -> String {
      guard !values.isEmpty else { return "null" }
      let sorted = values.sorted()
      return String(format: "%.3f", sorted[sorted.count / 2])
    }
    let size = host().size
    print(
      #"{"screen": "\#(screen.rawValue)", "phase": "\#(phase.rawValue)", "#
        + #""iterations": \#(iterations), "width": \#(size.width), "height": \#(size.height), "#
        + #""layout_ms": \#(median(layout)), "display_list_ms": \#(median(displayList)), "#
        + #""raster_ms": \#(median(raster)), "pixel_bytes": \#(pixels)}"#)
  }
}
