import ArgumentParser
import Catalog
import CatalogCommand
import CatalogUI
import Foundation

// MARK: - CrashCatalogCommand

/// `catalog-bench crash-catalog <catalog command>`: runs a `catalog` command on a catalog whose
/// variants trap, overflow the stack, loop for ever or fail to allocate between ones that
/// render, in worker processes, for the tests of crash isolation.
struct CrashCatalogCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "crash-catalog",
    abstract: "Run a catalog command on a catalog with crashing variants (for tests).")

  @Argument(parsing: .captureForPassthrough, help: "The catalog command and its options.")
  var arguments: [String] = []

  func run() throws {
    try MainActor.assumeIsolated { try runOnMainActor() }
  }

  /// `run` on the main actor, where views are built (`catalog-bench` runs on the main thread).
  @MainActor
  private func runOnMainActor() throws {
    let code = CatalogCommand.run(
      arguments, definitions: [CrashingComponents.self, CartScreen.self], accessibility: nil,
      rendersInWorkers: true)
    if code != 0 { throw ExitCode(code) }
  }
}

// MARK: - CrashingComponents

/// Variants that end the process rendering them, between variants that render.
enum CrashingComponents: ViewDefinition {
  static var contentVariants: ContentVariants {
    Text("Before the crashes").padding(8).named("Renders first")
    Trapping().named("Traps")
    Recursing().named("Overflows the stack")
    Looping().named("Loops for ever")
    Allocating().named("Cannot allocate")
    Text("After the crashes").padding(8).named("Renders last")
  }

  static var snapshotSettings: SnapshotSettings {
    var settings = SnapshotSettings()
    settings.layout = .sizeThatFits
    settings.traits = TraitsMatrix(colorSchemes: [.light])
    return settings
  }
}

/// Reads past the end of an array, as a bad index in a real component does.
struct Trapping: View {
  let badges = ["New", "Sale"]
  var index: Int { badges.count + Int(getpid() % 2) * 0 }
  var body: some View { Text(badges[index]) }
}

/// Computes its body by recursing without end.
struct Recursing: View {
  var body: some View { Text("depth \(Self.depth(1))") }

  @inline(never) static func depth(_ level: Int) -> Int {
    // The array keeps the call from becoming a loop: each level holds its own until the next
    // returns.
    if level == Int.max { return 0 }
    var levels = [level]
    levels.append(depth(level &+ 1))
    return levels.count &+ levels[0]
  }
}

/// Never finishes its body.
struct Looping: View {
  var body: some View {
    var turns = 0
    while getpid() > 0 { turns &+= 1 }
    return Text("turns \(turns)")
  }
}

/// Asks for more memory than any machine has.
struct Allocating: View {
  var body: some View {
    let size = 1 << 46
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
    defer { buffer.deallocate() }
    return Text("allocated \(buffer.load(as: UInt8.self))")
  }
}

// MARK: - CartScreen

/// A screen whose view model is isolated to the main actor, as Swift 6 code writes one.
enum CartScreen: ViewDefinition {
  static var contentVariants: ContentVariants {
    CartView(model: CartModel(items: ["Lisbon loft", "Porto studio"])).named("Two items")
  }

  static var snapshotSettings: SnapshotSettings {
    var settings = SnapshotSettings()
    settings.traits = TraitsMatrix(colorSchemes: [.light])
    return settings
  }
}

/// The cart's items: a main-actor view model, as Swift 6 apps write them.
@MainActor final class CartModel: ObservableObject {
  @Published var items: [String]
  init(items: [String]) { self.items = items }
}

/// The cart.
@MainActor struct CartView: View {
  @ObservedObject var model: CartModel
  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      ForEach(model.items, id: \.self) { Text($0) }
    }
    .padding(16)
  }
}
