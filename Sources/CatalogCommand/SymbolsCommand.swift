import ArgumentParser
import CatalogUI
import Foundation

// MARK: - SymbolsCommand

/// `catalog symbols`: the SF Symbols names `Image(systemName:)` can draw, built in and
/// registered, as lines or JSON.
struct SymbolsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "symbols",
    abstract: "List the SF Symbols names Image(systemName:) draws, built in and registered.",
    discussion: """
      Prints one name a line, sorted. Register a package's own symbols before CatalogCommand.main
      with SymbolRegistry.shared.registerSymbols(in: .module) (SVG files among its resources) \
      or SymbolRegistry.shared.register(_:svgPathData:viewBox:).
      """)

  @Flag(help: "Print a JSON array with one object per name: name and source.")
  var json = false

  func run() throws {
    let registry = SymbolRegistry.shared
    let registered = Set(registry.registeredNames)
    let builtIn = Set(registry.builtInNames)
    let names = registered.union(builtIn).sorted()
    guard json else {
      print(names.joined(separator: "\n"))
      return
    }
    let items = names.map { name in
      ListedSymbol(
        name: name, source: registered.contains(name) ? "registered" : "built-in",
        replacesBuiltIn: registered.contains(name) && builtIn.contains(name) ? true : nil)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    print(String(decoding: try encoder.encode(items), as: UTF8.self))
  }
}

/// One element of `catalog symbols --json`.
private struct ListedSymbol: Encodable {
  var name: String
  /// `built-in` (a bootstrap-icons outline) or `registered` (the package's own).
  var source: String
  /// For a registered name: `true` when it draws in place of a built-in outline.
  var replacesBuiltIn: Bool?
}
